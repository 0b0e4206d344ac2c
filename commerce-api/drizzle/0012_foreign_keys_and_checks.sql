-- Referential integrity (issue "API security and scale-out", point 5): a foreign key on every
-- column that holds another row's id, and CHECK constraints that keep money (integer kuruş) and
-- stock from going below zero. Delete rules: CASCADE for rows a parent owns (cart items of a
-- cart, order lines and notes of an order, a customer's addresses, tokens, carts and wishlist, a
-- product's variants, specifications, memberships and reviews); RESTRICT where history must stay
-- (orders -> customers and payments, order lines -> products and variants, reference data such as
-- cities, categories and request reasons); SET NULL where the reference is optional (a review's
-- or a code's customer, a cart's chosen addresses). Accounts and addresses are deleted softly
-- (deleted_at), so no current flow deletes a parent that RESTRICT protects.
--
-- First the existing rows are verified: an orphan reference or a negative amount stops the
-- migration with an exception naming the table and column, and (migrations run in one
-- transaction) leaves the database exactly as it was, rather than altering a broken one.
-- The same lists as the constraints below; schema.ts declares them (references(), check()).
DO $verify$
DECLARE
  fk text[];
  ck text[];
  bad bigint;
  sample text;
BEGIN
  FOREACH fk SLICE 1 IN ARRAY ARRAY[
    ['addresses', 'customer_id', 'customers', 'id'],
    ['addresses', 'city_id', 'cities', 'id'],
    ['addresses', 'district_id', 'districts', 'id'],
    ['addresses', 'neighborhood_id', 'neighborhoods', 'id'],
    ['auth_tokens', 'customer_id', 'customers', 'id'],
    ['card_tokens', 'customer_id', 'customers', 'id'],
    ['cart_items', 'cart_id', 'carts', 'id'],
    ['cart_items', 'product_id', 'products', 'id'],
    ['cart_items', 'variant_id', 'product_variants', 'id'],
    ['carts', 'customer_id', 'customers', 'id'],
    ['carts', 'guest_session_id', 'guest_sessions', 'id'],
    ['carts', 'shipping_address_id', 'addresses', 'id'],
    ['carts', 'billing_address_id', 'addresses', 'id'],
    ['categories', 'parent_id', 'categories', 'id'],
    ['content_blocks', 'page_id', 'content_pages', 'id'],
    ['districts', 'city_id', 'cities', 'id'],
    ['gift_cards', 'customer_id', 'customers', 'id'],
    ['item_requests', 'order_id', 'orders', 'id'],
    ['item_requests', 'order_item_id', 'order_items', 'id'],
    ['item_requests', 'reason_id', 'request_reasons', 'id'],
    ['menu_items', 'menu_id', 'menus', 'id'],
    ['menu_items', 'parent_id', 'menu_items', 'id'],
    ['neighborhoods', 'district_id', 'districts', 'id'],
    ['order_items', 'order_id', 'orders', 'id'],
    ['order_items', 'product_id', 'products', 'id'],
    ['order_items', 'variant_id', 'product_variants', 'id'],
    ['order_notes', 'order_id', 'orders', 'id'],
    ['orders', 'customer_id', 'customers', 'id'],
    ['orders', 'payment_id', 'payments', 'id'],
    ['otp_codes', 'customer_id', 'customers', 'id'],
    ['password_resets', 'customer_id', 'customers', 'id'],
    ['payments', 'customer_id', 'customers', 'id'],
    ['payments', 'cart_id', 'carts', 'id'],
    ['product_categories', 'product_id', 'products', 'id'],
    ['product_categories', 'category_id', 'categories', 'id'],
    ['product_specs', 'product_id', 'products', 'id'],
    ['product_variants', 'product_id', 'products', 'id'],
    ['product_variants', 'attribute_id', 'attribute_definitions', 'id'],
    ['products', 'primary_category_id', 'categories', 'id'],
    ['review_helpfulness', 'review_id', 'reviews', 'id'],
    ['review_helpfulness', 'customer_id', 'customers', 'id'],
    ['reviews', 'product_id', 'products', 'id'],
    ['reviews', 'customer_id', 'customers', 'id'],
    ['store_stock', 'store_id', 'stores', 'id'],
    ['wishlist_items', 'customer_id', 'customers', 'id'],
    ['wishlist_items', 'guest_session_id', 'guest_sessions', 'id'],
    ['wishlist_items', 'product_id', 'products', 'id']
  ] LOOP
    EXECUTE format(
      'SELECT count(*), min(c.%2$I::text) FROM %1$I c WHERE c.%2$I IS NOT NULL AND NOT EXISTS (SELECT 1 FROM %3$I p WHERE p.%4$I = c.%2$I)',
      fk[1], fk[2], fk[3], fk[4]) INTO bad, sample;
    IF bad > 0 THEN
      RAISE EXCEPTION 'migration 0012: %.% has % row(s) referencing a missing %.% (e.g. %); fix or delete them, then migrate again',
        fk[1], fk[2], bad, fk[3], fk[4], sample
        USING ERRCODE = 'foreign_key_violation';
    END IF;
  END LOOP;
  FOREACH ck SLICE 1 IN ARRAY ARRAY[
    ['carriers', 'rate_kurus'],
    ['carriers', 'free_above_kurus'],
    ['coupons', 'value'],
    ['coupons', 'min_order_kurus'],
    ['gift_cards', 'amount_kurus'],
    ['gift_cards', 'remaining_kurus'],
    ['order_items', 'unit_price_kurus'],
    ['orders', 'subtotal_kurus'],
    ['orders', 'discount_kurus'],
    ['orders', 'shipping_kurus'],
    ['orders', 'tax_kurus'],
    ['orders', 'total_kurus'],
    ['payments', 'amount_kurus'],
    ['product_variants', 'stock_quantity'],
    ['products', 'price_kurus'],
    ['products', 'old_price_kurus'],
    ['products', 'festival_price_kurus'],
    ['store_stock', 'quantity']
  ] LOOP
    EXECUTE format('SELECT count(*), min(%2$I)::text FROM %1$I WHERE %2$I < 0', ck[1], ck[2]) INTO bad, sample;
    IF bad > 0 THEN
      RAISE EXCEPTION 'migration 0012: %.% has % negative value(s) (lowest %); it must be >= 0',
        ck[1], ck[2], bad, sample
        USING ERRCODE = 'check_violation';
    END IF;
  END LOOP;
END
$verify$;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_neighborhood_id_neighborhoods_id_fk" FOREIGN KEY ("neighborhood_id") REFERENCES "public"."neighborhoods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_tokens" ADD CONSTRAINT "card_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_guest_session_id_guest_sessions_id_fk" FOREIGN KEY ("guest_session_id") REFERENCES "public"."guest_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_address_id_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_billing_address_id_addresses_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_requests" ADD CONSTRAINT "item_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_requests" ADD CONSTRAINT "item_requests_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_requests" ADD CONSTRAINT "item_requests_reason_id_request_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."request_reasons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD CONSTRAINT "neighborhoods_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_attribute_id_attribute_definitions_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute_definitions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_primary_category_id_categories_id_fk" FOREIGN KEY ("primary_category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpfulness" ADD CONSTRAINT "review_helpfulness_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpfulness" ADD CONSTRAINT "review_helpfulness_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_guest_session_id_guest_sessions_id_fk" FOREIGN KEY ("guest_session_id") REFERENCES "public"."guest_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_rate_kurus_nonneg" CHECK ("carriers"."rate_kurus" >= 0);--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_free_above_kurus_nonneg" CHECK ("carriers"."free_above_kurus" >= 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_value_nonneg" CHECK ("coupons"."value" >= 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_min_order_kurus_nonneg" CHECK ("coupons"."min_order_kurus" >= 0);--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_amount_kurus_nonneg" CHECK ("gift_cards"."amount_kurus" >= 0);--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_remaining_kurus_nonneg" CHECK ("gift_cards"."remaining_kurus" >= 0);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_unit_price_kurus_nonneg" CHECK ("order_items"."unit_price_kurus" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subtotal_kurus_nonneg" CHECK ("orders"."subtotal_kurus" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_kurus_nonneg" CHECK ("orders"."discount_kurus" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_kurus_nonneg" CHECK ("orders"."shipping_kurus" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_kurus_nonneg" CHECK ("orders"."tax_kurus" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_kurus_nonneg" CHECK ("orders"."total_kurus" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_kurus_nonneg" CHECK ("payments"."amount_kurus" >= 0);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_stock_quantity_nonneg" CHECK ("product_variants"."stock_quantity" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_kurus_nonneg" CHECK ("products"."price_kurus" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_old_price_kurus_nonneg" CHECK ("products"."old_price_kurus" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_festival_price_kurus_nonneg" CHECK ("products"."festival_price_kurus" >= 0);--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_quantity_nonneg" CHECK ("store_stock"."quantity" >= 0);