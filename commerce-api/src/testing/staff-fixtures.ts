// Staff members and staff API calls for domain tests that need no HTTP: a staff account of a role
// written to the database, the StaffContext of its session, and a GraphQL operation run on the
// staff API's executable schema with that context. (The HTTP route, cookies and login have their
// own tests.)
import { randomUUID } from 'node:crypto';
import { graphql, type ExecutionResult } from 'graphql';
import type { Notifier } from '../context.js';
import type { Db } from '../db/client.js';
import { staffAccounts, stores } from '../db/schema.js';
import { buildAdminExecutableSchema } from '../admin-graphql/admin-executable-schema.js';
import type { StaffActor, StaffContext, StaffRole } from '../domains/staff/staff-context.js';
import { createOutboxNotifier } from '../services/outbox-notifier.js';

let schema: ReturnType<typeof buildAdminExecutableSchema> | null = null;

/** A staff account of the role (a STORE account gets the first store, or `storeId`). */
export async function createStaffMember(db: Db, role: StaffRole, opts: { email?: string; storeId?: number } = {}): Promise<StaffActor> {
  let storeId: number | null = null;
  if (role === 'STORE') {
    storeId = opts.storeId ?? (await db.select({ id: stores.id }).from(stores).orderBy(stores.id).limit(1))[0]?.id ?? null;
    if (storeId === null) throw new Error('createStaffMember: a STORE account needs a store in the database');
  }
  const email = opts.email ?? `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@staff.test`;
  const [row] = await db
    .insert(staffAccounts)
    .values({ email, name: `Test ${role}`, passwordHash: 'not-a-hash', role, storeId })
    .returning({ id: staffAccounts.id });
  return { id: row!.id, email, name: `Test ${role}`, role, storeId, sessionId: `test-session-${row!.id}` };
}

/** The context a request of this staff member (null: no session) would get. */
export function staffContext(db: Db, staff: StaffActor | null, overrides: Partial<StaffContext> = {}): StaffContext {
  const notifier: Notifier = overrides.notifier ?? createOutboxNotifier(db);
  return {
    db,
    language: 'tr',
    ip: '192.0.2.20',
    requestId: randomUUID(),
    userAgent: 'staff-fixtures',
    token: null,
    staff,
    pendingSession: null,
    session: { inCookie: false, change: null },
    notifier,
    rateLimiter: { hit: () => false },
    config: { production: false, publicUrl: 'http://localhost:3000', paymentOrigin: 'http://localhost:3000' },
    ...overrides,
  };
}

/** Runs one staff API operation with the context (errors come back as GraphQL errors). */
export async function runAdmin<TData = any>(ctx: StaffContext, source: string, variables: Record<string, unknown> = {}): Promise<ExecutionResult<TData>> {
  schema ??= buildAdminExecutableSchema();
  return (await graphql({ schema, source, variableValues: variables, contextValue: ctx })) as ExecutionResult<TData>;
}
