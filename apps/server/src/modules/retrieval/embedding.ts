import { sql } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { ModuleTask } from '../../core/module.ts';
import type { DB } from '../../platform/db/database.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { PUBLIC_OWNER } from './types.ts';
import {
  createVectorStore,
  ensureVectorIndex,
  sourceKey,
  useHybrid,
  useLexicalOnly,
  vectorLiteral,
} from './vectors.ts';

/*
 * Embedding the chunks, in the background: one durable job (`retrieval-embed`) takes the chunks
 * that have no vector of the configured model yet, 64 to a provider call, and stores them, until
 * none is left or its time is up (then it queues its own continuation). Its state is the table
 * itself, so it resumes wherever a lost run stopped, a repeated delivery re-embeds nothing it
 * already stored (and rewriting a vector is harmless), and a new model re-embeds every chunk.
 * Indexing a source wakes it (`wakeEmbedder`); a periodic task backfills whatever is left
 * (existing chunks at the first start with a model, a wake lost with its process).
 */

export const EMBED_QUEUE = 'retrieval-embed';
/** Chunks per provider call. */
export const EMBED_BATCH = 64;
/** A run stops taking batches after this long and queues its continuation. */
const RUN_BUDGET_MS = 60_000;
/** A question's embedding must come this fast, or search answers lexically. */
const QUESTION_TIMEOUT_MS = 1_500;
const QUESTION_CACHE_SIZE = 500;
const QUESTION_CACHE_MS = 5 * 60_000;

export type EmbedTexts = (texts: string[], userId: string | null) => Promise<number[][]>;

interface PendingChunk extends Record<string, unknown> {
  id: string;
  user_id: string;
  source_kind: string;
  source_id: string;
  text: string;
}

/**
 * Embeds and stores up to `batch` chunks after `after` (chunk id order) lacking a vector of
 * `model`, one call per owner among them (so usage is the owner's; the public library's is the
 * platform's, no user). Returns the last chunk id handled, or null when none was left.
 */
export async function embedPendingChunks(
  db: DB,
  input: { model: string; embed: EmbedTexts; after?: string; batch?: number },
): Promise<string | null> {
  const result = (await db.execute(sql`select c.id, c.user_id, c.source_kind, c.source_id, c.text
    from retrieval_chunks c
    where c.id > ${input.after ?? PUBLIC_OWNER}::uuid
      and not exists (select 1 from retrieval_embeddings e where e.chunk_id = c.id and e.model = ${input.model})
    order by c.id
    limit ${input.batch ?? EMBED_BATCH}`)) as unknown as { rows: PendingChunk[] };
  const chunks = result.rows;
  if (chunks.length === 0) return null;
  const owners = [...new Set(chunks.map((c) => c.user_id))];
  for (const owner of owners) {
    const mine = chunks.filter((c) => c.user_id === owner);
    const vectors = await input.embed(
      mine.map((c) => c.text),
      owner === PUBLIC_OWNER ? null : owner,
    );
    if (vectors.length !== mine.length)
      throw new Error(`retrieval: ${vectors.length} vectors for ${mine.length} texts`);
    const dimensions = vectors[0]?.length ?? 0;
    await ensureVectorIndex(db, dimensions);
    const rows = mine.map(
      (c, i) =>
        sql`(${c.id}::uuid, ${c.user_id}::uuid, ${sourceKey({ kind: c.source_kind as never, id: c.source_id })}::text,
          ${input.model}::text, ${dimensions}::int, ${vectorLiteral(vectors[i] ?? [])}::vector)`,
    );
    // A chunk deleted meanwhile (its source re-indexed) is skipped, not an error.
    await db.execute(sql`insert into retrieval_embeddings (chunk_id, user_id, source_key, model, dimensions, embedding)
      select v.* from (values ${sql.join(rows, sql`, `)}) as v(chunk_id, user_id, source_key, model, dimensions, embedding)
      where exists (select 1 from retrieval_chunks c where c.id = v.chunk_id)
      on conflict (chunk_id) do update set model = excluded.model, dimensions = excluded.dimensions,
        embedding = excluded.embedding, created_at = now()`);
  }
  return chunks.at(-1)?.id ?? null;
}

const embedderOf =
  (deps: Pick<Deps, 'services'>, action: string): EmbedTexts =>
  (values, userId) =>
    deps.services.ai.embed({ meta: { userId, action }, values });

const wakers = new WeakMap<DB, () => Promise<unknown>>();

/** After a source's chunks changed: the embedding job picks them up (when vectors are in use). */
export function wakeEmbedder(db: DB): void {
  void wakers
    .get(db)?.()
    .catch(() => {});
}

/** Wakes within one window share a run, which starts when the window is over (so it sees them all). */
const WAKE_WINDOW_SECONDS = 2;

/** Queues a run: a continuation after `after`, else at most one a window. */
function sendEmbedJob(deps: Pick<Deps, 'services'>, model: string, after: string | null = null) {
  if (after) return deps.services.jobs.send(EMBED_QUEUE, { after }, `${model}:${after}`);
  const window = Math.floor(Date.now() / (WAKE_WINDOW_SECONDS * 1_000));
  return deps.services.jobs.send(EMBED_QUEUE, { after }, `${model}:${window}`, {
    startAfterSeconds: WAKE_WINDOW_SECONDS,
  });
}

export function embedJobs(deps: Deps): JobDefinition<never>[] {
  const model = deps.config.ai?.models.embedding;
  if (!model || !deps.services.ai.has('embedding')) return [];
  const definition: JobDefinition<{ after: string | null }> = {
    name: EMBED_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 5 * 60,
    handler: async (data) => {
      const embed = embedderOf(deps, 'RETRIEVAL_EMBEDDING');
      const started = performance.now();
      let after: string | null = data.after ?? null;
      for (;;) {
        const last = await embedPendingChunks(deps.db, { model, embed, ...(after ? { after } : {}) });
        if (last === null) return;
        after = last;
        if (performance.now() - started > RUN_BUDGET_MS) {
          await sendEmbedJob(deps, model, after);
          return;
        }
      }
    },
  };
  return [definition as JobDefinition<never>];
}

/** Is any chunk still without a vector of `model`? */
async function anyPending(db: DB, model: string): Promise<boolean> {
  const result = (await db.execute(sql`select exists (select 1 from retrieval_chunks c
    where not exists (select 1 from retrieval_embeddings e where e.chunk_id = c.id and e.model = ${model})) as pending`)) as unknown as {
    rows: { pending: boolean }[];
  };
  return result.rows[0]?.pending === true;
}

/** The question's vector, cached a few minutes; null when the model does not answer quickly. */
function questionEmbedding(deps: Pick<Deps, 'services' | 'logger'>) {
  const cache = new Map<string, { vector: number[]; at: number }>();
  return async (userId: string, question: string): Promise<number[] | null> => {
    const text = question.trim().slice(0, 2_000);
    const hit = cache.get(text);
    if (hit && Date.now() - hit.at < QUESTION_CACHE_MS) return hit.vector;
    try {
      const [vector] = await deps.services.ai.embed({
        meta: { userId, action: 'RETRIEVAL_QUESTION_EMBEDDING' },
        values: [text],
        signal: AbortSignal.timeout(QUESTION_TIMEOUT_MS),
      });
      if (!vector) return null;
      if (cache.size >= QUESTION_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(text, { vector, at: Date.now() });
      return vector;
    } catch (error) {
      deps.logger.warn({ err: error }, 'question embedding failed: searching lexically');
      return null;
    }
  };
}

/**
 * At start-up: vector search where it can be had (see vectors.ts), else lexical with the reason;
 * then, and every few minutes, queue the embedding job when chunks lack a vector.
 */
export const vectorsTask: ModuleTask = {
  name: 'retrieval-vectors',
  everyMs: 5 * 60_000,
  atStartup: 'await',
  async run(deps, { atStartup }) {
    const model = deps.config.ai?.models.embedding;
    if (!model || !deps.services.ai.has('embedding')) return;
    if (atStartup) {
      const unavailable = await createVectorStore(deps.db);
      if (unavailable) {
        useLexicalOnly(deps.db, unavailable);
        deps.logger.warn({ reason: unavailable }, 'vector search unavailable: retrieval stays lexical');
        return;
      }
      useHybrid(deps.db, { model, embed: questionEmbedding(deps) });
      wakers.set(deps.db, () => sendEmbedJob(deps, model));
    }
    if (!wakers.has(deps.db)) return;
    if (await anyPending(deps.db, model)) await sendEmbedJob(deps, model);
  },
};
