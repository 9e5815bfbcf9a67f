import {
  countWords,
  ESSAY_TEXT_MAX,
  ESSAY_TEXT_MIN_WORDS,
  type EssaySubject,
  essayExamOf,
} from '@kreda/shared/essays';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { DB } from '../../platform/db/database.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { recordEvent } from '../events/index.ts';
import { findDoc } from '../materials/index.ts';
import { AI_JOB_RETRY, commitUsageFor, failAndRelease, workFailure } from '../usage/index.ts';
import { loadCriteriaSet } from './exams.ts';
import { finishGrading, gradeEssay, precheckEssay } from './grading.ts';
import { findReview, type ReviewRow } from './service.ts';
import { rozprawkaReviews } from './tables.ts';

export const REVIEW_JOB = 'essays-review';

export interface ReviewJobData {
  reviewId: string;
}

export const REVIEW_FAILED = 'Nie udało się ocenić pracy. Limit wrócił – spróbuj ponownie za chwilę.';
const FILE_GONE = 'Plik z pracą został usunięty z materiałów, zanim Kreda go odczytała. Dodaj go ponownie.';
const GRADING_STATES = ['CREATED', 'INITIAL', 'FINALIZATION_REVIEW'] as const;
const FAILURE_TEXTS = { notConfigured: 'AI nie jest skonfigurowane – pracy nie da się teraz ocenić.' };

/** The ledger's name for a review's use of "Sprawdzanie rozprawek". */
export const reviewUsage = (reviewId: string) => ({ kind: 'essay-review', id: reviewId });

/** Enqueues a review's grading once, inside the transaction `db` (the order's, or the photo's reading's). */
export function enqueueReview(deps: Pick<Deps, 'services'>, db: DB, reviewId: string) {
  return deps.services.jobs.send<ReviewJobData>(REVIEW_JOB, { reviewId }, reviewId, { db });
}

export function publishReview(deps: Pick<Deps, 'pubsub'>, review: Pick<ReviewRow, 'id' | 'userId'>) {
  deps.pubsub.publish('rozprawkaReview', review.userId, { id: review.id });
}

/** Ends a review unfinished with a Polish reason; the use of "Sprawdzanie rozprawek" comes back once. */
export async function failReview(deps: Pick<Deps, 'db' | 'pubsub'>, reviewId: string, message: string) {
  await failAndRelease(
    deps,
    reviewUsage(reviewId),
    async (tx) =>
      (
        await tx
          .update(rozprawkaReviews)
          .set({ state: 'FINALIZATION_REVIEW_FAILED', error: message, updatedAt: sql`now()` })
          .where(and(eq(rozprawkaReviews.id, reviewId), inArray(rozprawkaReviews.state, [...GRADING_STATES])))
          .returning()
      )[0],
    (failed) => publishReview(deps, failed),
  );
}

type Reading = { text: string } | { failed: string } | 'pending';

async function readingOf(deps: Pick<Deps, 'db'>, review: ReviewRow): Promise<Reading> {
  const doc = review.userDocId ? await findDoc(deps.db, review.userDocId) : undefined;
  if (!doc || doc.userId !== review.userId) return { failed: FILE_GONE };
  if (doc.state === 'SOLVED') return { text: (doc.content ?? '').trim() };
  if (doc.state === 'SOLVING_FAILED' || doc.state === 'UPLOAD_FAILED')
    return { failed: doc.error ?? 'Nie udało się odczytać pracy z pliku.' };
  return 'pending';
}

/**
 * The essay's text: typed, or read from its photo or PDF by the materials' extraction (the vision
 * model for a photographed handwritten page). A review with a file is INITIAL until the file is
 * read, and its grading is sent only then (`photoSettled`); null when there is nothing to read yet.
 */
async function essayText(deps: Deps, review: ReviewRow): Promise<string | { failed: string } | null> {
  if (review.content !== null) return review.content;
  const reading = await readingOf(deps, review);
  // The file cannot become unread again, so this is a bug, left to the sweeper.
  if (reading === 'pending') {
    deps.logger.warn({ reviewId: review.id }, 'essay grading started before its file was read');
    return null;
  }
  if ('failed' in reading) return reading;
  const words = countWords(reading.text);
  if (words < ESSAY_TEXT_MIN_WORDS)
    return {
      failed: `Z pliku odczytano tylko ${words} wyrazów – za mało, by ocenić pracę. Zrób wyraźniejsze zdjęcie albo wpisz tekst.`,
    };
  if ([...reading.text].length > ESSAY_TEXT_MAX)
    return { failed: 'Odczytana praca jest dłuższa niż 30 000 znaków – to za dużo na jedno wypracowanie.' };
  return reading.text;
}

async function grade(deps: Deps, review: ReviewRow, content: string, signal: AbortSignal) {
  const exam = essayExamOf(review.przedmiot as EssaySubject, review.poziom);
  const set = await loadCriteriaSet(deps, exam);
  const order = { temat: review.temat, content, dysleksja: review.dysleksja };
  const refusal = await precheckEssay(deps, { userId: review.userId, set, order, signal });
  if (refusal) {
    await failReview(deps, review.id, `${refusal} Pracy nie oceniono, a limit wrócił.`);
    return;
  }
  const words = countWords(content);
  const model = await gradeEssay(deps, { userId: review.userId, set, order, words, signal });
  const result = finishGrading(set, order, words, model);
  if (model.suma !== null && model.suma !== result.grading.zdobytePunkty)
    deps.logger.info(
      { reviewId: review.id, model: model.suma, computed: result.grading.zdobytePunkty },
      'the model’s total differs from the computed one; the computed total stands',
    );
  const finished = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(rozprawkaReviews)
      .set({
        state: 'FINISHED',
        grading: result.grading,
        summary: result.summary,
        improvements: result.improvements,
        notice: result.notice,
        updatedAt: sql`now()`,
      })
      .where(and(eq(rozprawkaReviews.id, review.id), eq(rozprawkaReviews.state, 'FINALIZATION_REVIEW')))
      .returning();
    if (!row) return row;
    await commitUsageFor(tx, reviewUsage(review.id));
    await recordEvent(deps, tx, {
      type: 'essay.graded',
      userId: row.userId,
      entity: { kind: 'essay-review', id: row.id },
      payload: {
        workspaceId: row.workspaceId,
        przedmiot: row.przedmiot,
        poziom: row.poziom,
        origin: row.rozprawkaId ? 'essay' : row.userDocId ? 'file' : 'text',
        points: result.grading.zdobytePunkty,
        maxPoints: result.grading.liczbaPunktow,
        criteria: result.grading.kryteria.map(({ id, name, points, maxPoints }) => ({
          id,
          name,
          points,
          maxPoints,
        })),
      },
    });
    return row;
  });
  if (finished) publishReview(deps, finished);
}

/**
 * Grades an essay: CREATED (typed) or INITIAL (until its photo or PDF is read) → FINALIZATION_REVIEW (the
 * cheap check, then the grading at temperature 0 and the exam's rules) → FINISHED, or
 * FINALIZATION_REVIEW_FAILED with a Polish reason and the use given back. Idempotent: a finished or
 * failed review is left alone, and the grading is written once (only from FINALIZATION_REVIEW).
 */
export function reviewJob(deps: Deps): JobDefinition<ReviewJobData> {
  return {
    name: REVIEW_JOB,
    ...AI_JOB_RETRY,
    expireInSeconds: 10 * 60,
    concurrency: 2,
    async handler({ reviewId }, { signal, isLastAttempt }) {
      const review = await findReview(deps.db, reviewId);
      if (!review || !(GRADING_STATES as readonly string[]).includes(review.state)) return;
      try {
        const content = await essayText(deps, review);
        if (content === null) return;
        if (typeof content !== 'string') {
          await failReview(deps, review.id, content.failed);
          return;
        }
        if (review.state !== 'FINALIZATION_REVIEW') {
          await deps.db
            .update(rozprawkaReviews)
            .set({ state: 'FINALIZATION_REVIEW', content, updatedAt: sql`now()` })
            .where(
              and(
                eq(rozprawkaReviews.id, review.id),
                inArray(rozprawkaReviews.state, ['CREATED', 'INITIAL']),
              ),
            );
          publishReview(deps, review);
        }
        await grade(deps, review, content, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        const message = workFailure(error, FAILURE_TEXTS, { isLastAttempt });
        if (message === null) throw error;
        await failReview(deps, review.id, message);
      }
    },
    onFinalFailure: ({ reviewId }) => failReview(deps, reviewId, REVIEW_FAILED),
  };
}
