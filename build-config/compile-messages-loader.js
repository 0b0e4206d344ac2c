// Compiles a message catalogue (see MESSAGE_CATALOGUE in loader-rules.js) to react-intl's AST
// at build time, so the browser needs no ICU message parser (the browser build aliases it to
// its no-parser stub). Runs after swc: every `export const NAME = { 'id': 'ICU text', ... }`
// of the module gets each text replaced by the AST `parse` gives for it, exactly what
// react-intl would have parsed at runtime (same parser package and version as the package's
// react-intl, same locale). A value that is not a plain string fails the build: it could only
// be formatted by parsing it in the browser.
const path = require('node:path');
const webpack = require('webpack');

/** The culture react-intl formats a catalogue in, from its file name (tr.ts, ui-messages.en.ts). */
const CULTURE_BY_LANGUAGE = { tr: 'tr-TR', en: 'en-US', de: 'de-DE', nl: 'nl-NL', fr: 'fr-FR' };

/** A module of the package's own react-intl's dependency tree (the parser must be the one react-intl reads ASTs of). */
function requireBesideReactIntl(request, packageDir) {
  const reactIntl = path.dirname(require.resolve('react-intl/package.json', { paths: [packageDir] }));
  const intl = path.dirname(require.resolve('@formatjs/intl/package.json', { paths: [reactIntl] }));
  return require(require.resolve(request, { paths: [intl, reactIntl] }));
}

/** webpack's own acorn: the JavaScript parser webpack itself parses modules with. */
function acorn() {
  return require(require.resolve('acorn', { paths: [path.dirname(require.resolve('webpack/package.json'))] }));
}

/** The language a catalogue file is in: `tr.ts` → tr, `ui-messages.en.ts` → en. */
function languageOf(file) {
  const match = /(?:^|\.)([a-z]{2})\.[jt]sx?$/.exec(path.basename(file));
  if (!match || !CULTURE_BY_LANGUAGE[match[1]]) throw new Error(`${file}: a message catalogue is named after its language (tr.ts, en.ts, ui-messages.tr.ts)`);
  return match[1];
}

/** The string value of a property, or undefined when it is not a plain string. */
function stringOf(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return undefined;
}

/** The object literals the module exports as `export const NAME = {...}` (swc keeps ES modules). */
function exportedObjects(program) {
  const objects = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : null;
    if (!declaration || declaration.type !== 'VariableDeclaration') continue;
    for (const d of declaration.declarations) {
      if (d.init && d.init.type === 'ObjectExpression') objects.push({ name: d.id.name, object: d.init });
    }
  }
  return objects;
}

/**
 * The module's source with each message of its exported catalogues replaced by its AST.
 * @returns {{ code: string, map: object | null }}
 */
function compileCatalogue(source, { file, packageDir, inputMap = null }) {
  const { parse } = requireBesideReactIntl('@formatjs/icu-messageformat-parser', packageDir);
  const locale = new Intl.Locale(CULTURE_BY_LANGUAGE[languageOf(file)]);
  const program = acorn().parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const catalogues = exportedObjects(program);
  if (!catalogues.length) throw new Error(`${file}: a message catalogue exports its messages as \`export const NAME = { id: 'text' }\``);

  const original = inputMap ? new webpack.sources.SourceMapSource(source, file, inputMap) : new webpack.sources.OriginalSource(source, file);
  const replaced = new webpack.sources.ReplaceSource(original);
  for (const { name, object } of catalogues) {
    for (const property of object.properties) {
      const id = property.type === 'Property' ? (property.key.type === 'Identifier' ? property.key.name : property.key.value) : '…';
      const text = property.type === 'Property' && !property.computed ? stringOf(property.value) : undefined;
      if (text === undefined) throw new Error(`${file}: ${name}['${id}'] is not a plain string; a message catalogue holds ICU texts only`);
      let ast;
      try {
        ast = parse(text, { locale });
      } catch (error) {
        throw new Error(`${file}: ${name}['${id}'] is not a valid ICU message (${error.message}): ${text}`);
      }
      replaced.replace(property.value.start, property.value.end - 1, JSON.stringify(ast));
    }
  }
  const { source: code, map } = replaced.sourceAndMap();
  return { code: String(code), map: inputMap ? map : null };
}

module.exports = function compileMessagesLoader(source, inputMap) {
  const { code, map } = compileCatalogue(source, {
    file: this.resourcePath,
    packageDir: this.rootContext,
    inputMap: typeof inputMap === 'string' ? JSON.parse(inputMap) : inputMap,
  });
  this.callback(null, code, map || undefined);
};

module.exports.compileCatalogue = compileCatalogue;
