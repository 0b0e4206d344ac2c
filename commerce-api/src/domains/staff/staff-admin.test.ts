// Staff accounts, sessions, audit log, customers and messages through the staff schema (no HTTP):
// validation with translated field errors, the role/store rule, a change that ends sessions, the
// authenticator reset, the audit entries, the customer search with Turkish case folding, and a
// message resent as a new outbox row.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, customers, outbox, staffAccounts, staffSessions } from '../../db/schema.js';
import { createStaffMember, runAdmin, staffContext } from '../../testing/staff-fixtures.js';
import { createTestStore } from '../../testing/staff-api.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { startPendingSession, promoteSession } from './staff-sessions.js';
import type { StaffActor } from './staff-context.js';

const CREATE = 'mutation($i: StaffMemberInput!) { createStaffMember(input: $i) { success errors { field code message } staff { id email role storeId storeName permissions totpEnrolled } } }';
const UPDATE = 'mutation($id: Int!, $i: StaffMemberUpdate!) { updateStaffMember(id: $id, input: $i) { success errors { field code } staff { role storeId active } } }';

describe('staff administration', () => {
  let database: Database;
  let admin: StaffActor;
  let storeId: number;
  before(async () => {
    database = await createTestDatabase();
    storeId = await createTestStore(database.db);
    admin = await createStaffMember(database.db, 'ADMIN');
  });
  after(() => database.close());
  const ctx = (language: 'tr' | 'en' = 'tr') => staffContext(database.db, admin, { language });

  it('creates a member; bad input answers translated field errors and writes nothing', async () => {
    const bad = (await runAdmin(ctx('en'), CREATE, { i: { email: 'not-an-email', name: ' ', password: 'short', role: 'STORE' } })).data!.createStaffMember;
    assert.equal(bad.success, false);
    const byField = Object.fromEntries(bad.errors.map((e: { field: string; code: string }) => [e.field, e.code]));
    assert.deepEqual(byField, { email: 'staff.member.email_invalid', name: 'staff.member.name_required', password: 'staff.member.password_short' });
    assert.equal(bad.errors.find((e: { field: string }) => e.field === 'password').message, 'The password must be at least 12 characters long.');
    const noStore = (await runAdmin(ctx(), CREATE, { i: { email: 'kasa@staff.test', name: 'Kasa', password: 'uzun-bir-sifre-1', role: 'STORE' } })).data!.createStaffMember;
    assert.deepEqual(noStore.errors.map((e: { code: string }) => e.code), ['staff.member.store_required']);
    const storeForOther = (await runAdmin(ctx(), CREATE, { i: { email: 'kasa@staff.test', name: 'Kasa', password: 'uzun-bir-sifre-1', role: 'ORDERS', storeId } })).data!.createStaffMember;
    assert.deepEqual(storeForOther.errors.map((e: { code: string }) => e.code), ['staff.member.store_not_allowed']);
    assert.equal((await database.db.select().from(staffAccounts).where(eq(staffAccounts.email, 'kasa@staff.test'))).length, 0);
    const made = (await runAdmin(ctx(), CREATE, { i: { email: ' Kasa@Staff.test ', name: 'Kasa', password: 'uzun-bir-sifre-1', role: 'STORE', storeId } })).data!.createStaffMember;
    assert.equal(made.success, true, JSON.stringify(made.errors));
    assert.equal(made.staff.email, 'kasa@staff.test');
    assert.equal(made.staff.storeName, 'Test Mağaza');
    assert.equal(made.staff.totpEnrolled, false);
    assert.deepEqual(made.staff.permissions, ['requests.read', 'returns.receive', 'catalogue.read', 'stock.write']);
    const twice = (await runAdmin(ctx(), CREATE, { i: { email: 'kasa@staff.test', name: 'Kasa', password: 'uzun-bir-sifre-1', role: 'SUPPORT' } })).data!.createStaffMember;
    assert.equal(twice.errors[0].code, 'staff.member.email_taken');
    const [entry] = await database.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.create'), eq(auditLog.targetId, String(made.staff.id))));
    assert.equal(entry!.staffId, admin.id);
    assert.doesNotMatch(JSON.stringify(entry!.after), /scrypt|password/i);
  });

  it('a role change ends the member sessions; an admin cannot demote or disable themself', async () => {
    const member = await createStaffMember(database.db, 'SUPPORT');
    const session = await startPendingSession(database.db, member.id, { ip: '192.0.2.1', userAgent: null });
    await promoteSession(database.db, session.id);
    const changed = (await runAdmin(ctx(), UPDATE, { id: member.id, i: { role: 'ORDERS' } })).data!.updateStaffMember;
    assert.equal(changed.success, true);
    assert.equal(changed.staff.role, 'ORDERS');
    const live = await database.db.select().from(staffSessions).where(and(eq(staffSessions.staffId, member.id), isNull(staffSessions.revokedAt)));
    assert.equal(live.length, 0);
    const toStore = (await runAdmin(ctx(), UPDATE, { id: member.id, i: { role: 'STORE' } })).data!.updateStaffMember;
    assert.equal(toStore.errors[0].code, 'staff.member.store_required');
    const self = (await runAdmin(ctx(), UPDATE, { id: admin.id, i: { active: false } })).data!.updateStaffMember;
    assert.equal(self.errors[0].code, 'staff.member.own_account');
    const [entry] = await database.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.update'), eq(auditLog.targetId, String(member.id))));
    assert.equal((entry!.before as { role: string }).role, 'SUPPORT');
    assert.equal((entry!.after as { role: string }).role, 'ORDERS');
  });

  it('resetStaffTotp clears the secret and ends the sessions', async () => {
    const member = await createStaffMember(database.db, 'CATALOGUE');
    await database.db.update(staffAccounts).set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpLastStep: 5 }).where(eq(staffAccounts.id, member.id));
    const session = await startPendingSession(database.db, member.id, { ip: '192.0.2.1', userAgent: null });
    await promoteSession(database.db, session.id);
    const res = (await runAdmin(ctx(), 'mutation($id: Int!) { resetStaffTotp(staffId: $id) { success } }', { id: member.id })).data!.resetStaffTotp;
    assert.equal(res.success, true);
    const [row] = await database.db.select().from(staffAccounts).where(eq(staffAccounts.id, member.id));
    assert.equal(row!.totpSecret, null);
    assert.equal(row!.totpLastStep, null);
    const [s] = await database.db.select().from(staffSessions).where(eq(staffSessions.id, session.id));
    assert.ok(s!.revokedAt);
  });

  it('the audit log filters and pages', async () => {
    const page = (await runAdmin(ctx(), '{ auditLog(filter: { action: "staff.update" }, pageSize: 1) { items { action staffEmail ip } pageInfo { totalCount totalPages } } }')).data!.auditLog;
    assert.ok(page.pageInfo.totalCount >= 1);
    assert.equal(page.items.length, 1);
    assert.equal(page.items[0].action, 'staff.update');
    assert.equal(page.items[0].ip, '192.0.2.20');
  });

  it('customer search folds Turkish letters (İ/ı) and finds by e-mail and phone', async () => {
    const [isil] = await database.db.insert(customers).values({ firstName: 'IŞIL', lastName: 'İnce', email: 'isil@storefront.test', phone: '5321112233' }).returning({ id: customers.id });
    await database.db.insert(customers).values({ firstName: 'Mehmet', lastName: 'Kara', email: 'mehmet@storefront.test', phone: '5329998877' });
    const search = async (term: string) => (await runAdmin(ctx(), 'query($s: String!) { customers(search: $s) { items { id } pageInfo { totalCount } } }', { s: term })).data!.customers.items.map((c: { id: number }) => c.id);
    for (const term of ['ışıl', 'isil', 'IŞIL İNCE', 'ışıl ince', 'İSİL@storefront', '0532 111 22 33', '+90 532 111 2233']) assert.deepEqual(await search(term), [isil!.id], term);
    const short = await runAdmin(ctx(), '{ customers(search: "a") { items { id } } }');
    assert.equal(short.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
  });

  it('resendMessage queues a new copy with a new dedupe key and records it in the audit log', async () => {
    const [customer] = await database.db.insert(customers).values({ email: 'resend@storefront.test', firstName: 'Ada' }).returning({ id: customers.id });
    const [original] = await database.db
      .insert(outbox)
      .values({ channel: 'EMAIL', recipient: 'resend@storefront.test', subject: 'Siparişiniz kargoda', body: 'metin', kind: 'order-shipped', language: 'tr', customerId: customer!.id, dedupeKey: 'order-shipped:1', state: 'dead', attempts: 5 })
      .returning();
    const res = (await runAdmin(ctx(), 'mutation($id: Int!) { resendMessage(messageId: $id) { success sent { id state recipient kind } } }', { id: original!.id })).data!.resendMessage;
    assert.equal(res.success, true);
    assert.notEqual(res.sent.id, original!.id);
    assert.equal(res.sent.state, 'queued');
    assert.equal(res.sent.kind, 'order-shipped');
    const [copy] = await database.db.select().from(outbox).where(eq(outbox.id, res.sent.id));
    assert.match(copy!.dedupeKey!, /^resend:/);
    const [entry] = await database.db.select().from(auditLog).where(and(eq(auditLog.action, 'message.resend'), eq(auditLog.targetId, String(original!.id))));
    assert.equal((entry!.after as { copyId: number }).copyId, res.sent.id);
    const missing = (await runAdmin(ctx(), 'mutation { resendMessage(messageId: 999999) { success errors { code } } }')).data!.resendMessage;
    assert.equal(missing.errors[0].code, 'staff.message.not_found');
    const listed = (await runAdmin(ctx(), '{ messages(state: queued, recipient: "resend@storefront.test") { items { id } } }')).data!.messages.items;
    assert.deepEqual(listed.map((m: { id: number }) => m.id), [res.sent.id]);
    const profile = (await runAdmin(ctx(), 'query($id: Int!) { customer(id: $id) { firstName messages { id } } }', { id: customer!.id })).data!.customer;
    assert.equal(profile.firstName, 'Ada');
    assert.equal(profile.messages.length, 2);
  });
});
