-- Listings (catalog/listing/*). Index-only paths for the listing SQL:
--  * a category's members in position order: product_categories (category_id, display_order, product_id);
--  * the sort keys of published products (the covering price index);
--  * filter options per product for the facet counts; unique, because a product has a filter
--    value once (the counts rely on it);
--  * approved ratings per product for the "best rated" order.
CREATE INDEX IF NOT EXISTS "product_categories_position_idx" ON "product_categories" USING btree ("category_id", "display_order", "product_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listing_cover_idx" ON "products" USING btree ("id") INCLUDE ("price_kurus", "popularity", "created_at") WHERE "published";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "product_specs_product_filter_uq" ON "product_specs" USING btree ("product_id", "group_key", "value_slug") WHERE "is_filter";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_approved_product_idx" ON "reviews" USING btree ("product_id") INCLUDE ("rating") WHERE "approved";--> statement-breakpoint
-- Catalogue version: every statement that changes what a listing shows (membership, order,
-- filters, ratings, categories) advances this sequence, so the API can cache listing ids and
-- filter counts under the version and never serve a stale one (catalog/listing/listing-cache.ts).
CREATE SEQUENCE IF NOT EXISTS "catalog_version_seq";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalog_version_seq');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "product_categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "product_specs_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_specs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "reviews_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
