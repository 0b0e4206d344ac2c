-- One order per cart, by construction (issue 11), and the order keeps what the shopper saw.
-- carts.checkout_generation counts the orders a cart has become; a payment records the generation
-- it started in (payments.cart_generation) and its order copies it: orders (cart_id,
-- cart_generation) is UNIQUE, so one cart generation becomes at most one order whatever the code
-- does. Orders placed before this migration keep cart_id NULL (NULLs never collide).
-- At most one payment per cart waits for its 3-D Secure code (payments_cart_pending_uq): starting
-- a payment supersedes the earlier pending one (status SUPERSEDED). Carts that already hold more
-- than one pending payment keep the newest; the older ones are superseded first.
-- carts.billing_same_as_shipping is the checkout's "billing same as delivery" box; carts whose
-- billing address was chosen apart from the shipping address start unticked.
-- orders.contracts keeps the contract texts accepted at payment; order_notes.note_en the English note.
ALTER TABLE "carts" ADD COLUMN "billing_same_as_shipping" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "checkout_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_notes" ADD COLUMN "note_en" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_generation" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contracts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cart_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_generation_uq" ON "orders" USING btree ("cart_id","cart_generation");--> statement-breakpoint
UPDATE "payments" AS p SET "status" = 'SUPERSEDED', "failure_message" = 'ui.payment.superseded'
WHERE p."status" = 'PENDING' AND EXISTS (
  SELECT 1 FROM "payments" AS n
  WHERE n."cart_id" = p."cart_id" AND n."status" = 'PENDING' AND (n."created_at", n."id") > (p."created_at", p."id")
);--> statement-breakpoint
UPDATE "carts" SET "billing_same_as_shipping" = false
WHERE "billing_address_id" IS NOT NULL AND "billing_address_id" IS DISTINCT FROM "shipping_address_id";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_cart_pending_uq" ON "payments" USING btree ("cart_id") WHERE status = 'PENDING';