import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { createUser, createWorkspace, type TestUser, type TestWorkspace } from '../../testing/factories.ts';
import { dataOf, sessionClient } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { QUIZZES } from '../quizzes/testing/documents.ts';
import { SHARING } from './testing/documents.ts';

/*
 * Sharing a quiz by link: the preview shows the questions but no key, explanation or the material
 * they were made from; the copy is a quiz of the classmate's with the keys and explanations, no
 * attempts, and no pointer to the owner's materials. The quiz is stored as its generation job
 * leaves one (generation itself is covered by the quiz tool's tests).
 */

const INACTIVE = 'Ten link nie jest już aktywny.';
const MATERIAL_TEXT = 'Tajna notatka Ani: licznik nad mianownikiem.';

let server: TestServer;
let owner: TestUser;
let classmate: TestUser;
let ownerSpace: TestWorkspace;
let classSpace: TestWorkspace;
let quizId: string;
let token: string;
const materialId = randomUUID();

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server);
  classmate = await createUser(server);
  ownerSpace = await createWorkspace(owner, { name: 'Matematyka Ani' });
  classSpace = await createWorkspace(classmate);
  const passage = {
    sourceKind: 'USER_DOC',
    sourceId: materialId,
    sourceName: 'Ułamki – lekcja Ani',
    page: 1,
    startSeconds: null,
    ordinal: 0,
    text: MATERIAL_TEXT,
  };
  const [flow] = await sqlRows<{ id: string }>(
    server,
    sql`insert into quiz_flows (user_id, workspace_id, title, sources_id, user_doc_id)
        values (${owner.id}, ${ownerSpace.id}, 'Ułamki – lekcja Ani', ${randomUUID()}, ${materialId}) returning id`,
  );
  const [quiz] = await sqlRows<{ id: string }>(
    server,
    sql`insert into quizzes (user_id, workspace_id, quiz_flow_id, name, detail_scale, requested_count, question_types, state)
        values (${owner.id}, ${ownerSpace.id}, ${flow?.id}, 'Ułamki – quiz 1', 'NORMALNY', 2, ${sql.raw(`'{ZAMKNIETE,OTWARTE}'`)}, 'INITIAL_READY') returning id`,
  );
  quizId = quiz?.id as string;
  await sqlRows(
    server,
    sql`insert into quiz_questions (user_id, quiz_id, quiz_flow_id, "order", kind, question, options, correct_option_id, reference_answer, explanation, passage, fingerprint)
        values
        (${owner.id}, ${quizId}, ${flow?.id}, 1, 'ZAMKNIETE', 'Co mówi mianownik?',
         ${JSON.stringify([
           { id: 'a', text: 'Na ile części dzielimy całość' },
           { id: 'b', text: 'Ile części bierzemy' },
         ])}::jsonb,
         'a', 'Na ile części dzielimy całość', 'Mianownik to liczba równych części całości.', ${JSON.stringify(passage)}::jsonb, 'co mowi mianownik'),
        (${owner.id}, ${quizId}, ${flow?.id}, 2, 'OTWARTE', 'Jak dodać ułamki o tym samym mianowniku?', '[]'::jsonb,
         null, 'Dodajemy liczniki, mianownik zostaje.', 'Wzorcowa odpowiedź: dodajemy liczniki.', ${JSON.stringify(passage)}::jsonb, 'jak dodac ulamki')`,
  );
  // The owner's own attempt: it stays the owner's.
  const [result] = await sqlRows<{ id: string }>(
    server,
    sql`insert into quiz_results (user_id, workspace_id, quiz_id, max_score, is_finished, score)
        values (${owner.id}, ${ownerSpace.id}, ${quizId}, 2, true, 1) returning id`,
  );
  await sqlRows(
    server,
    sql`insert into quiz_answers (user_id, quiz_result_id, question_id, option_id, user_answer, is_correct, points)
        select ${owner.id}, ${result?.id}, id, 'b', 'Ile części bierzemy', false, 0 from quiz_questions where quiz_id = ${quizId} and "order" = 1`,
  );
});
afterAll(async () => {
  await server?.stop();
});

describe('sharing a quiz', () => {
  it('shows the questions without keys, explanations, materials or the owner’s attempts', async () => {
    token = dataOf(await owner.client.gql(SHARING.create, { input: { kind: 'QUIZ', id: quizId } }))
      .createShareLink.token;
    const response = await sessionClient(server).gql(SHARING.preview, { input: { token } });
    expect(dataOf(response).getSharedItem).toEqual({
      token,
      kind: 'QUIZ',
      title: 'Ułamki – quiz 1',
      description: null,
      summary: 'Quiz · 2 pytania',
      entries: [
        {
          text: 'Co mówi mianownik?',
          answer: null,
          options: ['Na ile części dzielimy całość', 'Ile części bierzemy'],
        },
        { text: 'Jak dodać ułamki o tym samym mianowniku?', answer: null, options: [] },
      ],
    });
    const json = JSON.stringify(response.body);
    for (const secret of [
      owner.email,
      owner.id,
      ownerSpace.id,
      quizId,
      materialId,
      MATERIAL_TEXT,
      'lekcja Ani',
      'Matematyka Ani',
      'Mianownik to liczba',
      'Dodajemy liczniki',
    ])
      expect(json).not.toContain(secret);
  });

  it('refuses the owner-only operations to a classmate as if the quiz did not exist', async () => {
    const input = { kind: 'QUIZ', id: quizId } as const;
    for (const error of [
      firstError((await classmate.client.gql(SHARING.create, { input })).body),
      firstError((await classmate.client.gql(SHARING.link, { input })).body),
    ])
      expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono quizu.' });
    const revoke = firstError((await classmate.client.gql(SHARING.revoke, { input: { token } })).body);
    expect(revoke).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono tego linku.' });
  });

  it('copies the quiz with its keys and explanations, no attempts and no material of the owner', async () => {
    const copied = dataOf(
      await classmate.client.gql(SHARING.copy, { input: { token, workspaceId: classSpace.id } }),
    ).copySharedItem;
    expect(copied).toMatchObject({ kind: 'QUIZ', workspaceId: classSpace.id, alreadyCopied: false });
    const quiz = dataOf(
      await classmate.client.gql(QUIZZES.quiz, { input: { id: copied.id } }),
    ).getQuizWorkspaceById;
    expect(quiz).toMatchObject({
      name: 'Ułamki – quiz 1',
      state: 'INITIAL_READY',
      workspaceId: classSpace.id,
      quizResults: [],
    });
    expect(quiz.questions.map((q) => [q.order, q.kind, q.question])).toEqual([
      [1, 'ZAMKNIETE', 'Co mówi mianownik?'],
      [2, 'OTWARTE', 'Jak dodać ułamki o tym samym mianowniku?'],
    ]);
    const rows = await sqlRows<{ passage: unknown; explanation: string; user_id: string }>(
      server,
      sql`select passage, explanation, user_id from quiz_questions where quiz_id = ${copied.id} order by "order"`,
    );
    expect(rows).toEqual([
      { passage: null, explanation: 'Mianownik to liczba równych części całości.', user_id: classmate.id },
      { passage: null, explanation: 'Wzorcowa odpowiedź: dodajemy liczniki.', user_id: classmate.id },
    ]);
    const [flow] = await sqlRows<{ sources_id: string | null; user_doc_id: string | null }>(
      server,
      sql`select f.sources_id, f.user_doc_id from quiz_flows f join quizzes q on q.quiz_flow_id = f.id where q.id = ${copied.id}`,
    );
    expect(flow).toEqual({ sources_id: null, user_doc_id: null });
    // The classmate studies the copy: the closed question is checked by its copied key.
    const attempt = dataOf(
      await classmate.client.gql(QUIZZES.start, { input: { quizWorkspaceId: copied.id } }),
    ).createQuizResult;
    const first = quiz.questions[0];
    const answer = dataOf(
      await classmate.client.gql(QUIZZES.answer, {
        input: {
          quizResultId: attempt.id,
          questionId: first?.id as string,
          optionId: first?.options[0]?.id ?? null,
        },
      }),
    ).submitAnswer;
    expect(answer).toMatchObject({
      isCorrect: true,
      explanation: 'Mianownik to liczba równych części całości.',
      citation: null,
    });
    const ownerResults = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from quiz_results where quiz_id = ${quizId}`,
    );
    expect(ownerResults[0]?.n).toBe(1);
  });

  it('refuses a copy once the quiz is deleted, and writes nothing', async () => {
    const before = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from quizzes where user_id = ${classmate.id}`,
    );
    dataOf(await owner.client.gql(QUIZZES.remove, { input: { id: quizId } }));
    const preview = firstError((await classmate.client.gql(SHARING.preview, { input: { token } })).body);
    expect(preview).toMatchObject({ code: 'NOT_FOUND', message: INACTIVE });
    const other = await createUser(server);
    const space = await createWorkspace(other);
    const copy = firstError(
      (await other.client.gql(SHARING.copy, { input: { token, workspaceId: space.id } })).body,
    );
    expect(copy).toMatchObject({ code: 'NOT_FOUND', message: INACTIVE });
    const after = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from quizzes where user_id in (${classmate.id}, ${other.id})`,
    );
    expect(after[0]?.n).toBe(before[0]?.n);
    const records = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from share_copies where user_id = ${other.id}`,
    );
    expect(records[0]?.n).toBe(0);
  });
});
