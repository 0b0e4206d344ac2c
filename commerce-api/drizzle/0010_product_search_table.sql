-- A narrow copy of what search matches on (catalog/search/*): id, published, sku and the stored
-- search columns of migration 0007, kept by statement triggers on products. A broad word
-- ("altın" is in most names) needs a pass over every candidate row to score it; over this table
-- that pass reads ~50 MB instead of the ~200 MB of products with its descriptions. Search asks it
-- for matching ids and scores only; the listing index (catalog/listing/listing-index/) does the
-- rest. Like the search columns it is derived data, kept out of schema.ts on purpose.
CREATE TABLE IF NOT EXISTS "product_search" (
  "id" integer PRIMARY KEY,
  "published" boolean NOT NULL,
  "sku" text NOT NULL,
  "search_vector" tsvector NOT NULL,
  "search_ascii" text NOT NULL
);--> statement-breakpoint
INSERT INTO "product_search" ("id", "published", "sku", "search_vector", "search_ascii")
  SELECT "id", "published", "sku", "search_vector", "search_ascii" FROM "products"
  ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_search_ascii_trgm_idx" ON "product_search" USING gin ("search_ascii" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_search_sku_idx" ON "product_search" USING btree ("sku");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_search_upsert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (id, published, sku, search_vector, search_ascii)
    SELECT n.id, n.published, n.sku, n.search_vector, n.search_ascii FROM new_rows n
    ON CONFLICT (id) DO UPDATE SET published = EXCLUDED.published, sku = EXCLUDED.sku,
      search_vector = EXCLUDED.search_vector, search_ascii = EXCLUDED.search_ascii
    -- A price or stock-free update leaves the row (and its index entries) alone.
    WHERE (product_search.published, product_search.sku, product_search.search_vector, product_search.search_ascii)
      IS DISTINCT FROM (EXCLUDED.published, EXCLUDED.sku, EXCLUDED.search_vector, EXCLUDED.search_ascii);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_search_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search s USING old_rows o WHERE s.id = o.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_search_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE product_search;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_product_search_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_search_upsert"();--> statement-breakpoint
CREATE TRIGGER "products_product_search_update" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_search_upsert"();--> statement-breakpoint
CREATE TRIGGER "products_product_search_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_search_delete"();--> statement-breakpoint
CREATE TRIGGER "products_product_search_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_truncate"();--> statement-breakpoint
-- Search and the search suggestions read product_search now; the same indexes on products only
-- slowed every write of products.
DROP INDEX IF EXISTS "products_search_vector_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_ascii_trgm_idx2";
