import { fileURLToPath } from 'node:url';
import { EXAM_LEVEL_LABELS, LEVEL_LABELS, SUBJECT_LABELS } from '@kreda/shared/labels';
import type { Deps } from '../../core/deps.ts';
import { DomainError } from '../../core/domain-error.ts';
import { loadPrompt } from '../../platform/ai/prompts.ts';
import { type PublishedChapter, publishedChapter, publishedChapterPassages } from '../library/index.ts';
import { findLektura, topicsByIds } from '../reference/index.ts';
import { type Passage, type SourceRef, sourcePassages, sourcesHaveText } from '../retrieval/index.ts';
import { findOwnSourceSet, loadSourceMaterials } from '../sources/index.ts';
import { findOwnWorkspace } from '../workspaces/index.ts';
import {
  answersOf,
  correctAnswerOf,
  findOwnResult,
  type flowQuestions,
  type QuizFlowRow,
  type QuizRow,
  questionsOf,
  wrongQuestionPassages,
} from './service.ts';
import type { QuizPassage } from './tables.ts';
import {
  type CheckedQuestion,
  type GeneratedQuestion,
  generatedQuizSchema,
  QUIZ_SCHEMA_NAME,
  type QuestionRules,
  quizTitle,
  sortQuestions,
} from './validation.ts';

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));

/** Characters of passages one prompt carries at most (a long book is sampled, not sent whole). */
const PASSAGE_BUDGET = 40_000;

export const LEKTURA_NOTICE =
  'Pytania powstały z wiedzy AI o lekturze, a nie z jej tekstu – fakty (imiona, wydarzenia, cytaty) sprawdź w lekturze.';
export const NO_QUESTIONS =
  'AI nie przygotowało poprawnych pytań. Spróbuj ponownie albo wybierz inne materiały.';
const CHAPTER_GONE = 'Ten rozdział podręcznika nie jest już dostępny w bibliotece.';
export const NO_TEXT =
  'Wybrane materiały nie mają jeszcze odczytanego tekstu. Poczekaj, aż Kreda je odczyta, albo wybierz inne.';

/** What the questions are made from: numbered passages, or a set reading the model knows. */
export interface QuizMaterial {
  passages: QuizPassage[];
  grounding: string;
  notice: string | null;
  /** Mistakes to repeat ("Powtórz błędy"): the questions the pupil got wrong, with their answers. */
  focus: string;
}

const DIFFICULTY = {
  PROSTSZY: 'prostszy – podstawowe fakty i pojęcia, proste zadania w jednym kroku',
  NORMALNY: 'normalny – jak na typowym sprawdzianie w szkole',
  TRUDNIEJSZY: 'trudniejszy – zastosowanie wiedzy, łączenie faktów, zadania w kilku krokach',
} as const;

const key = (p: { sourceId: string; ordinal: number }) => `${p.sourceId}:${p.ordinal}`;

/** Evenly spread picks: a quiz covers the whole material, not its first pages. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)] as T);
}

/**
 * The passages a quiz asks about: first those the pupil got wrong in the flow (up to a third),
 * then passages the flow has not asked about yet, spread over the material; only when everything
 * was asked do passages repeat. In reading order, within the prompt's budget.
 */
export function pickPassages(
  all: readonly QuizPassage[],
  options: { count: number; asked: ReadonlySet<string>; wrong: ReadonlySet<string> },
): QuizPassage[] {
  const want = Math.min(24, Math.max(4, options.count + 4));
  const wrong = all.filter((p) => options.wrong.has(key(p))).slice(0, Math.ceil(want / 3));
  const taken = new Set(wrong.map(key));
  const fresh = all.filter((p) => !options.asked.has(key(p)) && !taken.has(key(p)));
  const pool = fresh.length > 0 ? fresh : all.filter((p) => !taken.has(key(p)));
  const chosen = [...wrong, ...spread(pool, want - wrong.length)];
  const order = new Map(all.map((p, i) => [key(p), i]));
  chosen.sort((a, b) => (order.get(key(a)) ?? 0) - (order.get(key(b)) ?? 0));
  let budget = PASSAGE_BUDGET;
  return chosen.filter((p) => {
    budget -= p.text.length;
    return budget >= 0;
  });
}

function toQuizPassage(passage: Passage, names: ReadonlyMap<string, string>): QuizPassage {
  return {
    sourceKind: passage.source.kind,
    sourceId: passage.source.id,
    sourceName: names.get(passage.source.id) ?? 'Materiał',
    page: passage.citation.page,
    startSeconds: passage.citation.startSeconds,
    ordinal: passage.citation.ordinal,
    text: passage.text.trim(),
  };
}

export function passagesBlock(passages: readonly QuizPassage[]): string {
  return passages
    .map((p, i) => {
      const place = p.page
        ? `, s. ${p.page}`
        : p.startSeconds != null
          ? `, ${Math.floor(p.startSeconds)} s`
          : '';
      return `[${i + 1}] „${p.sourceName}”${place}\n${p.text}`;
    })
    .join('\n\n');
}

/** How a quiz from a textbook chapter is named, and how its passages name their source. */
export const chapterTitle = (chapter: Pick<PublishedChapter, 'number' | 'name' | 'bookTitle'>) =>
  `${chapter.number}. ${chapter.name} – ${chapter.bookTitle}`;

/** A published textbook chapter's passages, for a quiz (empty when it is hidden or has no text). */
export async function chapterPassages(deps: Pick<Deps, 'db'>, chapterId: string): Promise<QuizPassage[]> {
  const chapter = await publishedChapter(deps.db, chapterId);
  if (!chapter) return [];
  const names = new Map([[chapter.id, `Podręcznik „${chapter.bookTitle}”, rozdz. ${chapter.number}`]]);
  return (await publishedChapterPassages(deps.db, chapter.id)).map((p) => toQuizPassage(p, names));
}

/** A source set's materials as retrieval's sources. */
const refsOf = (materials: readonly { sourceItemType: string; id: string }[]): SourceRef[] =>
  materials.map((m) => ({ kind: m.sourceItemType as SourceRef['kind'], id: m.id }));

/**
 * Whether any of these materials has text to ask about: one row probed, the passages are not read
 * (the job reads them once, when it writes the questions).
 */
export function materialsHaveText(
  deps: Pick<Deps, 'db'>,
  userId: string,
  materials: readonly { sourceItemType: string; id: string }[],
): Promise<boolean> {
  return sourcesHaveText(deps.db, { userId, sources: refsOf(materials) });
}

/** The source set's passages with the materials' names, for a quiz (empty when nothing is read yet). */
export async function materialPassages(
  deps: Pick<Deps, 'db' | 'sourceProviders'>,
  userId: string,
  sourcesId: string,
) {
  const set = await findOwnSourceSet(deps.db, userId, sourcesId);
  if (!set) return { materials: [], passages: [] as QuizPassage[] };
  const materials = await loadSourceMaterials(deps, userId, set.items);
  const names = new Map(materials.map((m) => [m.id, m.name]));
  const passages = (await sourcePassages(deps.db, { userId, sources: refsOf(materials) })).map((p) =>
    toQuizPassage(p, names),
  );
  return { materials, passages };
}

/** The wrong (or unanswered) questions of an attempt, as the prompt's focus and their passages. */
async function mistakesOf(deps: Pick<Deps, 'db'>, quiz: QuizRow, resultId: string) {
  const result = await findOwnResult(deps.db, quiz.userId, resultId);
  const [answers, questions] = result
    ? await Promise.all([
        answersOf(deps.db, quiz.userId, [result.id]),
        questionsOf(deps.db, quiz.userId, [result.quizId]),
      ])
    : [[], []];
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const wrong = questions.filter((q) => byQuestion.get(q.id)?.isCorrect !== true);
  const focus = wrong
    .map((q, i) => {
      const answer = byQuestion.get(q.id)?.userAnswer ?? '(bez odpowiedzi)';
      const correct = correctAnswerOf(q);
      return `${i + 1}. ${q.question}\n   Odpowiedź ucznia: ${answer}\n   Poprawnie: ${correct}`;
    })
    .join('\n');
  return { focus, passages: wrong.flatMap((q) => (q.passage ? [q.passage] : [])) };
}

/** The flow's questions so far (`flowQuestions`), read once per job for the passages and the prompt. */
export type AskedQuestions = Awaited<ReturnType<typeof flowQuestions>>;

/**
 * Builds the quiz's material: the set reading, the mistakes to repeat, or the flow's next passages
 * (`asked`: the flow's questions so far).
 */
export async function quizMaterial(
  deps: Pick<Deps, 'db' | 'sourceProviders'>,
  quiz: QuizRow,
  flow: QuizFlowRow,
  asked: AskedQuestions,
): Promise<QuizMaterial> {
  if (flow.lekturaId) {
    const lektura = await findLektura(deps.db, flow.lekturaId);
    const title = lektura ? `„${lektura.title}” (${lektura.author}, ${lektura.epoka})` : 'wybranej lektury';
    const mistakes = quiz.mistakesOfResultId ? await mistakesOf(deps, quiz, quiz.mistakesOfResultId) : null;
    return {
      passages: [],
      notice: LEKTURA_NOTICE,
      focus: mistakes ? focusBlock(mistakes.focus) : '',
      grounding: `Quiz dotyczy lektury ${title}. Nie masz jej tekstu: pytaj tylko o fabułę, bohaterów, motywy, problematykę i kontekst epoki – o rzeczy pewne i powszechnie omawiane w szkole. Nie wymyślaj cytatów, numerów rozdziałów ani szczegółów, których nie jesteś pewien. W każdym pytaniu \`passage\` = null.`,
    };
  }
  let passages: QuizPassage[];
  let focus = '';
  if (quiz.mistakesOfResultId) {
    const mistakes = await mistakesOf(deps, quiz, quiz.mistakesOfResultId);
    focus = focusBlock(mistakes.focus);
    const unique = new Map(mistakes.passages.map((p) => [key(p), p]));
    passages = [...unique.values()];
  } else {
    const { passages: all } = flow.rozdzialId
      ? { passages: await chapterPassages(deps, flow.rozdzialId) }
      : flow.sourcesId
        ? await materialPassages(deps, quiz.userId, flow.sourcesId)
        : { passages: [] };
    // A flow that has asked nothing yet has no wrong answers to read.
    const wrong = asked.length > 0 ? await wrongPassages(deps, quiz.userId, flow.id) : new Set<string>();
    passages = pickPassages(all, {
      count: quiz.requestedCount,
      asked: new Set(asked.flatMap((q) => (q.passage ? [key(q.passage)] : []))),
      wrong,
    });
  }
  if (passages.length === 0)
    throw new DomainError('VALIDATION_FAILED', flow.rozdzialId ? CHAPTER_GONE : NO_TEXT);
  return {
    passages,
    notice: null,
    focus,
    grounding: passagesGrounding(passages, flow.rozdzialId ? 'podręcznika' : 'materiałów ucznia'),
  };
}

/** The prompt's grounding for numbered passages of the pupil's materials (or of a textbook). */
export function passagesGrounding(passages: readonly QuizPassage[], of = 'materiałów ucznia'): string {
  return `Pytania układaj wyłącznie na podstawie poniższych fragmentów ${of}. W każdym pytaniu \`passage\` to numer fragmentu [N], z którego pytanie pochodzi.\n\nFragmenty:\n${passagesBlock(passages)}`;
}

function focusBlock(focus: string): string {
  return focus
    ? `Uczeń pomylił się w tych pytaniach. Napisz nowe pytania, które sprawdzają tę samą wiedzę innymi słowami (nie kopiuj ich):\n${focus}`
    : '';
}

/** Passages of the flow's questions the pupil answered wrong in any finished attempt. */
async function wrongPassages(deps: Pick<Deps, 'db'>, userId: string, flowId: string): Promise<Set<string>> {
  return new Set((await wrongQuestionPassages(deps.db, userId, flowId)).map(key));
}

export async function workspaceLine(deps: Pick<Deps, 'db'>, userId: string, workspaceId: string) {
  const workspace = await findOwnWorkspace(deps.db, userId, workspaceId);
  if (!workspace?.tematId) return { line: 'ogólna', przedmiot: null };
  const topic = (await topicsByIds(deps.db, [workspace.tematId])).get(workspace.tematId);
  if (!topic) return { line: workspace.name, przedmiot: null };
  const exam = topic.ckePoziom ? `, ${EXAM_LEVEL_LABELS[topic.ckePoziom]}` : '';
  return {
    line: `${SUBJECT_LABELS[topic.przedmiot] ?? topic.przedmiot}, ${LEVEL_LABELS[topic.poziom] ?? topic.poziom}${exam}; temat: ${topic.temat}`,
    przedmiot: topic.przedmiot,
  };
}

const KIND_WORDS = { ZAMKNIETE: 'zamknięte (ZAMKNIETE)', OTWARTE: 'otwarte (OTWARTE)' } as const;

/** What a quiz order says about its questions (a `QuizRow` is one). */
export interface QuizOrder {
  questionTypes: readonly string[];
  detailScale: keyof typeof DIFFICULTY;
  type: string;
}

/**
 * The system prompt for `count` questions of an order on a material, given the workspace's line
 * (`workspaceLine`): pure, so the eval (`eval.ts`) sends the very prompt the product sends.
 */
export function quizPrompt(
  workspace: string,
  order: QuizOrder,
  material: Pick<QuizMaterial, 'grounding' | 'focus'>,
  count: number,
  avoid: readonly string[],
): Promise<string> {
  return loadPrompt(PROMPTS, 'quiz-generate', {
    workspace,
    count,
    kinds: order.questionTypes.map((k) => KIND_WORDS[k as keyof typeof KIND_WORDS] ?? k).join(' i '),
    difficulty: DIFFICULTY[order.detailScale],
    content:
      order.type === 'PRACTICE'
        ? 'zadania obliczeniowe ze sprawdzalnym wynikiem (pytania otwarte mają `expectsValue` = true, a zamknięte pytają o wynik)'
        : 'pytania o wiedzę (teoria); `expectsValue` zawsze false',
    grounding: material.grounding,
    avoid: avoid.length
      ? `Pytania, które już były (nie powtarzaj):\n${avoid.map((q) => `- ${q}`).join('\n')}`
      : '',
    focus: material.focus,
  });
}

/** The user message asking for `count` questions. */
export const questionsRequest = (count: number) => `Napisz ${count} pytań.`;

/**
 * Asks the model for the quiz's questions and keeps the valid ones: invalid items are sent back
 * once with their problems for replacements, then dropped. Returns at most `quiz.requestedCount`.
 * `asked`: the flow's questions so far, not repeated.
 */
export async function writeQuestions(
  deps: Pick<Deps, 'db' | 'services'>,
  quiz: QuizRow,
  material: QuizMaterial,
  asked: AskedQuestions,
  signal?: AbortSignal,
): Promise<{ questions: CheckedQuestion[]; title: string | null }> {
  const seen = new Set(asked.map((q) => q.fingerprint));
  const rules: QuestionRules = {
    questionTypes: quiz.questionTypes as QuestionRules['questionTypes'],
    practice: quiz.type === 'PRACTICE',
    passageCount: material.passages.length,
  };
  const want = quiz.requestedCount;
  const avoid = asked.slice(-40).map((q) => q.question);
  // Read once: a second request (replacements) has the same workspace.
  const workspace = await workspaceLine(deps, quiz.userId, quiz.workspaceId);
  const ask = async (count: number, extra: string) =>
    deps.services.ai.generateObject({
      meta: { userId: quiz.userId, action: 'QUIZ_GENERATION' },
      system: await quizPrompt(workspace.line, quiz, material, count, avoid),
      messages: [{ role: 'user', content: `${questionsRequest(count)}${extra}` }],
      schema: generatedQuizSchema,
      schemaName: QUIZ_SCHEMA_NAME,
      ...(signal ? { signal } : {}),
    });
  const reply = await ask(want, '');
  const first = sortQuestions(reply.questions.slice(0, want * 2), rules, seen);
  const accepted = first.accepted.slice(0, want);
  const missing = want - accepted.length;
  if (missing > 0 && first.rejected.length + accepted.length > 0) {
    const second = sortQuestions(
      (await ask(missing, retryRequest(first.rejected))).questions.slice(0, missing * 2),
      rules,
      seen,
    );
    accepted.push(...second.accepted.slice(0, missing));
  }
  return { questions: accepted, title: quizTitle(reply.temat) };
}

function retryRequest(rejected: readonly { item: GeneratedQuestion; problems: string[] }[]): string {
  if (rejected.length === 0) return ' Poprzednio było ich za mało.';
  const lines = rejected
    .slice(0, 10)
    .map((r) => `- „${r.item.question.slice(0, 200)}”: ${r.problems.join('; ')}`)
    .join('\n');
  return ` Te pytania odrzucono, napisz zamiast nich nowe, poprawne:\n${lines}`;
}

/** The Polish notice of a quiz: fewer questions than ordered, and the set-reading caveat. */
export function noticeOf(requested: number, made: number, material: QuizMaterial): string | null {
  const parts: string[] = [];
  if (made < requested)
    parts.push(`Quiz ma ${made} z ${requested} zamówionych pytań: tylko tyle AI przygotowało poprawnie.`);
  if (material.notice) parts.push(material.notice);
  return parts.length ? parts.join(' ') : null;
}
