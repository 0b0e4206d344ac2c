#!/usr/bin/env node
// node scripts/contracts/split-contracts-imports.mjs [--check] [folder...]: the codemod that
// follows a name out of the contracts' singleton. Each `import { ... } from 'shared-contracts'`
// (and `export { ... } from`) that takes a name the root entry no longer exports is rewritten to
// take it from the entry that does ('shared-contracts/rules', '/format', ...), split in two when it
// takes names from both. Only those declarations change: the rest of a file is left byte for byte
// (other people may be editing it). Which entry exports what is read from the entries themselves
// with the TypeScript compiler, never listed here.
//   --check   change nothing; list what would change and exit 1 when something would.
//   folders   default: shell/src, the src of every mf-* package, backoffice/src, e2e.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONTRACTS_DIR = join(ROOT, 'shared-contracts');
const ROOT_SPECIFIER = 'shared-contracts';
/** The entries a name may move to, besides the root. */
export const TARGET_ENTRIES = ['shared-contracts/rules', 'shared-contracts/format', 'shared-contracts/apollo'];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;

/** The file an entry ('shared-contracts/rules') resolves to through the package's "exports". */
function entryFile(specifier, contractsDir) {
  const exportsMap = JSON.parse(readFileSync(join(contractsDir, 'package.json'), 'utf8')).exports ?? {};
  const key = specifier === ROOT_SPECIFIER ? '.' : `.${specifier.slice(ROOT_SPECIFIER.length)}`;
  const target = exportsMap[key];
  if (typeof target !== 'string') throw new Error(`shared-contracts/package.json exports no "${key}" (for ${specifier})`);
  return join(contractsDir, target);
}

/**
 * Which entry exports each name: `{ root: Set, byName: Map<name, entry> }`. A name the root exports
 * stays there; a name two other entries export is ambiguous (an error: the codemod could not pick).
 */
export function entryExports({ contractsDir = CONTRACTS_DIR, targets = TARGET_ENTRIES } = {}) {
  const files = new Map([[ROOT_SPECIFIER, entryFile(ROOT_SPECIFIER, contractsDir)], ...targets.map((t) => [t, entryFile(t, contractsDir)])]);
  const program = ts.createProgram([...files.values()], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    allowJs: false,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const namesOf = (file) => {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    if (!symbol) throw new Error(`cannot read the exports of ${file}`);
    return checker.getExportsOfModule(symbol).map((s) => s.getName());
  };
  const root = new Set(namesOf(files.get(ROOT_SPECIFIER)));
  const byName = new Map();
  const ambiguous = new Map();
  for (const target of targets) {
    for (const name of namesOf(files.get(target))) {
      if (root.has(name)) continue;
      if (byName.has(name)) ambiguous.set(name, [...(ambiguous.get(name) ?? [byName.get(name)]), target]);
      else byName.set(name, target);
    }
  }
  if (ambiguous.size) {
    throw new Error(`names exported by more than one entry: ${[...ambiguous].map(([n, e]) => `${n} (${e.join(', ')})`).join('; ')}`);
  }
  return { root, byName };
}

const quoteOf = (text) => (text.trimStart().startsWith('"') ? '"' : "'");

/** One declaration's text; names that are all `type X` make an `import type { X }`. */
function declarationText({ isExport, typeOnly, specifiers, entry, quote }) {
  const allTypes = !typeOnly && specifiers.every((s) => /^type\s/.test(s));
  const names = allTypes ? specifiers.map((s) => s.replace(/^type\s+/, '')) : specifiers;
  return `${isExport ? 'export' : 'import'} ${typeOnly || allTypes ? 'type ' : ''}{ ${names.join(', ')} } from ${quote}${entry}${quote};`;
}

const CONTRACTS_ENTRIES = [ROOT_SPECIFIER, ...TARGET_ENTRIES];
const entryOrder = (entry) => CONTRACTS_ENTRIES.indexOf(entry);

/** The named import or re-export declarations of a file that take names from a contracts entry. */
function contractsDeclarations(source) {
  const found = [];
  for (const statement of source.statements) {
    const isExport = ts.isExportDeclaration(statement);
    if (!isExport && !ts.isImportDeclaration(statement)) continue;
    const spec = statement.moduleSpecifier;
    if (!spec || !ts.isStringLiteral(spec) || !CONTRACTS_ENTRIES.includes(spec.text)) continue;
    const clause = isExport ? statement : statement.importClause;
    const named = isExport ? statement.exportClause : clause?.namedBindings;
    // Side-effect and namespace imports (and `export *`) take no names one by one.
    if (!clause || !named || !(ts.isNamedImports(named) || ts.isNamedExports(named))) continue;
    if (!isExport && clause.name) continue; // a default import: the contracts have none
    found.push({ statement, isExport, typeOnly: clause.isTypeOnly, entry: spec.text, quote: quoteOf(spec.getText(source)), elements: named.elements });
  }
  return found;
}

/**
 * The rewritten source text of one file, and what moved: `{ text, moved: [{ name, entry }],
 * declarations, unknown: [name] }`. `names` is entryExports()'s answer. Each name is taken from the
 * entry that exports it; when one is not, the file's contracts imports are regrouped (one
 * declaration per entry, type-only ones apart, in the order root, rules, format, apollo), and its re-exports are split. A name no entry exports stays where it is.
 */
export function splitContractsImports(text, fileName, names) {
  const kind = /\.tsx$|\.jsx$/.test(fileName) ? ts.ScriptKind.TSX : /\.m?js$|\.cjs$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const moved = [];
  const unknown = [];
  const homeOf = (element, entry) => {
    const name = (element.propertyName ?? element.name).text;
    if (names.root.has(name)) return ROOT_SPECIFIER;
    if (names.byName.has(name)) return names.byName.get(name);
    unknown.push(name);
    return entry;
  };
  const declarations = contractsDeclarations(source).map((d) => ({ ...d, homes: d.elements.map((e) => homeOf(e, d.entry)) }));
  const misplaced = (d) => d.homes.some((home) => home !== d.entry);
  // `import { type A } from` a new entry reads better as `import type { A }`.
  const untidy = (d) => !d.typeOnly && d.entry !== ROOT_SPECIFIER && d.elements.length > 0 && d.elements.every((e) => e.isTypeOnly);
  const edits = [];
  const render = (groups, isExport, quote) =>
    [...groups.entries()]
      .sort(([a], [b]) => entryOrder(a.split('|')[0]) - entryOrder(b.split('|')[0]) || a.localeCompare(b))
      .map(([key, specifiers]) => {
        const [entry, typeOnly] = key.split('|');
        return declarationText({ isExport, typeOnly: typeOnly === 'type', specifiers, entry, quote });
      })
      .join('\n');
  const regroup = (list) => {
    const groups = new Map();
    for (const d of list) {
      d.elements.forEach((element, i) => {
        const home = d.homes[i];
        if (home !== d.entry) moved.push({ name: (element.propertyName ?? element.name).text, entry: home });
        const key = `${home}|${d.typeOnly ? 'type' : 'value'}`;
        if (!groups.has(key)) groups.set(key, []);
        groups.get(key).push(element.getText(source));
      });
    }
    return groups;
  };
  // Imports: all of the file's contracts imports become one declaration per entry, where the first stood.
  const imports = declarations.filter((d) => !d.isExport);
  if (imports.some(misplaced)) {
    const [first, ...rest] = imports;
    edits.push({ start: first.statement.getStart(source), end: first.statement.getEnd(), replacement: render(regroup(imports), false, first.quote) });
    for (const d of rest) {
      const end = d.statement.getEnd();
      edits.push({ start: d.statement.getStart(source), end: text[end] === '\n' ? end + 1 : end, replacement: '' });
    }
  } else {
    for (const d of imports.filter(untidy)) edits.push({ start: d.statement.getStart(source), end: d.statement.getEnd(), replacement: declarationText({ isExport: false, typeOnly: false, specifiers: d.elements.map((e) => e.getText(source)), entry: d.entry, quote: d.quote }) });
  }
  // Re-exports: each is split on its own (a re-export says what this module offers, in its place).
  for (const d of declarations.filter((x) => x.isExport && (misplaced(x) || untidy(x)))) {
    edits.push({ start: d.statement.getStart(source), end: d.statement.getEnd(), replacement: render(regroup([d]), true, d.quote) });
  }
  let out = text;
  for (const { start, end, replacement } of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, start) + replacement + out.slice(end);
  return { text: out, moved, declarations: edits.length, unknown };
}

/** Every source file under a folder (node_modules, dist and dot folders left out). */
export function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The default folders: shell/src, the src folder of each mf-* package, backoffice/src, e2e. */
export function defaultFolders(root = ROOT) {
  const remotes = readdirSync(root).filter((name) => name.startsWith('mf-')).map((name) => join(root, name, 'src'));
  return [join(root, 'shell', 'src'), ...remotes, join(root, 'backoffice', 'src'), join(root, 'e2e')];
}

/**
 * Runs the codemod over the folders. Each file is read right before it is rewritten, and written
 * only when that text is still the one the rewrite was computed from (someone may be saving it).
 * @returns {{ filesScanned: number, filesChanged: string[], declarations: number, moved: Record<string, number>, unknown: string[], raced: string[] }}
 */
export function runCodemod({ folders = defaultFolders(), check = false, names = entryExports() } = {}) {
  const report = { filesScanned: 0, filesChanged: [], declarations: 0, moved: {}, unknown: [], raced: [] };
  for (const file of folders.flatMap(sourceFiles)) {
    report.filesScanned += 1;
    const before = readFileSync(file, 'utf8');
    if (!before.includes(ROOT_SPECIFIER)) continue;
    const result = splitContractsImports(before, file, names);
    for (const name of result.unknown) report.unknown.push(`${relative(ROOT, file)}: ${name}`);
    if (result.text === before) continue;
    if (!check) {
      if (readFileSync(file, 'utf8') !== before) {
        report.raced.push(relative(ROOT, file));
        continue;
      }
      writeFileSync(file, result.text);
    }
    report.filesChanged.push(relative(ROOT, file));
    report.declarations += result.declarations;
    for (const { entry } of result.moved) report.moved[entry] = (report.moved[entry] ?? 0) + 1;
  }
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const folders = args.filter((a) => !a.startsWith('--')).map((a) => join(process.cwd(), a));
  try {
    const report = runCodemod({ check, ...(folders.length ? { folders } : {}) });
    const verb = check ? 'would change' : 'changed';
    console.log(`split-contracts-imports: ${report.filesScanned} files scanned, ${verb} ${report.filesChanged.length} files (${report.declarations} declarations)`);
    for (const [entry, count] of Object.entries(report.moved)) console.log(`  ${count} names -> ${entry}`);
    if (check) for (const file of report.filesChanged) console.log(`  ${file}`);
    for (const line of report.unknown) console.error(`  not exported by any entry (left as it is): ${line}`);
    for (const file of report.raced) console.error(`  changed while being rewritten, left as it is (run again): ${file}`);
    process.exit((check && report.filesChanged.length) || report.unknown.length || report.raced.length ? 1 : 0);
  } catch (error) {
    console.error(`split-contracts-imports: ${error.message}`);
    process.exit(2);
  }
}
