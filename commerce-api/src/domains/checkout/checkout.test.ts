import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { addresses, carts, contractTemplates } from '../../db/schema.js';
import { contractTemplateRows } from '../../seed/content/contracts.js';
import { createTestDatabase } from '../../testing/test-db.js';
import { addToCart } from '../cart/add-to-cart.js';
import { insertAddress, insertCarriers, insertCategory, insertCustomer, insertProduct, insertSizeAttribute, testContext, type ProductFixture } from '../cart/test-fixtures.js';
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
