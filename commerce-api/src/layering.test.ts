// House rule: the domains and the GraphQL layer sit below the server. Nothing under
// src/domains/ or src/graphql/ (tests aside: they may start the whole app) imports from
// src/server/; what both need lives beside them (src/http/, src/context.ts ...).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SRC = import.meta.dirname;
const SERVER = join(SRC, 'server');
const LAYERS = ['domains', 'graphql'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module specifier of a file: static imports and re-exports, side-effect imports, import(). */
function importSpecifiers(text: string): string[] {
  const found: string[] = [];
  const patterns = [/\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(match[1]!);
  return found;
}

function isUnderServer(file: string, specifier: string): boolean {
  if (!specifier.startsWith('.')) return false;
  const target = resolve(dirname(file), specifier);
  return target === SERVER || target.startsWith(SERVER + sep);
}

test('importSpecifiers finds every kind of import', () => {
  const text = `import a from '../server/a.js';\nimport type { B } from "./b.js";\nexport { c } from '../c.js';\nimport '../d.js';\nconst e = await import('../server/e.js');`;
  assert.deepEqual(importSpecifiers(text).sort(), ['../c.js', '../d.js', '../server/a.js', '../server/e.js', './b.js']);
});

test('no non-test file under src/domains or src/graphql imports from src/server', () => {
  const files = LAYERS.flatMap((layer) => sourceFiles(join(SRC, layer)));
  assert.ok(files.length > 50, 'the scan sees the source files');
  const offending = files.flatMap((file) =>
    importSpecifiers(readFileSync(file, 'utf8'))
      .filter((specifier) => isUnderServer(file, specifier))
      .map((specifier) => `${relative(SRC, file)} imports ${specifier}`),
  );
  assert.deepEqual(offending, []);
});
