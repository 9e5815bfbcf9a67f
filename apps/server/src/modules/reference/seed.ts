import { LEVELS, SUBJECTS } from '@kreda/shared/enums';
import { LEVEL_LABELS, LEVEL_ORDER, SUBJECT_LABELS, SUBJECT_SHORT_LABELS } from '@kreda/shared/labels';
import { and, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { DB } from '../../platform/db/database.ts';
import { loadCkeExams, loadCurriculum, loadLanguages, loadLektury } from './datasets.ts';
import { ckeExams, languages, lektury, levels, referenceSeeds, subjects, tematy } from './tables.ts';

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];

export interface SeedReport {
  applied: string[];
  skipped: string[];
}

const LABELS_DATASET = 'subjects-and-levels';

/**
 * Seeds the reference data. Idempotent: a dataset whose checksum is unchanged is skipped, a changed
 * one is upserted in one transaction (rows keep their ids, so references from user data survive),
 * and seeded topics that left the dataset are hidden rather than deleted.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the four datasets are upserted in one transaction, in order, from one place
export async function seedReferenceData(db: DB): Promise<SeedReport> {
  const report: SeedReport = { applied: [], skipped: [] };
  const [curriculum, lekturyData, exams, langs] = await Promise.all([
    loadCurriculum(),
    loadLektury(),
    loadCkeExams(),
    loadLanguages(),
  ]);
  const labelsChecksum = JSON.stringify([SUBJECT_LABELS, SUBJECT_SHORT_LABELS, LEVEL_LABELS, LEVEL_ORDER]);

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
        for (const row of curriculum.rows) {
          const values = { ...row, base: true, visible: true };
          await tx
            .insert(tematy)
            .values(values)
            .onConflictDoUpdate({ target: tematy.seedKey, set: { ...values, updatedAt: sql`now()` } });
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
