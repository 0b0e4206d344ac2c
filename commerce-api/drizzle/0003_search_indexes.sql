-- Product search (catalog/search/search-sql.ts): Turkish full text search on the folded
-- search_text, trigram matching on it, and trigram matching on its ASCII-folded form so "yuzuk"
-- and typos like "yuzk" find "yüzük". The expressions must stay identical to the queries'.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_tsv_idx" ON "products" USING gin (to_tsvector('turkish', "search_text"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_ascii_trgm_idx" ON "products" USING gin (translate("search_text", 'çğıöşüâîû', 'cgiosuaiu') gin_trgm_ops);
