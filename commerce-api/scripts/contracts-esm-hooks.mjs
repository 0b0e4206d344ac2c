// Node module hooks (registered by register-tsx.mjs): load shared-contracts' TypeScript source
// as ES modules. The package has no "type": "module", so tsx would load it as CommonJS, and
// Node cannot see the names behind its `export * from` re-exports from an ES module importer
// ("does not provide an export named ..."). Type checking is unaffected; esbuild bundles the
// same source for production. A module that calls require() (sanitize-html.ts loads jsdom that
// way, server-side only) gets one made for it, as the production bundle's banner gives one.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const SOURCE = /\/shared-contracts\/src\/[^?%]*\.tsx?(?=$|\?|%3F)/;
const matches = (url) => url.startsWith('file:') && SOURCE.test(url);
// tsx adds queries (sometimes percent-encoded) to mark CommonJS; drop them.
const clean = (url) => url.replace(/(%3F|\?).*$/, '');

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (matches(resolved.url)) return { url: clean(resolved.url), format: 'module', shortCircuit: true };
  return resolved;
}

export async function load(url, context, nextLoad) {
  if (!matches(url)) return nextLoad(url, context);
  const path = fileURLToPath(clean(url));
  const source = await readFile(path, 'utf8');
  const { code } = await transform(source, {
    loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'inline',
    sourcefile: path,
  });
  const withRequire = /\brequire\(/.test(code) ? `import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url); ${code}` : code;
  return { format: 'module', source: withRequire, shortCircuit: true };
}
