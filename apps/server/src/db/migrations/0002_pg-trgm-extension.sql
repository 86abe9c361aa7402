-- Trigram matching for the invoices search (GIN index in the next migration). pg_trgm is a
-- trusted extension since PostgreSQL 13 and is bundled with PGlite (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
