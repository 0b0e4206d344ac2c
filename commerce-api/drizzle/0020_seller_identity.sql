-- The seller's identity at checkout (issue 22, point 11): trade name, MERSİS number, e-mail and
-- KEP address beside the organisation data. A shop database is migrated, never seeded again: the
-- demo organisation (recognised by its name and telephone) gets what the seed writes now
-- (src/seed/content/legal-texts.ts); any other row keeps empty values for its operator to fill.
ALTER TABLE "organization_info" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_info" ADD COLUMN "mersis_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_info" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_info" ADD COLUMN "kep_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "organization_info" SET "legal_name" = 'Işıltı Takı Mücevherat A.Ş.', "mersis_number" = '0123456789000015', "email" = 'iletisim@isiltitaki.com.tr', "kep_address" = 'isiltitaki@hs01.kep.tr'
WHERE "name" = 'Işıltı Takı' AND "telephone" = '0(850) 222 45 45' AND "legal_name" = '';
