// The authorization matrix of the staff API: EVERY Query and Mutation field of admin-schema.graphql
// (read from the SDL: a new field without an entry in FIELD_PERMISSION fails this test) is called
// as anonymous, with a shopper's token, with a guest's token and as each role, over HTTP. Expected:
//   a permission: the roles holding it (ROLE_PERMISSIONS) are allowed, other roles get FORBIDDEN,
//     callers without a staff session UNAUTHENTICATED;
//   'staff': any staff session is allowed, the others UNAUTHENTICATED;
//   'open': everyone is allowed (the login fields, me, logout).
// "Allowed" means no UNAUTHENTICATED or FORBIDDEN error (a validation error or null is fine).
// A field without a resolver fails the test (it would answer null to everybody, unguarded).
// STORE accounts: setStoreStock for another store is FORBIDDEN.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { adminSchemaPath, buildAdminExecutableSchema } from '../../admin-graphql/admin-executable-schema.js';
import { customers } from '../../db/schema.js';
import { createRateLimiter } from '../../services/rate-limiter.js';
import { createStaffLogin, createTestStore, loginStaff, staffGql } from '../../testing/staff-api.js';
import { createTestApi, type TestApi } from '../../testing/test-api.js';
import { issueToken } from '../auth/tokens.js';
import { ROLE_PERMISSIONS, type Permission } from './permissions.js';
import type { StaffRole } from './staff-context.js';

type Rule = Permission | 'staff' | 'open';

export const FIELD_PERMISSION: Record<string, Rule> = {
  // Query
  me: 'open',
  orders: 'orders.read',
  order: 'orders.read',
  carriers: 'orders.read',
  requests: 'requests.read',
  reviews: 'reviews.moderate',
  product: 'catalogue.read',
  feedRuns: 'prices.write',
  feedRun: 'prices.write',
  stores: 'staff',
  customers: 'customers.read',
  customer: 'customers.read',
  messages: 'messages.read',
  staffMembers: 'staff.manage',
  staffSessions: 'staff.manage',
  auditLog: 'audit.read',
  // Mutation
  staffLogin: 'open',
  verifyStaffTotp: 'open',
  confirmStaffTotpEnrolment: 'open',
  staffLogout: 'open',
  approveOrder: 'orders.fulfil',
  invoiceOrder: 'orders.fulfil',
  shipOrder: 'orders.fulfil',
  deliverOrder: 'orders.fulfil',
  completeOrder: 'orders.fulfil',
  cancelOrderItems: 'orders.cancel',
  addOrderNote: 'orders.fulfil',
  approveRequest: 'requests.decide',
  rejectRequest: 'requests.decide',
  receiveReturn: 'returns.receive',
  refundItems: 'payments.refund',
  moderateReview: 'reviews.moderate',
  startPriceFeed: 'prices.write',
  applyFeedRun: 'prices.write',
  setStoreStock: 'stock.write',
  resendMessage: 'messages.resend',
  createStaffMember: 'staff.manage',
  updateStaffMember: 'staff.manage',
  resetStaffTotp: 'staff.manage',
  revokeStaffSession: 'staff.manage',
};

const ROLES: StaffRole[] = ['ADMIN', 'ORDERS', 'SUPPORT', 'CATALOGUE', 'STORE'];
type Caller = { name: string; token: string | null; role: StaffRole | null; storeId: number | null };

/** Ids no row has: a mutation finds nothing to change, so the matrix changes nothing. */
const MISSING_ID = 987_654;

function argumentValue(arg: { name: string; type: GraphQLInputType }, caller: Caller, depth = 0): string | null {
  const type = arg.type;
  if (!isNonNullType(type) && depth > 0) return null;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const item = argumentValue({ name: arg.name, type: inner.ofType as GraphQLInputType }, caller, depth + 1);
    return `[${item ?? ''}]`;
  }
  const named = getNamedType(inner);
  if (isEnumType(named)) return named.getValues()[0]!.name;
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${fields.map((f) => `${f.name}: ${argumentValue({ name: f.name, type: f.type }, caller, depth + 1)}`).join(', ')} }`;
  }
  switch (named.name) {
    case 'Int':
      return arg.name === 'storeId' ? String(caller.storeId ?? 1) : arg.name === 'quantity' ? '1' : String(MISSING_ID);
    case 'Float':
      return '1';
    case 'Boolean':
      return arg.name === 'dryRun' ? 'true' : 'false';
    default:
      return JSON.stringify(arg.name === 'code' ? '000000' : arg.name === 'refundKey' ? `matrix-${caller.name}-${Math.random()}` : arg.name === 'csv' ? 'sku;price\n' : `matrix-${arg.name}`);
  }
}

/** The operation that calls one field with its required arguments (and `storeId`, when it takes one). */
function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, caller: Caller): string {
  const args = field.args.filter((a: GraphQLArgument) => isNonNullType(a.type) || a.name === 'storeId');
  const list = args.map((a) => `${a.name}: ${argumentValue({ name: a.name, type: isNonNullType(a.type) ? a.type : a.type }, caller) ?? 'null'}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} { ${field.name}${list ? `(${list})` : ''}${selection} }`;
}

function expected(rule: Rule, caller: Caller): 'allowed' | 'UNAUTHENTICATED' | 'FORBIDDEN' {
  if (rule === 'open') return 'allowed';
  if (!caller.role) return 'UNAUTHENTICATED';
  if (rule === 'staff') return 'allowed';
  return ROLE_PERMISSIONS[caller.role].includes(rule) ? 'allowed' : 'FORBIDDEN';
}

function outcome(body: { errors?: { extensions?: { code?: string } }[] }): string {
  const codes = (body.errors ?? []).map((e) => e.extensions?.code);
  if (codes.includes('UNAUTHENTICATED')) return 'UNAUTHENTICATED';
  if (codes.includes('FORBIDDEN')) return 'FORBIDDEN';
  return 'allowed';
}

describe('staff API authorization matrix', () => {
  const sdl = buildSchema(readFileSync(adminSchemaPath(), 'utf8'));
  const executable = buildAdminExecutableSchema();
  const roots: ['query' | 'mutation', GraphQLObjectType][] = [
    ['query', sdl.getQueryType()!],
    ['mutation', sdl.getMutationType()!],
  ];
  let api: TestApi;
  const callers: Caller[] = [];

  before(async () => {
    api = await createTestApi({ rateLimiter: createRateLimiter({ 'staff-login': { windowMs: 60_000, perIdentifier: 1000, perIp: 1000 }, 'staff-totp': { windowMs: 60_000, perIdentifier: 1000, perIp: 1000 } }) });
    const storeId = await createTestStore(api.db);
    await createTestStore(api.db, 'Öteki Mağaza');
    const [shopper] = await api.db.insert(customers).values({ email: 'matrix-shopper@storefront.test' }).returning({ id: customers.id });
    const [guest] = await api.db.insert(customers).values({ isGuest: true }).returning({ id: customers.id });
    callers.push({ name: 'anonymous', token: null, role: null, storeId: null });
    callers.push({ name: 'shopper', token: await issueToken(api.db, shopper!.id), role: null, storeId: null });
    callers.push({ name: 'guest', token: await issueToken(api.db, guest!.id), role: null, storeId: null });
    for (const role of ROLES) {
      const login = await createStaffLogin(api.db, role, { storeId });
      callers.push({ name: role, token: await loginStaff(api, login), role, storeId: login.storeId });
    }
  });
  after(() => api.close());

  it('every Query and Mutation field has an entry in FIELD_PERMISSION', () => {
    const fields = roots.flatMap(([, type]) => Object.keys(type.getFields()));
    assert.deepEqual(fields.filter((f) => !(f in FIELD_PERMISSION)), [], 'fields without a rule');
    assert.deepEqual(Object.keys(FIELD_PERMISSION).filter((f) => !fields.includes(f)), [], 'rules for fields the schema does not have');
  });

  it('each field answers each caller as its rule says', async () => {
    const problems: string[] = [];
    const unresolved: string[] = [];
    let checked = 0;
    for (const [kind, type] of roots) {
      const resolvable = kind === 'query' ? executable.getQueryType()!.getFields() : executable.getMutationType()!.getFields();
      // The logout last: it ends the caller's session.
      const fields = Object.values(type.getFields()).sort((a, b) => Number(a.name === 'staffLogout') - Number(b.name === 'staffLogout'));
      for (const field of fields) {
        if (!resolvable[field.name]?.resolve) {
          unresolved.push(field.name);
          continue;
        }
        const rule = FIELD_PERMISSION[field.name]!;
        for (const caller of callers) {
          const res = await staffGql(api, operationFor(kind, field, caller), {}, { token: caller.token });
          const got = outcome(res.body);
          const want = expected(rule, caller);
          checked += 1;
          if (got !== want) problems.push(`${field.name} as ${caller.name}: ${got}, expected ${want} (${JSON.stringify(res.body.errors ?? null).slice(0, 200)})`);
        }
      }
    }
    assert.deepEqual(unresolved, [], 'fields without a resolver');
    assert.equal(checked, callers.length * roots.reduce((n, [, type]) => n + Object.keys(type.getFields()).length, 0), `checked ${checked} calls`);
    assert.deepEqual(problems, []);
  });
});

describe('STORE accounts and other stores', () => {
  let api: TestApi;
  before(async () => {
    api = await createTestApi();
  });
  after(() => api.close());

  it('setStoreStock for another store is FORBIDDEN', async () => {
    const own = await createTestStore(api.db);
    const other = await createTestStore(api.db, 'Başka Mağaza');
    const token = await loginStaff(api, await createStaffLogin(api.db, 'STORE', { storeId: own }));
    const res = await staffGql(api, 'mutation($s: Int!) { setStoreStock(sku: "ANY", storeId: $s, quantity: 1) { success } }', { s: other }, { token });
    assert.equal(res.body.errors?.[0]?.extensions?.code, 'FORBIDDEN');
  });
});
