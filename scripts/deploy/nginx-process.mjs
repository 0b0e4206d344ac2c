// nginx run in the foreground on a configuration of nginx-config.mjs, in a prefix folder of its
// own (cache, temporary files, logs, pid): what the topology test and benchmark put in front of
// their site servers and API instances. As root the workers run as root too (the prefix is a
// temporary folder of root's).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConfig } from './nginx-config.mjs';

export const NGINX = '/usr/sbin/nginx';

/** Writes the configuration, checks it (nginx -t) and starts nginx; resolves once it answers. */
export async function startNginx(options) {
  const prefix = mkdtempSync(join(tmpdir(), 'storefront-nginx-'));
  for (const folder of ['temp', 'cache']) mkdirSync(join(prefix, folder), { recursive: true });
  const file = join(prefix, 'nginx.conf');
  const user = process.getuid?.() === 0 ? 'root' : null;
  writeFileSync(file, nginxConfig({ user, accessLog: join(prefix, 'access.log'), errorLog: join(prefix, 'error.log'), ...options }));
  const tested = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', file], { encoding: 'utf8' });
  if (tested.status !== 0) throw new Error(`nginx -t refused the configuration:\n${tested.stderr}`);
  const child = spawn(NGINX, ['-p', prefix, '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${String(options.listen).split(':').pop()}`;
  for (let i = 0; ; i++) {
    try {
      await (await fetch(`${url}/nginx-health`)).text();
      break;
    } catch {
      if (i > 100 || child.exitCode !== null) throw new Error(`nginx did not start:\n${readFileSync(join(prefix, 'error.log'), 'utf8')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    prefix,
    /** The access log's JSON lines, parsed. */
    accessLog: () => readFileSync(join(prefix, 'access.log'), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)),
    errorLog: () => readFileSync(join(prefix, 'error.log'), 'utf8'),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
