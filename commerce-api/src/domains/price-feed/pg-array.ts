// A PostgreSQL array literal ('{1,2,NULL}', '{"a","b \"c\""}') passed as ONE parameter, for
// set-based statements over a chunk (UPDATE ... FROM unnest($1::int[], $2::int[])). drizzle would
// spread a JS array into one parameter per element; a literal works the same on node-postgres and
// PGlite and keeps a 5,000-row chunk to a handful of parameters.
export function pgArray(values: readonly (string | number | boolean | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : typeof v === 'string' ? `"${v.replace(/["\\]/g, '\\$&')}"` : String(v))).join(',')}}`;
}
