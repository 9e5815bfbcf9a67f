import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DB } from '../../platform/db/database.ts';
import { type Chunk, chunkSegments } from './chunking.ts';
import { wakeEmbedder } from './embedding.ts';
import { queryTerms } from './query-terms.ts';
import { type FusedRow, fusedSearchQuery, LEXICAL_RANKERS, type Ranker, sourcesTable } from './rankers.ts';
import { retrievalChunks } from './tables.ts';
import {
  type IndexSegment,
  type Passage,
  PUBLIC_OWNER,
  SOURCE_KINDS,
  type SourceKind,
  type SourceRef,
} from './types.ts';
import { hnswSettings, questionEmbedder, vectorRanker } from './vectors.ts';

export type { IndexSegment, Passage, SourceRef } from './types.ts';

/*
 * Retrieval: "the k most relevant passages for this question within these sources", each with a
 * stable citation. Other modules index their sources' extracted text here and call
 * searchPassages from their AI tools; nothing here is exposed over GraphQL.
 */

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];

export const DEFAULT_K = 6;
export const MAX_K = 20;
/** Full-text candidates the rankers order before fusion: well above k so the rankers can disagree. */
const MIN_POOL = 100;
/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters at 10 columns a row. */
const INSERT_BATCH = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

function isSourceRef(source: SourceRef): boolean {
  return (
    typeof source === 'object' &&
    source !== null &&
    (SOURCE_KINDS as readonly string[]).includes(source.kind) &&
    isUuid(source.id)
  );
}

function assertIndexable(userId: string, workspaceId: string | null, source: SourceRef): void {
  if (!isUuid(userId)) throw new TypeError('retrieval: userId must be a UUID');
  if (workspaceId !== null && !isUuid(workspaceId))
    throw new TypeError('retrieval: workspaceId must be a UUID');
  if (!isSourceRef(source)) throw new TypeError(`retrieval: bad source ${JSON.stringify(source)}`);
}

/** Distinct, well-formed sources: a malformed id cannot have chunks, so it is dropped, not an error. */
function validSources(sources: readonly SourceRef[]): SourceRef[] {
  const seen = new Map<string, SourceRef>();
  for (const s of sources) {
    if (isSourceRef(s)) seen.set(`${s.kind}:${s.id.toLowerCase()}`, { kind: s.kind, id: s.id.toLowerCase() });
  }
  return [...seen.values()];
}

function sourceWhere(userId: string, source: SourceRef) {
  return and(
    eq(retrievalChunks.userId, userId),
    eq(retrievalChunks.sourceKind, source.kind),
    eq(retrievalChunks.sourceId, source.id),
  );
}

/**
 * Replaces the source's chunks in one transaction (idempotent: re-indexing the same content yields
 * the same chunks, and leaves the rows untouched). Chunks of ~180 words with ~30 words overlap,
 * never crossing a page or timestamped segment boundary when segments are small enough to keep
 * whole; transcript-like segments (with startSeconds) are grouped into ~100-word chunks carrying
 * the first start and last end. Returns the number of chunks.
 */
export async function indexSource(
  db: DB,
  input: { userId: string; workspaceId?: string | null; source: SourceRef; segments: IndexSegment[] },
): Promise<number> {
  const workspaceId = input.workspaceId ?? null;
  assertIndexable(input.userId, workspaceId, input.source);
  const source = { kind: input.source.kind, id: input.source.id.toLowerCase() };
  const chunks = chunkSegments(input.segments);
  let changed = false;
  await db.transaction(async (tx) => {
    // Serialises concurrent (re-)indexing of one source, e.g. a retried job racing the original:
    // without it both could delete nothing and insert, doubling the passages.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`retrieval:${input.userId}:${source.kind}:${source.id}`}, 0))`,
    );
    if (await unchanged(tx, input.userId, workspaceId, source, chunks)) return;
    changed = true;
    await tx.delete(retrievalChunks).where(sourceWhere(input.userId, source));
    for (let i = 0; i < chunks.length; i += INSERT_BATCH) {
      await tx.insert(retrievalChunks).values(
        chunks.slice(i, i + INSERT_BATCH).map((c) => ({
          userId: input.userId,
          workspaceId,
          sourceKind: source.kind,
          sourceId: source.id,
          ordinal: c.ordinal,
          text: c.text,
          page: c.page,
          startSeconds: c.startSeconds,
          endSeconds: c.endSeconds,
          charStart: c.charStart,
          charEnd: c.charEnd,
        })),
      );
    }
  });
  if (changed && chunks.length > 0) wakeEmbedder(db);
  return chunks.length;
}

/** True when the stored chunks already are exactly these (so their ids and ages stay). */
async function unchanged(
  tx: Tx,
  userId: string,
  workspaceId: string | null,
  source: SourceRef,
  chunks: Chunk[],
): Promise<boolean> {
  const stored = await tx
    .select()
    .from(retrievalChunks)
    .where(sourceWhere(userId, source))
    .orderBy(asc(retrievalChunks.ordinal));
  // `real` columns hold single precision: compare the seconds as the database stores them.
  const sameSeconds = (a: number | null, b: number | null) =>
    a === null || b === null ? a === b : Math.fround(a) === Math.fround(b);
  return (
    stored.length === chunks.length &&
    stored.every((row, i) => {
      const c = chunks[i];
      return (
        c !== undefined &&
        row.workspaceId === workspaceId &&
        row.ordinal === c.ordinal &&
        row.text === c.text &&
        row.page === c.page &&
        sameSeconds(row.startSeconds, c.startSeconds) &&
        sameSeconds(row.endSeconds, c.endSeconds) &&
        row.charStart === c.charStart &&
        row.charEnd === c.charEnd
      );
    })
  );
}

export async function removeSource(db: DB, userId: string, source: SourceRef): Promise<void> {
  await removeSources(db, userId, [source]);
}

/** Deletes the chunks of these sources of this user; unknown or foreign sources are a no-op. */
export async function removeSources(db: DB, userId: string, sources: SourceRef[]): Promise<void> {
  const valid = validSources(sources);
  if (!isUuid(userId) || valid.length === 0) return;
  await db
    .delete(retrievalChunks)
    .where(
      and(
        eq(retrievalChunks.userId, userId),
        sql`(${retrievalChunks.sourceKind}, ${retrievalChunks.sourceId}) in (select * from ${sourcesTable(valid)})`,
      ),
    );
}

/**
 * The k (default 6, max 20) most relevant passages to `question` within `sources` of `userId`
 * only, or public ones (another user's source ids give nothing, never an error). Lexical: ts_rank_cd over the OR
 * of the question's terms as prefix stems (unaccented, lower-cased, Polish stop words removed)
 * fused with the pg_trgm similarity of each term to the chunk's word of the same stem, so
 * inflected Polish forms match and the closest form ranks first (rankers.ts); with vector search
 * (vectors.ts) also the cosine distance of the chunks' embeddings to the question's, when the
 * question's embedding comes quickly (else lexical only). Deterministic ordering for ties (score
 * desc, source id, ordinal). Empty question or no sources → [].
 */
export async function searchPassages(
  db: DB,
  input: {
    userId: string;
    question: string;
    sources: SourceRef[];
    k?: number;
    /** Lexical rankers only, even with vectors (the bench's and tests' baseline). */
    lexicalOnly?: boolean;
  },
): Promise<Passage[]> {
  const k = Math.min(MAX_K, Math.floor(input.k ?? DEFAULT_K));
  const sources = validSources(input.sources);
  const terms = queryTerms(input.question);
  if (!(k >= 1) || !isUuid(input.userId) || sources.length === 0 || terms.length === 0) return [];
  const pool = Math.max(MIN_POOL, k * 5);
  const embedder = input.lexicalOnly ? null : questionEmbedder(db);
  const vector = embedder ? await embedder.embed(input.userId, input.question) : null;
  const rankers: readonly Ranker[] =
    embedder && vector
      ? [...LEXICAL_RANKERS, vectorRanker(embedder.model, vector, sources, input.userId)]
      : LEXICAL_RANKERS;
  const query = fusedSearchQuery(sources, rankers, { userId: input.userId, terms, pool }, k);
  const rows =
    rankers === LEXICAL_RANKERS
      ? ((await db.execute(query)) as unknown as { rows: FusedRow[] }).rows
      : await db.transaction(async (tx) => {
          for (const setting of hnswSettings()) await tx.execute(setting);
          return ((await tx.execute(query)) as unknown as { rows: FusedRow[] }).rows;
        });
  return rows.map((row) => ({
    source: { kind: row.source_kind as SourceKind, id: row.source_id },
    text: row.text,
    score: Number(row.score),
    citation: {
      page: row.page,
      startSeconds: row.start_seconds,
      endSeconds: row.end_seconds,
      charStart: row.char_start,
      charEnd: row.char_end,
      ordinal: row.ordinal,
    },
  }));
}

/**
 * How many chunks each of these sources of `userId` has and when they were last written (sources
 * with none are absent). For an admin's view of the public library's index.
 */
export async function sourceChunkCounts(
  db: DB,
  input: { userId: string; sources: SourceRef[] },
): Promise<Map<string, { chunks: number; characters: number; indexedAt: Date }>> {
  const sources = validSources(input.sources);
  if (!isUuid(input.userId) || sources.length === 0) return new Map();
  const rows = await db
    .select({
      sourceId: retrievalChunks.sourceId,
      chunks: sql<number>`count(*)::int`,
      characters: sql<number>`coalesce(sum(length(${retrievalChunks.text})), 0)::int`,
      indexedAt: sql<Date>`max(${retrievalChunks.createdAt})`,
    })
    .from(retrievalChunks)
    .where(
      and(
        eq(retrievalChunks.userId, input.userId),
        sql`(${retrievalChunks.sourceKind}, ${retrievalChunks.sourceId}) in (select * from ${sourcesTable(sources)})`,
      ),
    )
    .groupBy(retrievalChunks.sourceId);
  return new Map(
    rows.map((row) => [
      row.sourceId,
      { chunks: Number(row.chunks), characters: Number(row.characters), indexedAt: new Date(row.indexedAt) },
    ]),
  );
}

/** The most passages `sourcePassages` returns (a quiz over a long book samples among them). */
export const SOURCE_PASSAGES_MAX = 2000;

/**
 * Every passage of `sources` owned by `userId` (or public: the library's chapters), in reading order (source after source as given,
 * chunk after chunk), up to SOURCE_PASSAGES_MAX. For tools that cover a whole material (a quiz)
 * rather than answer one question. Another user's ids give nothing.
 */
export async function sourcePassages(
  db: DB,
  input: { userId: string; sources: SourceRef[] },
): Promise<Passage[]> {
  const sources = validSources(input.sources);
  if (!isUuid(input.userId) || sources.length === 0) return [];
  const order = new Map(sources.map((s, i) => [`${s.kind}:${s.id}`, i]));
  const rows = await db
    .select()
    .from(retrievalChunks)
    .where(readablePassagesOf(input.userId, sources))
    .orderBy(asc(retrievalChunks.sourceId), asc(retrievalChunks.ordinal))
    .limit(SOURCE_PASSAGES_MAX);
  return rows
    .map((row) => ({
      source: { kind: row.sourceKind as SourceKind, id: row.sourceId },
      text: row.text,
      score: 0,
      citation: {
        page: row.page,
        startSeconds: row.startSeconds,
        endSeconds: row.endSeconds,
        charStart: row.charStart,
        charEnd: row.charEnd,
        ordinal: row.ordinal,
      },
    }))
    .sort(
      (a, b) =>
        (order.get(`${a.source.kind}:${a.source.id}`) ?? 0) -
          (order.get(`${b.source.kind}:${b.source.id}`) ?? 0) || a.citation.ordinal - b.citation.ordinal,
    );
}

/** The chunks of these sources `userId` may read: its own and the public library's. */
function readablePassagesOf(userId: string, sources: readonly SourceRef[]) {
  return and(
    inArray(retrievalChunks.userId, [userId, PUBLIC_OWNER]),
    sql`(${retrievalChunks.sourceKind}, ${retrievalChunks.sourceId}) in (${sql.join(
      sources.map((s) => sql`(${s.kind}, ${s.id}::uuid)`),
      sql`, `,
    )})`,
  );
}

/**
 * Whether `sourcePassages` would find any passage of these sources: one row probed, no text read
 * (an order's check that its materials have been read, before its job reads them).
 */
export async function sourcesHaveText(
  db: DB,
  input: { userId: string; sources: SourceRef[] },
): Promise<boolean> {
  const sources = validSources(input.sources);
  if (!isUuid(input.userId) || sources.length === 0) return false;
  const rows = await db
    .select({ found: sql<number>`1` })
    .from(retrievalChunks)
    .where(readablePassagesOf(input.userId, sources))
    .limit(1);
  return rows.length > 0;
}
