-- The vocabulary for typo corrections keeps words of letters only: skus and sizes ("rng000123",
-- "14") are matched as typed and would otherwise make up nearly all of it.
DELETE FROM "search_words" WHERE "word" ~ '[^a-z]';--> statement-breakpoint
CREATE OR REPLACE FUNCTION "add_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_rows, regexp_split_to_table(new_rows.search_ascii, '[^a-z0-9]+') AS w
    WHERE length(w) >= 3 AND w !~ '[^a-z]'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
