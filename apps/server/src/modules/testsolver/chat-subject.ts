import type { ChatSubject, Deps } from '../../core/deps.ts';
import { findOwnZadanie, taskBrief } from '../exercises/index.ts';

/*
 * "Zapytaj w czacie" on a task (ADR 019): a ZADANIE conversation about one of the pupil's tasks.
 * The chat stores the subject (kind ZADANIE, the task's id); every answer of the conversation gets
 * the task and Kreda's solution, and the messages show the task (`chat.graphql`).
 */

/** The message's task, read with its owner's rights (null without one, or when it is gone). */
const taskOf = async (deps: Deps, message: { userId: string; subjectId: string | null }) =>
  message.subjectId ? ((await findOwnZadanie(deps.db, message.userId, message.subjectId)) ?? null) : null;

export const taskChatSubject: ChatSubject = {
  kind: 'ZADANIE',
  startField: 'zadanieId',
  find: (deps, userId, id) => findOwnZadanie(deps.db, userId, id),
  notFound: 'Nie znaleziono zadania.',
  async brief(deps, userId, id) {
    const task = await findOwnZadanie(deps.db, userId, id);
    return task
      ? `Rozmowa dotyczy tego zadania ze sprawdzianu ucznia; Kreda już je rozwiązała (poniżej). Wyjaśniaj na tej podstawie, a jeśli widzisz w rozwiązaniu błąd, powiedz to wprost.\n<<<\n${taskBrief(task)}\n>>>`
      : null;
  },
  fields: {
    UserMessage: { zadanieCall: taskOf },
    BotMessage: { zadanie: taskOf },
  },
};
