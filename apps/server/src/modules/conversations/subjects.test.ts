import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatSubject, Deps } from '../../core/deps.ts';
import { chatSubjectResolvers, subjectOfStartInput } from './subjects.ts';

/* How the chat hands its messages to the tools' subjects (ADR 019), without a server. */

const seen: ChatMessage[] = [];
const record = (_deps: Deps, message: ChatMessage) => {
  seen.push(message);
  return message.subjectId;
};
const lesson: ChatSubject = {
  kind: 'ZADANIE',
  startField: 'lessonId',
  fields: { UserMessage: { lessonCall: record }, BotMessage: { lesson: record } },
};
const essay: ChatSubject = { kind: 'ROZPRAWKA', fields: { UserMessage: { essayCall: record } } };
const resolvers = chatSubjectResolvers([lesson, essay]);
const deps = {} as Deps;

const message = (subjectKind: string | null, subjectId: string | null) => ({
  userId: 'owner',
  message: 'Wyjaśnij mi to.',
  intents: [{ conversationType: 'ZADANIE' }],
  subjectKind,
  subjectId,
});

describe('chatSubjectResolvers', () => {
  it("gives each subject's fields the message, with a stored subject of its own kind only", () => {
    const about = message('ZADANIE', 'lesson-1');
    expect(resolvers.UserMessage.lessonCall?.(about, {}, deps)).toBe('lesson-1');
    expect(resolvers.UserMessage.essayCall?.(about, {}, deps)).toBeNull();
    expect(resolvers.UserMessage.lessonCall?.(message('ROZPRAWKA', 'essay-1'), {}, deps)).toBeNull();
    expect(resolvers.UserMessage.lessonCall?.(message(null, null), {}, deps)).toBeNull();
    expect(seen.at(-1)).toEqual({
      userId: 'owner',
      message: 'Wyjaśnij mi to.',
      intents: [{ conversationType: 'ZADANIE' }],
      subjectId: null,
    });
  });

  it('reads an answer through the message it answers, as its owner', () => {
    const answer = { id: 'answer', userId: 'owner', question: message('ZADANIE', 'lesson-1') };
    expect(resolvers.BotMessage.lesson?.(answer as never, {}, deps)).toBe('lesson-1');
    expect(seen.at(-1)).toMatchObject({ userId: 'owner', subjectId: 'lesson-1' });
    expect(resolvers.BotMessage.lesson?.({ id: 'answer' } as never, {}, deps)).toBeNull();
  });

  it('refuses two subjects declaring the same field', () => {
    expect(() => chatSubjectResolvers([lesson, { ...lesson, kind: 'ROZPRAWKA_REVIEW' }])).toThrow(
      /UserMessage.lessonCall/,
    );
  });
});

describe('subjectOfStartInput', () => {
  it("takes the subject from the owner's own input field", () => {
    expect(subjectOfStartInput([lesson, essay], { workspaceId: 'w', lessonId: 'lesson-1' })).toEqual({
      kind: 'ZADANIE',
      id: 'lesson-1',
    });
    expect(subjectOfStartInput([lesson, essay], { workspaceId: 'w', lessonId: '' })).toBeNull();
    expect(subjectOfStartInput([lesson, essay], { workspaceId: 'w' })).toBeNull();
  });

  it('refuses two subjects at once', () => {
    const other: ChatSubject = { kind: 'ROZPRAWKA', startField: 'essayId' };
    expect(() => subjectOfStartInput([lesson, other], { lessonId: 'a', essayId: 'b' })).toThrow();
  });
});
