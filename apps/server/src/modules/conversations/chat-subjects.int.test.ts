import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSubject } from '../../core/deps.ts';
import type { ModuleManifest } from '../../core/module.ts';
import { MODULES } from '../../modules.ts';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { CONVERSATIONS } from '../../testing/documents.ts';
import {
  createConversation,
  createUser,
  createWorkspace,
  fakeAiEnv,
  type TestUser,
  waitForAnswer,
} from '../../testing/factories.ts';
import type { FakeAiRequest, FakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { promptOf, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * Chat subjects (ADR 019): a tool declares the kind of conversation it owns in its manifest, and
 * the chat — which imports no tool — admits it, stores it and puts its brief in the system prompt
 * of every answer. Here a made-up tool owns ZADANIE in place of the real one, and its lessons live
 * in memory: what reaches the model is the tool's own words, for the lesson's owner only.
 */

const lessons = new Map<string, { userId: string; workspaceId: string; text: string }>();
const lessonSubject: ChatSubject = {
  kind: 'ZADANIE',
  startField: 'zadanieId',
  find: async (_deps, userId, id) => {
    const lesson = lessons.get(id);
    return lesson?.userId === userId ? { id, workspaceId: lesson.workspaceId } : undefined;
  },
  notFound: 'Nie znaleziono lekcji.',
  brief: async (_deps, userId, id) => {
    const lesson = lessons.get(id);
    return lesson?.userId === userId ? `Uczeń pyta o swoją lekcję: ${lesson.text}` : null;
  },
};
const lessonsModule: ModuleManifest = { name: 'lessons', chatSubjects: [lessonSubject] };
/** Every module, the real owner of ZADANIE without it, and the made-up tool. */
const modules = [
  ...MODULES.map((m) =>
    m.chatSubjects ? { ...m, chatSubjects: m.chatSubjects.filter((s) => s.kind !== 'ZADANIE') } : m,
  ),
  lessonsModule,
];

let server: TestServer;
let ai: FakeOpenAi;
let owner: TestUser;
let workspaceId: string;
let lessonId: string;

beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', defaultReply: () => ({ text: 'Już wyjaśniam.' }) });
  server = await startTestServer(fakeAiEnv(ai), { modules });
  owner = await createUser(server);
  workspaceId = (await createWorkspace(owner)).id;
  lessonId = randomUUID();
  lessons.set(lessonId, { userId: owner.id, workspaceId, text: 'Twierdzenie Pitagorasa, a² + b² = c².' });
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

/** The system prompt of each answer the model was asked for since `from` (answers are streamed). */
const answerPrompts = (from: number) =>
  ai.requests
    .slice(from)
    .filter((request: FakeAiRequest) => request.body.stream)
    .map((request) => promptOf(request).system);

async function startAbout(user: TestUser, inWorkspace: string, id: string) {
  return user.client.gql(CONVERSATIONS.startIntent, {
    input: {
      workspaceId: inWorkspace,
      message: 'Wyjaśnij mi to jeszcze raz.',
      intent: { conversationType: 'ZADANIE' },
      zadanieId: id,
    },
  });
}

describe('chat subjects', () => {
  it("puts the brief of a tool's subject in the system prompt of every answer of its conversation", async () => {
    const before = ai.requests.length;
    const started = dataOf(await startAbout(owner, workspaceId, lessonId)).startconversationintent;
    expect(started.action).toBe('ZADANIE');
    await waitForAnswer(owner, started.id);
    dataOf(
      await owner.client.gql(CONVERSATIONS.send, {
        input: { conversationId: started.id, message: 'A dlaczego?' },
      }),
    );
    await waitForAnswer(owner, started.id);

    const prompts = answerPrompts(before);
    expect(prompts).toHaveLength(2);
    for (const system of prompts)
      expect(system).toContain('Uczeń pyta o swoją lekcję: Twierdzenie Pitagorasa');
    // Stored as a generic subject: on the conversation, and on the message that brought it.
    const [conversation] = await sqlRows<{ subject_kind: string; subject_id: string }>(
      server,
      sql`select subject_kind, subject_id from conversations where id = ${started.id}`,
    );
    expect(conversation).toEqual({ subject_kind: 'ZADANIE', subject_id: lessonId });
    const messages = await sqlRows<{ subject_kind: string | null; subject_id: string | null }>(
      server,
      sql`select subject_kind, subject_id from user_messages where conversation_id = ${started.id}
          order by created_at`,
    );
    expect(messages).toEqual([
      { subject_kind: 'ZADANIE', subject_id: lessonId },
      { subject_kind: null, subject_id: null },
    ]);
  });

  it("keeps a subject its owner's: another pupil's is not found, and is never told to the model", async () => {
    const stranger = await createUser(server);
    const elsewhere = (await createWorkspace(stranger)).id;
    const refused = firstError((await startAbout(stranger, elsewhere, lessonId)).body);
    expect(refused).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono lekcji.' });
    // The owner's own lesson, asked about in another of the owner's workspaces, is not found either.
    const otherWorkspace = (await createWorkspace(owner)).id;
    expect(firstError((await startAbout(owner, otherWorkspace, lessonId)).body).code).toBe('NOT_FOUND');
    const none = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from conversations where user_id = ${stranger.id}`,
    );
    expect(none[0]?.n).toBe(0);

    // A conversation of the stranger's that names the owner's lesson (written past the API): the
    // brief is read with the stranger's rights, so the lesson never reaches the model.
    const own = await createConversation(stranger, elsewhere, { message: 'Cześć!' });
    await server.database.db.execute(
      sql`update conversations set subject_kind = 'ZADANIE', subject_id = ${lessonId} where id = ${own.id}`,
    );
    const before = ai.requests.length;
    dataOf(
      await stranger.client.gql(CONVERSATIONS.send, {
        input: { conversationId: own.id, message: 'A teraz?' },
      }),
    );
    await waitForAnswer(stranger, own.id);
    const [system] = answerPrompts(before);
    expect(system).toBeDefined();
    expect(system).not.toContain('Pitagorasa');
  });
});
