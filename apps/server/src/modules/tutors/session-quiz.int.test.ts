import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { createUser, fakeAiEnv, findTopic, type TestUser } from '../../testing/factories.ts';
import {
  type FakeAiReply,
  type FakeAiRequest,
  type FakeOpenAi,
  promptOf,
  schemaNameOf,
  startFakeOpenAi,
} from '../../testing/fakes/fake-openai.ts';
import { until } from '../../testing/restartable.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { QUIZZES } from '../quizzes/testing/documents.ts';
import { quizReply } from '../quizzes/testing/fake-model.ts';
import { settledQuiz } from '../quizzes/testing/helpers.ts';
import { TUTORS } from './testing/documents.ts';
import { tutorReply } from './testing/fake-model.ts';
import { orderTutor, settledTutor } from './testing/helpers.ts';

/*
 * A session ends with a quiz on its topic, written from the topic's content; finishing the quiz
 * ends the session with its score, marks the topic mastered from 80%, moves the tutor's progress,
 * and a session below that makes the next one repeat what went wrong.
 */

let server: TestServer;
let ai: FakeOpenAi;
let pupil: TestUser;

const quizzes = quizReply();
const reply = (r: FakeAiRequest) => (schemaNameOf(r) === 'quiz_questions' ? quizzes(r) : tutorReply(r));

beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', defaultReply: reply });
  server = await startTestServer(fakeAiEnv(ai));
  pupil = await createUser(server);
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

async function sessionOf(user: TestUser, topicId: string) {
  const session = dataOf(
    await user.client.gql(TUTORS.continue, { input: { aiTutorTematId: topicId } }),
  ).continueaitutoringAiTutor;
  await until(
    async () =>
      (
        await sqlRows<{ n: number }>(
          server,
          sql`select count(*)::int as n from bot_messages where conversation_id = ${session.sessionConversationId} and is_fetching = false`,
        )
      )[0]?.n,
    (n) => Number(n) === 1,
    15_000,
    50,
  );
  return session;
}

/** Takes the session's quiz, answering `right` questions right and the rest wrong. */
async function takeQuiz(user: TestUser, quizId: string, right: number) {
  const quiz = await settledQuiz(user, quizId);
  expect(quiz.state).toBe('INITIAL_READY');
  const attempt = dataOf(
    await user.client.gql(QUIZZES.start, { input: { quizWorkspaceId: quiz.id } }),
  ).createQuizResult;
  const keys = await sqlRows<{ id: string; correct_option_id: string; options: { id: string }[] }>(
    server,
    sql`select id, correct_option_id, options from quiz_questions where quiz_id = ${quiz.id} order by "order"`,
  );
  for (const [i, key] of keys.entries()) {
    const optionId =
      i < right ? key.correct_option_id : key.options.find((o) => o.id !== key.correct_option_id)?.id;
    dataOf(
      await user.client.gql(QUIZZES.answer, {
        input: { quizResultId: attempt.id, questionId: key.id, optionId },
      }),
    );
  }
  dataOf(await user.client.gql(QUIZZES.finish, { input: { quizResultId: attempt.id } }));
  return { attempt, count: keys.length };
}

const sessionRow = async (id: string) =>
  (
    await sqlRows<{
      state: string;
      score_percent: number | null;
      quiz_result_id: string | null;
      focus: string | null;
    }>(
      server,
      sql`select state, score_percent, quiz_result_id, focus from ai_tutor_sessions where id = ${id}`,
    )
  )[0];

describe('the quiz that ends a session', () => {
  it('is written from the topic, ends the session by its score, and the next session repeats the mistakes', async () => {
    const tutor = await settledTutor(
      pupil,
      (await orderTutor(pupil, { tematId: (await findTopic(server)).id })).id,
    );
    const topic = tutor.aiTutorTemat[0];
    if (!topic) throw new Error('no topic');
    const session = await sessionOf(pupil, topic.id);
    const finishing = dataOf(
      await pupil.client.gql(TUTORS.finish, { input: { id: session.id } }),
    ).finishAiTutorTematSession;
    expect(finishing).toMatchObject({ id: session.id, state: 'FINALIZATION', sessionQuizId: null });
    const quizId = finishing.testSessionQuizId ?? '';
    expect(quizId).not.toBe('');
    // Asked again, nothing new is ordered.
    const again = dataOf(
      await pupil.client.gql(TUTORS.finish, { input: { id: session.id } }),
    ).finishAiTutorTematSession;
    expect(again.testSessionQuizId).toBe(quizId);
    // The quiz is written from the topic's content, as closed questions.
    expect((await settledQuiz(pupil, quizId)).state).toBe('INITIAL_READY');
    const written = ai.requests.filter((r) => schemaNameOf(r) === 'quiz_questions');
    expect(written).toHaveLength(1);
    expect(promptOf(written[0] as FakeAiRequest).system).toContain('Ułamki o tym samym mianowniku dodajemy');

    const { attempt, count } = await takeQuiz(pupil, quizId, 2);
    const ended = await until(
      () => sessionRow(session.id),
      (row) => row?.state === 'FINISHED',
      15_000,
      50,
    );
    const percent = Math.round((100 * 2) / count);
    expect(ended).toMatchObject({ score_percent: percent, quiz_result_id: attempt.id });
    const [view] = dataOf(
      await pupil.client.gql(TUTORS.sessions, { input: { aiTutorTematId: topic.id } }),
    ).getaitematsessionbytematid;
    expect(view).toMatchObject({ state: 'FINISHED' });
    const after = dataOf(await pupil.client.gql(TUTORS.byId, { input: { id: tutor.id } })).getAiTutorById;
    expect(after.aiTutorTemat[0]?.mastered).toBe(false);
    expect(after.progress).toBe(0);
    const [event] = await sqlRows<{ payload: { scorePercent: number; mastered: boolean } }>(
      server,
      sql`select payload from events where type = 'tutorSession.finished' and entity_id = ${session.id}`,
    );
    expect(event?.payload).toMatchObject({ scorePercent: percent, mastered: false, tutorTopicId: topic.id });

    // Below 80%: the next session repeats the questions that went wrong.
    const next = await sessionOf(pupil, topic.id);
    expect(next.previousSessionId).toBe(session.id);
    expect((await sessionRow(next.id))?.focus).toContain('Odpowiedź ucznia');
    const brief = promptOf(
      ai.requests.filter((r) => r.action === 'AI_TUTORING' && r.body.stream).at(-1) as FakeAiRequest,
    ).system;
    expect(brief).toContain('W tej sesji powtórz to, z czym uczeń miał kłopot w poprzednim quizie');

    // All right: the topic is mastered and the tutor's progress moves.
    const second = dataOf(
      await pupil.client.gql(TUTORS.finish, { input: { id: next.id } }),
    ).finishAiTutorTematSession;
    await takeQuiz(pupil, second.testSessionQuizId ?? '', 99);
    await until(
      () => sessionRow(next.id),
      (row) => row?.state === 'FINISHED',
      15_000,
      50,
    );
    const mastered = dataOf(await pupil.client.gql(TUTORS.byId, { input: { id: tutor.id } })).getAiTutorById;
    expect(mastered.aiTutorTemat[0]?.mastered).toBe(true);
    expect(mastered.progress).toBe(Math.round(100 / mastered.aiTutorTemat.length));
    // A finished session is not finished again.
    const refused = firstError((await pupil.client.gql(TUTORS.finish, { input: { id: next.id } })).body);
    expect(refused).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { id: 'Ta sesja jest już zakończona.' },
    });
  });

  it('gives a note from the session’s conversation, in the tutor’s workspace, to its owner only', async () => {
    const tutor = await settledTutor(
      pupil,
      (await orderTutor(pupil, { tematId: (await findTopic(server, { index: 2 })).id })).id,
    );
    const session = await sessionOf(pupil, tutor.aiTutorTemat[0]?.id ?? '');
    // The note's answer goes to the note's request only: a call still made after the opening (the
    // conversation's title) must not take it. A copy left over answers as the default does.
    const noteOnly = (request: FakeAiRequest): FakeAiReply =>
      schemaNameOf(request) === 'notatka'
        ? {
            text: JSON.stringify({
              title: 'Dodawanie ułamków – notatka',
              content: '## Zasada\n\nDodajemy liczniki.',
            }),
          }
        : reply(request);
    ai.script(noteOnly, noteOnly, noteOnly);
    const note = dataOf(
      await pupil.client.gql(TUTORS.note, { input: { sessionId: session.id } }),
    ).generateainotatkasession;
    expect(note).toMatchObject({ name: 'Dodawanie ułamków – notatka', workspaceId: tutor.workspaceId });
    const asked = ai.requests.filter((r) => schemaNameOf(r) === 'notatka').at(-1);
    const transcript = promptOf(asked as FakeAiRequest).user;
    expect(transcript).toContain('(Korepetytor zaczyna sesję.)');
    expect(transcript).not.toContain('Uczeń: Zacznij sesję.');
    const other = await createUser(server);
    const refused = firstError(
      (await other.client.gql(TUTORS.note, { input: { sessionId: session.id } })).body,
    );
    expect(refused).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono sesji z korepetytorem.' });
  });

  it('is nobody else’s to order', async () => {
    const tutor = await settledTutor(
      pupil,
      (await orderTutor(pupil, { tematId: (await findTopic(server, { index: 1 })).id })).id,
    );
    const session = await sessionOf(pupil, tutor.aiTutorTemat[0]?.id ?? '');
    const other = await createUser(server);
    const refused = firstError((await other.client.gql(TUTORS.finish, { input: { id: session.id } })).body);
    expect(refused).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono sesji z korepetytorem.' });
    expect((await sessionRow(session.id))?.state).toBe('INITIAL');
  });
});
