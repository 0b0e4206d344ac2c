-- The staff side (issue 24): staff accounts, sessions and the audit log; the order lifecycle's
-- transitions, invoice and shipment; refunds through the payment adapter; review moderation; the
-- price history and the ERP's price and stock feeds. Existing rows are carried over: published
-- reviews stay published (APPROVED), and every product starts its price history with what it
-- shows now (a discounted product: the old price 40 days ago, the price since 20 days ago).
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"staff_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"source" text NOT NULL,
	"file_name" text,
	"file_sha256" text NOT NULL,
	"csv" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"from_run_id" integer,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"updated_rows" integer DEFAULT 0 NOT NULL,
	"unchanged_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"report" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failure_message" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_runs_status_ck" CHECK ("feed_runs"."status" in ('QUEUED', 'RUNNING', 'DONE', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "order_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_type" text NOT NULL,
	"staff_id" integer,
	"note" text,
	"visible_to_shopper" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_transitions_actor_ck" CHECK ("order_transitions"."actor_type" in ('STAFF', 'CUSTOMER', 'SYSTEM'))
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"refund_key" text NOT NULL,
	"kind" text NOT NULL,
	"amount_kurus" integer NOT NULL,
	"order_item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"provider_reference" text,
	"failure_message" text,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_kurus" > 0),
	CONSTRAINT "payment_refunds_kind_ck" CHECK ("payment_refunds"."kind" in ('VOID', 'REFUND'))
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"price_kurus" integer NOT NULL,
	"old_price_kurus" integer,
	"source" text NOT NULL,
	"feed_run_id" integer,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_history_price_nonneg" CHECK ("price_history"."price_kurus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"store_id" integer,
	"totp_secret" text,
	"totp_pending_secret" text,
	"totp_last_step" integer,
	"active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_role_ck" CHECK ("staff_accounts"."role" in ('ADMIN', 'ORDERS', 'SUPPORT', 'CATALOGUE', 'STORE')),
	CONSTRAINT "staff_accounts_store_role" CHECK (("staff_accounts"."role" = 'STORE') = ("staff_accounts"."store_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"staff_id" integer NOT NULL,
	"stage" text NOT NULL,
	"totp_failures" integer DEFAULT 0 NOT NULL,
	"ip" text,
	"user_agent" text,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_sessions_stage_ck" CHECK ("staff_sessions"."stage" in ('PASSWORD', 'FULL'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "approved" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "item_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "item_requests" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "item_requests" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "item_requests" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "item_requests" ADD COLUMN "received_store_id" integer;--> statement-breakpoint
ALTER TABLE "item_requests" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_kurus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_kurus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_kurus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
UPDATE "reviews" SET "status" = CASE WHEN "approved" THEN 'APPROVED' ELSE 'PENDING' END;--> statement-breakpoint
INSERT INTO "price_history" ("product_id", "price_kurus", "old_price_kurus", "source", "effective_from")
SELECT "id", "old_price_kurus", NULL, 'MIGRATION', now() - interval '40 days' FROM "products" WHERE "old_price_kurus" IS NOT NULL AND "old_price_kurus" > "price_kurus";--> statement-breakpoint
INSERT INTO "price_history" ("product_id", "price_kurus", "old_price_kurus", "source", "effective_from")
SELECT "id", "price_kurus", "old_price_kurus", 'MIGRATION', CASE WHEN "old_price_kurus" IS NOT NULL AND "old_price_kurus" > "price_kurus" THEN now() - interval '20 days' ELSE now() - interval '40 days' END FROM "products";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_from_run_id_feed_runs_id_fk" FOREIGN KEY ("from_run_id") REFERENCES "public"."feed_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transitions" ADD CONSTRAINT "order_transitions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transitions" ADD CONSTRAINT "order_transitions_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transitions" ADD CONSTRAINT "order_transitions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_feed_run_id_feed_runs_id_fk" FOREIGN KEY ("feed_run_id") REFERENCES "public"."feed_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_revoked_by_staff_accounts_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "feed_runs_created_idx" ON "feed_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_transitions_order_idx" ON "order_transitions" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_key_uq" ON "payment_refunds" USING btree ("refund_key");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_uq" ON "staff_accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_uq" ON "staff_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "item_requests" ADD CONSTRAINT "item_requests_decided_by_staff_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_requests" ADD CONSTRAINT "item_requests_received_store_id_stores_id_fk" FOREIGN KEY ("received_store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderated_by_staff_accounts_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_requests_status_idx" ON "item_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_within_total" CHECK ("orders"."refunded_kurus" >= 0 AND "orders"."refunded_kurus" <= "orders"."total_kurus");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_within_amount" CHECK ("payments"."refunded_kurus" >= 0 AND "payments"."refunded_kurus" <= "payments"."amount_kurus");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_ck" CHECK ("reviews"."status" in ('PENDING', 'APPROVED', 'REJECTED'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_approved_is_status" CHECK ("reviews"."approved" = ("reviews"."status" = 'APPROVED'));--> statement-breakpoint
-- Refunds of orders that existed before the payment adapter (the seed's demo orders): their
-- cancelled and returned lines are recorded as refunded, the amount order-refund.ts gives
-- (a line's value less its discount share plus its interest share; every line refunded: the
-- whole total), so the shopper's orders show the refunded amounts they showed before.
WITH line_values AS (
	SELECT oi.id, oi.order_id, oi.unit_price_kurus * oi.quantity AS value, oi.status IN ('CANCELLED', 'RETURNED') AS refunded,
		sum(oi.unit_price_kurus * oi.quantity) OVER (PARTITION BY oi.order_id) AS goods,
		bool_and(oi.status IN ('CANCELLED', 'RETURNED')) OVER (PARTITION BY oi.order_id) AS all_refunded,
		count(*) OVER (PARTITION BY oi.order_id) AS line_count
	FROM "order_items" oi
), shares AS (
	SELECT lv.id, lv.order_id, lv.all_refunded, o.total_kurus,
		CASE WHEN lv.all_refunded AND lv.line_count = 1 THEN o.total_kurus
			WHEN lv.goods > 0 THEN greatest(0, lv.value - round(o.discount_kurus::numeric * lv.value / lv.goods) + round(o.interest_kurus::numeric * lv.value / lv.goods))::integer
			ELSE 0 END AS share
	FROM line_values lv JOIN "orders" o ON o.id = lv.order_id
	WHERE lv.refunded
)
UPDATE "order_items" oi SET "refunded_kurus" = shares.share FROM shares WHERE oi.id = shares.id AND oi.refunded_kurus = 0;--> statement-breakpoint
UPDATE "orders" o SET "refunded_kurus" = least(o.total_kurus, CASE
		WHEN NOT EXISTS (SELECT 1 FROM "order_items" oi WHERE oi.order_id = o.id AND oi.status NOT IN ('CANCELLED', 'RETURNED')) THEN o.total_kurus
		ELSE (SELECT coalesce(sum(oi.refunded_kurus), 0) FROM "order_items" oi WHERE oi.order_id = o.id) END)
WHERE o.refunded_kurus = 0 AND EXISTS (SELECT 1 FROM "order_items" oi WHERE oi.order_id = o.id AND oi.status IN ('CANCELLED', 'RETURNED'));
