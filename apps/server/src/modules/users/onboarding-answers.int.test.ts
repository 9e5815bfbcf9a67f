import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError } from '../../testing/accounts.ts';
import {
  createConversation,
  createUser,
  createWorkspace,
  fakeAiEnv,
  findTopics,
  type TestUser,
} from '../../testing/factories.ts';
import { type FakeOpenAi, promptOf, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { dataOf, sessionClient } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * Onboarding that follows the level (issue 27): each level's answers are taken, an answer that
 * does not fit the level is refused in Polish and changes nothing, and the chat's description of
 * the pupil says what was answered.
 */

const ANSWERS = `onboardingStatus onboarding {
  poziom egzaminy przedmioty typSzkoly maturaPoziomy { przedmiot poziom } kwalifikacja kierunek kursy zaliczenie
}`;
const ANSWER = `mutation ($input: AnswerOnboardingQuestionInput!) {
  answerOnboardingQuestion(answerOnboardingQuestionInput: $input) { ${ANSWERS} }
}`;
const ME = `query { getMe { ${ANSWERS} } }`;

type Input = Record<string, unknown>;
interface Answers {
  onboardingStatus: string;
  onboarding: Record<string, unknown>;
}

let server: TestServer;
let ai: FakeOpenAi;
beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', defaultReply: () => ({ text: 'Już wyjaśniam.' }) });
  // A pupil per path: more sign-ups than one address makes in an hour by default.
  server = await startTestServer({ ...fakeAiEnv(ai), SIGNUPS_PER_IP_PER_HOUR: '100' });
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

const pupil = () => createUser(server, { onboarded: false });
const answer = (user: TestUser, input: Input) => user.client.gql(ANSWER, { input });
const me = async (user: TestUser) => (dataOf(await user.client.gql(ME, {})) as { getMe: Answers }).getMe;
const answered = async (user: TestUser, input: Input) =>
  (dataOf(await answer(user, input)) as { answerOnboardingQuestion: Answers }).answerOnboardingQuestion;

const EMPTY = {
  egzaminy: [],
  typSzkoly: null,
  maturaPoziomy: [],
  kwalifikacja: null,
  kierunek: null,
  kursy: [],
  zaliczenie: null,
};

async function studiaCourses(przedmiot: 'infromatyka' | 'mathematics' | 'physics') {
  return (await findTopics(server, przedmiot, 'STUDIA')).map((t) => ({ id: t.id, temat: t.temat }));
}

describe('the answers of each level', () => {
  it('early primary: areas of edukacja wczesnoszkolna, no exam', async () => {
    const user = await pupil();
    const result = await answered(user, {
      poziom: 'PODSTAWOWY_DWA',
      egzaminy: [],
      przedmioty: ['polish', 'nature'],
    });
    expect(result).toEqual({
      onboardingStatus: 'COMPLETED',
      onboarding: { ...EMPTY, poziom: 'PODSTAWOWY_DWA', przedmioty: ['polish', 'nature'] },
    });
  });

  it('classes 4–8: the eighth-grade exam in classes 7–8 only', async () => {
    const user = await pupil();
    const result = await answered(user, {
      poziom: 'PODSTAWOWY_OSIEM',
      egzaminy: ['PODSTAWOWKA'],
      przedmioty: ['mathematics', 'wos'],
    });
    expect(result.onboarding).toEqual({
      ...EMPTY,
      poziom: 'PODSTAWOWY_OSIEM',
      egzaminy: ['PODSTAWOWKA'],
      przedmioty: ['mathematics', 'wos'],
    });
  });

  it('liceum: matura levels per subject, the CKE levels derived from them', async () => {
    const user = await pupil();
    const result = await answered(user, {
      poziom: 'SREDNI_DWA',
      typSzkoly: 'LICEUM',
      egzaminy: [],
      przedmioty: ['mathematics', 'physics', 'polish', 'hit'],
      maturaPoziomy: [
        { przedmiot: 'mathematics', poziom: 'ROZSZERZONA' },
        { przedmiot: 'physics', poziom: 'ROZSZERZONA' },
        { przedmiot: 'polish', poziom: 'PODSTAWOWA' },
      ],
    });
    expect(result.onboarding).toMatchObject({
      typSzkoly: 'LICEUM',
      egzaminy: ['MAUTURA_PODSTAWOWA', 'MATURA_ROZSZERZONA'],
      kwalifikacja: null,
    });
    expect(result.onboarding.maturaPoziomy).toHaveLength(3);
  });

  it('technikum: class 5 is technikum by itself; the qualification is stored by its symbol', async () => {
    const user = await pupil();
    const result = await answered(user, {
      poziom: 'SREDNI_PIEC',
      egzaminy: [],
      przedmioty: ['infromatyka'],
      maturaPoziomy: [{ przedmiot: 'infromatyka', poziom: 'ROZSZERZONA' }],
      kwalifikacja: ' inf.03 ',
    });
    expect(result.onboarding).toMatchObject({
      typSzkoly: 'TECHNIKUM',
      kwalifikacja: 'INF.03',
      egzaminy: ['MATURA_ROZSZERZONA'],
    });
  });

  it('studia: field of study, its courses and what is coming up, no CKE exam', async () => {
    const user = await pupil();
    const [first, second] = await studiaCourses('infromatyka');
    const result = await answered(user, {
      poziom: 'STUDIA',
      egzaminy: [],
      przedmioty: ['infromatyka', 'mathematics'],
      kierunek: '  Informatyka   stosowana ',
      kursy: [first?.id, second?.id],
      zaliczenie: 'SESJA',
    });
    expect(result.onboarding).toEqual({
      ...EMPTY,
      poziom: 'STUDIA',
      przedmioty: ['infromatyka', 'mathematics'],
      kierunek: 'Informatyka stosowana',
      kursy: [first?.id, second?.id],
      zaliczenie: 'SESJA',
    });
  });

  it('the older shape (a secondary class without its school) is still taken', async () => {
    const user = await pupil();
    const result = await answered(user, {
      poziom: 'SREDNI_DWA',
      egzaminy: ['MAUTURA_PODSTAWOWA'],
      przedmioty: ['mathematics'],
    });
    expect(result.onboarding).toEqual({
      ...EMPTY,
      poziom: 'SREDNI_DWA',
      egzaminy: ['MAUTURA_PODSTAWOWA'],
      przedmioty: ['mathematics'],
    });
  });

  it('answered again, the fields of the former level are cleared', async () => {
    const user = await pupil();
    const [course] = await studiaCourses('physics');
    await answered(user, {
      poziom: 'STUDIA',
      egzaminy: [],
      przedmioty: ['physics'],
      kierunek: 'Fizyka',
      kursy: [course?.id],
      zaliczenie: 'KOLOKWIUM',
    });
    const again = await answered(user, {
      poziom: 'SREDNI_TRZY',
      typSzkoly: 'TECHNIKUM',
      egzaminy: [],
      przedmioty: ['physics'],
    });
    expect(again.onboarding).toEqual({
      ...EMPTY,
      poziom: 'SREDNI_TRZY',
      typSzkoly: 'TECHNIKUM',
      przedmioty: ['physics'],
    });
  });
});

describe('whose answers', () => {
  it('a guest cannot answer; a pupil changes only their own answers', async () => {
    const guest = await sessionClient(server).gql(ANSWER, {
      input: { poziom: 'STUDIA', egzaminy: [], przedmioty: ['physics'], kierunek: 'Fizyka' },
    });
    expect(firstError(guest.body).code).toBe('UNAUTHENTICATED');
    const one = await pupil();
    const other = await pupil();
    const otherBefore = await me(other);
    await answered(one, { poziom: 'STUDIA', egzaminy: [], przedmioty: ['physics'], kierunek: 'Fizyka' });
    expect(await me(other)).toEqual(otherBefore);
  });
});

describe('the pupil as the chat describes them', () => {
  /** The system prompt of the answer to a first question asked by `user`. */
  async function systemPromptFor(user: TestUser): Promise<string> {
    const workspace = await createWorkspace(user);
    const before = ai.requests.length;
    await createConversation(user, workspace, { message: 'Wyjaśnij mi to.' });
    const streamed = ai.requests.slice(before).filter((request) => request.body.stream);
    expect(streamed).toHaveLength(1);
    return promptOf(streamed[0] as (typeof streamed)[number]).system;
  }

  it('names the technikum, its qualification and the matura levels', async () => {
    const user = await pupil();
    await answered(user, {
      poziom: 'SREDNI_TRZY',
      typSzkoly: 'TECHNIKUM',
      egzaminy: [],
      przedmioty: ['mathematics', 'physics', 'polish'],
      maturaPoziomy: [
        { przedmiot: 'mathematics', poziom: 'ROZSZERZONA' },
        { przedmiot: 'physics', poziom: 'ROZSZERZONA' },
        { przedmiot: 'polish', poziom: 'PODSTAWOWA' },
      ],
      kwalifikacja: 'INF.03',
    });
    const system = await systemPromptFor(user);
    expect(system).toContain('technikum, kwalifikacja INF.03');
    expect(system).toContain('matura rozszerzona z: Matematyka, Fizyka');
    expect(system).toContain('matura podstawowa z: Język polski');
  });

  it('names the field of study and its courses', async () => {
    const user = await pupil();
    const [first, second] = await studiaCourses('infromatyka');
    await answered(user, {
      poziom: 'STUDIA',
      egzaminy: [],
      przedmioty: ['infromatyka'],
      kierunek: 'Informatyka',
      kursy: [first?.id, second?.id],
      zaliczenie: 'KOLOKWIUM',
    });
    const system = await systemPromptFor(user);
    expect(system).toContain(`studia: Informatyka; kursy: ${first?.temat}, ${second?.temat}`);
    expect(system).toContain('najbliżej: kolokwium');
  });
});
