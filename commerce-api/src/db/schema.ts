// The one data model of the commerce API (drizzle). Money is integer kuruş; translated text keeps
// Turkish in the plain column and English in the *_en column. Migrations are generated from this
// file (`npm run db:generate -w commerce-api`) and checked in under drizzle/.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ------------------------------------------------------------------ catalogue

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    seName: text('se_name').notNull(),
    description: text('description'),
    descriptionEn: text('description_en'),
    metaTitle: text('meta_title'),
    metaTitleEn: text('meta_title_en'),
    metaDescription: text('meta_description'),
    metaDescriptionEn: text('meta_description_en'),
    noIndex: boolean('no_index').notNull().default(false),
    noFollow: boolean('no_follow').notNull().default(false),
    showSubCategories: boolean('show_sub_categories').notNull().default(false),
    // [{ question, answer, questionEn, answerEn }]
    faq: jsonb('faq').$type<{ question: string; answer: string; questionEn: string; answerEn: string }[]>().notNull().default([]),
    iconUrl: text('icon_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    published: boolean('published').notNull().default(true),
  },
  (t) => [uniqueIndex('categories_se_name_uq').on(t.seName), index('categories_parent_idx').on(t.parentId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    optionCode: text('option_code'),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    seName: text('se_name').notNull(),
    shortDescription: text('short_description'),
    shortDescriptionEn: text('short_description_en'),
    fullDescription: text('full_description'),
    fullDescriptionEn: text('full_description_en'),
    seoDescription: text('seo_description'),
    seoDescriptionEn: text('seo_description_en'),
    metaTitle: text('meta_title'),
    metaTitleEn: text('meta_title_en'),
    metaDescription: text('meta_description'),
    metaDescriptionEn: text('meta_description_en'),
    priceKurus: integer('price_kurus').notNull(),
    oldPriceKurus: integer('old_price_kurus'),
    // The "festival price" attribute of the promo tag rule (spec: Product page).
    festivalPriceKurus: integer('festival_price_kurus'),
    primaryCategoryId: integer('primary_category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    collection: text('collection'),
    badges: jsonb('badges').$type<{ name: string; nameEn?: string; color?: string }[]>().notNull().default([]),
    giftPackageEligible: boolean('gift_package_eligible').notNull().default(true),
    pictureCount: integer('picture_count').notNull().default(3),
    // Turkish-folded (İ->i, I->ı, lower case) name, category and attribute words for search.
    searchText: text('search_text').notNull().default(''),
    popularity: integer('popularity').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_sku_uq').on(t.sku),
    uniqueIndex('products_se_name_uq').on(t.seName),
    index('products_primary_category_idx').on(t.primaryCategoryId),
    index('products_price_idx').on(t.priceKurus),
    check('products_price_kurus_nonneg', sql`${t.priceKurus} >= 0`),
    check('products_old_price_kurus_nonneg', sql`${t.oldPriceKurus} >= 0`),
    check('products_festival_price_kurus_nonneg', sql`${t.festivalPriceKurus} >= 0`),
  ],
);

// Listing membership: a product appears in its own category and every ancestor.
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.productId] }), index('product_categories_product_idx').on(t.productId)],
);

// Variant-defining attributes shared by products (ring size, chain length ...).
export const attributeDefinitions = pgTable('attribute_definitions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
});

// Every product has at least one variant; a product without options has one variant whose
// attribute is null. Online stock lives here; store stock in store_stock.
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id').references(() => attributeDefinitions.id, { onDelete: 'restrict' }),
    valueName: text('value_name'),
    sku: text('sku').notNull(),
    gtin: text('gtin'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_sku_uq').on(t.sku),
    index('product_variants_product_idx').on(t.productId),
    check('product_variants_stock_quantity_nonneg', sql`${t.stockQuantity} >= 0`),
  ],
);

// Descriptive attributes and specifications; filter groups are built from rows with isFilter.
export const productSpecs = pgTable(
  'product_specs',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    groupTitle: text('group_title').notNull(),
    groupTitleEn: text('group_title_en').notNull(),
    value: text('value').notNull(),
    valueEn: text('value_en').notNull(),
    valueSlug: text('value_slug').notNull(),
    showOnDescription: boolean('show_on_description').notNull().default(false),
    isFilter: boolean('is_filter').notNull().default(true),
  },
  (t) => [
    index('product_specs_product_idx').on(t.productId),
    index('product_specs_filter_idx').on(t.groupKey, t.valueSlug, t.productId),
  ],
);

// ------------------------------------------------------------------ reviews

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerNameShow: boolean('customer_name_show').notNull().default(true),
    rating: integer('rating').notNull(),
    title: text('title'),
    reviewText: text('review_text'),
    // Published: the same as status = 'APPROVED' (a check keeps the two together); the shop's
    // reads filter on it.
    approved: boolean('approved').notNull().default(false),
    // Moderation: a new review waits (PENDING) until staff approve or reject it.
    status: text('status').notNull().default('PENDING'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: integer('moderated_by').references((): AnyPgColumn => staffAccounts.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId),
    index('reviews_status_idx').on(t.status, t.createdAt),
    check('reviews_status_ck', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check('reviews_approved_is_status', sql`${t.approved} = (${t.status} = 'APPROVED')`),
  ],
);

export const reviewHelpfulness = pgTable(
  'review_helpfulness',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    wasHelpful: boolean('was_helpful').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.customerId] })],
);

// ------------------------------------------------------------------ stores

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  city: text('city').notNull(),
  district: text('district').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  workingHours: text('working_hours').notNull(),
  workingHoursEn: text('working_hours_en'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export const storeStock = pgTable(
  'store_stock',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sku, t.storeId] }), check('store_stock_quantity_nonneg', sql`${t.quantity} >= 0`)],
);

// ------------------------------------------------------------------ customers and auth

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    phone: text('phone'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    passwordHash: text('password_hash'),
    dateOfBirthDay: integer('dob_day'),
    dateOfBirthMonth: integer('dob_month'),
    dateOfBirthYear: integer('dob_year'),
    gender: text('gender'),
    isGuest: boolean('is_guest').notNull().default(false),
    permissions: jsonb('permissions')
      .$type<{ CALL_PERMISSION: boolean; SMS_PERMISSION: boolean; EMAIL_PERMISSION: boolean }>()
      .notNull()
      .default({ CALL_PERMISSION: false, SMS_PERMISSION: false, EMAIL_PERMISSION: false }),
    agreements: jsonb('agreements').$type<Record<string, boolean>>().notNull().default({}),
    segmentId: integer('segment_id'),
    isCampaignParticipant: boolean('is_campaign_participant').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_email_uq').on(t.email).where(sql`deleted_at is null and email is not null`),
    uniqueIndex('customers_phone_uq').on(t.phone).where(sql`deleted_at is null and phone is not null`),
  ],
);

// Bearer tokens: only a SHA-256 of the token is stored; valid 7 days.
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash)],
);

// Anonymous visitors' basket and wishlist owner (the spec's guestData token, stored hashed).
export const guestSessions = pgTable(
  'guest_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('guest_sessions_hash_uq').on(t.tokenHash)],
);

// One-time codes for login, registration and phone change. otpQueueId is the public id.
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    otpQueueId: text('otp_queue_id').notNull(),
    externalId: text('external_id').notNull(),
    purpose: text('purpose').notNull(), // LOGIN | REGISTER | PHONE_CHANGE
    channel: text('channel').notNull(), // SMS | EMAIL
    recipient: text('recipient').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('otp_codes_queue_uq').on(t.otpQueueId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    gid: text('gid').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_gid_uq').on(t.gid)],
);

// ------------------------------------------------------------------ locations and addresses

export const cities = pgTable('cities', {
  id: integer('id').primaryKey(), // plate code 1..81
  name: text('name').notNull(),
});

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
  },
  (t) => [index('districts_city_idx').on(t.cityId)],
);

export const neighborhoods = pgTable(
  'neighborhoods',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    zipPostalCode: text('zip_postal_code').notNull(),
  },
  (t) => [index('neighborhoods_district_idx').on(t.districtId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'restrict' }),
    neighborhoodId: integer('neighborhood_id')
      .notNull()
      .references(() => neighborhoods.id, { onDelete: 'restrict' }),
    address1: text('address1').notNull(),
    address2: text('address2'),
    zipPostalCode: text('zip_postal_code').notNull(),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);

// ------------------------------------------------------------------ cart and wishlist

// A cart belongs to a customer (registered or guest customer) or to a guest session.
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    guestSessionId: integer('guest_session_id').references(() => guestSessions.id, { onDelete: 'cascade' }),
    giftNote: text('gift_note'),
    couponCode: text('coupon_code'),
    shippingAddressId: integer('shipping_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    billingAddressId: integer('billing_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    shippingOption: text('shipping_option'),
    // The checkout's "billing address same as delivery" box: while true, billing follows shipping.
    billingSameAsShipping: boolean('billing_same_as_shipping').notNull().default(true),
    // How many orders this cart has become. A payment belongs to the generation it started in,
    // and orders (cart_id, cart_generation) is unique: one cart generation, at most one order.
    checkoutGeneration: integer('checkout_generation').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_customer_uq').on(t.customerId),
    uniqueIndex('carts_guest_uq').on(t.guestSessionId),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    isGiftPackage: boolean('is_gift_package').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_cart_variant_uq').on(t.cartId, t.variantId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    guestSessionId: integer('guest_session_id').references(() => guestSessions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_customer_product_uq').on(t.customerId, t.productId),
    uniqueIndex('wishlist_guest_product_uq').on(t.guestSessionId, t.productId),
  ],
);

// ------------------------------------------------------------------ checkout reference data

export const carriers = pgTable(
  'carriers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    tooltip: text('tooltip'),
    tooltipEn: text('tooltip_en'),
    rateKurus: integer('rate_kurus').notNull(),
    freeAboveKurus: integer('free_above_kurus'),
    serviceTypes: jsonb('service_types').$type<{ name: string; nameEn?: string; icon?: string }[]>().notNull().default([]),
    trackingUrlTemplate: text('tracking_url_template'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('carriers_rate_kurus_nonneg', sql`${t.rateKurus} >= 0`),
    check('carriers_free_above_kurus_nonneg', sql`${t.freeAboveKurus} >= 0`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    discountType: text('discount_type').notNull(), // PERCENT | AMOUNT
    value: integer('value').notNull(), // percent, or kuruş
    minOrderKurus: integer('min_order_kurus').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code),
    check('coupons_value_nonneg', sql`${t.value} >= 0`),
    check('coupons_min_order_kurus_nonneg', sql`${t.minOrderKurus} >= 0`),
  ],
);

export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    couponCode: text('coupon_code').notNull(),
    amountKurus: integer('amount_kurus').notNull(),
    remainingKurus: integer('remaining_kurus').notNull(),
    active: boolean('active').notNull().default(true),
    validTo: timestamp('valid_to', { withTimezone: true }),
  },
  (t) => [
    check('gift_cards_amount_kurus_nonneg', sql`${t.amountKurus} >= 0`),
    check('gift_cards_remaining_kurus_nonneg', sql`${t.remainingKurus} >= 0`),
  ],
);

// ------------------------------------------------------------------ payments and orders

// One row per card payment attempt; the sandbox bank's 3-D Secure page completes it.
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(), // random public id
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'restrict' }),
    amountKurus: integer('amount_kurus').notNull(),
    installmentCount: integer('installment_count').notNull(),
    bankName: text('bank_name'),
    cardFamily: text('card_family'),
    cardLast4: text('card_last4').notNull(),
    cardHolder: text('card_holder').notNull(),
    outcome: text('outcome').notNull(), // what the sandbox card number will do: APPROVE | DECLINE
    // PENDING | APPROVED | DECLINED | FAILED | SUPERSEDED (a newer payment of the cart started) |
    // RELEASED (confirmed at the bank but no order may come of it: the held amount is released)
    status: text('status').notNull().default('PENDING'),
    // The cart's checkout generation when the payment started (carts.checkout_generation).
    cartGeneration: integer('cart_generation').notNull().default(0),
    threeDsCodeHash: text('three_ds_code_hash').notNull(),
    // Wrong 3-D Secure codes entered so far; the payment fails at the third.
    threeDsAttempts: integer('three_ds_attempts').notNull().default(0),
    failureMessage: text('failure_message'),
    // What went back to the card so far (voids and refunds, payment_refunds), never above amount.
    refundedKurus: integer('refunded_kurus').notNull().default(0),
    // The whole authorisation voided before the bank's end of day (nothing was charged).
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    // Snapshot of the cart at payment time, so a later cart edit cannot change a paid order.
    cartSnapshot: jsonb('cart_snapshot').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('payments_amount_kurus_nonneg', sql`${t.amountKurus} >= 0`),
    check('payments_refunded_within_amount', sql`${t.refundedKurus} >= 0 AND ${t.refundedKurus} <= ${t.amountKurus}`),
    // At most one payment of a cart waits for its 3-D Secure code: starting one supersedes the rest.
    uniqueIndex('payments_cart_pending_uq').on(t.cartId).where(sql`status = 'PENDING'`),
  ],
);

// The alternate payment provider's card tokens: a card exchanged for a short-lived, single-use
// token bound to one customer. Only the token's SHA-256 and what the payment needs are kept: the
// BIN (bank and instalments), the last four digits, the holder and the sandbox outcome; never the
// card number or the CVV.
export const cardTokens = pgTable(
  'card_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    bin: text('bin').notNull(),
    last4: text('last4').notNull(),
    holder: text('holder').notNull(),
    outcome: text('outcome').notNull(), // APPROVE | DECLINE (sandbox)
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('card_tokens_token_uq').on(t.tokenHash)],
);

/**
 * Captcha solutions already accepted (services/captcha.ts): one row per solved challenge and
 * operation family, inserted ON CONFLICT DO NOTHING, so of any number of requests replaying one
 * solution (in parallel too, across API instances) exactly one inserts the row and passes.
 * Rows are kept until the challenge expires, then swept.
 */
export const captchaSolutionsUsed = pgTable(
  'captcha_solutions_used',
  {
    /** SHA-256 (hex) of the challenge's signature. */
    solutionHash: text('solution_hash').notNull(),
    /** The operation family (rate-limit bucket) the challenge was issued for. */
    family: text('family').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.solutionHash, t.family] }), index('captcha_solutions_used_expires_idx').on(t.expiresAt)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    // One order per payment, however often the bank calls back.
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    // The cart and its checkout generation this order was placed from: unique together, so a cart
    // that became an order cannot become a second one (null for orders without a cart, e.g. seeded).
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    cartGeneration: integer('cart_generation'),
    status: text('status').notNull(),
    subtotalKurus: integer('subtotal_kurus').notNull(),
    discountKurus: integer('discount_kurus').notNull().default(0),
    shippingKurus: integer('shipping_kurus').notNull().default(0),
    taxKurus: integer('tax_kurus').notNull().default(0),
    // What the card was charged: the cash total plus interest_kurus.
    totalKurus: integer('total_kurus').notNull(),
    // Instalment interest (vade farkı) included in total_kurus; 0 for an advance payment.
    interestKurus: integer('interest_kurus').notNull().default(0),
    couponCode: text('coupon_code'),
    shippingMethod: text('shipping_method'),
    followUrl: text('follow_url'),
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown>>(),
    billingAddress: jsonb('billing_address').$type<Record<string, unknown>>(),
    bankName: text('bank_name'),
    cardFamily: text('card_family'),
    installmentCount: integer('installment_count').notNull().default(1),
    giftNote: text('gift_note'),
    // The pre-information form and the sales contract exactly as the shopper accepted them.
    contracts: jsonb('contracts').$type<{ widgetZone: string; hTML: string; version: string; acceptedOn: string }[]>().notNull().default([]),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    // Fulfilment (the staff side, domains/fulfilment): the e-archive invoice, the shipment.
    invoiceNumber: text('invoice_number'),
    invoiceUrl: text('invoice_url'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    carrierId: integer('carrier_id').references(() => carriers.id, { onDelete: 'set null' }),
    trackingCode: text('tracking_code'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // What went back to the shopper (sum of this order's payment_refunds), never above total_kurus.
    refundedKurus: integer('refunded_kurus').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.orderNumber),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // the staff list's payment filter: the folded bank name and card family (staff/turkish-fold.ts)
    index('orders_bank_folded_idx').on(sql`lower(translate(coalesce(${t.bankName}, ''), 'İIıŞĞÜÖÇ', 'iiişğüöç'))`, t.totalKurus),
    index('orders_card_family_folded_idx').on(sql`lower(translate(coalesce(${t.cardFamily}, ''), 'İIıŞĞÜÖÇ', 'iiişğüöç'))`, t.totalKurus),
    check('orders_refunded_within_total', sql`${t.refundedKurus} >= 0 AND ${t.refundedKurus} <= ${t.totalKurus}`),
    uniqueIndex('orders_payment_uq').on(t.paymentId),
    uniqueIndex('orders_cart_generation_uq').on(t.cartId, t.cartGeneration),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    check('orders_subtotal_kurus_nonneg', sql`${t.subtotalKurus} >= 0`),
    check('orders_discount_kurus_nonneg', sql`${t.discountKurus} >= 0`),
    check('orders_shipping_kurus_nonneg', sql`${t.shippingKurus} >= 0`),
    check('orders_tax_kurus_nonneg', sql`${t.taxKurus} >= 0`),
    check('orders_total_kurus_nonneg', sql`${t.totalKurus} >= 0`),
    check('orders_interest_kurus_within_total', sql`${t.interestKurus} >= 0 AND ${t.interestKurus} <= ${t.totalKurus}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(), // the orderItemLineId
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    sku: text('sku').notNull(),
    productName: text('product_name').notNull(),
    productSeName: text('product_se_name').notNull(),
    attributeInfo: text('attribute_info'),
    quantity: integer('quantity').notNull(),
    unitPriceKurus: integer('unit_price_kurus').notNull(),
    isGiftPackage: boolean('is_gift_package').notNull().default(false),
    status: text('status').notNull(),
    // What was refunded for this line (its share of the order's payment_refunds).
    refundedKurus: integer('refunded_kurus').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_unit_price_kurus_nonneg', sql`${t.unitPriceKurus} >= 0`)],
);

export const orderNotes = pgTable('order_notes', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  note: text('note').notNull(),
  // The same note in English (null: the Turkish text is shown in English too).
  noteEn: text('note_en'),
  createdAt: createdAt(),
});

// Every change of an order's or a line's status: who (staff, the shopper or the system), when,
// and a note (shown to the shopper when visibleToShopper; it is then an order note too).
export const orderTransitions = pgTable(
  'order_transitions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // null: the whole order
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    action: text('action').notNull(), // APPROVE | INVOICE | SHIP | DELIVER | COMPLETE | CANCEL | RETURN_APPROVE ...
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorType: text('actor_type').notNull(), // STAFF | CUSTOMER | SYSTEM
    staffId: integer('staff_id').references((): AnyPgColumn => staffAccounts.id, { onDelete: 'set null' }),
    note: text('note'),
    visibleToShopper: boolean('visible_to_shopper').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('order_transitions_order_idx').on(t.orderId, t.id), check('order_transitions_actor_ck', sql`${t.actorType} in ('STAFF', 'CUSTOMER', 'SYSTEM')`)],
);

// Money given back through the payment adapter: a void (before the bank's end of day, the whole
// authorisation) or a refund (part or all). One row per refund key: two clicks, two staff members
// or a retry with the same key make one refund.
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    refundKey: text('refund_key').notNull(),
    kind: text('kind').notNull(), // VOID | REFUND
    amountKurus: integer('amount_kurus').notNull(),
    // the order lines this refund pays back (empty: an amount not tied to lines)
    orderItemIds: jsonb('order_item_ids').$type<number[]>().notNull().default([]),
    status: text('status').notNull(), // SUCCEEDED | FAILED
    providerReference: text('provider_reference'),
    failureMessage: text('failure_message'),
    staffId: integer('staff_id').references((): AnyPgColumn => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_refunds_key_uq').on(t.refundKey),
    index('payment_refunds_order_idx').on(t.orderId),
    check('payment_refunds_amount_positive', sql`${t.amountKurus} > 0`),
    check('payment_refunds_kind_ck', sql`${t.kind} in ('VOID', 'REFUND')`),
  ],
);

export const requestReasons = pgTable('request_reasons', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(), // CANCEL | RETURN
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
});

// Return and cancel requests, one row per order item.
export const itemRequests = pgTable(
  'item_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(), // CANCEL | RETURN
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    reasonId: integer('reason_id')
      .notNull()
      .references(() => requestReasons.id, { onDelete: 'restrict' }),
    note: text('note'),
    // PENDING | APPROVED | REJECTED | RECEIVED (returned goods arrived) | REFUNDED
    status: text('status').notNull().default('PENDING'),
    cargoFirm: text('cargo_firm'),
    cargoCode: text('cargo_code'),
    // The staff's answer: when, by whom, and for a rejection the reason the shopper sees.
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references((): AnyPgColumn => staffAccounts.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    // Returned goods received: when, and the store they were brought to (null: the warehouse).
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedStoreId: integer('received_store_id').references(() => stores.id, { onDelete: 'set null' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('item_requests_item_uq').on(t.orderItemId), index('item_requests_status_idx').on(t.status, t.createdAt)],
);

// ------------------------------------------------------------------ content

export const menus = pgTable('menus', {
  id: integer('id').primaryKey(),
  type: text('type').notNull(),
});

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    url: text('url'),
    icon: text('icon'),
    image: text('image'),
    type: text('type'),
    systemName: text('system_name'),
    visible: boolean('visible').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('menu_items_menu_idx').on(t.menuId)],
);

export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    systemName: text('system_name').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    body: text('body').notNull(),
    bodyEn: text('body_en').notNull(),
    required: boolean('required').notNull().default(false),
    genericAttributes: jsonb('generic_attributes').$type<{ key: string; value: string }[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('topics_system_name_uq').on(t.systemName)],
);

export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    status: text('status').notNull().default('Published'),
    title: text('title').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
  },
  (t) => [uniqueIndex('content_pages_slug_lang_uq').on(t.slug, t.language)],
);

// Blocks of a content page (pageId) or of a schema such as 'home' (schema).
export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id').references(() => contentPages.id, { onDelete: 'cascade' }),
    schema: text('schema'),
    language: text('language').notNull(),
    type: text('type').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('content_blocks_page_idx').on(t.pageId), index('content_blocks_schema_idx').on(t.schema, t.language)],
);

// Contract templates with {{placeholders}} filled from the cart and addresses.
export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: serial('id').primaryKey(),
    widgetZone: text('widget_zone').notNull(),
    language: text('language').notNull(),
    html: text('html').notNull(),
  },
  (t) => [uniqueIndex('contract_templates_zone_lang_uq').on(t.widgetZone, t.language)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

// Every SMS and e-mail the API sends: written in the transaction of the event that causes it (the
// outbox pattern), delivered by the message worker (src/messages/delivery/), which records here
// how it went. The development outbox query and the tests read it too.
export const MESSAGE_STATES = ['queued', 'sending', 'sent', 'failed', 'dead', 'dropped'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(), // SMS | EMAIL
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    link: text('link'),
    html: text('html'),
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; contentBase64: string }[]>(),
    kind: text('kind'),
    language: text('language'),
    purpose: text('purpose').notNull().default('transactional'), // transactional | marketing
    customerId: integer('customer_id'),
    dedupeKey: text('dedupe_key'),
    /** queued, sending (claimed by a worker until leaseUntil), sent, failed (tried, will be again), dead (no more tries), dropped (never sent: reason in lastError) */
    state: text('state').$type<MessageState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
    /** the queue job that delivers it (pg-boss), null until one is made */
    jobId: text('job_id'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient, t.id),
    index('outbox_state_idx').on(t.state, t.id),
    uniqueIndex('outbox_dedupe_key_uq').on(t.dedupeKey),
    check('outbox_state_ck', sql`${t.state} in ('queued', 'sending', 'sent', 'failed', 'dead', 'dropped')`),
    check('outbox_purpose_ck', sql`${t.purpose} in ('transactional', 'marketing')`),
  ],
);

// The shop's organisation data (home page structured data), one row per language.
export const organizationInfo = pgTable('organization_info', {
  language: text('language').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  logo: text('logo').notNull(),
  description: text('description').notNull(),
  foundingDate: text('founding_date').notNull(),
  founder: text('founder').notNull(),
  sameAs: jsonb('same_as').$type<string[]>().notNull().default([]),
  streetAddress: text('street_address').notNull(),
  addressLocality: text('address_locality').notNull(),
  addressRegion: text('address_region').notNull(),
  postalCode: text('postal_code').notNull(),
  addressCountry: text('address_country').notNull(),
  telephone: text('telephone').notNull(),
  availableLanguages: jsonb('available_languages').$type<string[]>().notNull().default([]),
  // The seller's identity a distance sale must show (trade name, MERSİS number, e-mail and
  // registered electronic mail address, KEP).
  legalName: text('legal_name').notNull().default(''),
  mersisNumber: text('mersis_number').notNull().default(''),
  email: text('email').notNull().default(''),
  kepAddress: text('kep_address').notNull().default(''),
});

// ------------------------------------------------------------------ staff

// The chain's staff: an identity of its own (never a customer), a password and a TOTP second
// factor, one role (ADMIN | ORDERS | SUPPORT | CATALOGUE | STORE); a STORE account belongs to one store.
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'restrict' }),
    // The enrolled TOTP secret (base32); null until enrolment is confirmed.
    totpSecret: text('totp_secret'),
    // A secret shown for enrolment, not yet confirmed by a code.
    totpPendingSecret: text('totp_pending_secret'),
    // The last TOTP time step accepted: a code is never accepted twice.
    totpLastStep: integer('totp_last_step'),
    active: boolean('active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_uq').on(t.email),
    check('staff_accounts_role_ck', sql`${t.role} in ('ADMIN', 'ORDERS', 'SUPPORT', 'CATALOGUE', 'STORE')`),
    check('staff_accounts_store_role', sql`(${t.role} = 'STORE') = (${t.storeId} is not null)`),
  ],
);

// Staff sessions (only a SHA-256 of the token is kept). A session starts at stage PASSWORD (the
// password was right; only the second factor may be sent) and becomes FULL after a TOTP code.
// An admin revokes one by setting revokedAt.
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(), // public random id, shown in the session list
    tokenHash: text('token_hash').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(), // PASSWORD | FULL
    totpFailures: integer('totp_failures').notNull().default(0),
    ip: text('ip'),
    userAgent: text('user_agent'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references((): AnyPgColumn => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_uq').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
    check('staff_sessions_stage_ck', sql`${t.stage} in ('PASSWORD', 'FULL')`),
  ],
);

// Every staff mutation: who, what, the target's state before and after, when, from where;
// written in the mutation's own transaction.
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
  ],
);

// ------------------------------------------------------------------ prices and feeds

// Every price a product has had, from when it applied. The old price the shop shows is checked
// against it (the lowest price of the 30 days before a discount, domains/price-feed).
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceKurus: integer('price_kurus').notNull(),
    oldPriceKurus: integer('old_price_kurus'),
    source: text('source').notNull(), // MIGRATION | SEED | FEED | STAFF
    feedRunId: integer('feed_run_id').references((): AnyPgColumn => feedRuns.id, { onDelete: 'set null' }),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_history_product_idx').on(t.productId, t.effectiveFrom), check('price_history_price_nonneg', sql`${t.priceKurus} >= 0`)],
);

// A price and stock feed (CSV from the ERP): the file, whether it is a dry run, its state and its
// report (counts and the first errors with their line numbers). Processed by a background job.
export const feedRuns = pgTable(
  'feed_runs',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    source: text('source').notNull(), // STAFF | CLI
    fileName: text('file_name'),
    fileSha256: text('file_sha256').notNull(),
    csv: text('csv').notNull(),
    dryRun: boolean('dry_run').notNull(),
    // the dry run this run applies (apply after a dry run)
    fromRunId: integer('from_run_id').references((): AnyPgColumn => feedRuns.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('QUEUED'), // QUEUED | RUNNING | DONE | FAILED
    totalRows: integer('total_rows').notNull().default(0),
    updatedRows: integer('updated_rows').notNull().default(0),
    unchangedRows: integer('unchanged_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    report: jsonb('report').$type<Record<string, unknown>>().notNull().default({}),
    failureMessage: text('failure_message'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('feed_runs_created_idx').on(t.createdAt), check('feed_runs_status_ck', sql`${t.status} in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')`)],
);
