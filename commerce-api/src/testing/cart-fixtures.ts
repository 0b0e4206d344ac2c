// Small, explicit fixtures for the commerce tests (cart, wishlist, checkout, payment, orders):
// a category, products with variants and stock, customers, an address, carriers, coupons, and a
// request context whose notifier records what it "sent".
import type { Language } from 'shared-contracts/server';
import type { ApiContext, CustomerRef, Notifier, OutgoingMessage } from '../context.js';
import type { Db } from '../db/client.js';
import {
  addresses,
  attributeDefinitions,
  carriers,
  categories,
  cities,
  coupons,
  customers,
  districts,
  neighborhoods,
  productSpecs,
  productVariants,
  products,
} from '../db/schema.js';

export type SentMessage = OutgoingMessage;

export function recordingNotifier(): Notifier & { sent: SentMessage[] } {
  const sent: SentMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

export function testContext(db: Db, customer: CustomerRef | null, opts: { language?: Language; notifier?: Notifier } = {}): ApiContext {
  const language = opts.language ?? 'tr';
  return {
    db,
    language,
    culture: language === 'en' ? 'en-US' : 'tr-TR',
    ip: '127.0.0.1',
    requestId: 'test',
    token: null,
    customer,
    captchaToken: null,
    session: { inCookie: false, change: null },
    notifier: opts.notifier ?? recordingNotifier(),
    rateLimiter: { hit: () => false },
    captcha: {
      verify: async () => true,
      challenge: async () => ({ algorithm: 'SHA-256', challenge: 'test', salt: 'test', signature: 'test' }),
    },
    config: { production: false, publicUrl: 'http://localhost:3000', paymentOrigin: 'http://localhost:3000' },
  };
}

let serial = 0;
function next(): number {
  serial += 1;
  return serial;
}

export async function insertCategory(db: Db, parentId: number | null = null): Promise<number> {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({ parentId, name: `Yüzük ${n}`, nameEn: `Rings ${n}`, seName: `yuzuk-${n}` })
    .returning({ id: categories.id });
  return row.id;
}

export async function insertSizeAttribute(db: Db): Promise<number> {
  const [row] = await db.insert(attributeDefinitions).values({ name: 'Yüzük Ölçüsü', nameEn: 'Ring size' }).returning({ id: attributeDefinitions.id });
  return row.id;
}

export interface ProductFixture {
  productId: number;
  sku: string;
  variantIds: number[];
}

/** A product with one variant per entry of `stocks` (one entry: a product without options). */
export async function insertProduct(
  db: Db,
  opts: { categoryId: number; priceKurus: number; stocks: number[]; attributeId?: number; oldPriceKurus?: number; giftPackageEligible?: boolean; published?: boolean },
): Promise<ProductFixture> {
  const n = next();
  const sku = `SKU${String(n).padStart(5, '0')}`;
  const [product] = await db
    .insert(products)
    .values({
      sku,
      name: `Altın Yüzük ${n}`,
      nameEn: `Gold Ring ${n}`,
      seName: `altin-yuzuk-${n}`,
      priceKurus: opts.priceKurus,
      oldPriceKurus: opts.oldPriceKurus ?? null,
      primaryCategoryId: opts.categoryId,
      giftPackageEligible: opts.giftPackageEligible ?? true,
      published: opts.published ?? true,
      pictureCount: 2,
    })
    .returning({ id: products.id });
  const withOptions = opts.stocks.length > 1 && opts.attributeId !== undefined;
  const variants = await db
    .insert(productVariants)
    .values(
      opts.stocks.map((stock, i) => ({
        productId: product.id,
        attributeId: withOptions ? opts.attributeId! : null,
        valueName: withOptions ? String(12 + i) : null,
        sku: withOptions ? `${sku}-${12 + i}` : sku,
        stockQuantity: stock,
        sortOrder: i,
      })),
    )
    .returning({ id: productVariants.id });
  await db.insert(productSpecs).values({
    productId: product.id,
    groupKey: 'metal',
    groupTitle: 'Metal',
    groupTitleEn: 'Metal',
    value: '14 Ayar Altın',
    valueEn: '14K Gold',
    valueSlug: '14-ayar-altin',
  });
  return { productId: product.id, sku, variantIds: variants.map((v) => v.id) };
}

export async function insertCustomer(db: Db, opts: { isGuest?: boolean; phone?: string } = {}): Promise<CustomerRef> {
  const n = next();
  const [row] = await db
    .insert(customers)
    .values(
      opts.isGuest
        ? { isGuest: true }
        : { email: `musteri${n}@storefront.test`, phone: opts.phone ?? `53200${String(n).padStart(5, '0')}`, firstName: 'Ayşe', lastName: 'Yılmaz' },
    )
    .returning({ id: customers.id, isGuest: customers.isGuest });
  return row;
}

/** A city, district and neighbourhood (reused), plus an address of the customer. */
export async function insertAddress(db: Db, customerId: number): Promise<number> {
  await db.insert(cities).values({ id: 34, name: 'İstanbul' }).onConflictDoNothing();
  let [district] = await db.select().from(districts).limit(1);
  if (!district) [district] = await db.insert(districts).values({ cityId: 34, name: 'Kadıköy' }).returning();
  let [hood] = await db.select().from(neighborhoods).limit(1);
  if (!hood) [hood] = await db.insert(neighborhoods).values({ districtId: district.id, name: 'Moda', zipPostalCode: '34710' }).returning();
  const [row] = await db
    .insert(addresses)
    .values({
      customerId,
      title: 'Ev',
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      phoneNumber: '0(532) 111 22 33',
      email: 'ayse@storefront.test',
      cityId: 34,
      districtId: district.id,
      neighborhoodId: hood.id,
      address1: 'Caferağa Mahallesi Moda Caddesi No: 12 Daire 3',
      zipPostalCode: hood.zipPostalCode,
      isDefaultBilling: true,
      isDefaultShipping: true,
    })
    .returning({ id: addresses.id });
  return row.id;
}

export async function insertCarriers(db: Db): Promise<void> {
  await db.insert(carriers).values([
    {
      name: 'TEM',
      description: 'Aynı gün kurye',
      descriptionEn: 'Same-day courier',
      tooltip: 'Hafta içi 17:00 öncesi siparişler aynı gün teslim edilir.',
      tooltipEn: 'Weekday orders before 17:00 are delivered the same day.',
      rateKurus: 9900,
      serviceTypes: [{ name: 'Aynı Gün Teslimat', nameEn: 'Same-Day Delivery' }, { name: 'Kurye' }],
      freeAboveKurus: null,
      trackingUrlTemplate: 'https://tem.example/takip/{code}',
      sortOrder: 1,
    },
    {
      name: 'Yurtiçi Kargo',
      description: '1-2 iş gününde kargoda',
      descriptionEn: 'Ships in 1-2 business days',
      rateKurus: 4990,
      freeAboveKurus: 100000,
      trackingUrlTemplate: 'https://yurticikargo.example/takip?code={code}',
      sortOrder: 2,
    },
  ]);
}

export async function insertCoupon(
  db: Db,
  opts: { code: string; discountType?: 'PERCENT' | 'AMOUNT'; value: number; minOrderKurus?: number; validFrom?: Date; validTo?: Date; active?: boolean },
): Promise<void> {
  await db.insert(coupons).values({
    code: opts.code,
    discountType: opts.discountType ?? 'PERCENT',
    value: opts.value,
    minOrderKurus: opts.minOrderKurus ?? 0,
    validFrom: opts.validFrom ?? null,
    validTo: opts.validTo ?? null,
    active: opts.active ?? true,
  });
}
