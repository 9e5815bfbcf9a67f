import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  ESSAYS,
  maturaOrder,
  orderReview,
  settledReview,
  writtenEssay,
} from '../modules/essays/testing/documents.ts';
import { createEssayModel } from '../modules/essays/testing/fake-model.ts';
import { QUIZZES } from '../modules/quizzes/testing/documents.ts';
import { quizReply } from '../modules/quizzes/testing/fake-model.ts';
import { readyQuiz } from '../modules/quizzes/testing/helpers.ts';
import { solvedTest } from '../modules/testsolver/testing/documents.ts';
import { createTestSolverModel } from '../modules/testsolver/testing/fake-model.ts';
import { typedBase, WORDBASES } from '../modules/wordbases/testing/documents.ts';
import { createWordBaseModel } from '../modules/wordbases/testing/fake-model.ts';
import { sqlRows } from './accounts.ts';
import { CONVERSATIONS, MATERIALS, SOURCES, WORKSPACES } from './documents.ts';
import {
  asUserDoc,
  createConversation,
  createNote,
  createReadyMaterial,
  createWorkspace,
  type TestUser,
  waitForAnswer,
  waitForMaterial,
} from './factories.ts';
import type { FakeOpenAi } from './fakes/fake-openai.ts';
import { pdfWithText } from './fixtures/documents.ts';
import { POLISH_ESSAY } from './fixtures/essays.ts';
import { dataOf } from './session-client.ts';
import type { TestServer } from './test-server.ts';

/*
 * What a user leaves in the database and in storage, found without a list of tables: every
 * column the schema has is asked, so a table a later feature adds is covered the day it lands.
 * For the account's deletion and data-export tests.
 */

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table of the app's schema with a `user_id` column (from information_schema). */
export async function tablesWithUserId(server: TestServer): Promise<string[]> {
  const rows = await sqlRows<{ table_name: string }>(
    server,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** Rows per table whose `user_id` is this user's (tables with none are left out). */
export async function rowsOfUser(server: TestServer, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesWithUserId(server)) {
    const [row] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from ${sql.raw(quoted(table))} where user_id::text = ${userId}`,
    );
    if (Number(row?.n) > 0) counts[table] = Number(row?.n);
  }
  return counts;
}

/**
 * Rows anywhere in the schema that still name the user: any uuid column holding the user's id, or
 * any text or JSON column containing one of `needles` (the e-mail, the phone), as `table.column`.
 */
export async function mentionsOf(
  server: TestServer,
  userId: string,
  needles: readonly string[],
): Promise<Record<string, number>> {
  const columns = await sqlRows<{ table_name: string; column_name: string; data_type: string }>(
    server,
    sql`select c.table_name, c.column_name, c.data_type from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('uuid', 'text', 'character varying', 'json', 'jsonb', 'ARRAY')`,
  );
  const found: Record<string, number> = {};
  for (const { table_name, column_name, data_type } of columns) {
    const column = sql.raw(`${quoted(table_name)}.${quoted(column_name)}`);
    const tests =
      data_type === 'uuid'
        ? [sql`${column} = ${userId}::uuid`]
        : [userId, ...needles].map((needle) => sql`${column}::text ilike ${`%${needle}%`}`);
    const [row] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from ${sql.raw(quoted(table_name))} where ${sql.join(tests, sql` or `)}`,
    );
    if (Number(row?.n) > 0) found[`${table_name}.${column_name}`] = Number(row?.n);
  }
  return found;
}

/** Files stored for the user on the local disk (keys start with the user's id). */
export async function storedFilesOf(server: TestServer, userId: string): Promise<string[]> {
  try {
    const entries = await readdir(path.join(server.config.dataDir, 'files', userId), { recursive: true });
    return entries.filter((name) => !name.endsWith('.tmp'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * A pupil's typical first hour, through the API: a workspace, pasted and uploaded materials, a
 * note, a workspace of an own topic, a conversation over a material with an answer (the server needs a fake AI) and a text
 * attachment. `marker` is in every text, so a test can look for it.
 */
export async function fillAccount(user: TestUser, marker: string, ai?: FakeOpenAi) {
  const workspace = await createWorkspace(user);
  const pasted = await createReadyMaterial(user, workspace, { text: `Fotosynteza ${marker} w liściach.` });
  const uploaded = asUserDoc(
    dataOf(
      await user.client.upload(
        MATERIALS.create,
        { input: { workspaceId: workspace.id, file: null } },
        {
          'variables.input.file': {
            bytes: new TextEncoder().encode(`Plik ucznia ${marker}: mitochondrium.`),
            name: `notatki-${marker}.txt`,
          },
        },
      ),
    ).createUserDoc,
  );
  await waitForMaterial(user, uploaded.id);
  const note = await createNote(user, workspace, { name: `Notatka ${marker}`, content: `Treść ${marker}.` });
  // A topic of the pupil's own (a row of the curriculum that belongs to the user).
  dataOf(
    await user.client.gql(WORKSPACES.create, {
      input: { wlasnyTemat: { przedmiot: 'biology', poziom: 'SREDNI_JEDEN', temat: `Mój temat ${marker}` } },
    }),
  );
  const conversation = await createConversation(user, workspace, {
    sources: [{ type: 'USER_DOC', id: pasted.id }],
    message: `Pytanie ${marker}: co to fotosynteza?`,
  });
  const attached = await user.client.upload(
    CONVERSATIONS.send,
    { input: { conversationId: conversation.id, message: `Załącznik ${marker}`, files: [null] } },
    {
      'variables.input.files.0': {
        bytes: new TextEncoder().encode(`Zadanie ${marker}: 2 + 2`),
        name: `zadanie-${marker}.txt`,
      },
    },
  );
  if (attached.body.errors) throw new Error(JSON.stringify(attached.body.errors));
  await waitForAnswer(user, conversation.id);
  const quiz = ai ? await takeQuiz(user, workspace.id, pasted.id, ai) : null;
  const essay = ai ? await writeAndGrade(user, workspace.id, marker, ai) : null;
  const test = ai ? await solveOneTaskTest(user, workspace.id, marker, ai) : null;
  const words = ai ? await studyWords(user, workspace.id, marker, ai) : null;
  return { workspace, pasted, uploaded, note, conversation, quiz, essay, test, words };
}

/** A quiz made from a material, with a finished attempt holding one answer. */
async function takeQuiz(user: TestUser, workspaceId: string, docId: string, ai: FakeOpenAi) {
  const set = dataOf(
    await user.client.gql(SOURCES.update, {
      input: { workspaceId, action: 'QUIZ', sources: [{ type: 'USER_DOC', id: docId }] },
    }),
  ).updateSources;
  ai.script(quizReply());
  const quiz = await readyQuiz(user, {
    workspaceId,
    sourcesId: set.id,
    questionCount: 5,
    detailScale: 'NORMALNY',
    questionTypes: ['ZAMKNIETE'],
  });
  const attempt = dataOf(
    await user.client.gql(QUIZZES.start, { input: { quizWorkspaceId: quiz.id } }),
  ).createQuizResult;
  const question = quiz.questions[0]?.id ?? '';
  await user.client.gql(QUIZZES.answer, {
    input: { quizResultId: attempt.id, questionId: question, optionId: 'A' },
  });
  await user.client.gql(QUIZZES.finish, { input: { quizResultId: attempt.id } });
  return quiz;
}

/** An essay plan with one rewrite proposal, and a graded pasted essay, in the workspace. */
async function writeAndGrade(user: TestUser, workspaceId: string, marker: string, ai: FakeOpenAi) {
  const model = createEssayModel();
  ai.script(model.reply, model.reply, model.reply, model.reply);
  const temat = `Czy warto poświęcać się dla innych? (${marker})`;
  const essay = await writtenEssay(user, maturaOrder({ workspaceId, temat, type: 'STRUCTURE' }));
  if (essay.state !== 'FINISHED') throw new Error(`essay not written: ${essay.error}`);
  dataOf(
    await user.client.gql(ESSAYS.rewrite, {
      input: { segmentId: essay.segments[1]?.id ?? '', instruction: `Dodaj przykład ${marker}.` },
    }),
  );
  const ordered = await orderReview(user, {
    workspaceId,
    temat,
    przedmiot: 'polish',
    poziom: 'MAUTURA_PODSTAWOWA',
    content: `${POLISH_ESSAY} ${marker}`,
  });
  const review = await settledReview(user, ordered.id);
  if (review.state !== 'FINISHED') throw new Error(`review not graded: ${review.error}`);
  return { essay, review };
}

/** A one-task test sent as a PDF and solved (its page and its solutions become materials). */
async function solveOneTaskTest(user: TestUser, workspaceId: string, marker: string, ai: FakeOpenAi) {
  const model = createTestSolverModel();
  ai.script(model.reply, model.reply);
  const bytes = await pdfWithText([`Zadanie 1. (0-1)\nOblicz 2 + 3.`]);
  const test = await solvedTest(user, [{ bytes, name: `test-${marker}.pdf`, type: 'application/pdf' }], {
    workspaceId,
    title: `Sprawdzian ${marker}`,
  });
  if (test.state !== 'SOLVED') throw new Error(`test not solved: ${test.error}`);
  return test;
}

/** A typed word base with one flashcard rated and one exercise answered (its reviews and sessions). */
async function studyWords(user: TestUser, workspaceId: string, marker: string, ai: FakeOpenAi) {
  const base = await typedBase(
    user,
    { id: workspaceId },
    {
      name: `Słówka ${marker}`,
      words: [
        { word: `dog`, translation: `pies ${marker}` },
        { word: 'cat', translation: 'kot' },
        { word: 'house', translation: 'dom' },
      ],
    },
  );
  const cards = dataOf(
    await user.client.gql(WORDBASES.start, { input: { wordBaseId: base.id, wordBaseSessionType: 'WORD' } }),
  ).start;
  dataOf(
    await user.client.gql(WORDBASES.practice, {
      input: { sessionId: cards.id, wordId: cards.nextWord?.id ?? '', rating: 'WIEM' },
    }),
  );
  const model = createWordBaseModel();
  ai.script(model.reply);
  const round = dataOf(
    await user.client.gql(WORDBASES.start, {
      input: { wordBaseId: base.id, wordBaseSessionType: 'EXERCISE', count: 3 },
    }),
  ).start;
  dataOf(
    await user.client.gql(WORDBASES.validate, {
      input: {
        sessionId: round.id,
        exerciseId: round.exercises[0]?.id ?? '',
        answer: round.exercises[0]?.word ?? '',
      },
    }),
  );
  return base;
}
