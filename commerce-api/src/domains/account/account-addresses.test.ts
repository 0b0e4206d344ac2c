// Account and address calls through /graphql: behaviour, the authorization matrix across two
// customers (and a guest, and no token), and bad input that changes nothing.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { addresses, carts, cities, customers, districts, giftCards, neighborhoods } from '../../db/schema.js';
import { createTestApi, type TestApi } from '../../testing/test-api.js';
import { hashPassword } from '../auth/password.js';
import { customerForToken, issueToken } from '../auth/tokens.js';

const ADDRESS_FIELDS = 'id title firstName lastName phoneNumber cityId city regionId region neighborhoodId neighborhood address1 address2 zipPostalCode country isDefaultBilling isDefaultShipping';
const ADD = `mutation($input: AddressInput!) { addCustomerAddress(input: $input) { success errors { code field } address { ${ADDRESS_FIELDS} } } }`;
const UPDATE = `mutation($id: Int!, $input: AddressInput!) { updateCustomerAddress(id: $id, input: $input) { success errors { code field } address { ${ADDRESS_FIELDS} } } }`;
const DELETE = `mutation($id: Int!) { deleteCustomerAddress(id: $id) { success message errors { code } } }`;
const SELECT = `mutation($id: Int!, $type: AddressType!) { selectCustomerAddress(id: $id, type: $type) { success errors { code } } }`;
const LIST = `{ customerAddresses { ${ADDRESS_FIELDS} } }`;
const INFO = `{ customerInfo { id firstName lastName email phone dateOfBirthDay dateOfBirthMonth dateOfBirthYear gender isGuest newsletterPermissions { permission { name value } } streetAddress2Required zipPostalCodeRequired } }`;
const UPDATE_INFO = `mutation($input: CustomerInfoInput!) { updateCustomerInfo(input: $input) { status exception validationResult { errors { code field } } } }`;
const CHANGE_PASSWORD = `mutation($o: String!, $n: String!) { changePassword(oldPassword: $o, newPassword: $n) { success message errors { code field } } }`;
const PHONE = `mutation($p: String!) { updateCustomerPhone(phone: $p) { status message errors { code } oTPData { externalId otpQueueId } } }`;
const PHONE_OTP = `mutation($e: String!, $q: String!, $c: String!) { customerOTPResult(oTPType: ACCOUNT_INFORMATION, externalId: $e, otpQueueId: $q, verificationCode: $c) { result resultText errors { code } } }`;
const DELETE_ACCOUNT = `mutation($p: String!) { deleteCustomerAccount(password: $p) { result resultText errors { code } } }`;
const GIFT_CARDS = `{ customerGiftCards { couponCode amount amountValue remainingAmount isActive } }`;

describe('account and addresses', () => {
  let api: TestApi;
  let a: { id: number; token: string };
  let b: { id: number; token: string };
  let guest: { id: number; token: string };
  let ip = 0;
  const as = (who: { token: string } | null) => ({ token: who?.token ?? null, ip: `203.0.113.${++ip}` });
  const location = { cityId: 34, regionId: 0, neighborhoodId: 0 };
  let otherDistrict = 0;
  let otherHood = 0;

  const input = (over: Record<string, unknown> = {}) => ({
    title: 'Ev',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    phoneNumber: '0(532) 000 00 01',
    ...location,
    address1: 'Bağdat Caddesi No 12 Daire 4',
    ...over,
  });

  before(async () => {
    api = await createTestApi({
      seed: async (db) => {
        const passwordHash = await hashPassword('Demo1234');
        const [ra, rb, rg] = await db
          .insert(customers)
          .values([
            { email: 'a@storefront.test', phone: '5320000001', firstName: 'Ayşe', lastName: 'Yılmaz', passwordHash },
            { email: 'b@storefront.test', phone: '5320000002', firstName: 'Mehmet', lastName: 'Demir', passwordHash },
            { isGuest: true },
          ])
          .returning({ id: customers.id });
        a = { id: ra!.id, token: await issueToken(db, ra!.id) };
        b = { id: rb!.id, token: await issueToken(db, rb!.id) };
        guest = { id: rg!.id, token: await issueToken(db, rg!.id) };
        await db.insert(cities).values([{ id: 34, name: 'İstanbul' }, { id: 6, name: 'Ankara' }]);
        const [kadikoy, cankaya] = await db.insert(districts).values([{ cityId: 34, name: 'Kadıköy' }, { cityId: 6, name: 'Çankaya' }]).returning({ id: districts.id });
        const [moda, kizilay] = await db
          .insert(neighborhoods)
          .values([
            { districtId: kadikoy!.id, name: 'Caferağa', zipPostalCode: '34710' },
            { districtId: cankaya!.id, name: 'Kızılay', zipPostalCode: '06420' },
          ])
          .returning({ id: neighborhoods.id });
        location.regionId = kadikoy!.id;
        location.neighborhoodId = moda!.id;
        otherDistrict = cankaya!.id;
        otherHood = kizilay!.id;
        await db.insert(giftCards).values({ customerId: ra!.id, couponCode: 'GIFT-A', amountKurus: 50000, remainingKurus: 20000 });
        await db.insert(carts).values({ customerId: ra!.id });
      },
    });
  });
  after(() => api.close());

  it('customer info: the profile with permissions and the address flags; null without a token', async () => {
    const info = (await api.gql(INFO, {}, as(a))).body.data.customerInfo;
    assert.equal(info.email, 'a@storefront.test');
    assert.equal(info.phone, '0(532) 000 00 01');
    assert.equal(info.streetAddress2Required, false);
    assert.equal(info.zipPostalCodeRequired, false);
    assert.deepEqual(info.newsletterPermissions.permission.map((p: { name: string }) => p.name), ['CALL_PERMISSION', 'SMS_PERMISSION', 'EMAIL_PERMISSION']);
    assert.equal((await api.gql(INFO, {}, as(null))).body.data.customerInfo, null);
    assert.equal((await api.gql(INFO, {}, as(guest))).body.data.customerInfo.isGuest, true);
  });

  it('addresses: the first becomes both defaults, postcode from the neighbourhood; location mismatch refused', async () => {
    const first = (await api.gql(ADD, { input: input({ zipPostalCode: '99999' }) }, as(a))).body.data.addCustomerAddress;
    assert.equal(first.success, true);
    assert.equal(first.address.zipPostalCode, '34710');
    assert.equal(first.address.city, 'İstanbul');
    assert.equal(first.address.neighborhood, 'Caferağa');
    assert.equal(first.address.isDefaultBilling && first.address.isDefaultShipping, true);
    const second = (await api.gql(ADD, { input: input({ title: 'İş' }) }, as(a))).body.data.addCustomerAddress;
    assert.equal(second.address.isDefaultShipping, false);
    for (const bad of [{ neighborhoodId: otherHood }, { regionId: otherDistrict }, { cityId: 6 }, { neighborhoodId: 999999 }]) {
      const res = (await api.gql(ADD, { input: input(bad) }, as(a))).body.data.addCustomerAddress;
      assert.deepEqual(res.errors.map((e: { code: string }) => e.code), ['ui.address.location_mismatch']);
    }
    const list = (await api.gql(LIST, {}, as(a))).body.data.customerAddresses;
    assert.equal(list.length, 2);
  });

  it('select sets the default and the cart; deleting a default hands it on and clears the cart', async () => {
    const [x, y] = (await api.gql(LIST, {}, as(a))).body.data.customerAddresses as { id: number; title: string }[];
    const work = [x, y].find((r) => r!.title === 'İş')!;
    const home = [x, y].find((r) => r!.title === 'Ev')!;
    assert.equal((await api.gql(SELECT, { id: work.id, type: 'SHIPPING' }, as(a))).body.data.selectCustomerAddress.success, true);
    const [cart] = await api.db.select().from(carts).where(eq(carts.customerId, a.id));
    assert.equal(cart!.shippingAddressId, work.id);
    const after1 = (await api.gql(LIST, {}, as(a))).body.data.customerAddresses as { id: number; isDefaultShipping: boolean; isDefaultBilling: boolean }[];
    assert.deepEqual(after1.filter((r) => r.isDefaultShipping).map((r) => r.id), [work.id]);
    assert.deepEqual(after1.filter((r) => r.isDefaultBilling).map((r) => r.id), [home.id]);
    const del = (await api.gql(DELETE, { id: work.id }, as(a))).body.data.deleteCustomerAddress;
    assert.equal(del.success, true);
    const [cartAfter] = await api.db.select().from(carts).where(eq(carts.customerId, a.id));
    assert.equal(cartAfter!.shippingAddressId, null);
    const left = (await api.gql(LIST, {}, as(a))).body.data.customerAddresses as { id: number; isDefaultShipping: boolean }[];
    assert.deepEqual(left.map((r) => [r.id, r.isDefaultShipping]), [[home.id, true]]);
    const [row] = await api.db.select().from(addresses).where(eq(addresses.id, work.id));
    assert.ok(row!.deletedAt, 'soft delete');
  });

  it('authorization: another customer’s address looks like an unknown one, and nothing of it changes', async () => {
    const mine = (await api.gql(ADD, { input: input({ title: 'B evi', firstName: 'Mehmet' }) }, as(b))).body.data.addCustomerAddress.address;
    const before = await api.db.select().from(addresses).where(eq(addresses.id, mine.id));
    const unknown = (await api.gql(UPDATE, { id: 999999, input: input() }, as(a))).body.data.updateCustomerAddress;
    const foreign = (await api.gql(UPDATE, { id: mine.id, input: input({ title: 'stolen' }) }, as(a))).body.data.updateCustomerAddress;
    assert.deepEqual(foreign, unknown);
    assert.deepEqual((await api.gql(DELETE, { id: mine.id }, as(a))).body.data, (await api.gql(DELETE, { id: 999999 }, as(a))).body.data);
    assert.deepEqual((await api.gql(SELECT, { id: mine.id, type: 'BOTH' }, as(a))).body.data, (await api.gql(SELECT, { id: 999999, type: 'BOTH' }, as(a))).body.data);
    assert.deepEqual(await api.db.select().from(addresses).where(eq(addresses.id, mine.id)), before);
    const listA = (await api.gql(LIST, {}, as(a))).body.data.customerAddresses as { id: number }[];
    assert.ok(!listA.some((r) => r.id === mine.id));
    const [cartA] = await api.db.select().from(carts).where(eq(carts.customerId, a.id));
    assert.notEqual(cartA!.shippingAddressId, mine.id);
  });

  it('authorization: without a token every customer-scoped call is UNAUTHENTICATED; guests may not touch profile calls', async () => {
    const calls: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [GIFT_CARDS, {}],
      [ADD, { input: input() }],
      [DELETE, { id: 1 }],
      [SELECT, { id: 1, type: 'BOTH' }],
      [UPDATE_INFO, { input: { firstName: 'X', lastName: 'Y', email: 'x@storefront.test' } }],
      [CHANGE_PASSWORD, { o: 'Demo1234', n: 'Other1234' }],
      [PHONE, { p: '0(555) 000 00 00' }],
      [DELETE_ACCOUNT, { p: 'Demo1234' }],
    ];
    for (const [query, variables] of calls) {
      const res = await api.gql(query, variables, as(null));
      assert.equal(res.status, 200);
      assert.equal(res.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED', query);
      const forged = await api.gql(query, variables, { ...as(null), token: 'not-a-token' });
      assert.equal(forged.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    }
    for (const [query, variables] of calls.slice(5)) {
      assert.equal((await api.gql(query, variables, as(guest))).body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED', query);
    }
    assert.equal((await api.gql(LIST, {}, as(guest))).body.data.customerAddresses.length, 0, 'guests have an address book for checkout');
  });

  it('bad input: clear codes, and nothing changes', async () => {
    const snapshot = async () => ({
      addresses: await api.db.select().from(addresses).where(eq(addresses.customerId, a.id)),
      customer: await api.db.select().from(customers).where(eq(customers.id, a.id)),
    });
    const before = await snapshot();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ address1: 'short' }, 'ui.pattern.minLength', 'address1'],
      [{ address1: 'x'.repeat(301) }, 'ui.pattern.maxLength', 'address1'],
      [{ firstName: 'A' }, 'ui.pattern.minLength', 'firstName'],
      [{ firstName: 'Ayşe  Nur' }, 'ui.pattern.only_one_whitespace', 'firstName'],
      [{ lastName: 'Y1lmaz' }, 'ui.pattern.onlyAlphabet', 'lastName'],
      [{ phoneNumber: '12345' }, 'ui.pattern.phone', 'phoneNumber'],
      [{ title: '  ' }, 'ui.field.required', 'title'],
      [{ cityId: 0 }, 'ui.field.required', 'cityId'],
      [{ email: 'nope' }, 'ui.pattern.email', 'email'],
    ];
    for (const [over, code, field] of cases) {
      const res = await api.gql(ADD, { input: input(over) }, as(a));
      assert.equal(res.status, 200);
      const errors = res.body.data.addCustomerAddress.errors as { code: string; field: string }[];
      assert.ok(errors.some((e) => e.code === code && e.field === field), `${JSON.stringify(over)} -> ${JSON.stringify(errors)}`);
    }
    const wrongType = await api.gql(ADD, { input: input({ cityId: 'İstanbul' }) }, as(a));
    assert.equal(wrongType.status, 400, 'a wrongly typed variable is a request error, not a 500');
    const profile = [
      [{ firstName: '', lastName: 'Y', email: 'a@storefront.test' }, 'ui.field.required'],
      [{ firstName: 'A', lastName: 'Y', email: 'bad' }, 'ui.pattern.email'],
      [{ firstName: 'A', lastName: 'Y', email: 'b@storefront.test' }, 'ui.auth.email_taken'],
      [{ firstName: 'A', lastName: 'Y', email: 'a@storefront.test', dateOfBirthYear: 1800 }, 'ui.pattern.range'],
      [{ firstName: 'A', lastName: 'Y', email: 'a@storefront.test', gender: 'X' }, 'ui.pattern.invalid'],
      [{ firstName: 'A', lastName: 'Y', email: 'a@storefront.test', newsletterPermissions: [{ name: 'FAX', value: true }] }, 'ui.pattern.invalid'],
    ] as const;
    for (const [p, code] of profile) {
      const res = (await api.gql(UPDATE_INFO, { input: p }, as(a))).body.data.updateCustomerInfo;
      assert.equal(res.status, false);
      assert.ok(res.validationResult.errors.some((e: { code: string }) => e.code === code), `${JSON.stringify(p)} -> ${JSON.stringify(res.validationResult.errors)}`);
    }
    assert.equal((await api.gql(CHANGE_PASSWORD, { o: 'Wrong1234', n: 'Other1234' }, as(a))).body.data.changePassword.errors[0].code, 'ui.password.old_wrong');
    assert.equal((await api.gql(CHANGE_PASSWORD, { o: 'Demo1234', n: 'short' }, as(a))).body.data.changePassword.errors[0].code, 'ui.pattern.minLength');
    assert.equal((await api.gql(PHONE, { p: '0(532) 000 00 02' }, as(a))).body.data.updateCustomerPhone.errors[0].code, 'ui.auth.phone_taken');
    assert.equal((await api.gql(DELETE_ACCOUNT, { p: '' }, as(a))).body.data.deleteCustomerAccount.errors[0].code, 'ui.password.required');
    assert.equal((await api.gql(DELETE_ACCOUNT, { p: 'Wrong1234' }, as(a))).body.data.deleteCustomerAccount.errors[0].code, 'ui.auth.wrong_password');
    assert.deepEqual(await snapshot(), before);
    assert.ok(await customerForToken(api.db, a.token), 'still signed in');
  });

  it('profile update, password change, phone change by code and gift cards', async () => {
    const upd = await api.gql(UPDATE_INFO, { input: { firstName: 'Ayşe Nur', lastName: 'Yılmaz', email: 'A@Storefront.test', dateOfBirthDay: 2, dateOfBirthMonth: 3, dateOfBirthYear: 1991, gender: 'F', newsletterPermissions: [{ name: 'SMS_PERMISSION', value: true }] } }, as(a));
    assert.equal(upd.body.data.updateCustomerInfo.status, true);
    const info = (await api.gql(INFO, {}, as(a))).body.data.customerInfo;
    assert.equal(info.firstName, 'Ayşe Nur');
    assert.equal(info.email, 'a@storefront.test');
    assert.equal(info.dateOfBirthYear, 1991);
    assert.deepEqual(info.newsletterPermissions.permission.find((p: { name: string }) => p.name === 'SMS_PERMISSION'), { name: 'SMS_PERMISSION', value: true });

    const otherSession = await issueToken(api.db, a.id);
    const changed = (await api.gql(CHANGE_PASSWORD, { o: 'Demo1234', n: 'Yeni12345' }, as(a))).body.data.changePassword;
    assert.equal(changed.success, true);
    assert.ok(await customerForToken(api.db, a.token), 'this session stays');
    assert.equal(await customerForToken(api.db, otherSession), null, 'other sessions end');

    const phone = (await api.gql(PHONE, { p: '0(555) 444 33 22' }, as(a))).body.data.updateCustomerPhone;
    assert.equal(phone.status, true);
    const [sms] = await api.outbox('5554443322');
    const byB = (await api.gql(PHONE_OTP, { e: phone.oTPData.externalId, q: phone.oTPData.otpQueueId, c: sms!.code }, as(b))).body.data.customerOTPResult;
    assert.equal(byB.result, false, "another customer cannot confirm A's code");
    const ok = (await api.gql(PHONE_OTP, { e: phone.oTPData.externalId, q: phone.oTPData.otpQueueId, c: sms!.code }, as(a))).body.data.customerOTPResult;
    assert.deepEqual(ok, { result: true, resultText: 'Success', errors: [] });
    assert.equal((await api.gql(INFO, {}, as(a))).body.data.customerInfo.phone, '0(555) 444 33 22');

    const cards = (await api.gql(GIFT_CARDS, {}, as(a))).body.data.customerGiftCards;
    assert.deepEqual(cards.map((c: { couponCode: string; amountValue: number; isActive: boolean }) => [c.couponCode, c.amountValue, c.isActive]), [['GIFT-A', 500, true]]);
    assert.equal((await api.gql(GIFT_CARDS, {}, as(b))).body.data.customerGiftCards.length, 0);
  });

  it('account deletion: soft delete, every session ends, the e-mail is free again', async () => {
    const res = (await api.gql(DELETE_ACCOUNT, { p: 'Demo1234' }, as(b))).body.data.deleteCustomerAccount;
    assert.equal(res.result, true);
    assert.equal(await customerForToken(api.db, b.token), null);
    const [row] = await api.db.select().from(customers).where(eq(customers.id, b.id));
    assert.ok(row!.deletedAt);
    assert.equal((await api.gql(INFO, {}, as(b))).body.data.customerInfo, null);
  });
});
