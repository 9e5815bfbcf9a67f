import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SOURCES } from '../../testing/documents.ts';
import { createReadyMaterial, fakeAiEnv } from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { dataOf, unchecked } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { QUIZZES } from './testing/documents.ts';
import { quizReply } from './testing/fake-model.ts';
import { pupilWithMaterial, QUIZ_MATERIAL, readyQuiz, settledQuiz } from './testing/helpers.ts';
import { quizTitle } from './validation.ts';

/*
 * A quiz made from a file was called "ulamki.pdf" (issue 27): the model names the topic it read,
 * the first quiz of the flow and the flow take that name, and a name that is no title is not used.
 */

let server: TestServer;
let ai: FakeOpenAi;
beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test' });
  server = await startTestServer(fakeAiEnv(ai));
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});
beforeEach(() => {
  ai.script();
});

const order = { questionCount: 5, detailScale: 'NORMALNY', questionTypes: ['ZAMKNIETE'] };

async function flowOf(user: Awaited<ReturnType<typeof pupilWithMaterial>>['user'], id: string) {
  return dataOf(await user.client.gql(QUIZZES.flow, { input: { id } })).getQuizFlowById;
}

describe('quiz titles', () => {
  it('names the quiz and its flow after the topic the model read, and the next quiz after the flow', async () => {
    const { user, workspace } = await pupilWithMaterial(server);
    const file = await createReadyMaterial(user, workspace, { text: QUIZ_MATERIAL, name: 'ulamki.pdf' });
    const { updateSources } = dataOf(
      await user.client.gql(SOURCES.update, {
        input: { workspaceId: workspace.id, action: 'QUIZ', sources: [{ type: 'USER_DOC', id: file.id }] },
      }),
    );
    ai.script(quizReply({ temat: '  „ułamki zwykłe”. ' }));
    const ordered = dataOf(
      await user.client.gql(
        QUIZZES.generate,
        unchecked({ input: { workspaceId: workspace.id, sourcesId: updateSources.id, ...order } } as never),
      ),
    ).generatequiz;
    if (ordered.__typename !== 'QuizWorkspace') throw new Error('no quiz');
    // Before the questions are written it carries the material's name, without the file's extension.
    expect(ordered.name).toBe('ulamki');
    const quiz = await settledQuiz(user, ordered.id);
    expect(quiz.name).toBe('Ułamki zwykłe');
    expect((await flowOf(user, quiz.quizFlowId)).title).toBe('Ułamki zwykłe');

    ai.script(quizReply({ temat: 'Zupełnie inny temat' }));
    const next = dataOf(
      await user.client.gql(QUIZZES.continue, { input: { quizFlowId: quiz.quizFlowId, questionCount: 5 } }),
    ).generatequizcontinue;
    if (next.__typename !== 'QuizWorkspace') throw new Error('no next quiz');
    const second = await settledQuiz(user, next.id);
    expect(second.name).toBe('Ułamki zwykłe – quiz 2');
    expect((await flowOf(user, quiz.quizFlowId)).title).toBe('Ułamki zwykłe');
  });

  it('keeps the material’s name when the model gives a file name or nothing for a title', async () => {
    const { user, workspace, sourcesId } = await pupilWithMaterial(server);
    ai.script(quizReply({ temat: 'ulamki.pdf' }));
    const quiz = await readyQuiz(user, { workspaceId: workspace.id, sourcesId, ...order });
    expect(quiz.state).toBe('INITIAL_READY');
    expect(quiz.name).toBe('Ułamki – lekcja');
    expect((await flowOf(user, quiz.quizFlowId)).title).toBe('Ułamki – lekcja');
  });
});

describe('quizTitle', () => {
  it('tidies a title and refuses what is none', () => {
    expect(quizTitle('  fotosynteza  ')).toBe('Fotosynteza');
    expect(quizTitle('„Ułamki zwykłe”.')).toBe('Ułamki zwykłe');
    expect(quizTitle('  „ułamki zwykłe”. ')).toBe('Ułamki zwykłe');
    expect(quizTitle('kartkowka.pdf')).toBeNull();
    expect(quizTitle(' 123 ')).toBeNull();
    expect(quizTitle('')).toBeNull();
    expect(quizTitle('Temat: ułamki')).toBeNull();
    const long = quizTitle(`Dodawanie ${'i odejmowanie '.repeat(10)}ułamków`);
    expect(long?.length).toBeLessThanOrEqual(82);
    expect(long?.endsWith('…')).toBe(true);
  });
});
