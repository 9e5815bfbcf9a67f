import type { ContentType, QuestionType, QuizDetailScale } from '@kreda/shared/enums';
import { PRACTICE_SUBJECTS, QUIZ_QUESTIONS_MAX, QUIZ_QUESTIONS_MIN } from '@kreda/shared/limits';
import { type Actor, requireVerified } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, DomainError, notFound } from '../../core/domain-error.ts';
import { ensureAllowed } from '../../core/rate-limited.ts';
import { publishedChapter, publishedChapterHasText } from '../library/index.ts';
import { findLektura } from '../reference/index.ts';
import { findOwnSourceSet, loadSourceMaterials } from '../sources/index.ts';
import { runAiAction } from '../usage/index.ts';
import { requireOwnWorkspace } from '../workspaces/index.ts';
import { chapterTitle, materialsHaveText, NO_TEXT, workspaceLine } from './generation.ts';
import { enqueueGeneration, quizUsage } from './jobs.ts';
import { unindexResults } from './result-source.ts';
import {
  answersOf,
  deleteEmptyFlows,
  deleteQuizRows,
  findOwnFlow,
  findOwnQuiz,
  findOwnQuizzes,
  findOwnResult,
  type QuizFlowRow,
  type QuizRow,
  questionsOf,
} from './service.ts';
import { quizFlows, quizzes } from './tables.ts';

export const QUIZ_NOT_FOUND = 'Nie znaleziono quizu.';
export const FLOW_NOT_FOUND = 'Nie znaleziono ciągu quizów.';
export const RESULT_NOT_FOUND = 'Nie znaleziono podejścia do quizu.';
export const FINISHED = 'To podejście jest już zakończone.';

/** Bursts and scripts, on top of the plan's limit of quizzes. */
const GENERATIONS_PER_MINUTE = 6;
const generationLimiter = (deps: Pick<Deps, 'services'>) =>
  deps.services.rateLimiters.create('quiz:generate', { points: GENERATIONS_PER_MINUTE, durationSeconds: 60 });

interface QuizOrder {
  questionCount: number;
  detailScale: QuizDetailScale;
  questionTypes: readonly QuestionType[];
  type: ContentType;
}

function checkOrder(order: QuizOrder): void {
  const fields: Record<string, string> = {};
  const n = order.questionCount;
  if (!Number.isInteger(n) || n < QUIZ_QUESTIONS_MIN || n > QUIZ_QUESTIONS_MAX)
    fields.questionCount = `Liczba pytań: od ${QUIZ_QUESTIONS_MIN} do ${QUIZ_QUESTIONS_MAX}.`;
  if (order.questionTypes.length === 0)
    fields.questionTypes = 'Wybierz rodzaj pytań: zamknięte, otwarte albo oba.';
  if (Object.keys(fields).length) throw badInput(fields);
}

/** Writes the flow (when new) and the quiz, and enqueues its generation — one transaction. */
async function orderQuiz(
  deps: Deps,
  actor: Actor,
  flow: QuizFlowRow | Omit<typeof quizFlows.$inferInsert, 'id'>,
  quiz: QuizOrder & { name: string; mistakesOfResultId?: string | null },
): Promise<QuizRow> {
  await ensureAllowed([generationLimiter(deps).hit(actor.user.id)], 'Zamawiasz quizy zbyt szybko.');
  const created = await runAiAction(deps, { actor, action: 'QUIZ_GENERATION' }, ({ reservation }) =>
    deps.db.transaction(async (tx) => {
      const flowId =
        'id' in flow && flow.id
          ? flow.id
          : (await tx.insert(quizFlows).values(flow).returning({ id: quizFlows.id }))[0]?.id;
      if (!flowId) throw new Error('quiz flow not written');
      const [row] = await tx
        .insert(quizzes)
        .values({
          userId: actor.user.id,
          workspaceId: flow.workspaceId,
          quizFlowId: flowId,
          name: quiz.name,
          detailScale: quiz.detailScale,
          requestedCount: quiz.questionCount,
          questionTypes: [...new Set(quiz.questionTypes)],
          type: quiz.type,
          mistakesOfResultId: quiz.mistakesOfResultId ?? null,
        })
        .returning();
      if (!row) throw new Error('quiz not written');
      await reservation.attach(tx, quizUsage(row.id));
      await enqueueGeneration(deps, tx, row.id);
      return { row, newFlow: !('id' in flow && flow.id) };
    }),
  );
  if (created.newFlow)
    deps.pubsub.publish('quizFlow', created.row.workspaceId, { id: created.row.quizFlowId });
  deps.pubsub.publish('quizWorkspace', created.row.workspaceId, { id: created.row.id });
  return created.row;
}

export interface GeneratequizInput {
  workspaceId: string;
  sourcesId?: string | null;
  lekturaId?: string | null;
  rozdzialId?: string | null;
  questionCount: number;
  detailScale: QuizDetailScale;
  questionTypes: readonly QuestionType[];
  type?: ContentType | null;
}

async function checkPractice(deps: Deps, userId: string, workspaceId: string, type: ContentType) {
  if (type !== 'PRACTICE') return;
  const { przedmiot } = await workspaceLine(deps, userId, workspaceId);
  if (przedmiot && !(PRACTICE_SUBJECTS as readonly string[]).includes(przedmiot))
    throw badInput({ type: 'Zadania obliczeniowe są dostępne w matematyce, fizyce, chemii i informatyce.' });
}

const CHAPTER_NOT_FOUND = 'Nie znaleziono rozdziału podręcznika.';
const CHAPTER_NO_TEXT = 'Ten rozdział podręcznika nie ma tekstu, z którego powstałyby pytania.';

/** The flow's source: a set of the workspace's materials (with text), a set reading or a textbook chapter. */
async function flowSource(deps: Deps, userId: string, input: GeneratequizInput) {
  const chosen = [input.sourcesId, input.lekturaId, input.rozdzialId].filter((v) => v != null && v !== '');
  if (chosen.length !== 1)
    throw badInput({
      sourcesId: 'Wybierz jedno źródło pytań: materiały, lekturę albo rozdział podręcznika.',
    });
  if (input.rozdzialId) {
    const chapter = await publishedChapter(deps.db, input.rozdzialId);
    if (!chapter) throw notFound(CHAPTER_NOT_FOUND);
    // Counted, not read: the job reads the passages once, when it writes the questions.
    if (!(await publishedChapterHasText(deps.db, chapter.id)))
      throw new DomainError('VALIDATION_FAILED', CHAPTER_NO_TEXT);
    return {
      title: chapterTitle(chapter),
      lekturaId: null,
      rozdzialId: chapter.id,
      sourcesId: null,
      userDocId: null,
    };
  }
  if (input.lekturaId) {
    const lektura = await findLektura(deps.db, input.lekturaId);
    if (!lektura) throw notFound('Nie znaleziono lektury.');
    return {
      title: `${lektura.title} – ${lektura.author}`,
      lekturaId: lektura.id,
      sourcesId: null,
      userDocId: null,
    };
  }
  const set = await findOwnSourceSet(deps.db, userId, input.sourcesId as string);
  if (!set || set.workspaceId !== input.workspaceId) throw notFound('Nie znaleziono zestawu materiałów.');
  // The set read once; its passages are only probed (the job reads them, once).
  const materials = await loadSourceMaterials(deps, userId, set.items);
  if (!(await materialsHaveText(deps, userId, materials)))
    throw new DomainError('VALIDATION_FAILED', NO_TEXT);
  // Until the model names the topic (jobs.ts), the quiz is named after its material, not its file.
  const first = (materials[0]?.name ?? '').replace(/\.[a-z0-9]{2,4}$/i, '').trim() || 'Materiały';
  const docs = materials.filter((m) => m.sourceItemType === 'USER_DOC');
  return {
    title: materials.length > 1 ? `${first} i ${materials.length - 1} inne` : first,
    lekturaId: null,
    sourcesId: set.id,
    userDocId: materials.length === 1 && docs.length === 1 ? (docs[0]?.id ?? null) : null,
  };
}

/** `generatequiz`: orders a new quiz in a new flow; the questions are written by a durable job. */
export async function generateQuiz(deps: Deps, actor: Actor, input: GeneratequizInput): Promise<QuizRow> {
  const { user } = requireVerified(actor);
  const type = input.type ?? 'THEORY';
  checkOrder({ ...input, type });
  await requireOwnWorkspace(deps.db, user.id, input.workspaceId);
  await checkPractice(deps, user.id, input.workspaceId, type);
  const source = await flowSource(deps, user.id, input);
  return orderQuiz(
    deps,
    actor,
    { userId: user.id, workspaceId: input.workspaceId, ...source },
    { ...input, type, name: source.title },
  );
}

/**
 * `generatequizcontinue`: the flow's next quiz ("Kolejny quiz": new passages, weighted toward
 * mistakes) or, with `quizResultId`, "Powtórz błędy": only what that finished attempt got wrong.
 */
export async function generateQuizContinue(
  deps: Deps,
  actor: Actor,
  input: {
    quizFlowId: string;
    quizResultId?: string | null;
    questionCount?: number | null;
    detailScale?: QuizDetailScale | null;
  },
): Promise<QuizRow> {
  const { user } = requireVerified(actor);
  const flow = await findOwnFlow(deps.db, user.id, input.quizFlowId);
  if (!flow) throw notFound(FLOW_NOT_FOUND);
  const all = await findOwnQuizzes(deps.db, user.id, { flowIds: [flow.id] });
  const last = all[0];
  if (!last) throw notFound(FLOW_NOT_FOUND);
  let count = input.questionCount ?? last.requestedCount;
  let mistakesOfResultId: string | null = null;
  if (input.quizResultId) {
    const result = await findOwnResult(deps.db, user.id, input.quizResultId);
    if (!result || !all.some((q) => q.id === result.quizId)) throw notFound(RESULT_NOT_FOUND);
    if (!result.isFinished) throw badInput({ quizResultId: 'Najpierw zakończ quiz, potem powtórz błędy.' });
    const [questions, answers] = await Promise.all([
      questionsOf(deps.db, user.id, [result.quizId]),
      answersOf(deps.db, user.id, [result.id]),
    ]);
    const right = new Set(answers.filter((a) => a.isCorrect === true).map((a) => a.questionId));
    const wrong = questions.filter((q) => !right.has(q.id)).length;
    if (wrong === 0)
      throw badInput({ quizResultId: 'W tym podejściu nie ma błędów do powtórzenia – brawo!' });
    count = Math.min(QUIZ_QUESTIONS_MAX, wrong);
    mistakesOfResultId = result.id;
  }
  const order = {
    questionCount: count,
    detailScale: input.detailScale ?? last.detailScale,
    questionTypes: last.questionTypes as QuestionType[],
    type: last.type,
  };
  if (!mistakesOfResultId) checkOrder(order);
  const name = mistakesOfResultId
    ? `${flow.title} – powtórka błędów`
    : `${flow.title} – quiz ${all.length + 1}`;
  return orderQuiz(deps, actor, flow, { ...order, name, mistakesOfResultId });
}

/** `deleteQuizWorkspace`: the quiz with its questions and attempts; an emptied flow goes too. */
export async function deleteQuiz(deps: Deps, actor: Actor, id: string) {
  const quiz = await findOwnQuiz(deps.db, actor.user.id, id);
  if (!quiz) throw notFound(QUIZ_NOT_FOUND);
  await unindexResults(deps, actor.user.id, [quiz.id]);
  await deps.db.transaction(async (tx) => {
    await deleteQuizRows(tx, actor.user.id, [quiz.id]);
    await deleteEmptyFlows(tx, actor.user.id, [quiz.quizFlowId]);
  });
  return { success: true, message: 'Quiz został usunięty.' };
}
