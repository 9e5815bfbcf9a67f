import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { datasetChecksums, loadCkeExams, loadCurriculum, loadLanguages, loadLektury } from './datasets.ts';
import { seedReferenceData } from './seed.ts';
import { ckeExams, languages, lektury, levels, referenceSeeds, subjects, tematy } from './tables.ts';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.database;
});
afterAll(async () => {
  await server?.stop();
});

async function snapshot() {
  const { db } = database;
  const counts = await Promise.all(
    [tematy, lektury, ckeExams, languages, subjects, levels].map(
      async (t) => (await db.select({ n: count() }).from(t))[0]?.n,
    ),
  );
  const topics = await db
    .select({ id: tematy.id, updatedAt: tematy.updatedAt })
    .from(tematy)
    .orderBy(tematy.seedKey);
  const seeds = await db.select().from(referenceSeeds).orderBy(referenceSeeds.dataset);
  return { counts, topics, seeds };
}

describe('reference data seeding', () => {
  it('seeded every dataset at start-up', async () => {
    const { counts } = await snapshot();
    expect(counts).toEqual([1735, 122, 6, 134, 14, 14]);
  });

  it('is idempotent: running it again changes nothing', async () => {
    const before = await snapshot();
    const report = await seedReferenceData(database.db);
    expect(report.applied).toEqual([]);
    expect(report.skipped).toHaveLength(5);
    expect(await snapshot()).toEqual(before);
  });

  it('re-applies a dataset whose checksum changed without changing ids, and restores hidden topics', async () => {
    const before = await snapshot();
    const { db } = database;
    await db
      .update(referenceSeeds)
      .set({ checksum: 'stale' })
      .where(eq(referenceSeeds.dataset, 'curriculum-topics'));
    const firstId = before.topics[0]?.id ?? '';
    await db.update(tematy).set({ visible: false, temat: 'zmienione' }).where(eq(tematy.id, firstId));

    const report = await seedReferenceData(db);
    expect(report.applied).toEqual(['curriculum-topics']);
    const [restored] = await db.select().from(tematy).where(eq(tematy.id, firstId));
    expect(restored?.visible).toBe(true);
    expect(restored?.temat).not.toBe('zmienione');
    const after = await snapshot();
    expect(after.topics.map((t) => t.id)).toEqual(before.topics.map((t) => t.id));
    expect(after.counts).toEqual(before.counts);
  });

  it('upgrades topics keyed by their place (version 1): each keeps its row, so workspaces keep their topics', async () => {
    const { db } = database;
    const [topic] = await db
      .select()
      .from(tematy)
      .where(and(eq(tematy.przedmiot, 'mathematics'), eq(tematy.poziom, 'SREDNI_DWA')))
      .orderBy(tematy.sortOrder)
      .limit(1);
    if (!topic) throw new Error('no topic');
    // As version 1 stored it: the third topic of the list, under a key of its position.
    await db.update(tematy).set({ seedKey: 'mathematics:SREDNI_DWA:3' }).where(eq(tematy.id, topic.id));
    await db
      .update(referenceSeeds)
      .set({ checksum: 'v1' })
      .where(eq(referenceSeeds.dataset, 'curriculum-topics'));
    const before = await snapshot();

    await seedReferenceData(db);
    const [after] = await db.select().from(tematy).where(eq(tematy.id, topic.id));
    expect(after).toMatchObject({ temat: topic.temat, seedKey: topic.seedKey, visible: true });
    expect((await snapshot()).counts).toEqual(before.counts);
  });

  it('checks at start-up with the checksums the loaders compute, so changed data is always seen', async () => {
    const loaded = await Promise.all([loadCurriculum(), loadLektury(), loadCkeExams(), loadLanguages()]);
    expect(await datasetChecksums()).toEqual(new Map(loaded.map((d) => [d.name, d.checksum])));
  });

  it('applies a dataset that was never seeded (a new dataset in a new version), and only that one', async () => {
    const { db } = database;
    await db.delete(referenceSeeds).where(eq(referenceSeeds.dataset, 'languages'));
    const before = await snapshot();

    const report = await seedReferenceData(db);
    expect(report.applied).toEqual(['languages']);
    const after = await snapshot();
    expect(after.seeds.map((s) => s.dataset)).toEqual(
      before.seeds
        .map((s) => s.dataset)
        .concat('languages')
        .sort(),
    );
    expect(after.counts).toEqual(before.counts);
    expect((await seedReferenceData(db)).applied).toEqual([]);
  });
});
