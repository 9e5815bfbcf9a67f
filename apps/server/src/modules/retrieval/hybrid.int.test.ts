import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../testing/accounts.ts';
import { fakeAiEnv } from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { DISTRACTORS, PARAPHRASES } from '../../testing/fixtures/retrieval-paraphrases.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { embedPendingChunks } from './embedding.ts';
import { indexSource, type SourceRef, searchPassages } from './service.ts';
import { PUBLIC_OWNER } from './types.ts';

/*
 * Hybrid retrieval with the fake embedding model (testing/fakes/concept-embedding.ts): the
 * paraphrase set's questions, worded unlike their passages, are found more often in the top 5 by
 * lexical + vector ranks than by the lexical ones alone. On a database without pgvector (Debian's
 * PostgreSQL) the same server answers lexically and says so in /api/health.
 */

let ai: FakeOpenAi;
let server: TestServer;
let vectors: boolean;
const user = randomUUID();
const db = () => server.database.db;

// Passages alternate between the user's notes and public library chapters (searched together).
const passageSources = PARAPHRASES.map(
  (_, i): SourceRef => ({ kind: i % 2 === 0 ? 'AI_NOTE' : 'LIBRARY_CHAPTER', id: randomUUID() }),
);
const distractorSources = DISTRACTORS.map((): SourceRef => ({ kind: 'USER_DOC', id: randomUUID() }));
const allSources = [...passageSources, ...distractorSources];

const ours = sql`c.user_id in (${user}, ${PUBLIC_OWNER}) and c.source_id = any(${`{${allSources.map((s) => s.id).join(',')}}`}::uuid[])`;

async function chunkCount(): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    server,
    sql`select count(*)::int as n from retrieval_chunks c where ${ours}`,
  );
  return row?.n ?? 0;
}

async function embeddedCount(): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    server,
    sql`select count(*)::int as n from retrieval_embeddings e join retrieval_chunks c on c.id = e.chunk_id
      where ${ours} and e.model = 'kreda-embed'`,
  );
  return row?.n ?? 0;
}

async function hitRateAt5(lexicalOnly: boolean): Promise<number> {
  let hits = 0;
  for (const [i, pair] of PARAPHRASES.entries()) {
    const found = await searchPassages(db(), {
      userId: user,
      question: pair.question,
      sources: allSources,
      k: 5,
      lexicalOnly,
    });
    if (found.some((p) => p.source.id === passageSources[i]?.id)) hits++;
  }
  return hits / PARAPHRASES.length;
}

beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', retryAfterMs: 10 });
  server = await startTestServer({ ...fakeAiEnv(ai), AI_MODEL_EMBEDDING: 'kreda-embed' });
  const [row] = await sqlRows<{ available: boolean }>(
    server,
    sql`select exists (select 1 from pg_extension where extname = 'vector') as available`,
  );
  vectors = row?.available === true;
  for (const [i, pair] of PARAPHRASES.entries()) {
    const source = passageSources[i] as SourceRef;
    const owner = source.kind === 'LIBRARY_CHAPTER' ? PUBLIC_OWNER : user;
    await indexSource(db(), { userId: owner, source, segments: [{ text: pair.passage }] });
  }
  for (const [i, text] of DISTRACTORS.entries()) {
    await indexSource(db(), {
      userId: user,
      source: distractorSources[i] as SourceRef,
      segments: [{ text }],
    });
  }
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

describe('hybrid retrieval', () => {
  it('embeds every chunk in the background, the public library as the platform’s usage', async (context) => {
    if (!vectors) context.skip();
    const expected = await chunkCount();
    await expect.poll(embeddedCount, { timeout: 30_000, interval: 100 }).toBe(expected);
    const calls = await sqlRows<{ user_id: string | null; ok: boolean }>(
      server,
      sql`select user_id, ok from ai_calls where action = 'RETRIEVAL_EMBEDDING' and (user_id = ${user} or user_id is null)`,
    );
    expect(calls.some((c) => c.user_id === user && c.ok)).toBe(true);
    expect(calls.some((c) => c.user_id === null && c.ok)).toBe(true);
  });

  it('finds more paraphrased questions’ passages in the top 5 than lexical search alone', async (context) => {
    if (!vectors) context.skip();
    await expect.poll(embeddedCount, { timeout: 30_000, interval: 100 }).toBe(await chunkCount());
    const lexical = await hitRateAt5(true);
    const hybrid = await hitRateAt5(false);
    console.info(
      `paraphrase set (${PARAPHRASES.length} questions): hit rate at 5 lexical ${lexical.toFixed(2)}, hybrid ${hybrid.toFixed(2)}`,
    );
    expect(hybrid).toBeGreaterThan(lexical);
    expect(hybrid).toBeLessThan(1);
  });

  it('sorts a few sources exactly: a paraphrase finds its passage among four', async (context) => {
    if (!vectors) context.skip();
    await expect.poll(embeddedCount, { timeout: 30_000, interval: 100 }).toBe(await chunkCount());
    const sources = passageSources.slice(0, 4);
    const asked = { userId: user, question: PARAPHRASES[0]?.question ?? '', sources, k: 1 };
    expect(await searchPassages(db(), { ...asked, lexicalOnly: true })).toEqual([]);
    expect((await searchPassages(db(), asked)).map((p) => p.source)).toEqual([passageSources[0]]);
  });

  it('embeds nothing twice for one model, and everything again for a new model', async (context) => {
    if (!vectors) context.skip();
    await expect.poll(embeddedCount, { timeout: 30_000, interval: 100 }).toBe(await chunkCount());
    const embed = async (texts: string[]) => texts.map(() => [1, 0, 0]);
    expect(await embedPendingChunks(db(), { model: 'kreda-embed', embed })).toBeNull();
    expect(await embedPendingChunks(db(), { model: 'another-model', embed, batch: 3 })).not.toBeNull();
  });

  it('without pgvector answers lexically and says why in /api/health', async (context) => {
    if (vectors) context.skip();
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as {
      details: { search: { mode: string; reason: string } };
    };
    expect(health.details.search).toEqual({
      mode: 'lexical',
      reason: expect.stringContaining('pgvector is not available'),
    });
    const asked = { userId: user, question: 'Jak działa fotosynteza w liściach?', sources: allSources };
    const answered = await searchPassages(db(), asked);
    expect(answered[0]?.source).toEqual(passageSources[0]);
    expect(answered).toEqual(await searchPassages(db(), { ...asked, lexicalOnly: true }));
  });
});
