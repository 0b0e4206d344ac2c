// Bad-input matrix over the whole schema: every root field of Query and Mutation, read from the
// executable schema (so a new call is covered the day it is added), is sent hostile values of
// every kind (empty, blank, oversized, SQL and HTML text, emoji and lone surrogates, NUL
// characters, negative and extreme numbers, wrongly typed variables, long lists, deep JSON) by
// an anonymous caller, a registered customer and a guest customer. Every answer must be a clear
// error or an empty result: never a 5xx, never INTERNAL_SERVER_ERROR, never SQL or a stack
// trace in the body. And the values no call may accept (empty, blank, oversized, NUL, wrong
// type, ids that cannot exist) change nothing in the database: a fingerprint of every table is
// compared around them for each field (except the few calls that act whatever their arguments
// say). The other profiles (SQL or HTML text, emoji, small ids) can be valid input, e.g. a gift
// note or the customer's own cart line, so for them only the answer is checked.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { addresses, cartItems, carts, customers, productVariants } from '../db/schema.js';
import { rowsOf } from '../db/sql-rows.js';
import { issueToken } from '../domains/auth/tokens.js';
import { buildExecutableSchema } from '../graphql/executable-schema.js';
import { seedDatabase } from '../seed/index.js';
import { createTestApi, type TestApi } from '../testing/test-api.js';

/**
 * Calls that change state whatever their arguments (or open a session): fingerprint not compared.
 * setBillingSameAsShipping takes one Boolean, and either value is a valid choice.
 */
const ACTS_WITHOUT_ARGUMENTS = new Set(['createGuestCustomer', 'logout', 'clearShoppingCart', 'removeGiftPackageNote', 'setBillingSameAsShipping']);

type Profile = { name: string; invalid: boolean; string: unknown; int: unknown; float: unknown; boolean: unknown; json: unknown; list: 'one' | 'empty' | 'many' };

let deep: unknown = 'leaf';
for (let i = 0; i < 200; i++) deep = { a: deep };

const PROFILES: Profile[] = [
  { name: 'empty', invalid: true, string: '', int: 0, float: 0, boolean: false, json: {}, list: 'empty' },
  { name: 'blank', invalid: true, string: '   \t\n ', int: -1, float: -1, boolean: true, json: [], list: 'one' },
  { name: 'oversized', invalid: true, string: 'x'.repeat(20_000), int: 2_147_483_647, float: 1e308, boolean: true, json: { x: 'y'.repeat(20_000) }, list: 'one' },
  { name: 'sql', invalid: false, string: "' OR 1=1; DROP TABLE customers; --", int: -2_147_483_648, float: -1e308, boolean: false, json: { "'; DROP TABLE customers; --": true }, list: 'one' },
  { name: 'html', invalid: false, string: '<script>alert(1)</script><img src=x onerror=alert(2)>', int: 1_000_000_000, float: 0.000001, boolean: true, json: '<b>x</b>', list: 'one' },
  { name: 'unicode', invalid: false, string: 'İıŞşĞğ 🙂 \uD800 \u202E\u200B', int: 7, float: 7.5, boolean: true, json: { 'ğüş🙂': '\uDFFF' }, list: 'one' },
  { name: 'nul', invalid: true, string: 'a\u0000b', int: -7, float: -7, boolean: false, json: { a: 'b\u0000' }, list: 'one' },
  { name: 'many', invalid: false, string: 'SKU-1', int: 1, float: 1, boolean: true, json: deep, list: 'many' },
  { name: 'wrong type', invalid: true, string: 12345, int: 'abc', float: 'abc', boolean: 'yes', json: null, list: 'one' },
];

function scalarValue(name: string, p: Profile): unknown {
  switch (name) {
    case 'Int':
      return p.int;
    case 'Float':
      return p.float;
    case 'Boolean':
      return p.boolean;
    case 'JSON':
      return p.json;
    default:
      return p.string;
  }
}

function valueFor(type: GraphQLInputType, p: Profile, depth = 0): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, p, depth);
  if (isListType(type)) {
    if (p.list === 'empty') return [];
    const one = valueFor(type.ofType, p, depth + 1);
    return p.list === 'many' ? Array.from({ length: 500 }, () => one) : [one];
  }
  const named = getNamedType(type);
  if (isEnumType(named)) return p.name === 'wrong type' ? 'NOT_A_VALUE' : named.getValues().at(-1)!.value;
  if (isInputObjectType(named)) {
    if (depth > 3) return {};
    return Object.fromEntries(Object.values(named.getFields()).map((f) => [f.name, valueFor(f.type, p, depth + 1)]));
  }
  if (isScalarType(named)) return scalarValue(named.name, p);
  return null;
}

function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args as readonly GraphQLArgument[];
  const decl = args.length ? `(${args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')})` : '';
  const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const selection = isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} Fuzz${decl} { ${field.name}${call}${selection} }`;
}

let api: TestApi;
let customerToken = '';
let guestToken = '';
let customerId = 0;

const TABLES_SQL = sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE '\\_\\_%' ORDER BY tablename`;

/** One hash per table over its whole content. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = rowsOf<{ tablename: string }>(await api.db.execute(TABLES_SQL)).map((r) => r.tablename);
  const out: Record<string, string> = {};
  for (const name of tables) {
    const [row] = rowsOf<{ h: string | null; n: string | number }>(
      await api.db.execute(sql.raw(`SELECT count(*) AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${name}" t`)),
    );
    out[name] = `${row?.n}:${row?.h}`;
  }
  return out;
}

before(async () => {
  api = await createTestApi({
    seed: async (db) => {
      await seedDatabase(db, { products: 40 });
    },
    // Let every call reach its own validation: the rate limits have tests of their own.
    rateLimiter: { hit: () => false },
  });
  const [demo] = await api.db.select({ id: customers.id }).from(customers).where(eq(customers.email, 'demo@storefront.test'));
  customerId = demo!.id;
  customerToken = await issueToken(api.db, customerId);
  guestToken = (await api.gql('mutation { createGuestCustomer { token } }')).body.data.createGuestCustomer.token;
  // A cart with a line, an address and a carrier, so cart and checkout calls meet real state.
  const [variant] = await api.db.select().from(productVariants).where(sql`${productVariants.stockQuantity} > 0`).limit(1);
  const [address] = await api.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.customerId, customerId)).limit(1);
  const [cart] = await api.db
    .insert(carts)
    .values({ customerId, shippingAddressId: address!.id, billingAddressId: address!.id, shippingOption: 'TEM', giftNote: 'Sevgilerle' })
    .onConflictDoNothing()
    .returning({ id: carts.id });
  const cartId = cart?.id ?? (await api.db.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId)))[0]!.id;
  await api.db.insert(cartItems).values({ cartId, productId: variant!.productId, variantId: variant!.id, quantity: 1 }).onConflictDoNothing();
});
after(() => api?.close());

test('every root field survives hostile input from every kind of caller and changes nothing', { timeout: 20 * 60_000 }, async () => {
  const schema = buildExecutableSchema();
  const roots = [
    ...Object.values(schema.getQueryType()!.getFields()).map((f) => ({ kind: 'query' as const, field: f })),
    ...Object.values(schema.getMutationType()!.getFields()).map((f) => ({ kind: 'mutation' as const, field: f })),
  ];
  // Calls that act whatever the arguments run last, so they cannot spoil the others' state.
  roots.sort((a, b) => Number(ACTS_WITHOUT_ARGUMENTS.has(a.field.name)) - Number(ACTS_WITHOUT_ARGUMENTS.has(b.field.name)));
  assert.ok(roots.length > 60, `schema has ${roots.length} root fields`);
  const problems: string[] = [];

  for (const { kind, field } of roots) {
    const query = operation(kind, field);
    const send = async (profiles: Profile[]) => {
      for (const caller of [{ label: 'anonymous', token: null }, { label: 'customer', token: customerToken }, { label: 'guest', token: guestToken }]) {
        for (const profile of profiles) {
          const variables = Object.fromEntries(field.args.map((a) => [a.name, valueFor(a.type, profile)]));
          const res = await api.gql(query, variables, { token: caller.token });
          const where = `${field.name} / ${caller.label} / ${profile.name}`;
          const text = JSON.stringify(res.body);
          const codes = (res.body.errors ?? []).map((e) => e.extensions?.code);
          if (res.status >= 500) problems.push(`${where}: HTTP ${res.status}`);
          if (codes.includes('INTERNAL_SERVER_ERROR')) problems.push(`${where}: INTERNAL_SERVER_ERROR`);
          if (/Failed query|\bat \S+\.(ts|js):\d+|stack/i.test(text)) problems.push(`${where}: internals in the body`);
          if (res.status === 200 && !res.body.data && !res.body.errors?.length) problems.push(`${where}: neither data nor errors`);
          for (const e of res.body.errors ?? []) if (!e.extensions?.code) problems.push(`${where}: an error without a code`);
        }
      }
    };
    const before = ACTS_WITHOUT_ARGUMENTS.has(field.name) ? null : await fingerprint();
    await send(PROFILES.filter((p) => p.invalid));
    if (before) {
      const now = await fingerprint();
      const changed = Object.keys(now).filter((t) => now[t] !== before[t]);
      if (changed.length) problems.push(`${field.name}: invalid input changed ${changed.join(', ')}`);
    }
    await send(PROFILES.filter((p) => !p.invalid));
  }
  assert.deepEqual([...new Set(problems)], []);
});

test('REST reads, images and payment pages answer hostile parameters with 4xx, never 5xx', async () => {
  const hostile = ['', '%00', 'a%00b', encodeURIComponent("' OR 1=1 --"), 'x'.repeat(5000), '%F0%9F%99%82', '%ED%A0%80', '-1', '99999999999999999999', '1e5', '%25'];
  const urls = hostile.flatMap((v) => [
    `/Catalog/CategoryV2?categoryId=${v}`,
    `/Catalog/CategoryV2?categoryId=1&PageSize=${v}&page=${v}&sort=${v}`,
    `/Catalog/CategoryV2?categoryId=1&filter=${v}&filter=${v}%7C${v}`,
    `/Catalog/CategoryV2?categoryId=1&language=${v}&country=${v}`,
    `/Catalog/SearchV2?q=${v}`,
    `/Catalog/SearchV2?q=y%C3%BCz%C3%BCk&filter=${v}`,
    `/images/products/${v}/1/thumb.svg`,
    `/images/products/1/${v}/full.svg`,
    `/images/categories/${v}.svg`,
    `/payment/3ds/${v}`,
  ]);
  const problems: string[] = [];
  for (const url of urls) {
    const res = await api.inject({ method: 'GET', url });
    if (res.statusCode >= 500 || /Failed query|stack/i.test(res.body)) problems.push(`GET ${url.slice(0, 120)}: ${res.statusCode}`);
  }
  for (const body of ['code=%00', `code=${'9'.repeat(5000)}`, 'action=cancel&code=1', 'a=%E0%A4%A', '']) {
    const res = await api.inject({ method: 'POST', url: '/payment/3ds/aaaaaaaaaaaaaaaa', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
    if (res.statusCode >= 500) problems.push(`POST 3ds ${body.slice(0, 40)}: ${res.statusCode}`);
  }
  assert.deepEqual(problems, []);
});
