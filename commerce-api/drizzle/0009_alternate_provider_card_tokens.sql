-- The alternate payment provider's card tokens (spec section 7: "card-token and completion pair").
CREATE TABLE "card_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"bin" text NOT NULL,
	"last4" text NOT NULL,
	"holder" text NOT NULL,
	"outcome" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "card_tokens_token_uq" ON "card_tokens" USING btree ("token_hash");