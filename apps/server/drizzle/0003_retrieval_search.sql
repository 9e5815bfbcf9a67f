-- Lexical search for the retrieval module (hand-written: drizzle-kit cannot express these).
-- PostgreSQL has no Polish text-search configuration, so passages are indexed with the 'simple'
-- configuration over unaccented, lower-cased text, and pg_trgm's word_similarity covers inflected
-- forms. Both extensions ship with PostgreSQL's contrib package and with PGlite, and are trusted
-- (a database owner may create them without superuser rights).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot be used in a generated
-- column or an index. This wrapper names the dictionary explicitly and binds it at creation time
-- (SQL-standard body), so it does not depend on search_path at run time or during a restore.
CREATE OR REPLACE FUNCTION public.kreda_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN public.unaccent('public.unaccent'::regdictionary, $1);
