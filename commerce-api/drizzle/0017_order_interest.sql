-- Orders record what the card was charged (issue 22): total_kurus is the cash total plus the
-- instalment interest (vade farkı), kept apart in interest_kurus. Orders placed before stay as they
-- were: their total was the cash total and they carry no interest.
ALTER TABLE "orders" ADD COLUMN "interest_kurus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_interest_kurus_within_total" CHECK ("orders"."interest_kurus" >= 0 AND "orders"."interest_kurus" <= "orders"."total_kurus");