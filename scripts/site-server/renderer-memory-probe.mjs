// Switches the live version of a remote back and forth through the renderer the way the site
// server does on each compose change (retainRemotes, then pages), and prints the server's heap
// after a full garbage collection before and after, and the versions it still holds. Run with
// --expose-gc: node --expose-gc renderer-memory-probe.mjs <remote package> <version A> <version B> <switches>
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { startServerBuildFiles } from './server-build-files.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const [pkg, versionA, versionB, switchesText = '30'] = process.argv.slice(2);
const switches = Number(switchesText);
const federationName = pkg.replace(/-/g, '_');
if (typeof global.gc !== 'function') throw new Error('run with --expose-gc');

const files = await startServerBuildFiles({ root });
const exports = await createRequire(import.meta.url)(join(root, 'shell', 'dist', 'server', 'main.js'));
const build = exports.renderPage ? exports : exports.default;
const live = JSON.parse(readFileSync(join(root, 'shell', 'dist', 'composition.json'), 'utf8'));
const compositionOf = (version) => ({ remotes: { ...live.remotes, [federationName]: { version, manifest: `/remotes/${pkg}/${version}/mf-manifest.json` } } });
// No API behind it: the pages' data fails at once; what is measured is the remotes' code.
const page = (version) => build.renderPage({ url: '/', origin: 'http://localhost', cookie: '', composition: compositionOf(version), config: {}, apiUrl: 'http://127.0.0.1:9', selfUrl: files.url, budgetMs: 5000, scriptNonce: 'n' });
const heapMb = () => {
  global.gc();
  global.gc();
  return process.memoryUsage().heapUsed / 1e6;
};
const versionOnPage = (html) => new RegExp(`data-boundary="${pkg}" data-version="([^"]+)"`).exec(html)?.[1] ?? null;

// Warm: both versions once, everything else loaded.
for (const version of [versionA, versionB, versionA]) {
  build.retainRemotes([compositionOf(version)], files.url);
  await page(version);
}
const before = heapMb();
const served = [];
for (let i = 0; i < switches; i += 1) {
  const version = i % 2 === 0 ? versionB : versionA;
  build.retainRemotes([compositionOf(version)], files.url);
  served.push(versionOnPage((await page(version)).html) === version);
}
build.retainRemotes([compositionOf(versionA)], files.url);
const after = heapMb();
const held = build.loadedVersions().filter((url) => url.includes(`/remotes/${pkg}/`)).map((url) => url.split('/').at(-2));
console.log(JSON.stringify({ switches, beforeMb: Math.round(before * 10) / 10, afterMb: Math.round(after * 10) / 10, held, everyPageServedItsVersion: served.every(Boolean) }));
await files.close();
process.exit(0);
