-- Change notifications for what API instances keep in memory (the listing index, listing
-- answers): every instance LISTENs on "storefront_changes" and drops or rebuilds what a change
-- makes stale, whichever instance (or tool) made it. The catalogue version moves with every
-- catalogue change (0004-0005): 'catalog'. Stock and variant rows (a listing card's inStock)
-- do not move it: 'stock'. A notification is sent when its transaction commits (never for a
-- rolled-back one) and the same payload sent twice in one transaction is sent once.
CREATE OR REPLACE FUNCTION "notify_catalog_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('storefront_changes', 'catalog');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_stock_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('storefront_changes', 'stock');
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "catalog_version_notify" ON "catalog_version";--> statement-breakpoint
CREATE TRIGGER "catalog_version_notify" AFTER UPDATE ON "catalog_version" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_variants_notify" ON "product_variants";--> statement-breakpoint
CREATE TRIGGER "product_variants_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_variants" FOR EACH STATEMENT EXECUTE FUNCTION "notify_stock_change"();
