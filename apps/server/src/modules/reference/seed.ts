import { LEVELS, SUBJECTS } from '@kreda/shared/enums';
import { LEVEL_LABELS, LEVEL_ORDER, SUBJECT_LABELS, SUBJECT_SHORT_LABELS } from '@kreda/shared/labels';
import { and, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { DB } from '../../platform/db/database.ts';
import {
  datasetChecksums,
  loadCkeExams,
  loadCurriculum,
  loadLanguages,
  loadLektury,
  type TematSeedRow,
} from './datasets.ts';
import { ckeExams, languages, lektury, levels, referenceSeeds, subjects, tematy } from './tables.ts';

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];

export interface SeedReport {
  applied: string[];
  skipped: string[];
}

const LABELS_DATASET = 'subjects-and-levels';

/** Topics per INSERT: 1,700 rows in a handful of statements, well under the parameter limit. */
const TOPIC_BATCH = 250;

/**
 * Version 1 keyed topics by their place in the list (`przedmiot:poziom:3`). Such a row takes the
 * name key of the topic it holds, so an upgraded database keeps every workspace's topic while
 * version 2 inserts new topics between the old ones.
 */
async function rekeySeededTopics(tx: Tx, rows: readonly TematSeedRow[]): Promise<void> {
  const wanted = new Map(rows.map((row) => [`${row.przedmiot}:${row.poziom}:${row.temat}`, row.seedKey]));
  const seeded = await tx
    .select({
      id: tematy.id,
      seedKey: tematy.seedKey,
      przedmiot: tematy.przedmiot,
      poziom: tematy.poziom,
      temat: tematy.temat,
    })
    .from(tematy)
    .where(isNotNull(tematy.seedKey));
  const taken = new Set(seeded.map((row) => row.seedKey));
  for (const row of seeded) {
    if (!row.seedKey || !/:\d+$/.test(row.seedKey)) continue;
    const key = wanted.get(`${row.przedmiot}:${row.poziom}:${row.temat}`);
    if (!key || taken.has(key)) continue;
    await tx.update(tematy).set({ seedKey: key }).where(eq(tematy.id, row.id));
    taken.add(key);
  }
}

/**
 * Every dataset's name when each is stored with its current checksum (nothing to seed), else null.
 * One query and the files' hashes: the start of a server whose data did not change parses nothing.
 */
async function unchangedDatasets(db: DB, labelsChecksum: string): Promise<string[] | null> {
  const wanted = new Map([[LABELS_DATASET, labelsChecksum], ...(await datasetChecksums())]);
  const stored = await db
    .select({ dataset: referenceSeeds.dataset, checksum: referenceSeeds.checksum })
    .from(referenceSeeds);
  const have = new Map(stored.map((row) => [row.dataset, row.checksum]));
  for (const [name, checksum] of wanted) if (have.get(name) !== checksum) return null;
  return [...wanted.keys()];
}

/**
 * Seeds the reference data. Idempotent: a dataset whose checksum is unchanged is skipped, a changed
 * one is upserted in one transaction (rows keep their ids, so references from user data survive),
 * and seeded topics that left the dataset are hidden rather than deleted.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the four datasets are upserted in one transaction, in order, from one place
export async function seedReferenceData(db: DB): Promise<SeedReport> {
  const labelsChecksum = JSON.stringify([SUBJECT_LABELS, SUBJECT_SHORT_LABELS, LEVEL_LABELS, LEVEL_ORDER]);
  const unchanged = await unchangedDatasets(db, labelsChecksum);
  if (unchanged) return { applied: [], skipped: unchanged };
  const report: SeedReport = { applied: [], skipped: [] };
  const [curriculum, lekturyData, exams, langs] = await Promise.all([
    loadCurriculum(),
    loadLektury(),
    loadCkeExams(),
    loadLanguages(),
  ]);

  const steps: { name: string; checksum: string; apply: (tx: Tx) => Promise<void> }[] = [
    {
      name: LABELS_DATASET,
      checksum: labelsChecksum,
      apply: async (tx) => {
        for (const [index, id] of SUBJECTS.entries()) {
          const row = {
            label: SUBJECT_LABELS[id],
            shortLabel: SUBJECT_SHORT_LABELS[id],
            sortOrder: index + 1,
          };
          await tx
            .insert(subjects)
            .values({ id, ...row })
            .onConflictDoUpdate({ target: subjects.id, set: row });
        }
        for (const id of LEVELS) {
          const row = { label: LEVEL_LABELS[id], sortOrder: LEVEL_ORDER[id] };
          await tx
            .insert(levels)
            .values({ id, ...row })
            .onConflictDoUpdate({ target: levels.id, set: row });
        }
      },
    },
    {
      name: curriculum.name,
      checksum: curriculum.checksum,
      apply: async (tx) => {
        await rekeySeededTopics(tx, curriculum.rows);
        for (let start = 0; start < curriculum.rows.length; start += TOPIC_BATCH) {
          const batch = curriculum.rows.slice(start, start + TOPIC_BATCH);
          await tx
            .insert(tematy)
            .values(batch.map((row) => ({ ...row, base: true, visible: true })))
            .onConflictDoUpdate({
              target: tematy.seedKey,
              set: {
                przedmiot: sql`excluded.przedmiot`,
                poziom: sql`excluded.poziom`,
                temat: sql`excluded.temat`,
                podTematy: sql`excluded.pod_tematy`,
                ckePoziom: sql`excluded.cke_poziom`,
                sortOrder: sql`excluded.sort_order`,
                base: sql`true`,
                visible: sql`true`,
                updatedAt: sql`now()`,
              },
            });
        }
        const keys = curriculum.rows.map((r) => r.seedKey);
        await tx
          .update(tematy)
          .set({ visible: false, updatedAt: sql`now()` })
          .where(and(isNotNull(tematy.seedKey), notInArray(tematy.seedKey, keys)));
      },
    },
    {
      name: lekturyData.name,
      checksum: lekturyData.checksum,
      apply: async (tx) => {
        for (const row of lekturyData.rows) {
          await tx
            .insert(lektury)
            .values(row)
            .onConflictDoUpdate({ target: lektury.id, set: { ...row, updatedAt: sql`now()` } });
        }
      },
    },
    {
      name: exams.name,
      checksum: exams.checksum,
      apply: async (tx) => {
        for (const row of exams.rows) {
          await tx
            .insert(ckeExams)
            .values(row)
            .onConflictDoUpdate({ target: ckeExams.id, set: { ...row, updatedAt: sql`now()` } });
        }
      },
    },
    {
      name: langs.name,
      checksum: langs.checksum,
      apply: async (tx) => {
        for (const row of langs.rows) {
          await tx.insert(languages).values(row).onConflictDoUpdate({ target: languages.code, set: row });
        }
      },
    },
  ];

  for (const step of steps) {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ checksum: referenceSeeds.checksum })
        .from(referenceSeeds)
        .where(eq(referenceSeeds.dataset, step.name))
        .for('update');
      if (current?.checksum === step.checksum) {
        report.skipped.push(step.name);
        return;
      }
      await step.apply(tx);
      await tx
        .insert(referenceSeeds)
        .values({ dataset: step.name, checksum: step.checksum })
        .onConflictDoUpdate({
          target: referenceSeeds.dataset,
          set: { checksum: step.checksum, appliedAt: sql`now()` },
        });
      report.applied.push(step.name);
    });
  }
  return report;
}
