const test = require('node:test');
const assert = require('node:assert');
const path = require('node:path');
const swc = require('@swc/core');
const { compileCatalogue } = require('./compile-messages-loader');
const { MESSAGE_CATALOGUE } = require('./loader-rules');

const shellDir = path.join(__dirname, '..', 'shell');
const reactIntlDir = path.dirname(require.resolve('react-intl/package.json', { paths: [shellDir] }));
const { IntlMessageFormat } = require(require.resolve('intl-messageformat', { paths: [reactIntlDir] }));

// A catalogue as the packages write one, with every kind of argument react-intl formats.
const SOURCE = `
// Turkish texts.
export const messagesTr: Record<string, string> = {
  'plain': 'Sepetiniz boş',
  'apostrophe': "İstanbul'daki mağazalarımız",
  'placeholder': 'Merhaba, {name}',
  'plural': 'Sepetim, {count, plural, =0 {ürün yok} one {# ürün} other {# ürün}}',
  'select': '{gender, select, female {Hanım} male {Bey} other {Müşteri}}',
  'number': 'Toplam {total, number, ::currency/TRY}',
  'date': 'Teslim: {day, date, long}',
  'tags': '<b>{count}</b> ürün',
};
export type Key = keyof typeof messagesTr;
`;
const VALUES = { name: 'Ayşe', count: 3, gender: 'female', total: 1234.5, day: new Date(Date.UTC(2025, 4, 19, 12)), b: (chunks) => `[${chunks.join('')}]` };

/** The module the loader sees: swc's output of the TypeScript source (the loader runs after swc). */
function swcOutput(source) {
  return swc.transformSync(source, { filename: 'tr.ts', jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' } }).code;
}

/** The module's `messagesTr` (its exports made plain constants). */
const messagesOf = (code) => new Function(`${code.replace(/export const/g, 'const')}\nreturn messagesTr;`)();

test('a catalogue compiles to ASTs that format as its strings do (placeholder, plural, select, number, date, tags)', () => {
  const file = path.join(shellDir, 'src', 'i18n', 'tr.ts');
  const { code } = compileCatalogue(swcOutput(SOURCE), { file, packageDir: shellDir });
  const compiled = messagesOf(code);
  const strings = messagesOf(swcOutput(SOURCE));
  assert.deepStrictEqual(Object.keys(compiled), Object.keys(strings));
  for (const [id, text] of Object.entries(strings)) {
    assert.ok(Array.isArray(compiled[id]), `${id} is an AST`);
    const fromString = new IntlMessageFormat(text, 'tr-TR').format(VALUES);
    const fromAst = new IntlMessageFormat(compiled[id], 'tr-TR').format(VALUES);
    assert.deepStrictEqual(fromAst, fromString, id);
  }
  assert.strictEqual(new IntlMessageFormat(compiled.plural, 'tr-TR').format({ count: 0 }), 'Sepetim, ürün yok');
  assert.strictEqual(new IntlMessageFormat(compiled.apostrophe, 'tr-TR').format(), "İstanbul'daki mağazalarımız");
});

test('a catalogue value that is not a plain string, or not valid ICU, fails the build naming it', () => {
  const file = path.join(shellDir, 'src', 'i18n', 'en.ts');
  assert.throws(() => compileCatalogue("export const en = { 'a': 'x' + y };", { file, packageDir: shellDir }), /en\['a'\] is not a plain string/);
  assert.throws(() => compileCatalogue("export const en = { 'a': '{n, plural, one {x}}' };", { file, packageDir: shellDir }), /en\['a'\] is not a valid ICU message/);
  assert.throws(() => compileCatalogue('export function en() {}', { file, packageDir: shellDir }), /exports its messages/);
});

test('the catalogue rule takes the language-named modules of src/i18n and nothing else there', () => {
  const yes = ['shell/src/i18n/tr.ts', 'mf-catalog/src/i18n/en.ts', 'shared-contracts/src/i18n/ui-messages.tr.ts'];
  const no = ['mf-catalog/src/i18n/messages.ts', 'mf-catalog/src/i18n/messages.test.ts', 'shared-contracts/src/i18n/translate.ts', 'shared-contracts/src/i18n/RemoteIntlProvider.tsx', 'shell/src/layout/tr.ts'];
  for (const f of yes) assert.ok(MESSAGE_CATALOGUE.test(path.join('/work', f)), f);
  for (const f of no) assert.ok(!MESSAGE_CATALOGUE.test(path.join('/work', f)), f);
});
