-- Trigram indexes make contains-searches (ILIKE '%x%') on large tables fast.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
