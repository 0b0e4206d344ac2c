// Runs `drizzle-kit generate`. npm nests drizzle-orm under commerce-api while drizzle-kit is
// hoisted to the root, and drizzle-kit imports drizzle-orm from its own location; a temporary
// link at the root lets it resolve, and is removed afterwards.
import { existsSync, symlinkSync, unlinkSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const rootLink = resolve(import.meta.dirname, '..', '..', 'node_modules', 'drizzle-orm');
const local = resolve(import.meta.dirname, '..', 'node_modules', 'drizzle-orm');
const linked = !existsSync(rootLink) && existsSync(local);
if (linked) symlinkSync(local, rootLink, 'dir');
try {
  const r = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], { stdio: 'inherit', cwd: resolve(import.meta.dirname, '..') });
  process.exitCode = r.status ?? 1;
} finally {
  if (linked) unlinkSync(rootLink);
}
