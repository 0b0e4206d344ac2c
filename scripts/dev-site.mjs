#!/usr/bin/env node
// npm run dev: the API, the shell and the five remotes, each rebuilding on change, on their
// own ports (API 4000, shell 3000, remotes 3001-3005; the shell's development composition,
// shell/composition.dev.json, points at the remotes' dev servers). Prints the address once
// everything answers. Ctrl-C stops them all; so does one of them stopping on its own.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const SERVERS = [
  { pkg: 'commerce-api', port: 4000, probe: '/graphql' },
  { pkg: 'shell', port: 3000, probe: '/composition.json' },
  { pkg: 'mf-catalog', port: 3001, probe: '/mf-manifest.json' },
  { pkg: 'mf-product', port: 3002, probe: '/mf-manifest.json' },
  { pkg: 'mf-cart-checkout', port: 3003, probe: '/mf-manifest.json' },
  { pkg: 'mf-account', port: 3004, probe: '/mf-manifest.json' },
  { pkg: 'mf-stores-content', port: 3005, probe: '/mf-manifest.json' },
];

let stopping = false;
const children = SERVERS.map(({ pkg }) => {
  // Own process group, so stopping reaches webpack/tsx under npm too.
  const child = spawn('npm', ['run', 'dev', '-w', pkg], { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'development' } });
  const prefix = `[${pkg}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => process.stdout.write(chunk.replace(/^(?=.)/gm, prefix)));
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix}stopped (${signal ?? `exit ${code}`}); stopping the others.`);
    stop(code || 1);
  });
  return child;
});

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(exitCode), 3000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** Any HTTP answer below 500 means the server is up (the API answers GET /graphql with 400). */
async function answers(url) {
  try {
    const response = await fetch(url);
    return response.status < 500;
  } catch {
    return false;
  }
}

const started = Date.now();
const pending = new Set(SERVERS);
while (pending.size > 0 && !stopping) {
  for (const server of [...pending]) if (await answers(`http://localhost:${server.port}${server.probe}`)) pending.delete(server);
  if (pending.size === 0) break;
  if (Date.now() - started > 600_000) {
    console.error(`Still waiting for ${[...pending].map((s) => s.pkg).join(', ')} after 10 minutes.`);
    break;
  }
  await new Promise((r) => setTimeout(r, 1000));
}
if (pending.size === 0 && !stopping) console.log('Storefront (development) ready at http://localhost:3000');
