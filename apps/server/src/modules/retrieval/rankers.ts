import { type SQL, sql } from 'drizzle-orm';
import { pairsTsqueryText, prefixStem, repeatedTsqueryText, tsqueryText } from './query-terms.ts';
import { PUBLIC_OWNER, type SourceRef } from './types.ts';

/*
 * One search is one SQL statement:
 *   scope       the chosen sources (two arrays), always together with `user_id = $user` (or the
 *               public owner's, for the public library's chapters);
 *   candidates  scoped chunks matching the OR of the terms' prefix stems (GIN on `search`), the
 *               best `pool` of them by ts_rank_cd, ranking only the matches that can rank above
 *               the lowest rank (candidatesQuery);
 *   rankers     each orders chunks its own way and returns (id, rank);
 *   fusion      reciprocal-rank fusion (RRF): score = Σ 1 / (RRF_K + rank).
 * RRF needs no calibration between scores of different kinds (ts_rank_cd, trigram similarity,
 * cosine distance). That is where vector search plugs in: a third `Ranker` (vectors.ts) orders the
 * scoped chunks' embeddings by `<=>` to the question's and keeps its own best `pool`, added to the
 * list searchPassages passes when an embedding model and pgvector are present (ADR 029).
 *
 * Why trigrams are scored on the candidates' lexemes and not with `word_similarity(term, text)`
 * over the scope with a trigram index on the text: measured on 10,000 chunks, word_similarity
 * against a 180-word chunk costs ~0.15 ms a call (1.6 s a question over 829 candidates), and the
 * planner's selectivity estimate for `<%` on the text index alone took ~50 ms. Comparing a term
 * with the chunk's words that share its stem gives the same signal (how close the chunk's form of
 * the word is to the question's) for a few microseconds.
 */

/** The usual RRF constant: damps the difference between the top ranks of one ranker. */
const RRF_K = 60;

/** Up to this many sources, every full-text match is ranked (candidatesQuery). */
export const RANK_ALL_MAX_SOURCES = 32;

export interface RankContext {
  userId: string;
  /** Normalised question terms (query-terms.ts), at least one: letters and digits only. */
  terms: readonly string[];
  /** Chunks each ranker considers: the full-text candidates, or a ranker's own best. */
  pool: number;
}

/**
 * One way of ordering chunks: SQL selecting `(id, rank)`, rank 1 best. Equal scores share a rank
 * (`rank()`, not `row_number()`): an arbitrary order among equals would outvote the other rankers
 * in the fusion. It may read the `candidates` CTE (columns of retrieval_chunks plus `text_rank`)
 * or query the scope itself (`scope` CTE and `user_id`), keeping its best `pool`.
 */
export interface Ranker {
  name: string;
  rank(context: RankContext): SQL;
}

const tieBreak = sql`source_id, source_kind, ordinal`;

/** Full text: ts_rank_cd (cover density) of the prefix-stem OR query. */
export const fullTextRanker: Ranker = {
  name: 'full-text',
  rank: () => sql`select id, rank() over (order by text_rank desc) as rank from candidates`,
};

/**
 * Trigrams: for each question term, pg_trgm similarity to the closest word of the chunk that
 * shares the term's stem ("fotosyntezy" in the question: "fotosyntezy" 1.0, "fotosynteza" 0.71,
 * "fotosyntetyczny" 0.47), averaged over the terms, so a missing term counts 0.
 */
export const trigramRanker: Ranker = {
  name: 'trigram',
  rank: ({ terms }) => {
    const rows = sql.join(
      terms.map((t) => sql`(kreda_unaccent(${t}), kreda_unaccent(${prefixStem(t) ?? t}))`),
      sql`, `,
    );
    return sql`select m.id, rank() over (order by coalesce(t.similarity, 0) desc) as rank
      from candidates m
      left join lateral (
        select sum(best) / ${terms.length}::float8 as similarity from (
          select q.term, max(similarity(q.term, l.lexeme)) as best
          from unnest(tsvector_to_array(m.search)) l(lexeme)
            join (values ${rows}) as q(term, prefix) on starts_with(l.lexeme, q.prefix)
          group by q.term
        ) per_term
      ) t on true`;
  },
};

export const LEXICAL_RANKERS: readonly Ranker[] = [fullTextRanker, trigramRanker];

export interface FusedRow extends Record<string, unknown> {
  source_kind: string;
  source_id: string;
  ordinal: number;
  text: string;
  page: number | null;
  start_seconds: number | null;
  end_seconds: number | null;
  char_start: number;
  char_end: number;
  score: number;
}

/**
 * The sources as a two-column set `(kind, id)` in two array parameters, whatever their number (a
 * VALUES list needs two parameters a source, and PostgreSQL allows 65,535); bound in a one-off
 * statement, the planner still sees how many there are. Kinds and UUIDs must be validated by the
 * caller: the array literals are not quoted.
 */
export function sourcesTable(sources: readonly SourceRef[]): SQL {
  const kinds = `{${sources.map((s) => s.kind).join(',')}}`;
  const ids = `{${sources.map((s) => s.id).join(',')}}`;
  return sql`unnest(${kinds}::text[], ${ids}::uuid[])`;
}

/**
 * The full-text candidates: the scoped chunks matching the OR of the terms, the best `pool` of
 * them by ts_rank_cd, without ranking every match. ts_rank_cd of an OR query is 0.1 for each
 * position any term matches (each is a cover of its own), so a chunk where a single word matches
 * has the lowest rank there is, and most matches of a common word are such chunks: ranking all of
 * them (reading each one's tsvector from TOAST) was what a common word cost. So only the chunks
 * that can rank higher are ranked: those matching two distinct terms (`pairs`, GIN on `search`)
 * and those where one term matches two words (`search_repeated`, GIN: the word beginnings seen
 * twice in the chunk, keyed as repeatedTsqueryText says), a few percent of the matches. Every
 * other match has the lowest rank, so the best `pool` are the same as when all were ranked. When
 * fewer than `pool` rank higher, other matches fill the pool up to it, in storage order: they all
 * share the lowest rank, so which ones is as arbitrary as the tie-break among them was before, and
 * the same question gives the same ones until the chunks change.
 *
 * A few sources are searched through their own index (user, kind, source), reading every scoped
 * chunk anyway: there, ranking every match is cheaper than the two passes (measured on PostgreSQL,
 * backend CPU a question: 20 of 1,000 sources p50 16 ms ranking all, 21 ms in two passes; all
 * 1,000 sources p50 83 ms and p95 140 ms ranking all, 14 ms and 28 ms in two passes). Both give the
 * same best `pool` ranks; only which lowest-rank matches fill the pool may differ.
 */
function candidatesQuery(context: RankContext, rankAll: boolean): SQL {
  const scoped = sql`from to_tsquery('simple', kreda_unaccent(${tsqueryText(context.terms)})) as q(query),
        retrieval_chunks c join scope s on s.kind = c.source_kind and s.id = c.source_id
      where c.user_id in (${context.userId}::uuid, ${PUBLIC_OWNER}::uuid)`;
  // No length normalisation: chunks are of similar length by construction, and dividing by it
  // would favour a page holding only a title over a passage that explains the topic.
  const columns = sql`c.id, c.source_id, c.source_kind, c.ordinal, c.search, ts_rank_cd(c.search, q.query) as text_rank`;
  if (rankAll) {
    return sql`candidates as materialized (
      select ${columns} ${scoped} and c.search @@ q.query
      order by text_rank desc, ${tieBreak}
      limit ${context.pool}
    )`;
  }
  const pairs = pairsTsqueryText(context.terms);
  const repeated = sql`c.search_repeated @@ to_tsquery('simple', kreda_unaccent(${repeatedTsqueryText(context.terms)}))`;
  const aboveOne =
    pairs === null
      ? repeated
      : sql`(${repeated} or c.search @@ to_tsquery('simple', kreda_unaccent(${pairs})))`;
  return sql`above_one as materialized (
      select ${columns} ${scoped} and ${aboveOne}
      order by text_rank desc, ${tieBreak}
      limit ${context.pool}
    ),
    candidates as materialized (
      select * from above_one
      union all (
        select ${columns} ${scoped} and c.search @@ q.query
          and (select count(*) from above_one) < ${context.pool}
          and c.id not in (select id from above_one)
        limit (select ${context.pool} - count(*) from above_one)
      )
    )`;
}

/**
 * The whole search as one statement, ordered by fused score, then source id and ordinal so equal
 * scores always come back in the same order; `k` passages at most.
 */
export function fusedSearchQuery(
  sources: readonly SourceRef[],
  rankers: readonly Ranker[],
  context: RankContext,
  k: number,
): SQL {
  const ranked = sql.join(
    rankers.map((r) => sql`(${r.rank(context)})`),
    sql` union all `,
  );
  return sql`with scope(kind, id) as (select * from ${sourcesTable(sources)}),
    ${candidatesQuery(context, sources.length <= RANK_ALL_MAX_SOURCES)},
    fused as (
      select id, sum(1.0::float8 / (${RRF_K} + rank)) as score from (${ranked}) ranked group by id
    )
    select c.source_kind, c.source_id, c.ordinal, c.text, c.page, c.start_seconds, c.end_seconds,
      c.char_start, c.char_end, f.score
    from fused f join retrieval_chunks c on c.id = f.id
    order by f.score desc, c.source_id, c.source_kind, c.ordinal
    limit ${k}`;
}
