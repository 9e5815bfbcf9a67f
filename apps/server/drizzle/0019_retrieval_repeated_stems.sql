-- For each chunk, the word beginnings seen at least twice in it, so a search ranks only the chunks
-- a common word can rank high in (modules/retrieval/rankers.ts). A lexeme gives its first 3, 4, 6
-- and 8 letters (as many as it has); a number or a word of one or two letters gives itself whole;
-- a lexeme counts as often as it has positions. Every word matching a question's prefix p
-- (query-terms.ts) shares its beginning of the longest of those lengths that p has, so a chunk in
-- which p matches twice holds that beginning here. Written by hand: drizzle-kit cannot express the
-- function. IMMUTABLE (it reads only its argument), so a generated column can use it.
CREATE OR REPLACE FUNCTION public.kreda_repeated_stems(tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN (
    SELECT coalesce(array_to_tsvector(array_agg(key)), ''::tsvector)
    FROM (
      SELECT key
      FROM (
        SELECT CASE WHEN length(lexeme) < 3 OR lexeme ~ '^[0-9]+$' THEN lexeme ELSE left(lexeme, l.len) END AS key,
          coalesce(cardinality(positions), 1) AS n
        FROM unnest($1)
          JOIN (VALUES (3), (4), (6), (8)) AS l(len)
            ON l.len = 3 OR (l.len <= length(lexeme) AND lexeme !~ '^[0-9]+$')
      ) keys
      GROUP BY key
      HAVING sum(n) >= 2
    ) repeated
  );
--> statement-breakpoint
ALTER TABLE "retrieval_chunks" ADD COLUMN "search_repeated" "tsvector" GENERATED ALWAYS AS (kreda_repeated_stems(to_tsvector('simple', kreda_unaccent(lower("text"))))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "retrieval_chunks_search_repeated_idx" ON "retrieval_chunks" USING gin ("search_repeated");
