-- Product search without per-row work (catalog/search/*):
--  * search_vector: the Turkish full text vector of search_text, stored, so matching and ranking
--    read it instead of running the stemmer on every candidate row;
--  * search_ascii: search_text with ç ğ ı ö ş ü â î û folded to ASCII, stored, for substring
--    matching through its trigram index ("yuzuk" finds "yüzük");
--  * search_words: the catalogue's ASCII words, kept by statement triggers, with a trigram index:
--    a misspelt word ("yuzk", "pirlnta") is corrected to its most similar catalogue words with
--    pg_trgm similarity, which are then matched like typed words.
-- Both columns are generated from search_text, so every writer of products stays as it is.
-- They are left out of schema.ts on purpose: derived search data, never written by the API.
-- The expression indexes of 0003 are replaced by indexes on the stored columns.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('turkish'::regconfig, "search_text")) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "search_ascii" text GENERATED ALWAYS AS (translate("search_text", 'çğıöşüâîû', 'cgiosuaiu')) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_ascii_trgm_idx2" ON "products" USING gin ("search_ascii" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_tsv_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_ascii_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_trgm_idx";--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_words" ("word" text PRIMARY KEY);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "products", regexp_split_to_table("search_ascii", '[^a-z0-9]+') AS w WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "add_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_rows, regexp_split_to_table(new_rows.search_ascii, '[^a-z0-9]+') AS w WHERE length(w) >= 3
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "add_search_words"();--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "add_search_words"();
