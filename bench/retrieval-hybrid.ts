import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { embedPendingChunks } from '../apps/server/src/modules/retrieval/embedding.ts';
import { indexSource, type SourceRef, searchPassages } from '../apps/server/src/modules/retrieval/service.ts';
import { createVectorStore, useHybrid } from '../apps/server/src/modules/retrieval/vectors.ts';
import type { Database } from '../apps/server/src/platform/db/database.ts';
import {
  CONCEPT_EMBEDDING_DIMENSIONS,
  conceptEmbedding,
} from '../apps/server/src/testing/fakes/concept-embedding.ts';
import { DISTRACTORS, PARAPHRASES } from '../apps/server/src/testing/fixtures/retrieval-paraphrases.ts';
import type { RetrievalHybridResult } from './report-hybrid.ts';

/*
 * The hybrid half of the retrieval bench: after the lexical scenarios, every chunk gets a vector of
 * the fake concept model (testing/fakes/concept-embedding.ts, computed in process: the bench
 * measures the database, not a provider), through retrieval's own `embedPendingChunks` in large
 * batches, and the HNSW index is built once at the end, like the GIN indexes. Where the database
 * has no pgvector, hybrid is reported as not measurable, with the reason.
 */

const MODEL = 'bench-concept';
const LOAD_BATCH = 1_000;

const embedTexts = async (texts: string[]) => texts.map(conceptEmbedding);

/** The paraphrase set's passages and distractors, indexed among the user's sources. */
export async function indexParaphrases(database: Database, userId: string): Promise<SourceRef[]> {
  const refs: SourceRef[] = [];
  for (const text of [...PARAPHRASES.map((p) => p.passage), ...DISTRACTORS]) {
    const source: SourceRef = { kind: 'AI_NOTE', id: randomUUID() };
    await indexSource(database.db, { userId, source, segments: [{ text }] });
    refs.push(source);
  }
  return refs;
}

/** Vectors for every chunk and their index; the reason when the database cannot have them. */
export async function prepareHybrid(
  database: Database,
): Promise<Pick<RetrievalHybridResult, 'note' | 'embedSeconds' | 'indexSeconds'>> {
  const { db } = database;
  const unavailable = await createVectorStore(db);
  if (unavailable) return { note: `hybrid not measurable: ${unavailable}`, embedSeconds: 0, indexSeconds: 0 };
  const d = CONCEPT_EMBEDDING_DIMENSIONS;
  const started = performance.now();
  let after: string | null = null;
  let batches = 0;
  for (;;) {
    const last: string | null = await embedPendingChunks(db, {
      model: MODEL,
      embed: embedTexts,
      batch: LOAD_BATCH,
      ...(after ? { after } : {}),
    });
    if (last === null) break;
    // The first batch made the HNSW index: dropped for the bulk load, built once below.
    if (batches++ === 0) await db.execute(sql.raw(`drop index if exists retrieval_embeddings_hnsw_${d}`));
    after = last;
    if (batches % 10 === 0)
      process.stdout.write(`\r  ${database.driver}: ${batches * LOAD_BATCH} chunks embedded…`);
  }
  process.stdout.write('\r');
  const embedSeconds = (performance.now() - started) / 1000;
  const indexStarted = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('maintenance_work_mem', '512MB', true)`);
    await tx.execute(
      sql.raw(`create index retrieval_embeddings_hnsw_${d} on retrieval_embeddings
        using hnsw ((embedding::vector(${d})) vector_cosine_ops) where dimensions = ${d}`),
    );
  });
  await db.execute(sql`analyze retrieval_embeddings`);
  const indexSeconds = (performance.now() - indexStarted) / 1000;
  useHybrid(db, { model: MODEL, embed: async (_userId, question) => conceptEmbedding(question) });
  return { note: null, embedSeconds, indexSeconds };
}

/** Hit rate at 5 of the paraphrase set, searching everything the user may name at once. */
export async function paraphraseHitRate(
  database: Database,
  input: { userId: string; paraphraseRefs: SourceRef[]; sources: SourceRef[]; lexicalOnly: boolean },
): Promise<number> {
  let hits = 0;
  for (const [i, pair] of PARAPHRASES.entries()) {
    const found = await searchPassages(database.db, {
      userId: input.userId,
      question: pair.question,
      sources: input.sources,
      k: 5,
      lexicalOnly: input.lexicalOnly,
    });
    if (found.some((p) => p.source.id === input.paraphraseRefs[i]?.id)) hits++;
  }
  return Math.round((hits / PARAPHRASES.length) * 100) / 100;
}

export const PARAPHRASE_QUESTIONS = PARAPHRASES.length;
