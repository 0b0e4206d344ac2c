-- Captcha solutions already accepted (services/captcha.ts). The primary key makes "accepted once"
-- one atomic step: a solution is good only for the request whose INSERT ... ON CONFLICT DO NOTHING
-- adds the row, also when many requests replay it at once or reach different API instances.
CREATE TABLE "captcha_solutions_used" (
	"solution_hash" text NOT NULL,
	"family" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "captcha_solutions_used_solution_hash_family_pk" PRIMARY KEY("solution_hash","family")
);
--> statement-breakpoint
CREATE INDEX "captcha_solutions_used_expires_idx" ON "captcha_solutions_used" USING btree ("expires_at");
