import { fileURLToPath } from 'node:url';
import type { ZadanieCheck } from '@kreda/shared/enums';
import { SUBJECT_LABELS, ZADANIE_TYPE_LABELS } from '@kreda/shared/labels';
import { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { loadPrompt } from '../../platform/ai/prompts.ts';
import { roundedPrecision } from '../../platform/math/approximation.ts';
import { type CompareOptions, compareMathAnswers } from '../../platform/math/math-answer.ts';
import { type Solution, solveWithModel, taskText, type ZadanieRow } from '../exercises/index.ts';
import type { TestSolverRow } from './tables.ts';

export type { Solution };

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));

const verificationSchema = z.object({ wynik: z.string().max(200) });

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

/** Solves a task of a test with the test solver's prompt (the shared core: `exercises/solving.ts`). */
export async function solveTask(
  deps: Pick<Deps, 'services'>,
  input: { task: ZadanieRow; test: TestSolverRow; signal?: AbortSignal },
): Promise<Solution> {
  return solveWithModel(deps, {
    task: input.task,
    system: await solvingPrompt(input.task, input.test),
    meta: { userId: input.task.userId, action: 'TEST_SOLVER_SOLVE' },
    ...(input.signal ? { signal: input.signal } : {}),
  });
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
