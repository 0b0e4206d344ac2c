// Production build: an ES module bundle, dist/server/main.js (plus dist/server/embed.js, the same
// server as a library for the benchmark). Every runtime dependency stays
// external (installed in node_modules) except shared-contracts, which is TypeScript source and
// must be compiled in. dist/server/ sits two levels below the package root, like src/db/, so
// the migrations folder (../../drizzle from the client module) still resolves.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// jsdom (what shared-contracts' sanitizeHtml cleans HTML on; a dependency of shared-contracts)
// stays external too: it reads its own files at run time and cannot be bundled.
const external = [...Object.keys(pkg.dependencies ?? {}).filter((name) => name !== 'shared-contracts'), 'jsdom'];

rmSync(join(root, 'dist'), { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/server/main.ts', embed: 'src/server/embed.ts' },
  outdir: 'dist/server',
  // Both entries share one copy of the server code (one module instance per process).
  splitting: true,
  // Chunks stay in dist/server/ so paths relative to the code (../../drizzle) still hold.
  chunkNames: 'shared-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS code (if any) may call require(); give the ES module one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(`commerce-api: dist/server/main.js and embed.js (${Math.round(bytes / 1024)} KiB with source maps)`);
