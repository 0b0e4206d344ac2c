// API processes for the benchmark's scale-out rows: N processes of the production build
// (dist/server/main.js, as `npm run serve:api` runs each) on one PostgreSQL database that
// the benchmark has migrated and seeded, each on its own port; the load is spread over them as a
// load balancer would (load-worker.mjs per instance). Each start is fresh: no instance has seen a
// request before the run.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface ApiInstances {
  urls: string[];
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function answers(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`API instance exited (${child.exitCode})`);
    try {
      // Ready once a listing answers: the listing index is then built, as in the in-process rows.
      const res = await fetch(`${url}/Catalog/CategoryV2?categoryId=2&PageSize=48`, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`API instance at ${url} did not answer in time`);
}

export async function startApiInstances(count: number, databaseUrl: string): Promise<ApiInstances> {
  const entry = join(import.meta.dirname, '..', 'dist', 'server', 'main.js');
  const captchaKey = randomBytes(32).toString('hex');
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const child = spawn(process.execPath, [entry], {
      cwd: join(import.meta.dirname, '..'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, CAPTCHA_HMAC_KEY: captchaKey },
    });
    children.push(child);
    urls.push(`http://127.0.0.1:${port}`);
  }
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
  };
  try {
    await Promise.all(urls.map((url, i) => answers(url, children[i]!, 180_000)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, stop };
}
