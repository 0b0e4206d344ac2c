// JSON for an inline <script> element (JSON-LD, the server render's Apollo and Redux state).
// JSON.stringify alone is not safe there: a string holding `</script>` closes the element early,
// `<!--` switches the HTML parser into its script-data-escaped state, and U+2028/U+2029 are line
// terminators to older JavaScript parsers. Each of `<`, `>`, `&`, U+2028 and U+2029 is written as
// its \uXXXX escape instead: still the same value to JSON.parse (and to a JavaScript engine),
// but no HTML markup can appear in the text.

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** `JSON.stringify(value)` safe to place inside an inline `<script>` element. `undefined` gives `null`. */
export function scriptJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(UNSAFE, (char) => ESCAPES[char]);
}
