import type { ChatSubject, Deps } from '../../core/deps.ts';
import { taskBrief } from './rendering.ts';
import { findReadableZadanie, PUBLIC_TASKS_USER } from './service.ts';

/*
 * "Zapytaj w czacie" on a task (ADR 019): a ZADANIE conversation about a task — one of the pupil's
 * (a photographed test's) or an exercise of the public library (ADR 026), which a conversation of
 * any of the pupil's workspaces may be about. The chat stores the subject (kind ZADANIE, the
 * task's id); every answer of the conversation gets the task and its solution, and the messages
 * show the task (`chat.graphql`).
 */

type Readers = Pick<Deps, 'db' | 'exerciseOwners'>;

/** The message's task, read with its owner's rights (null without one, or when it is gone). */
const taskOf = async (deps: Readers, message: { userId: string; subjectId: string | null }) =>
  message.subjectId ? ((await findReadableZadanie(deps, message.userId, message.subjectId)) ?? null) : null;

export const taskChatSubject: ChatSubject = {
  kind: 'ZADANIE',
  startField: 'zadanieId',
  async find(deps, userId, id) {
    const task = await findReadableZadanie(deps, userId, id);
    if (!task) return undefined;
    return { id: task.id, workspaceId: task.userId === PUBLIC_TASKS_USER ? null : task.workspaceId };
  },
  notFound: 'Nie znaleziono zadania.',
  async brief(deps, userId, id) {
    const task = await findReadableZadanie(deps, userId, id);
    if (!task) return null;
    const where =
      task.userId === PUBLIC_TASKS_USER
        ? 'Rozmowa dotyczy tego zadania z podręcznika w bibliotece Kredy; poniżej jest jego rozwiązanie z podręcznika.'
        : 'Rozmowa dotyczy tego zadania ze sprawdzianu ucznia; Kreda już je rozwiązała (poniżej).';
    return `${where} Wyjaśniaj na tej podstawie, a jeśli widzisz w rozwiązaniu błąd, powiedz to wprost.\n<<<\n${taskBrief(task)}\n>>>`;
  },
  fields: {
    UserMessage: { zadanieCall: taskOf },
    BotMessage: { zadanie: taskOf },
  },
};
