import { type SQL, sql } from 'drizzle-orm';
import type { DB } from '../../platform/db/database.ts';
import { RANK_ALL_MAX_SOURCES, type Ranker } from './rankers.ts';
import { PUBLIC_OWNER, type SourceRef } from './types.ts';

/*
 * Vector search, when it can be had: an embedding model is configured (AI_MODEL_EMBEDDING) and the
 * database has pgvector (PGlite loads its extension package; PostgreSQL only where it is
 * installed, which Debian's is not). Then retrieval keeps one embedding per chunk in
 * `retrieval_embeddings`, created here at start-up and not by a migration (a `vector` column cannot
 * exist without the extension), and a third ranker orders the scoped chunks by cosine distance to
 * the question's embedding, fused with the lexical ones. Otherwise search stays lexical, and the
 * health endpoint says why (`vectorSearchStatus`).
 *
 * The state is per database handle, kept here: every module searches through `searchPassages(db,
 * …)`, and this lets them all become hybrid without each passing the AI service along.
 */

export interface VectorSearchStatus {
  mode: 'hybrid' | 'lexical';
  /** Why search is lexical only (for operators), null when hybrid. */
  reason: string | null;
}

export interface QuestionEmbedder {
  /** The embedding model whose vectors are stored and compared. */
  model: string;
  /** The question's vector, or null when it cannot be had quickly (search then stays lexical). */
  embed(userId: string, question: string): Promise<number[] | null>;
}

const states = new WeakMap<DB, { status: VectorSearchStatus; embedder: QuestionEmbedder | null }>();

const NOT_CONFIGURED: VectorSearchStatus = { mode: 'lexical', reason: 'AI_MODEL_EMBEDDING is not set' };

export function vectorSearchStatus(db: DB): VectorSearchStatus {
  return states.get(db)?.status ?? NOT_CONFIGURED;
}

export function questionEmbedder(db: DB): QuestionEmbedder | null {
  return states.get(db)?.embedder ?? null;
}

/** Records that search on `db` stays lexical, and why. */
export function useLexicalOnly(db: DB, reason: string): void {
  states.set(db, { status: { mode: 'lexical', reason }, embedder: null });
}

export function useHybrid(db: DB, embedder: QuestionEmbedder): void {
  states.set(db, { status: { mode: 'hybrid', reason: null }, embedder });
}

/**
 * Creates pgvector and the embeddings table when the database can (idempotent); returns null when
 * it did, else the reason it cannot (no extension on this PostgreSQL).
 *
 * One row per chunk: a new model's vector replaces the old one (`model` tells them apart, and
 * search compares only the configured model's). `dimensions` is stored because the HNSW index
 * needs a fixed one: each dimension count gets its own partial index (`ensureVectorIndex`).
 * `user_id` and `source_key` repeat the chunk's owner and source so that the scope filter runs on
 * the rows the index scan visits (pgvector's iterative scan), not after it.
 */
export async function createVectorStore(db: DB): Promise<string | null> {
  try {
    await db.execute(sql`create extension if not exists vector`);
  } catch (error) {
    // Drizzle wraps the driver's error ("Failed query: …"); the cause says what PostgreSQL said.
    const cause = (error as { cause?: unknown }).cause;
    const said = cause instanceof Error ? cause.message : (error as Error).message;
    return `pgvector is not available on this database (${said})`;
  }
  await db.execute(sql`create table if not exists retrieval_embeddings (
    chunk_id uuid primary key references retrieval_chunks(id) on delete cascade,
    user_id uuid not null,
    source_key text not null,
    model text not null,
    dimensions integer not null,
    embedding vector not null,
    created_at timestamptz not null default now()
  )`);
  await db.execute(
    sql`create index if not exists retrieval_embeddings_scope_idx on retrieval_embeddings (user_id, source_key)`,
  );
  return null;
}

const indexed = new WeakMap<DB, Set<number>>();

/** The HNSW index (cosine) of vectors of this many dimensions, made once. */
export async function ensureVectorIndex(db: DB, dimensions: number): Promise<void> {
  const done = indexed.get(db) ?? new Set<number>();
  indexed.set(db, done);
  if (done.has(dimensions)) return;
  const d = checkedDimensions(dimensions);
  await db.execute(
    sql.raw(`create index if not exists retrieval_embeddings_hnsw_${d} on retrieval_embeddings
      using hnsw ((embedding::vector(${d})) vector_cosine_ops) where dimensions = ${d}`),
  );
  done.add(dimensions);
}

function checkedDimensions(dimensions: number): number {
  if (!Number.isInteger(dimensions) || dimensions < 1 || dimensions > 2000)
    throw new RangeError(`retrieval: unsupported embedding size ${dimensions} (HNSW indexes up to 2,000)`);
  return dimensions;
}

export const sourceKey = (source: SourceRef) => `${source.kind}:${source.id}`;

/** A vector as pgvector's text form. */
export const vectorLiteral = (vector: readonly number[]) => `[${vector.map((v) => Number(v)).join(',')}]`;

/**
 * Cosine distance ranker over the scope: the best VECTOR_POOL chunks of the configured model whose
 * owner and source are in scope, through the HNSW index of the vector's size with pgvector's
 * iterative scan (the filter is applied while scanning; `hnswSettings` must be set in the same
 * transaction). Up to RANK_ALL_MAX_SOURCES sources, the scope's rows are read by the (user,
 * source) index and sorted exactly instead.
 */
/**
 * Nearest chunks the vector ranker keeps: well above k (≤ 20), fewer than the lexical pool. Ranks
 * past it add under 1/110 each to a fused score, and each row more is a longer HNSW search.
 */
const VECTOR_POOL = 50;

export function vectorRanker(
  model: string,
  vector: readonly number[],
  sources: readonly SourceRef[],
  userId: string,
): Ranker {
  const d = checkedDimensions(vector.length);
  const keys = `{${sources.map(sourceKey).join(',')}}`;
  const cast = sql.raw(`::vector(${d})`);
  // A few sources hold a few thousand chunks: read them by the scope index and sort them exactly
  // (`+ 0` keeps the planner off the HNSW index, whose filtered scan would walk far to fill the pool).
  const distance = sql`e.embedding${cast} <=> ${vectorLiteral(vector)}${cast}`;
  const order = sources.length <= RANK_ALL_MAX_SOURCES ? sql`(${distance}) + 0` : sql`distance`;
  return {
    name: 'vector',
    rank: (): SQL => sql`select id, rank() over (order by distance) as rank from (
        select e.chunk_id as id, ${distance} as distance
        from retrieval_embeddings e
        where e.dimensions = ${sql.raw(String(d))} and e.model = ${model}
          and e.user_id in (${userId}::uuid, ${PUBLIC_OWNER}::uuid)
          and e.source_key = any(${keys}::text[])
        order by ${order}
        limit ${VECTOR_POOL}
      ) nearest`,
  };
}

/**
 * Per transaction: keep scanning the HNSW graph until VECTOR_POOL rows pass the scope filter
 * (relaxed order: the ranker sorts its rows again), with a candidate list as long as the pool.
 */
export function hnswSettings(): SQL[] {
  return [
    sql`select set_config('hnsw.iterative_scan', 'relaxed_order', true)`,
    sql`select set_config('hnsw.ef_search', ${String(VECTOR_POOL)}, true)`,
  ];
}
