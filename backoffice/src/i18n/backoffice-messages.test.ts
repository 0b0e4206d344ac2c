// Every text in both languages: each area's catalogues have the same keys, and every message id
// the code names (id="bo.…", id: 'bo.…', formatMessage / label: 'bo.…') exists in both; a
// prefix the code completes names at least one key.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { backofficeMessages } from './backoffice-messages';

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !path.includes(`${join('src', 'i18n')}`) ? [path] : [];
  });
}

test('Turkish and English have the same keys', () => {
  const tr = Object.keys(backofficeMessages.tr).sort();
  const en = Object.keys(backofficeMessages.en).sort();
  expect(tr.filter((k) => !en.includes(k))).toEqual([]);
  expect(en.filter((k) => !tr.includes(k))).toEqual([]);
});

test('no text is empty', () => {
  for (const language of ['tr', 'en'] as const) {
    const empty = Object.entries(backofficeMessages[language]).filter(([, text]) => !text.trim());
    expect(empty).toEqual([]);
  }
});

test('every message id the code names exists', () => {
  const missing: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/['"`](bo\.[a-z_]+\.[A-Za-z0-9_.]+)['"`]/g)) {
      const id = match[1]!;
      // A prefix the code completes (bo.orders.status + '.' + status) names a family of keys.
      const prefix = `${id.replace(/\.$/, '')}.`;
      const known = id in backofficeMessages.tr || Object.keys(backofficeMessages.tr).some((key) => key.startsWith(prefix));
      if (!known) missing.push(`${file.slice(SRC.length + 1)}: ${id}`);
    }
  }
  expect(missing).toEqual([]);
});
