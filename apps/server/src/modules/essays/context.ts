import { ESSAY_EXAM_INFO, type EssayExam, type EssaySubject, essayExamOf } from '@kreda/shared/essays';
import type { Deps } from '../../core/deps.ts';
import { DomainError } from '../../core/domain-error.ts';
import { findLektury, listLektury } from '../reference/index.ts';
import { authorChecker } from './lektury-check.ts';
import {
  type EssayPlan,
  normalisePlan,
  type OfferedReading,
  PLAN_SCHEMA_NAME,
  planProblems,
  planPrompt,
  planSchema,
} from './plan.ts';
import { findReview } from './service.ts';
import type { RozprawkaRow } from './tables.ts';
import type { EssayContext } from './writer.ts';

export const PLAN_FAILED =
  'AI nie ułożyło poprawnego planu rozprawki (np. bez lektury obowiązkowej). Limit wrócił – spróbuj ponownie albo wybierz lektury.';

export const examOfEssay = (essay: Pick<RozprawkaRow, 'przedmiot' | 'poziom'>): EssayExam =>
  essayExamOf(essay.przedmiot as EssaySubject, essay.poziom);

/**
 * The set readings an essay offers the model: the pupil's choice, or — when there is none — the
 * exam's required ones (E8: the E8 list; matura: the list printed in the exam sheet).
 */
export async function offeredReadings(
  deps: Pick<Deps, 'db'>,
  exam: EssayExam,
  chosen: readonly string[],
): Promise<{ offered: OfferedReading[]; chosen: boolean }> {
  if (ESSAY_EXAM_INFO[exam].language !== 'pl') return { offered: [], chosen: false };
  const required = (row: { egzaminOsmoklasisty: boolean; naMaturze: boolean }) =>
    exam === 'e8_polski' ? row.egzaminOsmoklasisty : row.naMaturze;
  if (chosen.length > 0) {
    const rows = await findLektury(deps.db, chosen);
    return {
      offered: rows.map((r) => ({ id: r.id, title: r.title, author: r.author, required: required(r) })),
      chosen: true,
    };
  }
  const rows = await listLektury(deps.db, exam === 'e8_polski' ? { ckePoziom: 'PODSTAWOWKA' } : {});
  return {
    offered: rows
      .filter((r) => (exam === 'e8_polski' ? r.egzaminOsmoklasisty : r.maturaSheet2025))
      .map((r) => ({ id: r.id, title: r.title, author: r.author, required: true })),
    chosen: false,
  };
}

/** FROM_REVEW: the graded essay and what its review said, for the planner and the writer. */
async function reviewSource(deps: Pick<Deps, 'db'>, essay: RozprawkaRow): Promise<string> {
  if (!essay.reviewId) return '';
  const review = await findReview(deps.db, essay.reviewId);
  if (!review?.content || review.userId !== essay.userId) return '';
  const grading = review.grading;
  const criteria = grading
    ? grading.kryteria.map((c) => `- ${c.name}: ${c.points}/${c.maxPoints} – ${c.reason}`).join('\n')
    : '';
  const fixes = review.improvements.map((p) => `- „${p.fragment}” → ${p.rewrite} (${p.why})`).join('\n');
  return [
    'To poprawiona wersja pracy ucznia. Zachowaj jego tezę, pomysły i przykłady, jeśli są trafne; popraw to, co wskazała ocena.',
    `Praca ucznia:\n<<<\n${review.content}\n>>>`,
    grading ? `Ocena (${grading.zdobytePunkty}/${grading.liczbaPunktow} pkt):\n${criteria}` : '',
    review.summary ? `Podsumowanie oceny: ${review.summary}` : '',
    fixes ? `Wskazane poprawki:\n${fixes}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Asks for the plan, sends it back once with its problems, then fails rather than write from a bad one. */
async function makePlan(
  deps: Pick<Deps, 'services'>,
  essay: RozprawkaRow,
  exam: EssayExam,
  readings: { offered: OfferedReading[]; chosen: boolean },
  source: string,
  signal?: AbortSignal,
): Promise<EssayPlan> {
  const order = {
    exam,
    temat: essay.temat,
    liczbaArgumentow: essay.liczbaArgumentow,
    poziomJezyka: essay.poziomJezyka,
    polecenie: essay.polecenie,
  };
  const system = await planPrompt(order, readings, source);
  const ask = (extra: { role: 'assistant' | 'user'; content: string }[]) =>
    deps.services.ai.generateObject({
      meta: { userId: essay.userId, action: 'ROZPRAWKA' },
      system,
      messages: [{ role: 'user', content: `Ułóż plan: ${essay.temat}` }, ...extra],
      schema: planSchema,
      schemaName: PLAN_SCHEMA_NAME,
      ...(signal ? { signal } : {}),
    });
  let plan = await ask([]);
  const problems = planProblems(plan, order, readings.offered);
  if (problems.length > 0) {
    plan = await ask([
      { role: 'assistant', content: JSON.stringify(plan) },
      { role: 'user', content: `Popraw plan:\n${problems.map((p) => `- ${p}`).join('\n')}` },
    ]);
    if (planProblems(plan, order, readings.offered).length > 0)
      throw new DomainError('AI_FAILED', PLAN_FAILED);
  }
  return normalisePlan(plan, order, readings.offered);
}

/** Everything the writer needs; the plan is made (and passed to `savePlan`) when the essay has none. */
export async function essayContext(
  deps: Pick<Deps, 'db' | 'services'>,
  essay: RozprawkaRow,
  savePlan: (plan: EssayPlan) => Promise<void>,
  signal?: AbortSignal,
): Promise<EssayContext> {
  const exam = examOfEssay(essay);
  const [readings, all, source] = await Promise.all([
    offeredReadings(deps, exam, essay.lekturyIds),
    listLektury(deps.db),
    reviewSource(deps, essay),
  ]);
  let plan = essay.plan ? planSchema.parse(essay.plan) : null;
  if (!plan) {
    plan = await makePlan(deps, essay, exam, readings, source, signal);
    await savePlan(plan);
  }
  return {
    essay,
    exam,
    plan,
    readings: readings.offered,
    checkAuthors: authorChecker(all),
    source,
  };
}
