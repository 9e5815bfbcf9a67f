import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { CONVERSATIONS } from '../../testing/documents.ts';
import { createUser, fakeAiEnv, findTopic, type TestUser, waitForAnswer } from '../../testing/factories.ts';
import {
  type FakeAiRequest,
  type FakeOpenAi,
  promptOf,
  startFakeOpenAi,
} from '../../testing/fakes/fake-openai.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { TUTORS } from './testing/documents.ts';
import { topicReply, tutorReply } from './testing/fake-model.ts';
import { orderTutor, settledTutor, type TestTutor } from './testing/helpers.ts';

/*
 * A tutor's session is a conversation the tutor leads: opened by its first message, briefed with
 * the topic's content and worked solutions and hint-first rules, told by code what the pupil's
 * result is worth and when to stop hinting, and counted as "korepetycje AI" message by message.
 */

let server: TestServer;
let ai: FakeOpenAi;
let pupil: TestUser;
let tutor: TestTutor;

beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', defaultReply: tutorReply });
  server = await startTestServer(fakeAiEnv(ai));
  pupil = await createUser(server);
  tutor = await settledTutor(pupil, (await orderTutor(pupil, { tematId: (await findTopic(server)).id })).id);
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

const used = async (userId: string, action: string) =>
  Number(
    (
      await sqlRows<{ n: number }>(
        server,
        sql`select coalesce(sum(amount), 0)::int as n from usage_ledger where user_id = ${userId} and action = ${action} and state <> 'released'`,
      )
    )[0]?.n,
  );

/** The system prompt of the chat request that answered the pupil's last message. */
const lastBrief = () =>
  promptOf(ai.requests.filter((r) => r.action === 'AI_TUTORING' && r.body.stream).at(-1) as never).system;

async function say(conversationId: string, message: string) {
  dataOf(await pupil.client.gql(CONVERSATIONS.send, { input: { conversationId, message } }));
  return waitForAnswer(pupil, conversationId);
}

describe('a tutor’s session', () => {
  it('opens with the tutor’s first message, briefed with the topic, and continues the same session', async () => {
    const topic = tutor.aiTutorTemat[0];
    if (!topic) throw new Error('no topic');
    const session = dataOf(
      await pupil.client.gql(TUTORS.continue, { input: { aiTutorTematId: topic.id } }),
    ).continueaitutoringAiTutor;
    expect(session).toMatchObject({
      aiTutorTematId: topic.id,
      state: 'INITIAL',
      detailLevel: 'NORMAL',
      sessionConversationStarted: true,
      previousSessionId: null,
    });
    const conversation = await waitForAnswer(pupil, session.sessionConversationId ?? '');
    expect(conversation.workspaceId).toBe(tutor.workspaceId);
    const [opening] = conversation.userMessages;
    expect(opening).toMatchObject({ message: 'Zacznij sesję.', type: 'AITUTOR_INSTRUCTION' });
    expect(opening?.botResponses[0]?.content).toBe('Dzień dobry! Od czego zaczniemy?');
    const brief = lastBrief();
    expect(brief).toContain(`Prowadzisz sesję korepetycji z tematu „${topic.name}”`);
    expect(brief).toContain('Ułamki o tym samym mianowniku dodajemy');
    expect(brief).toContain('Rozwiązanie: Mianownik zostaje 7');
    expect(brief).toContain('Nigdy nie podajesz rozwiązania ani wyniku zadania');
    expect(brief).toContain('Teraz: To początek sesji');
    // The tutor's order and its opening: two uses of "korepetycje AI", none of the chat's.
    expect(await used(pupil.id, 'AI_TUTORING')).toBe(2);
    expect(await used(pupil.id, 'CHAT_MESSAGE')).toBe(0);
    // Asked again, the session in progress is the answer: nothing new is opened or counted.
    const again = dataOf(
      await pupil.client.gql(TUTORS.continue, { input: { aiTutorTematId: topic.id } }),
    ).continueaitutoringAiTutor;
    expect(again.id).toBe(session.id);
    expect(await used(pupil.id, 'AI_TUTORING')).toBe(2);
    const listed = dataOf(
      await pupil.client.gql(TUTORS.sessions, { input: { aiTutorTematId: topic.id } }),
    ).getaitematsessionbytematid;
    expect(listed).toMatchObject([
      { id: session.id, state: 'INITIAL', sessionConversationId: session.sessionConversationId },
    ]);
    expect(listed).toHaveLength(1);
  });

  it('hints after a reply without an attempt, stops hinting at the third, and lets code judge a result', async () => {
    const topic = tutor.aiTutorTemat[0];
    const [session] = dataOf(
      await pupil.client.gql(TUTORS.sessions, { input: { aiTutorTematId: topic?.id ?? '' } }),
    ).getaitematsessionbytematid;
    const id = session?.sessionConversationId ?? '';
    const before = await used(pupil.id, 'AI_TUTORING');
    await say(id, 'nie wiem');
    expect(lastBrief()).toContain('daj jedną małą wskazówkę');
    await say(id, '?');
    expect(lastBrief()).not.toContain('z rzędu');
    await say(id, 'podaj wynik');
    expect(lastBrief()).toContain('3. raz z rzędu');
    expect(lastBrief()).toContain('zapytaj wprost, co dokładnie jest niejasne');
    await say(id, '1/7 + 2/7 = 3/7');
    expect(lastBrief()).toContain('potwierdza: wynik ucznia „3/7” jest poprawnym wynikiem zadania 1');
    await say(id, 'Wyjaśnij wprost');
    expect(lastBrief()).toContain('wyjaśnij zagadnienie jasno i w całości');
    expect(await used(pupil.id, 'AI_TUTORING')).toBe(before + 5);
    expect(await used(pupil.id, 'CHAT_MESSAGE')).toBe(0);
  });

  it('is refused in Polish for a topic without content, and is nobody else’s to open or read', async () => {
    const user = await createUser(server);
    ai.script(
      (r) => tutorReply(r),
      ...Array.from(
        { length: 6 },
        () => (r: FakeAiRequest) => topicReply(r, { flaws: { 0: 'shortContent' } }),
      ),
    );
    const failed = await settledTutor(
      user,
      (await orderTutor(user, { tematId: (await findTopic(server, { index: 3 })).id })).id,
    );
    const broken = failed.aiTutorTemat.find((t) => t.state === 'INITIAL_FAILED');
    if (!broken) throw new Error('expected a topic without content');
    const refused = firstError(
      (await user.client.gql(TUTORS.continue, { input: { aiTutorTematId: broken.id } })).body,
    );
    expect(refused).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Treści tego tematu nie udało się przygotować, więc sesja nie może się zacząć.',
    });
    const mine = tutor.aiTutorTemat[0]?.id ?? '';
    for (const { body } of [
      await user.client.gql(TUTORS.continue, { input: { aiTutorTematId: mine } }),
      await user.client.gql(TUTORS.sessions, { input: { aiTutorTematId: mine } }),
    ])
      expect(firstError(body).code).toBe('NOT_FOUND');
    const [row] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from ai_tutor_sessions where user_id = ${user.id}`,
    );
    expect(Number(row?.n)).toBe(0);
  });
});
