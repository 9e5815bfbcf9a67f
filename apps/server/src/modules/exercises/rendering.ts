import type { ZadanieRow } from './tables.ts';

/*
 * A task as text: for the prompts that solve it, the chat that talks about it, and the answer a
 * pupil reads. Pure functions, shared by every owner of tasks.
 */

/** The task as the prompts show it: its text and, when closed, its lettered options. */
export function taskText(task: Pick<ZadanieRow, 'question' | 'options'>): {
  question: string;
  options: string;
} {
  return {
    question: task.question,
    options: task.options.length
      ? `Odpowiedzi do wyboru:\n${task.options.map((o) => `${o.key}. ${o.value}`).join('\n')}\n`
      : '',
  };
}

/** The answer as shown: the option with its text for a closed task, else the solver's answer. */
export function answerOf(
  task: Pick<ZadanieRow, 'type' | 'options'>,
  solution: { odpowiedz: string; opcja: string | null },
): string {
  if (task.type !== 'ZAMKNIETE') return solution.odpowiedz.trim();
  const option = task.options.find((o) => o.key === solution.opcja);
  return option ? `${option.key}. ${option.value}` : solution.odpowiedz.trim();
}

/** A task as the chat's answers see it: its text, options, and the solution Kreda wrote. */
export function taskBrief(task: ZadanieRow): string {
  const { question, options } = taskText(task);
  const solved =
    task.state === 'SOLVED'
      ? `\nRozwiązanie Kredy:\n${task.explanation ?? ''}\nOdpowiedź: ${task.answer ?? ''}${task.checkMessage ? `\n(${task.checkMessage})` : ''}`
      : '\n(Zadanie nie jest jeszcze rozwiązane.)';
  return `Zadanie ${task.numberExercise}:\n${question}\n${options}${solved}`;
}
