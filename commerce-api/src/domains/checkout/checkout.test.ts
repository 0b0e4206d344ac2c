import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { addresses, carts, contractTemplates } from '../../db/schema.js';
import { contractTemplateRows } from '../../seed/content/contracts.js';
import {
  insertAddress,
  insertCarriers,
  insertCategory,
  insertCoupon,
  insertCustomer,
  insertProduct,
  insertSizeAttribute,
  testContext,
  type ProductFixture,
} from '../../testing/cart-fixtures.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { selectCustomerAddress } from '../addresses/address-selection.js';
import { sha256 } from '../auth/tokens.js';
import { addToCart } from '../cart/add-to-cart.js';
import { currentCartView } from '../cart/cart-view.js';
import { applyDiscountCoupon, removeDiscountCoupon } from '../cart/coupons.js';
import { addGiftPackageNote } from '../cart/gift-note.js';
import { customerOwner } from '../cart/owner.js';
import { updateCart } from '../cart/update-cart.js';
import type { ApiContext } from '../../context.js';
import { setBillingSameAsShipping } from './billing-choice.js';
import { contractByWidgetZone } from './contracts.js';
import { selectShippingAddressWithShippingOption, selectShippingOption, shippingOptions } from './shipping-options.js';

let database: Database;
let ring: ProductFixture; // 450,00 TL, sizes 12 and 13

before(async () => {
  database = await createTestDatabase();
  const attributeId = await insertSizeAttribute(database.db);
  ring = await insertProduct(database.db, { categoryId: await insertCategory(database.db), priceKurus: 45000, stocks: [5, 5], attributeId });
  await insertCarriers(database.db);
  await database.db.insert(contractTemplates).values(contractTemplateRows());
  await insertCoupon(database.db, { code: 'YUZDE10', value: 10 });
});
after(() => database.close());

async function shopper() {
  const customer = await insertCustomer(database.db);
  const ctx = testContext(database.db, customer);
  await addToCart(ctx, { productId: ring.productId, attributeValueId: ring.variantIds[1], quantity: 2 });
  return ctx;
}

describe('carriers', () => {
  test('options carry rate for the cart, text, TEM tooltip and the selection', async () => {
    const ctx = await shopper();
    let options = await shippingOptions(ctx);
    assert.deepEqual(options.map((o) => o.name), ['TEM', 'Yurtiçi Kargo']);
    const tem = options[0];
    assert.equal(tem.rate, 99);
    assert.equal(tem.rateText, '₺99,00');
    assert.equal(tem.tooltip, 'Hafta içi 17:00 öncesi siparişler aynı gün teslim edilir.');
    assert.equal(options[1].tooltip, null);
    assert.equal(options[1].rate, 49.9, '900 TL is below the 1.000 TL free-shipping threshold');
    assert.ok(options.every((o) => !o.selected));

    const picked = await selectShippingOption(ctx, ' tem ');
    assert.equal(picked.success, true);
    options = await shippingOptions(testContext(database.db, ctx.customer, { language: 'en' }));
    assert.equal(options[0].selected, true);
    assert.equal(options[0].tooltip, 'Weekday orders before 17:00 are delivered the same day.');
    assert.equal(options[0].description, 'Same-day courier');
    // Service type names in the request's language, Turkish where no English is given.
    assert.deepEqual(options[0].serviceTypes.map((s) => s.name), ['Same-Day Delivery', 'Kurye']);
    assert.deepEqual((await shippingOptions(ctx))[0].serviceTypes.map((s) => s.name), ['Aynı Gün Teslimat', 'Kurye']);
  });

  test('unknown carriers and anonymous callers are refused, nothing changes', async () => {
    const ctx = await shopper();
    const unknown = await selectShippingOption(ctx, 'Posta Güvercini');
    assert.equal(unknown.success, false);
    assert.equal(unknown.errors[0].code, 'ui.checkout.carrier_not_found');
    assert.equal((await selectShippingOption(ctx, '')).errors[0].code, 'ui.checkout.carrier_not_found');
    const anonymous = await selectShippingOption(testContext(database.db, null), 'TEM');
    assert.equal(anonymous.errors[0].code, 'ui.auth.login_required');
    const [cart] = await database.db.select().from(carts).where(eq(carts.customerId, ctx.customer!.id));
    assert.equal(cart.shippingOption, null);
  });

  test('address with carrier: own addresses only', async () => {
    const ctx = await shopper();
    const mine = await insertAddress(database.db, ctx.customer!.id);
    const other = await insertCustomer(database.db);
    const theirs = await insertAddress(database.db, other.id);
    const refused = await selectShippingAddressWithShippingOption(ctx, theirs, 'TEM');
    assert.equal(refused.errors[0].code, 'ui.address.not_found');
    const badCarrier = await selectShippingAddressWithShippingOption(ctx, mine, 'Yok');
    assert.equal(badCarrier.errors[0].code, 'ui.checkout.carrier_not_found');
    let [cart] = await database.db.select().from(carts).where(eq(carts.customerId, ctx.customer!.id));
    assert.equal(cart.shippingAddressId, null, 'a refused call changes nothing');
    const ok = await selectShippingAddressWithShippingOption(ctx, mine, 'Yurtiçi Kargo');
    assert.equal(ok.success, true);
    [cart] = await database.db.select().from(carts).where(eq(carts.customerId, ctx.customer!.id));
    assert.equal(cart.shippingAddressId, mine);
    assert.equal(cart.billingAddressId, mine, 'billing follows shipping until chosen');
    assert.equal(cart.shippingOption, 'Yurtiçi Kargo');
    await database.db.update(addresses).set({ deletedAt: new Date() }).where(eq(addresses.id, mine));
    assert.equal((await selectShippingAddressWithShippingOption(ctx, mine, null)).errors[0].code, 'ui.address.not_found', 'a deleted address is gone');
  });
});

describe('contracts', () => {
  test('both contracts are filled with the buyer, addresses, lines and totals, escaped', async () => {
    const ctx = await shopper();
    const addressId = await insertAddress(database.db, ctx.customer!.id);
    await database.db.update(addresses).set({ address1: 'Moda Caddesi <script>alert(1)</script> No 5' }).where(eq(addresses.id, addressId));
    await selectShippingAddressWithShippingOption(ctx, addressId, 'TEM');
    const pre = await contractByWidgetZone(ctx, 'pre_info_contract', new Date('2025-03-09T22:30:00Z'));
    const html = pre!.contents[0].hTML;
    assert.equal(pre!.widgetZone, 'pre_info_contract');
    assert.match(html, /Ön Bilgilendirme Formu/);
    assert.match(html, /Tarih: 10\.03\.2025/, 'Istanbul date');
    assert.match(html, /Ayşe Yılmaz/);
    assert.match(html, /0\(532\) 00\d \d{2} \d{2}/);
    assert.match(html, /Moda Caddesi &lt;script&gt;alert\(1\)&lt;\/script&gt; No 5, Moda, Kadıköy \/ İstanbul 34710/);
    assert.ok(!html.includes('<script>'));
    assert.match(html, /<tr><td>Altın Yüzük \d+ \(Yüzük Ölçüsü:13\)<\/td><td>2<\/td><td>₺450,00<\/td><td>₺900,00<\/td><\/tr>/);
    assert.match(html, /Kargo \(TEM\): ₺99,00/);
    assert.match(html, /Toplam \(KDV dahil\): ₺999,00/);
    assert.ok(!/\{\{\w+\}\}/.test(html), 'no placeholder left');

    const sales = await contractByWidgetZone(testContext(database.db, ctx.customer, { language: 'en' }), 'sales_contract');
    assert.match(sales!.contents[0].hTML, /Distance Sales Contract/);
    assert.match(sales!.contents[0].hTML, /Gold Ring \d+ \(Ring size:13\)/);
    assert.equal(await contractByWidgetZone(ctx, 'something_else'), null);
  });

  test('an anonymous caller gets the template with empty buyer fields', async () => {
    const contract = await contractByWidgetZone(testContext(database.db, null), 'sales_contract');
    assert.ok(contract);
    assert.ok(!/\{\{\w+\}\}/.test(contract.contents[0].hTML));
  });
});

/** A second address of the customer, told apart by its street. */
async function otherAddress(customerId: number, street: string): Promise<number> {
  const id = await insertAddress(database.db, customerId);
  await database.db.update(addresses).set({ address1: street, isDefaultBilling: false, isDefaultShipping: false }).where(eq(addresses.id, id));
  return id;
}

async function contractsOf(ctx: ApiContext) {
  const pre = (await contractByWidgetZone(ctx, 'pre_info_contract'))!;
  const sales = (await contractByWidgetZone(ctx, 'sales_contract'))!;
  return { pre, sales, html: pre.contents[0].hTML, versions: [pre.version, sales.version] };
}

describe('contracts follow the cart', () => {
  test('version is the SHA-256 of the text; an unchanged cart gives the same version', async () => {
    const ctx = await shopper();
    await selectShippingAddressWithShippingOption(ctx, await insertAddress(database.db, ctx.customer!.id), 'TEM');
    const a = await contractsOf(ctx);
    assert.equal(a.pre.version, sha256(a.html));
    assert.match(a.pre.version, /^[0-9a-f]{64}$/);
    assert.equal(a.sales.version, sha256(a.sales.contents[0].hTML));
    assert.deepEqual((await contractsOf(ctx)).versions, a.versions, 'rebuilt, identical');
  });

  test('a carrier change: the contracts name the new carrier, its charge and the new total (nothing cached)', async () => {
    const ctx = await shopper(); // 2 x 450 TL = 900 TL
    await selectShippingAddressWithShippingOption(ctx, await insertAddress(database.db, ctx.customer!.id), 'TEM');
    const tem = await contractsOf(ctx);
    assert.match(tem.html, /Kargo \(TEM\): ₺99,00/);
    assert.match(tem.html, /Toplam \(KDV dahil\): ₺999,00/);
    await selectShippingOption(ctx, 'Yurtiçi Kargo');
    const yurtici = await contractsOf(ctx);
    assert.match(yurtici.html, /Kargo \(Yurtiçi Kargo\): ₺49,90/);
    assert.match(yurtici.html, /Toplam \(KDV dahil\): ₺949,90/);
    assert.doesNotMatch(yurtici.html, /TEM|999,00/);
    assert.notEqual(yurtici.pre.version, tem.pre.version);
    assert.notEqual(yurtici.sales.version, tem.sales.version);
    assert.match(yurtici.sales.contents[0].hTML, /Yurtiçi Kargo/);
  });

  test('an address change, a coupon, a quantity and the gift package and note all rebuild the text', async () => {
    const ctx = await shopper();
    const home = await insertAddress(database.db, ctx.customer!.id);
    await selectShippingAddressWithShippingOption(ctx, home, 'TEM');
    const start = await contractsOf(ctx);
    const seen = new Set(start.versions);
    const changed = async (what: string) => {
      const now = await contractsOf(ctx);
      for (const v of now.versions) assert.ok(!seen.has(v), `${what}: a new version`);
      now.versions.forEach((v) => seen.add(v));
      return now.html;
    };

    const office = await otherAddress(ctx.customer!.id, 'Büyükdere Caddesi No 7 Ofis');
    await selectShippingAddressWithShippingOption(ctx, office, null);
    let html = await changed('address');
    assert.match(html, /Teslimat adresi: Büyükdere Caddesi No 7 Ofis/);
    assert.match(html, /Fatura adresi: Büyükdere Caddesi No 7 Ofis/, 'billing follows shipping');

    assert.deepEqual((await applyDiscountCoupon(ctx, 'YUZDE10')).errors, []);
    html = await changed('coupon');
    assert.match(html, /İndirim: ₺90,00/);
    assert.match(html, /Toplam \(KDV dahil\): ₺909,00/);
    await removeDiscountCoupon(ctx, 'YUZDE10');
    const withoutCoupon = await contractsOf(ctx);
    assert.match(withoutCoupon.html, /İndirim: ₺0,00/);
    assert.ok(seen.has(withoutCoupon.pre.version), 'the same text as before the coupon: the same version');

    const [line] = (await currentCartView(database.db, customerOwner(ctx.customer!), 'tr')).items;
    await updateCart(ctx, { cartItemId: line.id, quantity: 1 });
    html = await changed('quantity');
    assert.match(html, /<td>1<\/td><td>₺450,00<\/td><td>₺450,00<\/td>/);

    await updateCart(ctx, { cartItemId: line.id, giftPackage: true });
    html = await changed('gift package');
    assert.match(html, /\(Yüzük Ölçüsü:13\) — Hediye paketi<\/td>/);
    await addGiftPackageNote(ctx, 'İyi ki <doğdun>');
    html = await changed('gift note');
    assert.match(html, /<tr><td colspan="4">Hediye notu: İyi ki &lt;doğdun&gt;<\/td><\/tr>/);
    const en = await contractByWidgetZone(testContext(database.db, ctx.customer, { language: 'en' }), 'sales_contract');
    assert.match(en!.contents[0].hTML, /\(Ring size:13\) — Gift package<\/td>/);
    assert.match(en!.contents[0].hTML, /Gift note: İyi ki &lt;doğdun&gt;/);
  });
});

describe('billing address same as delivery', () => {
  test('default ticked: billing follows every shipping choice; the cart reports it after a reload', async () => {
    const ctx = await shopper();
    const owner = customerOwner(ctx.customer!);
    let cart = await currentCartView(database.db, owner, 'tr');
    assert.equal(cart.billingSameAsShipping, true);
    assert.equal(cart.billingAddressId, null);
    const home = await insertAddress(database.db, ctx.customer!.id);
    const office = await otherAddress(ctx.customer!.id, 'Büyükdere Caddesi No 7 Ofis');
    await selectShippingAddressWithShippingOption(ctx, home, 'TEM');
    cart = await currentCartView(database.db, owner, 'tr');
    assert.deepEqual([cart.shippingAddressId, cart.billingAddressId, cart.billingSameAsShipping], [home, home, true]);
    await selectCustomerAddress(ctx, office, 'SHIPPING');
    cart = await currentCartView(database.db, owner, 'tr');
    assert.deepEqual([cart.shippingAddressId, cart.billingAddressId, cart.billingSameAsShipping], [office, office, true], 'selectCustomerAddress(SHIPPING) moves billing too');
    await selectCustomerAddress(ctx, office, 'BILLING');
    assert.equal((await currentCartView(database.db, owner, 'tr')).billingSameAsShipping, true, 'choosing the shipping address as billing keeps it ticked');
  });

  test('a different billing address unticks it; shipping choices then leave billing alone; ticking again follows shipping', async () => {
    const ctx = await shopper();
    const owner = customerOwner(ctx.customer!);
    const home = await insertAddress(database.db, ctx.customer!.id);
    const office = await otherAddress(ctx.customer!.id, 'Büyükdere Caddesi No 7 Ofis');
    const summer = await otherAddress(ctx.customer!.id, 'Yalı Sokak No 3 Bodrum');
    await selectShippingAddressWithShippingOption(ctx, home, 'TEM');

    assert.equal((await selectCustomerAddress(ctx, office, 'BILLING')).success, true);
    let cart = await currentCartView(database.db, owner, 'tr');
    assert.deepEqual([cart.shippingAddressId, cart.billingAddressId, cart.billingSameAsShipping], [home, office, false]);
    let html = (await contractsOf(ctx)).html;
    assert.match(html, /Teslimat adresi: Caferağa Mahallesi/);
    assert.match(html, /Fatura adresi: Büyükdere Caddesi No 7 Ofis/);

    await selectShippingAddressWithShippingOption(ctx, summer, null);
    cart = await currentCartView(database.db, owner, 'tr');
    assert.deepEqual([cart.shippingAddressId, cart.billingAddressId, cart.billingSameAsShipping], [summer, office, false]);

    assert.deepEqual(await setBillingSameAsShipping(ctx, true), { success: true, message: null, errors: [] });
    cart = await currentCartView(database.db, owner, 'tr');
    assert.deepEqual([cart.shippingAddressId, cart.billingAddressId, cart.billingSameAsShipping], [summer, summer, true]);
    html = (await contractsOf(ctx)).html;
    assert.match(html, /Fatura adresi: Yalı Sokak No 3 Bodrum/);

    // Unticked again: billing stays where it is until another is chosen.
    await setBillingSameAsShipping(ctx, false);
    cart = await currentCartView(database.db, owner, 'tr');
    assert.deepEqual([cart.shippingAddressId, cart.billingAddressId, cart.billingSameAsShipping], [summer, summer, false]);
    await selectShippingAddressWithShippingOption(ctx, home, null);
    cart = await currentCartView(database.db, owner, 'tr');
    assert.deepEqual([cart.shippingAddressId, cart.billingAddressId, cart.billingSameAsShipping], [home, summer, false]);
    const [row] = await database.db.select().from(carts).where(eq(carts.customerId, ctx.customer!.id));
    assert.equal(row.billingSameAsShipping, false, 'kept on the server');
  });

  test('an anonymous caller is refused', async () => {
    const refused = await setBillingSameAsShipping(testContext(database.db, null), false);
    assert.equal(refused.success, false);
    assert.equal(refused.errors[0].code, 'ui.auth.login_required');
  });
});
