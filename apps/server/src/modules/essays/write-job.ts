import { countWords, ESSAY_EXAM_INFO, wordCountStatus, wordRangeLabel } from '@kreda/shared/essays';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { DB } from '../../platform/db/database.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { recordEvent } from '../events/index.ts';
import { AI_JOB_RETRY, commitUsageFor, failAndRelease, workFailure } from '../usage/index.ts';
import { essayContext } from './context.ts';
import { partPlanText, segmentLayout } from './plan.ts';
import { findEssay, type RozprawkaRow, type SegmentRow, segmentsOf } from './service.ts';
import { rozprawkaSegments, rozprawki, type SegmentNote } from './tables.ts';
import {
  type EssayContext,
  type Part,
  readingNameOf,
  rewritePart,
  topicNotes,
  writeHelpers,
  writePart,
} from './writer.ts';

export const WRITE_JOB = 'essays-write';

export interface WriteJobData {
  essayId: string;
}

export const WRITE_FAILED = 'Nie udało się napisać rozprawki. Limit wrócił – spróbuj ponownie za chwilę.';
const FAILURE_TEXTS = { notConfigured: 'AI nie jest skonfigurowane – rozprawki nie da się teraz napisać.' };
const WRITING_STATES = ['CREATED', 'CREATING', 'FINALIZATION'] as const;

export function enqueueWriting(deps: Pick<Deps, 'services'>, db: DB, essayId: string) {
  return deps.services.jobs.send<WriteJobData>(WRITE_JOB, { essayId }, essayId, { db });
}

/** The ledger's name for an essay's use of "Rozprawki AI". */
export const essayUsage = (essayId: string) => ({ kind: 'essay', id: essayId });

export function publishEssay(deps: Pick<Deps, 'pubsub'>, essay: Pick<RozprawkaRow, 'id' | 'userId'>) {
  deps.pubsub.publish('rozprawka', essay.userId, { id: essay.id });
}

/**
 * Ends an essay as failed with a Polish reason and gives the use of "Rozprawki AI" back in the
 * period it was counted in — once, whoever gets here first.
 */
export async function failEssay(deps: Pick<Deps, 'db' | 'pubsub'>, essayId: string, message: string) {
  await failAndRelease(
    deps,
    essayUsage(essayId),
    async (tx) =>
      (
        await tx
          .update(rozprawki)
          .set({ state: 'FINALIZATION_FAILED', error: message, updatedAt: sql`now()` })
          .where(and(eq(rozprawki.id, essayId), inArray(rozprawki.state, [...WRITING_STATES])))
          .returning()
      )[0],
    (failed) => publishEssay(deps, failed),
  );
}

async function setState(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  essay: RozprawkaRow,
  state: 'CREATING' | 'FINALIZATION',
) {
  await deps.db
    .update(rozprawki)
    .set({ state, updatedAt: sql`now()` })
    .where(and(eq(rozprawki.id, essay.id), inArray(rozprawki.state, [...WRITING_STATES])));
  publishEssay(deps, essay);
}

/** The essay was deleted while it was being written: the job stops and leaves nothing behind. */
class EssayGone extends Error {}

/**
 * Inserts a part unless a previous run already wrote it (the order is unique per essay), under a
 * lock of the essay's row, so a part can never outlive an essay deleted meanwhile.
 */
async function savePart(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  essay: RozprawkaRow,
  order: number,
  part: Part,
  values: {
    content: string;
    uwagi?: SegmentNote[];
    lekturaId?: string | null;
    helperContent?: string;
    contentJson?: unknown;
  },
) {
  await deps.db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: rozprawki.id })
      .from(rozprawki)
      .where(eq(rozprawki.id, essay.id))
      .for('update');
    if (!exists) throw new EssayGone();
    await tx
      .insert(rozprawkaSegments)
      .values({
        userId: essay.userId,
        rozprawkaId: essay.id,
        order,
        type: part.type,
        content: values.content,
        uwagi: values.uwagi ?? [],
        lekturaId: values.lekturaId ?? null,
        helperContent: values.helperContent ?? null,
        contentJson: values.contentJson ?? null,
      })
      .onConflictDoNothing();
  });
  publishEssay(deps, essay);
}

/** Writes the parts not written yet, in order, each published as it lands. */
async function writeParts(deps: Deps, essay: RozprawkaRow, ctx: EssayContext, signal: AbortSignal) {
  const parts = segmentLayout(ctx.exam, essay.liczbaArgumentow);
  const done = new Map((await segmentsOf(deps.db, essay.userId, [essay.id])).map((s) => [s.order, s]));
  const readingName = readingNameOf(ctx.readings);
  const lekturaOf = (part: Part) =>
    part.argument !== null ? (ctx.plan.argumenty[part.argument]?.lekturaId ?? null) : null;
  if (essay.type === 'STRUCTURE') {
    for (const [i, part] of parts.entries())
      if (!done.has(i + 1))
        await savePart(deps, essay, i + 1, part, {
          content: partPlanText(ctx.plan, part, readingName),
          contentJson:
            part.argument !== null
              ? ctx.plan.argumenty[part.argument]
              : { wstep: ctx.plan.wstep, teza: ctx.plan.teza, zakonczenie: ctx.plan.zakonczenie },
          lekturaId: lekturaOf(part),
        });
    return;
  }
  if (essay.type === 'HELPER') {
    if (parts.every((_, i) => done.has(i + 1))) return;
    const helpers = await writeHelpers(deps, ctx, parts, signal);
    for (const [i, part] of parts.entries())
      if (!done.has(i + 1))
        await savePart(deps, essay, i + 1, part, {
          content: '',
          helperContent: helpers[i] ?? '',
          lekturaId: lekturaOf(part),
        });
    return;
  }
  const written: { type: Part['type']; content: string }[] = [];
  for (const [i, part] of parts.entries()) {
    const existing = done.get(i + 1);
    if (existing) {
      written.push(existing);
      continue;
    }
    const result = await writePart(deps, ctx, part, written, signal);
    await savePart(deps, essay, i + 1, part, result);
    written.push({ type: part.type, content: result.content });
  }
}

/**
 * Brings a FULL essay into the exam's word range: the shortest arguments are lengthened (or the
 * longest shortened), at most twice, each new version checked like a written part.
 */
async function fitWords(deps: Deps, essay: RozprawkaRow, ctx: EssayContext, segments: SegmentRow[]) {
  const info = ESSAY_EXAM_INFO[ctx.exam];
  for (let round = 0; round < 2; round++) {
    const total = segments.reduce((sum, s) => sum + countWords(s.content), 0);
    const status = wordCountStatus(total, info);
    if (status === 'ok') return;
    const body = segments.filter((s) => s.type === 'ARGUMENT');
    const pick = [...body].sort((a, b) =>
      status === 'short'
        ? countWords(a.content) - countWords(b.content)
        : countWords(b.content) - countWords(a.content),
    )[0];
    if (!pick) return;
    const gap = status === 'short' ? info.minWords - total : total - (info.maxWords ?? total);
    const target = Math.max(20, countWords(pick.content) + (status === 'short' ? gap + 15 : -gap - 5));
    const part = { type: pick.type, argument: null, content: pick.content, lekturaId: pick.lekturaId };
    const next = await rewritePart(
      deps,
      ctx,
      part,
      `${status === 'short' ? 'rozwiń' : 'skróć'} tę część do około ${target} wyrazów, zachowując jej myśl i przykłady.`,
      { action: 'ROZPRAWKA_RESIZE' },
    );
    await deps.db
      .update(rozprawkaSegments)
      .set({ content: next.content, uwagi: next.uwagi, updatedAt: sql`now()` })
      .where(eq(rozprawkaSegments.id, pick.id));
    pick.content = next.content;
    pick.uwagi = next.uwagi;
    publishEssay(deps, essay);
  }
}

/** The essay's notice: a word count still outside the range, no required reading among the arguments. */
function essayNotice(
  ctx: EssayContext,
  segments: readonly SegmentRow[],
  type: RozprawkaRow['type'],
): string | null {
  const notes: string[] = [];
  const info = ESSAY_EXAM_INFO[ctx.exam];
  if (type === 'FULL' || type === 'FROM_REVEW') {
    const total = segments.reduce((sum, s) => sum + countWords(s.content), 0);
    if (wordCountStatus(total, info) !== 'ok')
      notes.push(
        `Rozprawka ma ${total} wyrazów, a egzamin wymaga: ${wordRangeLabel(info)}. Popraw długość przed oddaniem.`,
      );
  }
  if (info.needsLektura) {
    const required = new Set(ctx.readings.filter((r) => r.required).map((r) => r.id));
    if (!ctx.plan.argumenty.some((a) => a.lekturaId && required.has(a.lekturaId)))
      notes.push(
        'Żaden argument nie opiera się na lekturze obowiązkowej z listy egzaminu – na egzaminie praca bez niej dostaje 0 punktów.',
      );
  }
  return notes.length ? notes.join(' ') : null;
}

/** FINALIZATION: the word range and the drift check (best effort), then FINISHED with the notice. */
async function finalise(deps: Deps, essay: RozprawkaRow, ctx: EssayContext, signal: AbortSignal) {
  let segments = await segmentsOf(deps.db, essay.userId, [essay.id]);
  if (essay.type === 'FULL' || essay.type === 'FROM_REVEW') {
    await fitWords(deps, essay, ctx, segments);
    segments = await segmentsOf(deps.db, essay.userId, [essay.id]);
    try {
      const drift = await topicNotes(deps, ctx, segments, signal);
      for (const segment of segments) {
        const note = drift.get(segment.order);
        const kept = segment.uwagi.filter((u) => u.kind !== 'ODBIEGA_OD_TEMATU');
        if (!note && kept.length === segment.uwagi.length) continue;
        await deps.db
          .update(rozprawkaSegments)
          .set({ uwagi: note ? [...kept, note] : kept })
          .where(eq(rozprawkaSegments.id, segment.id));
      }
    } catch (error) {
      if (signal.aborted) throw error;
      deps.logger.warn({ err: error, essayId: essay.id }, 'essay topic check failed; finishing without it');
    }
  }
  const finished = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(rozprawki)
      .set({ state: 'FINISHED', notice: essayNotice(ctx, segments, essay.type), updatedAt: sql`now()` })
      .where(and(eq(rozprawki.id, essay.id), inArray(rozprawki.state, [...WRITING_STATES])))
      .returning();
    if (!row) return row;
    await commitUsageFor(tx, essayUsage(essay.id));
    await recordEvent(deps, tx, {
      type: 'essay.written',
      userId: row.userId,
      entity: { kind: 'essay', id: row.id },
      payload: {
        workspaceId: row.workspaceId,
        mode: row.type,
        przedmiot: row.przedmiot,
        poziom: row.poziom,
        wordCount: segments.reduce((sum, segment) => sum + countWords(segment.content), 0),
      },
    });
    return row;
  });
  if (finished) publishEssay(deps, finished);
}

/**
 * Writes an essay: CREATED → CREATING (plan, then the parts one by one, each published) →
 * FINALIZATION (word range, drift check) → FINISHED, or FINALIZATION_FAILED with a Polish reason and
 * the use given back. Resumable: the plan and every written part are stored, so a retry or a
 * restart continues where the last run stopped and writes nothing twice.
 */
export function writeJob(deps: Deps): JobDefinition<WriteJobData> {
  return {
    name: WRITE_JOB,
    ...AI_JOB_RETRY,
    // Up to a dozen model calls in a row, each allowed AI_TIMEOUT_SECONDS.
    expireInSeconds: 30 * 60,
    concurrency: 2,
    async handler({ essayId }, { signal, isLastAttempt }) {
      const essay = await findEssay(deps.db, essayId);
      if (!essay || !(WRITING_STATES as readonly string[]).includes(essay.state)) return;
      if (essay.state === 'CREATED') await setState(deps, essay, 'CREATING');
      try {
        const ctx = await essayContext(
          deps,
          essay,
          async (plan) => {
            await deps.db.update(rozprawki).set({ plan }).where(eq(rozprawki.id, essay.id));
          },
          signal,
        );
        await writeParts(deps, essay, ctx, signal);
        await setState(deps, essay, 'FINALIZATION');
        await finalise(deps, essay, ctx, signal);
      } catch (error) {
        if (error instanceof EssayGone) return;
        if (signal.aborted) throw error;
        const message = workFailure(error, FAILURE_TEXTS, { isLastAttempt });
        if (message === null) throw error;
        await failEssay(deps, essay.id, message);
      }
    },
    onFinalFailure: ({ essayId }) => failEssay(deps, essayId, WRITE_FAILED),
  };
}
