import { z } from 'zod';
import type { ActorSource } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { notFound } from '../../core/domain-error.ts';
import { parseInput, text } from '../../core/input.ts';
import { compareMathAnswers } from '../../platform/math/math-answer.ts';
import { findReadableZadanie, type ZadanieRow } from './service.ts';

/*
 * "Sprawdź swoją odpowiedź": a pupil's answer to a solved task compared with the solution's answer
 * without AI — the letter (or the text) of a closed task's option, a result by meaning with the
 * maths answer reader. A word answer is not judged here: the pupil compares it with the solution.
 */

const NO_TASK = 'Nie znaleziono rozwiązanego zadania.';

const INPUT = z.object({
  id: z.string(),
  answer: text({ max: 500, required: 'Wpisz swoją odpowiedź.' }),
});

export type Verdict = 'POPRAWNA' | 'NIEPOPRAWNA' | 'NIESPRAWDZONA';

const MESSAGES: Record<Verdict | 'WORDS', string> = {
  POPRAWNA: 'Dobrze! Twoja odpowiedź zgadza się z rozwiązaniem.',
  NIEPOPRAWNA: 'To nie ta odpowiedź. Spróbuj jeszcze raz albo zajrzyj do rozwiązania.',
  NIESPRAWDZONA:
    'Nie umiemy odczytać tej odpowiedzi jako wyniku. Zapisz ją jak w zeszycie, np. 3/4 albo x = 2,5, albo porównaj ją z rozwiązaniem.',
  WORDS: 'Odpowiedzi słownej nie sprawdzamy automatycznie: porównaj ją z rozwiązaniem.',
};

/** The option a pupil meant: its letter ("b", "B.", "(B)") or its text. */
function chosenOption(task: ZadanieRow, answer: string): string | null {
  const letter = /^\(?([a-f])\)?[.)]?$/i.exec(answer.trim())?.[1]?.toUpperCase();
  if (letter) return task.options.some((option) => option.key === letter) ? letter : null;
  const normal = (value: string) => value.replace(/\$/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
  return task.options.find((option) => normal(option.value) === normal(answer))?.key ?? null;
}

export function judgeAnswer(task: ZadanieRow, answer: string): { verdict: Verdict; message: string } {
  const reference = task.answer ?? '';
  if (task.options.length > 0) {
    const right = /^\(?([A-F])\b/.exec(reference.trim())?.[1];
    const chosen = chosenOption(task, answer);
    if (!right) return { verdict: 'NIESPRAWDZONA', message: MESSAGES.NIESPRAWDZONA };
    if (!chosen)
      return {
        verdict: 'NIESPRAWDZONA',
        message: `Wpisz literę jednej z odpowiedzi (${task.options.map((option) => option.key).join(', ')}).`,
      };
    const verdict = chosen === right ? 'POPRAWNA' : 'NIEPOPRAWNA';
    return { verdict, message: MESSAGES[verdict] };
  }
  if (task.type === 'OTWARTE') return { verdict: 'NIESPRAWDZONA', message: MESSAGES.WORDS };
  const { kind } = compareMathAnswers(answer, reference);
  const verdict = kind === 'equal' ? 'POPRAWNA' : kind === 'different' ? 'NIEPOPRAWNA' : 'NIESPRAWDZONA';
  return { verdict, message: MESSAGES[verdict] };
}

export async function checkTaskAnswer(deps: Deps, ctx: ActorSource, input: unknown) {
  const { id, answer } = parseInput(INPUT, input);
  // Signed out, only public tasks (a published library exercise) are readable.
  const viewerId = (await ctx.viewer())?.user.id ?? '';
  const task = await findReadableZadanie(deps, viewerId, id);
  if (task?.state !== 'SOLVED' || !task.answer) throw notFound(NO_TASK);
  return judgeAnswer(task, answer);
}
