#!/usr/bin/env node
// npm run dev: the API, the shell and the five remotes, each rebuilding on change, on their
// own ports (API 4000, shell 3000, remotes 3001-3005). Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const packages = ['commerce-api', 'shell', 'mf-catalog', 'mf-product', 'mf-cart-checkout', 'mf-account', 'mf-stores-content'];
const children = packages.map((pkg) => {
  const child = spawn('npm', ['run', 'dev', '-w', pkg], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'development' } });
  const prefix = `[${pkg}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => process.stdout.write(chunk.replace(/^(?=.)/gm, prefix)));
  }
  return child;
});
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
