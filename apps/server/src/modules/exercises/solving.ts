import { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { DomainError } from '../../core/domain-error.ts';
import type { AiCallMeta } from '../../platform/ai/types.ts';
import type { ZadanieRow } from './tables.ts';

/*
 * Solving one task, shared by every owner that has its tasks solved by the AI (the test solver,
 * the library's import): one structured answer, and a closed task must name one of its printed
 * options (asked again once, naming them, then refused). Each owner brings its own prompt and action.
 */

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
const SOLUTION_SCHEMA_NAME = 'rozwiazanie_zadania';

export const NO_OPTION =
  'AI dwa razy nie wskazało żadnej z podanych odpowiedzi. Popraw treść zadania albo spróbuj ponownie.';

const letter = (raw: string | null) => (raw ?? '').replace(/[^\p{L}\d]/gu, '').toUpperCase();

/**
 * Solves a task with the owner's prompt: a closed one must name one of its printed options (asked
 * again once, naming them, then refused); returns the model's solution with the option normalised.
 */
export async function solveWithModel(
  deps: Pick<Deps, 'services'>,
  input: {
    task: Pick<ZadanieRow, 'numberExercise' | 'type' | 'options'>;
    system: string;
    meta: AiCallMeta;
    signal?: AbortSignal;
  },
): Promise<Solution> {
  const { task } = input;
  const keys = task.options.map((o) => o.key);
  const ask = (extra: { role: 'assistant' | 'user'; content: string }[]) =>
    deps.services.ai.generateObject({
      meta: input.meta,
      system: input.system,
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
