-- Messages are delivered now (issue 23): each outbox row carries its delivery state. Rows written
-- before delivery existed were never sent and are old (expired codes): they are recorded as
-- dropped with that reason, so the worker does not send them now.
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "purpose" text DEFAULT 'transactional' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "state" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "outbox" SET "state" = 'dropped', "last_error" = 'written before messages were delivered; never sent';--> statement-breakpoint
CREATE INDEX "outbox_state_idx" ON "outbox" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_key_uq" ON "outbox" USING btree ("dedupe_key");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_state_ck" CHECK ("outbox"."state" in ('queued', 'sending', 'sent', 'failed', 'dead', 'dropped'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_purpose_ck" CHECK ("outbox"."purpose" in ('transactional', 'marketing'));