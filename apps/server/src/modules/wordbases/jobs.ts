import { pluralPl } from '@kreda/shared/form-messages';
import { wordKey } from '@kreda/shared/wordbases';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { DB } from '../../platform/db/database.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { findLanguage } from '../reference/index.ts';
import { AI_JOB_RETRY, commitUsageFor, failAndRelease, workFailure } from '../usage/index.ts';
import { extractWords } from './extraction.ts';
import { fitParameters } from './fitting.ts';
import { newCardColumns } from './scheduling.ts';
import { findWordBase, type WordBaseRow } from './service.ts';
import { wordBases, words } from './tables.ts';

export const EXTRACT_JOB = 'wordbases-extract';
export const FIT_JOB = 'wordbases-fit';

export const FAILED_MESSAGE = 'Nie udało się przygotować bazy słówek. Spróbuj ponownie za chwilę.';
const FAILURE_TEXTS = {
  notConfigured: 'AI nie jest skonfigurowane – bazy słówek z materiałów nie da się teraz przygotować.',
};

/** The ledger's name for an extracted set's use of "Bazy słówek". */
export const wordBaseUsage = (wordBaseId: string) => ({ kind: 'wordbase', id: wordBaseId });

interface ExtractJobData {
  wordBaseId: string;
}
interface FitJobData {
  userId: string;
}

export function enqueueExtraction(deps: Pick<Deps, 'services'>, db: DB, wordBaseId: string) {
  return deps.services.jobs.send<ExtractJobData>(EXTRACT_JOB, { wordBaseId }, wordBaseId, { db });
}

/** Enqueues a fit of the pupil's parameters once per `round` (the review count's bucket). */
export function enqueueFit(deps: Pick<Deps, 'services'>, db: DB, userId: string, round: number) {
  return deps.services.jobs.send<FitJobData>(FIT_JOB, { userId }, `${userId}:${round}`, { db });
}

/** A set whose words the AI has not picked yet: its extraction may still end, and fail, once. */
export const EXTRACTING_STATES: WordBaseRow['state'][] = ['CREATED', 'INITIAL_PENDING'];

const publish = (deps: Pick<Deps, 'pubsub'>, base: Pick<WordBaseRow, 'id' | 'workspaceId'>) =>
  deps.pubsub.publish('wordBase', base.workspaceId, { id: base.id });

/** Ends an extraction as failed with a Polish reason and gives the use back — once. */
export async function failExtraction(deps: Pick<Deps, 'db' | 'pubsub'>, wordBaseId: string, message: string) {
  await failAndRelease(
    deps,
    wordBaseUsage(wordBaseId),
    async (tx) =>
      (
        await tx
          .update(wordBases)
          .set({ state: 'INITIAL_FAILED', error: message, updatedAt: sql`now()` })
          .where(and(eq(wordBases.id, wordBaseId), inArray(wordBases.state, EXTRACTING_STATES)))
          .returning()
      )[0],
    (failed) => publish(deps, failed),
  );
}

function extractionNotice(requested: number, found: number, dropped: number): string | null {
  const parts: string[] = [];
  if (found < requested) parts.push(`AI znalazło w materiale ${found} z ${requested} słów, o które prosisz.`);
  if (dropped > 0)
    parts.push(
      `Pominięto ${dropped} ${pluralPl(dropped, 'propozycję', 'propozycje', 'propozycji')} AI bez poprawnego tłumaczenia albo bez zdania z materiału.`,
    );
  return parts.length ? parts.join(' ') : null;
}

/**
 * Picks a set's words from its materials: CREATED → INITIAL_PENDING → INITIAL_READY with the
 * words, or INITIAL_FAILED with a Polish reason and the use given back. The words and the READY
 * state are written in one transaction that first checks no other run finished it.
 */
export function extractJob(deps: Deps): JobDefinition<ExtractJobData> {
  return {
    name: EXTRACT_JOB,
    ...AI_JOB_RETRY,
    expireInSeconds: 10 * 60,
    concurrency: 2,
    async handler({ wordBaseId }, { signal, isLastAttempt }) {
      const base = await findWordBase(deps.db, wordBaseId);
      if (!base || (base.state !== 'CREATED' && base.state !== 'INITIAL_PENDING') || !base.sourcesId) return;
      if (base.state === 'CREATED') {
        await deps.db
          .update(wordBases)
          .set({ state: 'INITIAL_PENDING', updatedAt: sql`now()` })
          .where(and(eq(wordBases.id, base.id), eq(wordBases.state, 'CREATED')));
        publish(deps, base);
      }
      const language = base.languageCode ? ((await findLanguage(deps.db, base.languageCode)) ?? null) : null;
      const requested = base.requestedCount ?? 20;
      let result: Awaited<ReturnType<typeof extractWords>>;
      try {
        result = await extractWords(
          deps,
          { userId: base.userId, action: 'WORDBASE' },
          { type: base.type, language, sourcesId: base.sourcesId },
          requested,
          signal,
        );
      } catch (error) {
        if (signal.aborted) throw error;
        const message = workFailure(error, FAILURE_TEXTS, { isLastAttempt });
        if (message === null) throw error;
        await failExtraction(deps, base.id, message);
        return;
      }
      const saved = await deps.db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ state: wordBases.state })
          .from(wordBases)
          .where(eq(wordBases.id, base.id))
          .for('update');
        if (!locked || (locked.state !== 'CREATED' && locked.state !== 'INITIAL_PENDING')) return false;
        const card = newCardColumns(new Date());
        await tx.insert(words).values(
          result.words.map((w, i) => ({
            userId: base.userId,
            wordBaseId: base.id,
            word: w.word,
            wordKey: wordKey(w.word),
            translation: w.translation,
            usageExample: w.usageExample,
            order: i + 1,
            ...card,
          })),
        );
        await tx
          .update(wordBases)
          .set({
            state: 'INITIAL_READY',
            notice: extractionNotice(requested, result.words.length, result.dropped),
            updatedAt: sql`now()`,
          })
          .where(eq(wordBases.id, base.id));
        await commitUsageFor(tx, wordBaseUsage(base.id));
        return true;
      });
      if (saved) publish(deps, base);
    },
    onFinalFailure: ({ wordBaseId }) => failExtraction(deps, wordBaseId, FAILED_MESSAGE),
  };
}

/** Fits a pupil's FSRS parameters to their review history (see fitting.ts); a failure keeps the old ones. */
export function fitJob(deps: Deps): JobDefinition<FitJobData> {
  return {
    name: FIT_JOB,
    retryLimit: 1,
    retryDelaySeconds: 60,
    expireInSeconds: 10 * 60,
    concurrency: 1,
    handler: ({ userId }) => fitParameters(deps, userId).then(() => undefined),
  };
}
