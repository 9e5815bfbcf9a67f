import { fileURLToPath } from 'node:url';
import type { ZadanieCheck } from '@kreda/shared/enums';
import { SUBJECT_LABELS, ZADANIE_TYPE_LABELS } from '@kreda/shared/labels';
import { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { DomainError } from '../../core/domain-error.ts';
import { loadPrompt } from '../../platform/ai/prompts.ts';
import { roundedPrecision } from '../../platform/math/approximation.ts';
import { type CompareOptions, compareMathAnswers } from '../../platform/math/math-answer.ts';
import { taskText, type ZadanieRow } from '../exercises/index.ts';
import type { TestSolverRow } from './tables.ts';

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));

/** What the solver answers for one task (structured output). */
export const solutionSchema = z.object({
  kroki: z.string().max(20_000),
  odpowiedz: z.string().max(2_000),
  dlaczego: z.string().max(2_000),
  opcja: z.string().max(4).nullable(),
  wynik: z.string().max(200).nullable(),
  przeliczenie: z.string().max(300).nullable(),
});
export type Solution = z.infer<typeof solutionSchema>;
export const SOLUTION_SCHEMA_NAME = 'rozwiazanie_zadania';

const verificationSchema = z.object({ wynik: z.string().max(200) });

export const NO_OPTION =
  'AI dwa razy nie wskazało żadnej z podanych odpowiedzi. Popraw treść zadania albo spróbuj ponownie.';

/** The solver's prompt for a task of a test. Pure, so an eval could send exactly what the product sends. */
export function solvingPrompt(
  task: Pick<ZadanieRow, 'numberExercise' | 'type' | 'question' | 'options'>,
  test: Pick<TestSolverRow, 'przedmiot' | 'polecenie'>,
): Promise<string> {
  const subject = test.przedmiot
    ? (SUBJECT_LABELS[test.przedmiot as keyof typeof SUBJECT_LABELS] ?? 'zadanie szkolne')
    : 'zadanie szkolne';
  return loadPrompt(PROMPTS, 'test-solve', {
    subject,
    polecenie: test.polecenie ? `\nPolecenie ucznia (do sposobu wyjaśnienia): ${test.polecenie}` : '',
    number: task.numberExercise,
    kind: ZADANIE_TYPE_LABELS[task.type].toLocaleLowerCase('pl'),
    ...taskText(task),
  });
}

const letter = (raw: string | null) => (raw ?? '').replace(/[^\p{L}\d]/gu, '').toUpperCase();

/**
 * Solves a task: a closed one must name one of its printed options (asked again once, naming
 * them, then refused); returns the model's solution with the option normalised.
 */
export async function solveTask(
  deps: Pick<Deps, 'services'>,
  input: { task: ZadanieRow; test: TestSolverRow; signal?: AbortSignal },
): Promise<Solution> {
  const { task } = input;
  const system = await solvingPrompt(task, input.test);
  const keys = task.options.map((o) => o.key);
  const ask = (extra: { role: 'assistant' | 'user'; content: string }[]) =>
    deps.services.ai.generateObject({
      meta: { userId: task.userId, action: 'TEST_SOLVER_SOLVE' },
      system,
      messages: [{ role: 'user', content: `Rozwiąż zadanie ${task.numberExercise}.` }, ...extra],
      schema: solutionSchema,
      schemaName: SOLUTION_SCHEMA_NAME,
      ...(input.signal ? { signal: input.signal } : {}),
    });
  let solution = await ask([]);
  if (task.type === 'ZAMKNIETE' && !keys.includes(letter(solution.opcja))) {
    solution = await ask([
      { role: 'assistant', content: JSON.stringify(solution) },
      {
        role: 'user',
        content: `W polu \`opcja\` podaj dokładnie jedną z liter: ${keys.join(', ')}. „${solution.opcja ?? ''}” nie jest żadną z nich.`,
      },
    ]);
    if (!keys.includes(letter(solution.opcja))) throw new DomainError('AI_FAILED', NO_OPTION);
  }
  return task.type === 'ZAMKNIETE' ? { ...solution, opcja: letter(solution.opcja) } : solution;
}

export interface CheckResult {
  check: ZadanieCheck;
  message: string | null;
}

/**
 * Checks a computed answer, not trusting it: first by recomputing the model's own expression from
 * the task's data with the maths library; where there is none (or it cannot be read), by a second,
 * independent call at temperature 0 on the fast model. A disagreement is said, not hidden. Words
 * cannot be checked this way (NIESPRAWDZONE). A result the task asks to round, or printed rounded
 * (201,06 for 64π), is compared at its precision.
 */
export async function checkSolution(
  deps: Pick<Deps, 'services' | 'logger'>,
  input: { task: ZadanieRow; solution: Solution; signal?: AbortSignal },
): Promise<CheckResult> {
  const { task, solution } = input;
  if (task.type !== 'OBLICZENIOWE' || !solution.wynik?.trim())
    return { check: 'NIESPRAWDZONE', message: null };
  const value = solution.wynik.trim();
  const atPrecision = (...printed: string[]): CompareOptions => {
    const precision = roundedPrecision(task.question, printed);
    return precision === null ? {} : { precision };
  };
  if (solution.przeliczenie?.trim()) {
    const recomputed = compareMathAnswers(solution.przeliczenie, value, atPrecision(value));
    if (recomputed.kind === 'equal')
      return { check: 'ZGODNE', message: 'Wynik przeliczony z danych zadania: zgadza się.' };
    if (recomputed.kind === 'different')
      return {
        check: 'NIEZGODNE',
        message: `Sprawdź ten wynik: przeliczenie z danych zadania (${solution.przeliczenie.trim()}) daje inną wartość niż ${value}.`,
      };
  }
  try {
    const second = await deps.services.ai.generateObject({
      meta: { userId: task.userId, action: 'TEST_SOLVER_VERIFY' },
      role: deps.services.ai.has('fast') ? 'fast' : 'main',
      temperature: 0,
      system: await loadPrompt(PROMPTS, 'test-verify', taskText(task)),
      messages: [{ role: 'user', content: 'Podaj wynik.' }],
      schema: verificationSchema,
      schemaName: 'sprawdzenie_wyniku',
      ...(input.signal ? { signal: input.signal } : {}),
    });
    const compared = compareMathAnswers(second.wynik, value, atPrecision(value, second.wynik));
    if (compared.kind === 'equal')
      return { check: 'ZGODNE', message: 'Druga, niezależna próba dała ten sam wynik.' };
    if (compared.kind === 'different')
      return {
        check: 'NIEZGODNE',
        message: `Sprawdź ten wynik: druga, niezależna próba dała ${second.wynik.trim()}.`,
      };
  } catch (error) {
    if (input.signal?.aborted) throw error;
    deps.logger.warn(
      { err: error, taskId: task.id },
      'the second pass over a task failed; its answer stays unchecked',
    );
  }
  return { check: 'NIESPRAWDZONE', message: null };
}
