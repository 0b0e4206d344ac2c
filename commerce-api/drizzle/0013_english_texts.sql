ALTER TABLE "categories" ADD COLUMN "meta_title_en" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "meta_description_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "short_description_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "meta_title_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "meta_description_en" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "working_hours_en" text;