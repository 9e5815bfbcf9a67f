import { ESSAY_LANGUAGE_LEVELS, EXAM_LEVELS } from '@kreda/shared/enums';
import {
  countWords,
  ESSAY_ARGUMENTS_MAX,
  ESSAY_ARGUMENTS_MIN,
  ESSAY_EXAM_INFO,
  ESSAY_INSTRUCTION_MAX,
  ESSAY_LEKTURY_MAX,
  ESSAY_SUBJECTS,
  ESSAY_TEXT_MAX,
  ESSAY_TEXT_MIN_WORDS,
  ESSAY_TOPIC_MAX,
  essayExamOf,
} from '@kreda/shared/essays';
import { z } from 'zod';
import { type Actor, requireVerified } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, isDomainError, notFound } from '../../core/domain-error.ts';
import { parseInput, text } from '../../core/input.ts';
import { ensureAllowed } from '../../core/rate-limited.ts';
import type { DB } from '../../platform/db/database.ts';
import { addToolMaterial, checkAttachments, type UploadedFile } from '../materials/index.ts';
import { findLektury } from '../reference/index.ts';
import { type Reservation, runAiAction } from '../usage/index.ts';
import { ensureGeneralWorkspace, requireOwnWorkspace } from '../workspaces/index.ts';
import { loadCriteriaSet } from './exams.ts';
import { detectLanguage } from './language.ts';
import { enqueueReview, publishReview, reviewUsage } from './review-job.ts';
import {
  deleteEssayRows,
  deleteReviewRow,
  findOwnEssay,
  findOwnReview,
  type ReviewRow,
  type RozprawkaRow,
  segmentsOf,
} from './service.ts';
import { rozprawkaReviews, rozprawki } from './tables.ts';
import { enqueueWriting, essayUsage, publishEssay } from './write-job.ts';

export const ESSAY_NOT_FOUND = 'Nie znaleziono rozprawki.';
export const REVIEW_NOT_FOUND = 'Nie znaleziono oceny rozprawki.';

/** Bursts and scripts, on top of the plan's daily limits. */
const ORDERS_PER_MINUTE = 6;
const orderLimiter = (deps: Pick<Deps, 'services'>) =>
  deps.services.rateLimiters.create('essay:order', { points: ORDERS_PER_MINUTE, durationSeconds: 60 });

const topic = text({ max: ESSAY_TOPIC_MAX, required: 'Wpisz temat rozprawki.', multiline: true });
const subject = z.enum(ESSAY_SUBJECTS, { message: 'Rozprawki piszemy z polskiego albo angielskiego.' });
const level = z.enum(EXAM_LEVELS, { message: 'Wybierz egzamin.' });
const argumentCount = z
  .number({ message: `Liczba argumentów: od ${ESSAY_ARGUMENTS_MIN} do ${ESSAY_ARGUMENTS_MAX}.` })
  .int({ message: `Liczba argumentów: od ${ESSAY_ARGUMENTS_MIN} do ${ESSAY_ARGUMENTS_MAX}.` })
  .min(ESSAY_ARGUMENTS_MIN, {
    message: `Liczba argumentów: od ${ESSAY_ARGUMENTS_MIN} do ${ESSAY_ARGUMENTS_MAX}.`,
  })
  .max(ESSAY_ARGUMENTS_MAX, {
    message: `Liczba argumentów: od ${ESSAY_ARGUMENTS_MIN} do ${ESSAY_ARGUMENTS_MAX}.`,
  });
const languageLevel = z.enum(ESSAY_LANGUAGE_LEVELS, { message: 'Wybierz poziom języka.' });

const ORDER = z.object({
  temat: topic,
  przedmiot: subject,
  poziom: level,
  type: z
    .enum(['FULL', 'STRUCTURE', 'HELPER', 'FROM_REVEW'], { message: 'Wybierz tryb.' })
    .refine((t) => t !== 'FROM_REVEW', {
      message: 'Poprawioną rozprawkę zamawia się z oceny („Popraw rozprawkę”).',
    }),
  liczbaArgumentow: argumentCount.nullish(),
  lektury: z
    .array(z.string().max(160), { message: 'Wybierz lektury z listy.' })
    .max(ESSAY_LEKTURY_MAX, { message: `Wybierz najwyżej ${ESSAY_LEKTURY_MAX} lektury.` })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Każdą lekturę wybierz raz.' })
    .nullish(),
  poziomJezyka: languageLevel.nullish(),
  polecenie: text({ max: ESSAY_INSTRUCTION_MAX, multiline: true }).nullish(),
  workspaceId: z.string().nullish(),
});

/** The order as the API takes it: any subject; only Polish and English pass the parse. */
export type GeneraterozprawkaInput = Omit<z.input<typeof ORDER>, 'przedmiot'> & { przedmiot: string };

/** The workspace the pupil named (their own), or their general one. */
async function workspaceFor(deps: Pick<Deps, 'db'>, userId: string, workspaceId: string | null | undefined) {
  if (workspaceId) return requireOwnWorkspace(deps.db, userId, workspaceId);
  return ensureGeneralWorkspace(deps.db, userId);
}

/** Writes the essay (CREATED) and its writing job in one transaction, after reserving the use. */
async function orderEssay(
  deps: Deps,
  actor: Actor,
  values: Omit<typeof rozprawki.$inferInsert, 'id' | 'userId'>,
): Promise<RozprawkaRow> {
  await ensureAllowed([orderLimiter(deps).hit(actor.user.id)], 'Zamawiasz rozprawki zbyt szybko.');
  const essay = await runAiAction(deps, { actor, action: 'ROZPRAWKA' }, ({ reservation }) =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(rozprawki)
        .values({ ...values, userId: actor.user.id })
        .returning();
      if (!row) throw new Error('essay not written');
      await reservation.attach(tx, essayUsage(row.id));
      await enqueueWriting(deps, tx, row.id);
      return row;
    }),
  );
  publishEssay(deps, essay);
  return essay;
}

/** `generaterozprawka`: orders a FULL, STRUCTURE or HELPER essay; a durable job writes it. */
export async function generateEssay(
  deps: Deps,
  actor: Actor,
  input: GeneraterozprawkaInput,
): Promise<RozprawkaRow> {
  const { user } = requireVerified(actor);
  const order = parseInput(ORDER, input);
  const exam = essayExamOf(order.przedmiot, order.poziom);
  const lektury = order.lektury ?? [];
  if (lektury.length > 0) {
    if (!ESSAY_EXAM_INFO[exam].needsLektura)
      throw badInput({ lektury: 'Lektury wybiera się do rozprawek z języka polskiego.' });
    const found = await findLektury(deps.db, lektury);
    if (found.length !== lektury.length) throw badInput({ lektury: 'Nie znaleziono wybranej lektury.' });
  }
  const workspace = await workspaceFor(deps, user.id, order.workspaceId);
  return orderEssay(deps, actor, {
    workspaceId: workspace.id,
    type: order.type,
    temat: order.temat,
    przedmiot: order.przedmiot,
    poziom: order.poziom,
    liczbaArgumentow: order.liczbaArgumentow ?? ESSAY_ARGUMENTS_MIN,
    poziomJezyka: order.poziomJezyka ?? 'STANDARDOWY',
    polecenie: order.polecenie || null,
    lekturyIds: lektury,
  });
}

/** `convertreviewtorozprawka`: "Popraw rozprawkę" — an improved essay from a finished review. */
export async function convertReview(
  deps: Deps,
  actor: Actor,
  input: { id: string; liczbaArgumentow?: number | null; poziomJezyka?: string | null },
): Promise<RozprawkaRow> {
  const { user } = requireVerified(actor);
  const values = parseInput(
    z.object({ liczbaArgumentow: argumentCount.nullish(), poziomJezyka: languageLevel.nullish() }),
    input,
  );
  const review = await findOwnReview(deps.db, user.id, input.id);
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  if (review.state !== 'FINISHED' || !review.content)
    throw badInput({ id: 'Poprawioną rozprawkę można napisać dopiero z gotowej oceny.' });
  return orderEssay(deps, actor, {
    workspaceId: review.workspaceId,
    type: 'FROM_REVEW',
    temat: review.temat,
    przedmiot: review.przedmiot,
    poziom: review.poziom,
    liczbaArgumentow: values.liczbaArgumentow ?? ESSAY_ARGUMENTS_MIN,
    poziomJezyka: values.poziomJezyka ?? 'STANDARDOWY',
    polecenie: null,
    lekturyIds: [],
    reviewId: review.id,
  });
}

const REVIEW_ORDER = z.object({
  temat: topic,
  przedmiot: subject,
  poziom: level,
  content: text({
    max: ESSAY_TEXT_MAX,
    multiline: true,
    messages: { tooLong: 'Praca może mieć najwyżej 30 000 znaków.' },
  }).nullish(),
  rozprawkaId: z.string().nullish(),
  dysleksja: z.boolean().nullish(),
  workspaceId: z.string().nullish(),
});

export interface ReviewrozprawkaInput extends Omit<z.input<typeof REVIEW_ORDER>, 'przedmiot'> {
  przedmiot: string;
  file?: UploadedFile | null;
}

/** A typed text's refusals before anything is reserved: too short, or in the other language. */
function checkTypedText(content: string, exam: ReturnType<typeof essayExamOf>) {
  const words = countWords(content);
  if (words < ESSAY_TEXT_MIN_WORDS)
    throw badInput({
      content: `Praca ma ${words} wyrazów – za mało, by ją ocenić (co najmniej ${ESSAY_TEXT_MIN_WORDS}).`,
    });
  const language = detectLanguage(content);
  const expected = ESSAY_EXAM_INFO[exam].language;
  if (language !== 'unknown' && language !== expected)
    throw badInput({
      content:
        expected === 'pl'
          ? 'Ta praca jest po angielsku, a wybrany egzamin jest z języka polskiego.'
          : 'Ta praca jest po polsku, a wybrany egzamin jest z języka angielskiego.',
    });
}

/** The essay's file checked by content and size like any upload; refusals name the `file` field. */
async function checkedFile(deps: Pick<Deps, 'config' | 'services'>, file: UploadedFile) {
  try {
    return await checkAttachments(deps, [file]);
  } catch (error) {
    if (isDomainError(error) && error.fields?.files) throw badInput({ file: error.fields.files });
    throw error;
  }
}

/** The text of one of the pupil's finished essays, part after part. */
async function essayContent(deps: Pick<Deps, 'db'>, userId: string, id: string): Promise<string> {
  const essay = await findOwnEssay(deps.db, userId, id);
  if (!essay) throw notFound(ESSAY_NOT_FOUND);
  if (essay.state !== 'FINISHED') throw badInput({ rozprawkaId: 'Poczekaj, aż rozprawka będzie gotowa.' });
  const segments = await segmentsOf(deps.db, userId, [essay.id]);
  return segments
    .map((s) => s.content.trim())
    .filter(Boolean)
    .join('\n\n');
}

/**
 * `reviewrozprawka`: orders a grading of a typed text, a photo or PDF of a handwritten essay (kept as
 * a material of kind ROZPRAWKA) or an essay written in Kreda. Refusals come before anything is
 * reserved or stored; the review, its material and its job commit together.
 */
export async function reviewEssay(deps: Deps, actor: Actor, input: ReviewrozprawkaInput): Promise<ReviewRow> {
  const { user } = requireVerified(actor);
  const order = parseInput(REVIEW_ORDER, input);
  const given = [order.content ? 1 : 0, input.file ? 1 : 0, order.rozprawkaId ? 1 : 0].reduce(
    (a, b) => a + b,
    0,
  );
  if (given !== 1)
    throw badInput({ content: 'Wklej tekst pracy albo dodaj jej zdjęcie lub PDF (dokładnie jedno).' });
  const exam = essayExamOf(order.przedmiot, order.poziom);
  await loadCriteriaSet(deps, exam);
  const content = order.rozprawkaId
    ? await essayContent(deps, user.id, order.rozprawkaId)
    : (order.content ?? null);
  if (content !== null) checkTypedText(content, exam);
  const [photo] = input.file ? await checkedFile(deps, input.file) : [];
  const workspace = await workspaceFor(deps, user.id, order.workspaceId);
  await ensureAllowed([orderLimiter(deps).hit(user.id)], 'Zamawiasz oceny zbyt szybko.');
  const values = {
    userId: user.id,
    workspaceId: workspace.id,
    przedmiot: order.przedmiot,
    poziom: order.poziom,
    temat: order.temat,
    content,
    dysleksja: order.dysleksja ?? false,
    rozprawkaId: order.rozprawkaId ?? null,
  };
  const insert = async (tx: DB, userDocId: string | null, reservation: Reservation) => {
    // With a file it waits INITIAL for the reading, whose end sends the grading (`photoSettled`).
    const [row] = await tx
      .insert(rozprawkaReviews)
      .values({ ...values, userDocId, ...(userDocId ? { state: 'INITIAL' as const } : {}) })
      .returning();
    if (!row) throw new Error('review not written');
    await reservation.attach(tx, reviewUsage(row.id));
    if (!userDocId) await enqueueReview(deps, tx, row.id);
    return row;
  };
  const review = await runAiAction(deps, { actor, action: 'ROZPRAWKA_REVIEW' }, async ({ reservation }) => {
    if (!photo) return deps.db.transaction((tx) => insert(tx, null, reservation));
    const name = `Rozprawka – ${[...order.temat].slice(0, 80).join('')}`;
    const added = await addToolMaterial(
      deps,
      { userId: user.id, workspaceId: workspace.id, checked: photo, name, sourceType: 'ROZPRAWKA' },
      (tx, doc) => insert(tx, doc.id, reservation),
    );
    return added.result;
  });
  publishReview(deps, review);
  return review;
}

/** `deleteRozprawkaAi`: the essay with its parts and their rewrites. */
export async function deleteEssay(deps: Deps, actor: Actor, id: string) {
  const essay = await findOwnEssay(deps.db, actor.user.id, id);
  if (!essay) throw notFound(ESSAY_NOT_FOUND);
  await deps.db.transaction((tx) => deleteEssayRows(tx, actor.user.id, [essay.id]));
  publishEssay(deps, essay);
  return { success: true, message: 'Rozprawka została usunięta.' };
}

/** `deleteRozprawkaAiReview`: the review (its photo stays among the materials until deleted there). */
export async function deleteReview(deps: Deps, actor: Actor, id: string) {
  const review = await findOwnReview(deps.db, actor.user.id, id);
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  await deleteReviewRow(deps.db, actor.user.id, review.id);
  publishReview(deps, review);
  return { success: true, message: 'Ocena została usunięta.' };
}
