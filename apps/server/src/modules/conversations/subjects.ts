import type { UsageAction } from '@kreda/shared/enums';
import type { ChatMessage, ChatSubject, ChatSubjectRef, Deps } from '../../core/deps.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import type { BotMessageRow, UserMessageRow } from './tables.ts';

/*
 * Conversation subjects are the tools' (manifest `chatSubjects`, ADR 019): the chat stores a
 * subject as a kind and an id, asks its owner what the model is told of it, and lets the owner
 * resolve its fields of a message. It imports no tool.
 */

/** A row that stores a subject (a conversation or a message). */
interface SubjectColumns {
  subjectKind: string | null;
  subjectId: string | null;
}

const ownerOf = (deps: Pick<Deps, 'chatSubjects'>, kind: string) =>
  deps.chatSubjects.find((subject) => subject.kind === kind);

/** The subject a row stores, or null. */
export function storedSubject(row: SubjectColumns): ChatSubjectRef | null {
  return row.subjectKind && row.subjectId ? { kind: row.subjectKind, id: row.subjectId } : null;
}

/** The columns that store `subject` (both null without one). */
export function subjectColumns(subject: ChatSubjectRef | null | undefined): SubjectColumns {
  return { subjectKind: subject?.kind ?? null, subjectId: subject?.id ?? null };
}

/** The subject a start input names in a tool's own field (e.g. `zadanieId`); null when none does. */
export function subjectOfStartInput(
  subjects: readonly ChatSubject[],
  input: Readonly<Record<string, unknown>>,
): ChatSubjectRef | null {
  const named = subjects.flatMap((subject) => {
    const id = subject.startField ? input[subject.startField] : undefined;
    return typeof id === 'string' && id !== '' ? [{ kind: subject.kind, id, field: subject.startField }] : [];
  });
  const [first, second] = named;
  if (second?.field) throw badInput({ [second.field]: 'Rozmowa może dotyczyć tylko jednej rzeczy naraz.' });
  return first ? { kind: first.kind, id: first.id } : null;
}

/**
 * The pupil's subject as its owner finds it, in the conversation's workspace (a public one, in
 * any): another pupil's, a missing one and one of another workspace are all NOT_FOUND, in the
 * owner's words.
 */
export async function admitSubject(
  deps: Pick<Deps, 'db' | 'chatSubjects' | 'exerciseOwners'>,
  userId: string,
  workspaceId: string,
  subject: ChatSubjectRef,
): Promise<ChatSubjectRef> {
  const owner = ownerOf(deps, subject.kind);
  const found = owner?.find ? await owner.find(deps, userId, subject.id) : undefined;
  if (!found || (found.workspaceId !== null && found.workspaceId !== workspaceId))
    throw notFound(owner?.notFound ?? 'Nie znaleziono.');
  return { kind: subject.kind, id: found.id };
}

/**
 * What the model is told of the pupil's subject (its owner's brief); null without one. The pupil's
 * previous messages are read only for an owner that asks for them (`briefTurns`).
 */
export async function subjectBrief(
  deps: Pick<Deps, 'db' | 'chatSubjects' | 'exerciseOwners'>,
  userId: string,
  subject: ChatSubjectRef | null,
  turn: { message: string; previous: (count: number) => Promise<string[]> },
): Promise<string | null> {
  if (!subject) return null;
  const owner = ownerOf(deps, subject.kind);
  if (!owner?.brief) return null;
  const previous = owner.briefTurns ? await turn.previous(owner.briefTurns) : [];
  return owner.brief(deps, userId, subject.id, { message: turn.message, previous });
}

/** The plan's limit a message about `subject` counts against (its owner's, else CHAT_MESSAGE). */
export function subjectUsageAction(
  deps: Pick<Deps, 'chatSubjects'>,
  subject: ChatSubjectRef | null,
): UsageAction {
  return (subject && ownerOf(deps, subject.kind)?.usageAction) || 'CHAT_MESSAGE';
}

/** A message as the chat stores it: what a subject's fields are resolved from. */
type StoredMessage = Pick<UserMessageRow, 'userId' | 'message' | 'subjectKind' | 'subjectId'> &
  Pick<ChatMessage, 'intents'>;

/** An answer on the wire: with the message it answers (see `UserMessage.botResponses`). */
export type AnswerView = BotMessageRow & { question?: StoredMessage };

/** The message as `subject` sees it: its stored subject only when it is of that kind. */
const seenBy = (subject: ChatSubject, message: StoredMessage): ChatMessage => ({
  userId: message.userId,
  message: message.message,
  intents: message.intents,
  subjectId: message.subjectKind === subject.kind ? message.subjectId : null,
});

type FieldResolver<P> = (parent: P, args: unknown, ctx: Deps) => unknown;

/**
 * The fields the subjects add to `UserMessage` and `BotMessage` (declared in their modules' SDL),
 * for the schema. Each is given the message (for an answer, the message it answers) with a stored
 * subject of its own kind only; the message's owner is the only user it is read for.
 */
export function chatSubjectResolvers(subjects: readonly ChatSubject[]) {
  const UserMessage: Record<string, FieldResolver<StoredMessage>> = {};
  const BotMessage: Record<string, FieldResolver<AnswerView>> = {};
  for (const subject of subjects) {
    for (const [field, present] of Object.entries(subject.fields?.UserMessage ?? {})) {
      if (UserMessage[field]) throw new Error(`UserMessage.${field} is declared by two chat subjects`);
      UserMessage[field] = (message, _args, ctx) => present(ctx, seenBy(subject, message));
    }
    for (const [field, present] of Object.entries(subject.fields?.BotMessage ?? {})) {
      if (BotMessage[field]) throw new Error(`BotMessage.${field} is declared by two chat subjects`);
      BotMessage[field] = (answer, _args, ctx) =>
        answer.question ? present(ctx, seenBy(subject, answer.question)) : null;
    }
  }
  return { UserMessage, BotMessage };
}
