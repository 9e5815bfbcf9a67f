import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError } from '../../testing/accounts.ts';
import { createUser, findTopics, type TestUser } from '../../testing/factories.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * Onboarding that follows the level (issue 27): an answer that does not fit the level is refused
 * in Polish, on its field, and changes nothing (the accepted answers: onboarding-answers.int.test.ts).
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
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const pupil = () => createUser(server, { onboarded: false });
const answer = (user: TestUser, input: Input) => user.client.gql(ANSWER, { input });
const me = async (user: TestUser) => (dataOf(await user.client.gql(ME, {})) as { getMe: Answers }).getMe;
const answered = async (user: TestUser, input: Input) =>
  (dataOf(await answer(user, input)) as { answerOnboardingQuestion: Answers }).answerOnboardingQuestion;

async function studiaCourses(przedmiot: 'infromatyka' | 'mathematics' | 'physics') {
  return (await findTopics(server, przedmiot, 'STUDIA')).map((t) => ({ id: t.id, temat: t.temat }));
}

describe('an answer that does not fit the level', () => {
  const refusals: [string, () => Promise<Input>, Record<string, string>][] = [
    [
      'a matura in class 2',
      async () => ({ poziom: 'PODSTAWOWY_DWA', egzaminy: ['MATURA_ROZSZERZONA'], przedmioty: ['polish'] }),
      { egzaminy: 'W tej klasie nie zdaje się jeszcze egzaminu.' },
    ],
    [
      'the eighth-grade exam in class 5',
      async () => ({ poziom: 'PODSTAWOWY_PIEC', egzaminy: ['PODSTAWOWKA'], przedmioty: ['history'] }),
      { egzaminy: 'W tej klasie nie zdaje się jeszcze egzaminu.' },
    ],
    [
      'a matura in class 8',
      async () => ({ poziom: 'PODSTAWOWY_OSIEM', egzaminy: ['MAUTURA_PODSTAWOWA'], przedmioty: ['polish'] }),
      { egzaminy: 'W szkole podstawowej zdaje się tylko egzamin ósmoklasisty.' },
    ],
    [
      'the eighth-grade exam in liceum',
      async () => ({ poziom: 'SREDNI_JEDEN', egzaminy: ['PODSTAWOWKA'], przedmioty: ['polish'] }),
      { egzaminy: 'W liceum i technikum zdaje się maturę, nie egzamin ósmoklasisty.' },
    ],
    [
      'a CKE exam at university',
      async () => ({
        poziom: 'STUDIA',
        egzaminy: ['MATURA_ROZSZERZONA'],
        przedmioty: ['physics'],
        kierunek: 'Fizyka',
      }),
      { egzaminy: 'Na studiach nie zdaje się egzaminów CKE — wybierz sesję albo kolokwium.' },
    ],
    [
      'a subject not taught in the class',
      async () => ({ poziom: 'PODSTAWOWY_DWA', egzaminy: [], przedmioty: ['physics'] }),
      { przedmioty: 'Przedmiotu „Fizyka” nie ma w tej klasie.' },
    ],
    [
      'a qualification in liceum',
      async () => ({
        poziom: 'SREDNI_DWA',
        typSzkoly: 'LICEUM',
        egzaminy: [],
        przedmioty: ['polish'],
        kwalifikacja: 'INF.03',
      }),
      { kwalifikacja: 'Kwalifikację zawodową podaje się tylko w technikum.' },
    ],
    [
      'a qualification not in the official format',
      async () => ({ poziom: 'SREDNI_PIEC', egzaminy: [], przedmioty: ['polish'], kwalifikacja: 'INF3' }),
      { kwalifikacja: 'Podaj symbol kwalifikacji: trzy litery, kropka i dwie cyfry, np. INF.03.' },
    ],
    [
      'liceum for class 5',
      async () => ({ poziom: 'SREDNI_PIEC', typSzkoly: 'LICEUM', egzaminy: [], przedmioty: ['polish'] }),
      { typSzkoly: 'Klasa 5 jest tylko w technikum.' },
    ],
    [
      'a school type in primary school',
      async () => ({
        poziom: 'PODSTAWOWY_CZTERY',
        typSzkoly: 'TECHNIKUM',
        egzaminy: [],
        przedmioty: ['polish'],
      }),
      { typSzkoly: 'Rodzaj szkoły wybiera się tylko w liceum i technikum.' },
    ],
    [
      'matura levels in class 8',
      async () => ({
        poziom: 'PODSTAWOWY_OSIEM',
        egzaminy: [],
        przedmioty: ['polish'],
        maturaPoziomy: [{ przedmiot: 'polish', poziom: 'PODSTAWOWA' }],
      }),
      { maturaPoziomy: 'Poziomy matury wybiera się tylko w liceum i technikum.' },
    ],
    [
      'a matura level of a subject not chosen',
      async () => ({
        poziom: 'SREDNI_JEDEN',
        egzaminy: [],
        przedmioty: ['polish'],
        maturaPoziomy: [{ przedmiot: 'physics', poziom: 'ROZSZERZONA' }],
      }),
      { maturaPoziomy: 'Zaznacz przedmiot „Fizyka”, żeby wybrać poziom jego matury.' },
    ],
    [
      'a basic matura in biology',
      async () => ({
        poziom: 'SREDNI_JEDEN',
        egzaminy: [],
        przedmioty: ['biology'],
        maturaPoziomy: [{ przedmiot: 'biology', poziom: 'PODSTAWOWA' }],
      }),
      { maturaPoziomy: 'Matury z przedmiotu „Biologia” nie zdaje się na poziomie podstawowym.' },
    ],
    [
      'a matura in historia i teraźniejszość',
      async () => ({
        poziom: 'SREDNI_JEDEN',
        egzaminy: [],
        przedmioty: ['hit'],
        maturaPoziomy: [{ przedmiot: 'hit', poziom: 'ROZSZERZONA' }],
      }),
      { maturaPoziomy: 'Z przedmiotu „Historia i teraźniejszość” nie ma matury.' },
    ],
    [
      'courses outside university',
      async () => ({
        poziom: 'SREDNI_JEDEN',
        egzaminy: [],
        przedmioty: ['infromatyka'],
        kursy: [(await studiaCourses('infromatyka'))[0]?.id],
      }),
      { kursy: 'Kursy wybiera się tylko na studiach.' },
    ],
    [
      'a field of study outside university',
      async () => ({ poziom: 'SREDNI_JEDEN', egzaminy: [], przedmioty: ['polish'], kierunek: 'Prawo' }),
      { kierunek: 'Kierunek studiów podaje się tylko na studiach.' },
    ],
    [
      'a session outside university',
      async () => ({ poziom: 'SREDNI_JEDEN', egzaminy: [], przedmioty: ['polish'], zaliczenie: 'SESJA' }),
      { zaliczenie: 'Sesję i kolokwia wybiera się tylko na studiach.' },
    ],
    [
      'university without its field of study',
      async () => ({ poziom: 'STUDIA', egzaminy: [], przedmioty: ['physics'], kierunek: '   ' }),
      { kierunek: 'Wpisz swój kierunek studiów.' },
    ],
    [
      'a course that is not a university course',
      async () => ({
        poziom: 'STUDIA',
        egzaminy: [],
        przedmioty: ['mathematics'],
        kierunek: 'Matematyka',
        kursy: [(await findTopics(server, 'mathematics', 'SREDNI_JEDEN'))[0]?.id],
      }),
      { kursy: 'Wybierz kursy z listy kursów studiów.' },
    ],
    [
      'a course that does not exist',
      async () => ({
        poziom: 'STUDIA',
        egzaminy: [],
        przedmioty: ['mathematics'],
        kierunek: 'Matematyka',
        kursy: ['00000000-0000-4000-8000-000000000000'],
      }),
      { kursy: 'Wybierz kursy z listy kursów studiów.' },
    ],
    [
      'a course of a field not chosen',
      async () => ({
        poziom: 'STUDIA',
        egzaminy: [],
        przedmioty: ['mathematics'],
        kierunek: 'Matematyka',
        kursy: [(await studiaCourses('physics'))[0]?.id],
      }),
      {
        kursy: 'Kurs „Fizyka I – mechanika” należy do dziedziny „Fizyka” — zaznacz ją albo odznacz kurs.',
      },
    ],
  ];

  // One pupil for all: every refusal leaves the account as it was, still waiting for the answers.
  let user: TestUser;
  beforeAll(async () => {
    user = await pupil();
  });

  it.each(refusals)('is refused in Polish and changes nothing: %s', async (_, input, fields) => {
    const before = await me(user);
    const { body } = await answer(user, await input());
    expect(firstError(body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Nieprawidłowe dane.',
      fields,
    });
    expect(await me(user)).toEqual(before);
    expect(before.onboardingStatus).toBe('PENDING_QUESTIONS');
  });

  it('leaves a finished pupil’s answers as they were', async () => {
    const finished = await pupil();
    const good = { poziom: 'SREDNI_PIEC', egzaminy: [], przedmioty: ['polish'], kwalifikacja: 'EKA.04' };
    const saved = await answered(finished, good);
    const { body } = await answer(finished, { ...good, poziom: 'SREDNI_DWA', typSzkoly: 'LICEUM' });
    expect(firstError(body).fields).toEqual({
      kwalifikacja: 'Kwalifikację zawodową podaje się tylko w technikum.',
    });
    expect(await me(finished)).toEqual(saved);
  });
});
