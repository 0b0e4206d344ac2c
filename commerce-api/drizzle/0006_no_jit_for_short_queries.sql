-- The API runs short queries whose plans are costed high (the listing's grouped filter counts
-- over large categories); JIT compilation then costs more than it saves (tens of ms per query).
-- Turned off for this database; a role without the right to alter it keeps the server default.
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET jit = off', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'jit left as configured: %', SQLERRM;
END
$$;
