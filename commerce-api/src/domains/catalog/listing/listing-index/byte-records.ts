// Fixed-size binary records read from a bytea that PostgreSQL built with int4send/int8send
// (big-endian), e.g. string_agg(int4send(id) || int4send(price), ''). One bytea per list crosses
// the wire and decodes natively, instead of a row (and a JavaScript object) per element.

/** The bytes of a bytea value: node-postgres gives a Buffer, PGlite a Uint8Array. null: none. */
export function byteaBytes(value: unknown): Uint8Array {
  if (value === null || value === undefined) return new Uint8Array(0);
  if (value instanceof Uint8Array) return value;
  // A driver configured to leave bytea as text gives the hex form.
  if (typeof value === 'string' && value.startsWith('\\x')) return Uint8Array.from(Buffer.from(value.slice(2), 'hex'));
  throw new TypeError('expected a bytea value');
}

export type FieldKind = 'int4' | 'int2' | 'int8';

const SIZES: Record<FieldKind, number> = { int4: 4, int2: 2, int8: 8 };

/**
 * Columns of records laid out as `fields` (int4 -> Int32Array, int2 -> Int32Array, int8 ->
 * Float64Array, exact up to 2^53).
 */
export function readRecords<const K extends readonly FieldKind[]>(value: unknown, fields: K): { count: number; columns: { [I in keyof K]: K[I] extends 'int8' ? Float64Array : Int32Array } } {
  const bytes = byteaBytes(value);
  const stride = fields.reduce((n, f) => n + SIZES[f], 0);
  if (bytes.byteLength % stride !== 0) throw new RangeError(`bytea of ${bytes.byteLength} bytes is not a whole number of ${stride}-byte records`);
  const count = bytes.byteLength / stride;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  const columns = fields.map((field) => {
    const start = offset;
    offset += SIZES[field];
    if (field === 'int8') {
      const out = new Float64Array(count);
      for (let i = 0, at = start; i < count; i++, at += stride) out[i] = Number(view.getBigInt64(at));
      return out;
    }
    const out = new Int32Array(count);
    if (field === 'int4') for (let i = 0, at = start; i < count; i++, at += stride) out[i] = view.getInt32(at);
    else for (let i = 0, at = start; i < count; i++, at += stride) out[i] = view.getInt16(at);
    return out;
  });
  return { count, columns: columns as never };
}
