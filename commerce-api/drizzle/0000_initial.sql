CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"neighborhood_id" integer NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"zip_postal_code" text NOT NULL,
	"is_default_billing" boolean DEFAULT false NOT NULL,
	"is_default_shipping" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"tooltip" text,
	"tooltip_en" text,
	"rate_kurus" integer NOT NULL,
	"free_above_kurus" integer,
	"service_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tracking_url_template" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"is_gift_package" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"guest_session_id" integer,
	"gift_note" text,
	"coupon_code" text,
	"shipping_address_id" integer,
	"billing_address_id" integer,
	"shipping_option" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"se_name" text NOT NULL,
	"description" text,
	"description_en" text,
	"meta_title" text,
	"meta_description" text,
	"no_index" boolean DEFAULT false NOT NULL,
	"no_follow" boolean DEFAULT false NOT NULL,
	"show_sub_categories" boolean DEFAULT false NOT NULL,
	"faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"icon_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer,
	"schema" text,
	"language" text NOT NULL,
	"type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'Published' NOT NULL,
	"title" text NOT NULL,
	"meta_title" text,
	"meta_description" text
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"widget_zone" text NOT NULL,
	"language" text NOT NULL,
	"html" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"value" integer NOT NULL,
	"min_order_kurus" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"phone" text,
	"first_name" text,
	"last_name" text,
	"password_hash" text,
	"dob_day" integer,
	"dob_month" integer,
	"dob_year" integer,
	"gender" text,
	"is_guest" boolean DEFAULT false NOT NULL,
	"permissions" jsonb DEFAULT '{"CALL_PERMISSION":false,"SMS_PERMISSION":false,"EMAIL_PERMISSION":false}'::jsonb NOT NULL,
	"agreements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"segment_id" integer,
	"is_campaign_participant" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"coupon_code" text NOT NULL,
	"amount_kurus" integer NOT NULL,
	"remaining_kurus" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "guest_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"reason_id" integer NOT NULL,
	"note" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"cargo_firm" text,
	"cargo_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"url" text,
	"icon" text,
	"image" text,
	"type" text,
	"system_name" text,
	"visible" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "neighborhoods" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"name" text NOT NULL,
	"zip_postal_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"sku" text NOT NULL,
	"product_name" text NOT NULL,
	"product_se_name" text NOT NULL,
	"attribute_info" text,
	"quantity" integer NOT NULL,
	"unit_price_kurus" integer NOT NULL,
	"is_gift_package" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"payment_id" text,
	"status" text NOT NULL,
	"subtotal_kurus" integer NOT NULL,
	"discount_kurus" integer DEFAULT 0 NOT NULL,
	"shipping_kurus" integer DEFAULT 0 NOT NULL,
	"tax_kurus" integer DEFAULT 0 NOT NULL,
	"total_kurus" integer NOT NULL,
	"coupon_code" text,
	"shipping_method" text,
	"follow_url" text,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"bank_name" text,
	"card_family" text,
	"installment_count" integer DEFAULT 1 NOT NULL,
	"gift_note" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"otp_queue_id" text NOT NULL,
	"external_id" text NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"customer_id" integer,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"code" text,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"gid" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"amount_kurus" integer NOT NULL,
	"installment_count" integer NOT NULL,
	"bank_name" text,
	"card_family" text,
	"card_last4" text NOT NULL,
	"card_holder" text NOT NULL,
	"outcome" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"three_ds_code_hash" text NOT NULL,
	"failure_message" text,
	"cart_snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_specs" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"group_key" text NOT NULL,
	"group_title" text NOT NULL,
	"group_title_en" text NOT NULL,
	"value" text NOT NULL,
	"value_en" text NOT NULL,
	"value_slug" text NOT NULL,
	"show_on_description" boolean DEFAULT false NOT NULL,
	"is_filter" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"attribute_id" integer,
	"value_name" text,
	"sku" text NOT NULL,
	"gtin" text,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"option_code" text,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"se_name" text NOT NULL,
	"short_description" text,
	"full_description" text,
	"full_description_en" text,
	"seo_description" text,
	"meta_title" text,
	"meta_description" text,
	"price_kurus" integer NOT NULL,
	"old_price_kurus" integer,
	"festival_price_kurus" integer,
	"primary_category_id" integer NOT NULL,
	"collection" text,
	"badges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gift_package_eligible" boolean DEFAULT true NOT NULL,
	"picture_count" integer DEFAULT 3 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_helpfulness" (
	"review_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"was_helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpfulness_review_id_customer_id_pk" PRIMARY KEY("review_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"customer_id" integer,
	"customer_name" text NOT NULL,
	"customer_name_show" boolean DEFAULT true NOT NULL,
	"rating" integer NOT NULL,
	"title" text,
	"review_text" text,
	"approved" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_stock" (
	"store_id" integer NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "store_stock_sku_store_id_pk" PRIMARY KEY("sku","store_id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"working_hours" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_name" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"body" text NOT NULL,
	"body_en" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"generic_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"guest_session_id" integer,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_uq" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_variant_uq" ON "cart_items" USING btree ("cart_id","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_customer_uq" ON "carts" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_guest_uq" ON "carts" USING btree ("guest_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_se_name_uq" ON "categories" USING btree ("se_name");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "content_blocks_page_idx" ON "content_blocks" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "content_blocks_schema_idx" ON "content_blocks" USING btree ("schema","language");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_slug_lang_uq" ON "content_pages" USING btree ("slug","language");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_zone_lang_uq" ON "contract_templates" USING btree ("widget_zone","language");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_uq" ON "customers" USING btree ("email") WHERE deleted_at is null and email is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_uq" ON "customers" USING btree ("phone") WHERE deleted_at is null and phone is not null;--> statement-breakpoint
CREATE INDEX "districts_city_idx" ON "districts" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_sessions_hash_uq" ON "guest_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "item_requests_item_uq" ON "item_requests" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "menu_items_menu_idx" ON "menu_items" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "neighborhoods_district_idx" ON "neighborhoods" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_uq" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_uq" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "otp_codes_queue_uq" ON "otp_codes" USING btree ("otp_queue_id");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_gid_uq" ON "password_resets" USING btree ("gid");--> statement-breakpoint
CREATE INDEX "product_categories_product_idx" ON "product_categories" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_specs_product_idx" ON "product_specs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_specs_filter_idx" ON "product_specs" USING btree ("group_key","value_slug","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_uq" ON "product_variants" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_uq" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "products_se_name_uq" ON "products" USING btree ("se_name");--> statement-breakpoint
CREATE INDEX "products_primary_category_idx" ON "products" USING btree ("primary_category_id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_kurus");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_system_name_uq" ON "topics" USING btree ("system_name");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_customer_product_uq" ON "wishlist_items" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_guest_product_uq" ON "wishlist_items" USING btree ("guest_session_id","product_id");