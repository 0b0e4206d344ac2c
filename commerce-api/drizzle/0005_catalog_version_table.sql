-- The catalogue version moves from a sequence to a one-row table: a sequence advances when the
-- changing statement runs, before its transaction commits, so a reader could cache old rows
-- under the new version. An UPDATE becomes visible with the commit, together with the change.
-- (Kept out of schema.ts on purpose: no table truncation of the data model may reset it.)
CREATE TABLE IF NOT EXISTS "catalog_version" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP SEQUENCE IF EXISTS "catalog_version_seq";
