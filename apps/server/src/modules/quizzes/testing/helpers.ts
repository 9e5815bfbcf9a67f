import { expect } from 'vitest';
import { SOURCES } from '../../../testing/documents.ts';
import {
  createReadyMaterial,
  createUser,
  createWorkspace,
  type TestUser,
} from '../../../testing/factories.ts';
import { until } from '../../../testing/restartable.ts';
import { dataOf, unchecked } from '../../../testing/session-client.ts';
import type { TestServer } from '../../../testing/test-server.ts';
import { QUIZZES } from './documents.ts';

/** A short lesson on fractions, written for the project: five sentences, one passage. */
export const QUIZ_MATERIAL = [
  'Ułamek zwykły zapisujemy jako licznik nad mianownikiem.',
  'Mianownik mówi, na ile równych części dzielimy całość.',
  'Licznik mówi, ile takich części bierzemy.',
  'Ułamki o tym samym mianowniku dodajemy, dodając liczniki.',
  'Ułamek można skrócić, dzieląc licznik i mianownik przez tę samą liczbę.',
].join('\n\n');

export const MATHS_TOPIC = { przedmiot: 'mathematics', poziom: 'PODSTAWOWY_SZESC' } as const;

/** A pupil with a workspace, the lesson as a read material, and that material chosen for quizzes. */
export async function pupilWithMaterial(
  server: Pick<TestServer, 'url' | 'config'>,
  topic: { przedmiot: string; poziom: string } = MATHS_TOPIC,
) {
  const user = await createUser(server as TestServer);
  const workspace = await createWorkspace(user, topic as typeof MATHS_TOPIC);
  const material = await createReadyMaterial(user, workspace, {
    text: QUIZ_MATERIAL,
    name: 'Ułamki – lekcja',
  });
  const set = dataOf(
    await user.client.gql(SOURCES.update, {
      input: { workspaceId: workspace.id, action: 'QUIZ', sources: [{ type: 'USER_DOC', id: material.id }] },
    }),
  ).updateSources;
  return { user, workspace, material, sourcesId: set.id };
}

export async function orderQuiz(user: TestUser, input: Record<string, unknown>) {
  const body = (await user.client.gql(QUIZZES.generate, unchecked({ input } as never))).body;
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const ordered = body.data?.generatequiz;
  if (ordered?.__typename !== 'QuizWorkspace')
    throw new Error(`expected a quiz, got ${JSON.stringify(ordered)}`);
  return ordered;
}

/** Polls a quiz until its generation has ended (ready or failed). */
export async function settledQuiz(user: TestUser, id: string, timeoutMs = 30_000) {
  return until(
    async () => dataOf(await user.client.gql(QUIZZES.quiz, { input: { id } })).getQuizWorkspaceById,
    (quiz) => quiz.state === 'INITIAL_READY' || quiz.state === 'INITIAL_FAILED',
    timeoutMs,
    50,
  );
}

/** Orders a quiz and waits until its generation has ended. */
export async function readyQuiz(user: TestUser, input: Record<string, unknown>) {
  const ordered = await orderQuiz(user, input);
  expect(ordered.state).toBe('CREATED');
  return settledQuiz(user, ordered.id);
}
