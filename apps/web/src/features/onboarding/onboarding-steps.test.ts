import { afterEach, describe, expect, it } from 'vitest';
import {
  EMPTY_ANSWERS,
  inputFor,
  type OnboardingAnswers,
  reachableStep,
  stepProblem,
  stepsFor,
} from './onboarding-choices.ts';
import { EMPTY_DRAFT, readDraft, saveDraft } from './onboarding-draft.ts';

const answers = (overrides: Partial<OnboardingAnswers> = {}): OnboardingAnswers => ({
  ...EMPTY_ANSWERS,
  ...overrides,
});

describe('the steps of each level', () => {
  it('early primary: the class, then the areas of edukacja wczesnoszkolna; no exam', () => {
    const early = answers({
      poziom: 'PODSTAWOWY_DWA',
      przedmioty: ['polish', 'physics'],
      egzaminy: ['PODSTAWOWKA'],
    });
    expect(stepsFor(early)).toEqual(['poziom', 'przedmioty']);
    // A subject not taught in class 2 (kept from another class) and an exam are not sent.
    expect(inputFor(early)).toEqual({ poziom: 'PODSTAWOWY_DWA', egzaminy: [], przedmioty: ['polish'] });
  });

  it('classes 4–6 have no exam step; 7–8 ask about the eighth-grade exam', () => {
    expect(stepsFor(answers({ poziom: 'PODSTAWOWY_PIEC' }))).toEqual(['poziom', 'przedmioty']);
    expect(stepsFor(answers({ poziom: 'PODSTAWOWY_SIEDEM' }))).toEqual(['poziom', 'egzamin', 'przedmioty']);
    const eighth = answers({ poziom: 'PODSTAWOWY_OSIEM', egzaminy: ['PODSTAWOWKA'], przedmioty: ['wos'] });
    expect(inputFor(eighth)?.egzaminy).toEqual(['PODSTAWOWKA']);
  });

  it('secondary classes 1–4 ask which school before the path is known; class 5 is technikum', () => {
    const unknown = answers({ poziom: 'SREDNI_DWA' });
    expect(stepsFor(unknown)).toEqual(['poziom']);
    expect(stepProblem('poziom', unknown)).toEqual({
      field: 'typSzkoly',
      message: 'Wybierz, czy chodzisz do liceum, czy do technikum.',
    });
    expect(stepsFor({ ...unknown, typSzkoly: 'LICEUM' })).toEqual(['poziom', 'przedmioty', 'matura']);
    expect(stepsFor(answers({ poziom: 'SREDNI_PIEC' }))).toEqual(['poziom', 'przedmioty', 'matura']);
  });

  it('liceum: the matura level per chosen subject makes up the exams; no qualification is sent', () => {
    const liceum = answers({
      poziom: 'SREDNI_TRZY',
      typSzkoly: 'LICEUM',
      przedmioty: ['mathematics', 'physics'],
      matura: { mathematics: 'PODSTAWOWA', physics: 'ROZSZERZONA', biology: 'ROZSZERZONA' },
      kwalifikacja: 'INF.03',
    });
    expect(inputFor(liceum)).toEqual({
      poziom: 'SREDNI_TRZY',
      typSzkoly: 'LICEUM',
      egzaminy: ['MAUTURA_PODSTAWOWA', 'MATURA_ROZSZERZONA'],
      przedmioty: ['mathematics', 'physics'],
      maturaPoziomy: [
        { przedmiot: 'mathematics', poziom: 'PODSTAWOWA' },
        { przedmiot: 'physics', poziom: 'ROZSZERZONA' },
      ],
    });
  });

  it('technikum: the qualification by its official symbol', () => {
    const technikum = answers({ poziom: 'SREDNI_PIEC', przedmioty: ['infromatyka'], kwalifikacja: 'inf.03' });
    expect(inputFor(technikum)?.kwalifikacja).toBe('INF.03');
    expect(stepProblem('matura', technikum)).toBeNull();
    expect(stepProblem('matura', { ...technikum, kwalifikacja: 'INF3' })).toEqual({
      field: 'kwalifikacja',
      message: 'Podaj symbol kwalifikacji: trzy litery, kropka i dwie cyfry, np. INF.03.',
    });
  });

  it('studia: field of study and fields, then courses and sesja/kolokwium', () => {
    const studia = answers({
      poziom: 'STUDIA',
      przedmioty: ['infromatyka'],
      kursy: { infromatyka: ['k1', 'k2'], physics: ['k3'] },
      zaliczenie: 'SESJA',
    });
    expect(stepsFor(studia)).toEqual(['poziom', 'kierunek', 'kursy']);
    expect(stepProblem('kierunek', studia)).toEqual({
      field: 'kierunek',
      message: 'Wpisz swój kierunek studiów.',
    });
    expect(stepProblem('kierunek', { ...studia, kierunek: 'Informatyka', przedmioty: [] })).toEqual({
      field: 'przedmioty',
      message: 'Wybierz co najmniej jedną dziedzinę.',
    });
    // Courses of a field no longer chosen are not sent.
    expect(inputFor({ ...studia, kierunek: '  Informatyka  stosowana ' })).toEqual({
      poziom: 'STUDIA',
      egzaminy: [],
      przedmioty: ['infromatyka'],
      kierunek: 'Informatyka stosowana',
      kursy: ['k1', 'k2'],
      zaliczenie: 'SESJA',
    });
  });
});

describe('the step an address may show', () => {
  const studia = answers({ poziom: 'STUDIA', kierunek: 'Fizyka', przedmioty: ['physics'] });

  it('is the one asked for once every earlier step has its answer', () => {
    expect(reachableStep(2, studia)).toBe(2);
    expect(reachableStep(1, studia)).toBe(1);
    expect(reachableStep(0, answers())).toBe(0);
  });

  it('is the first step still missing its answer otherwise', () => {
    expect(reachableStep(2, answers())).toBe(0);
    expect(reachableStep(2, { ...studia, kierunek: '' })).toBe(1);
  });

  it('stays within the steps of the path for odd addresses', () => {
    expect(reachableStep(Number.NaN, studia)).toBe(0);
    expect(reachableStep(-3, studia)).toBe(0);
    expect(reachableStep(9, studia)).toBe(2);
    expect(reachableStep(9, answers({ poziom: 'PODSTAWOWY_JEDEN', przedmioty: ['polish'] }))).toBe(1);
    expect(reachableStep(1.5, studia)).toBe(0);
  });
});

describe('the answers kept for the user', () => {
  afterEach(() => localStorage.clear());

  it('come back as saved, in any tab, for that user only', () => {
    const draft = {
      answers: answers({
        poziom: 'SREDNI_DWA',
        typSzkoly: 'TECHNIKUM',
        przedmioty: ['physics'],
        matura: { physics: 'ROZSZERZONA' },
        kwalifikacja: 'ELE.02',
      }),
      examsSuggested: true,
    };
    saveDraft('u1', draft);
    expect(readDraft('u1')).toEqual(draft);
    expect(readDraft('u2')).toEqual(EMPTY_DRAFT);
    expect(sessionStorage.length).toBe(0);
  });

  it('leave out what is unknown or unreadable', () => {
    localStorage.setItem(
      'kreda.onboarding.u1',
      JSON.stringify({
        answers: {
          poziom: 'KLASA_99',
          typSzkoly: 'GIMNAZJUM',
          egzaminy: ['PODSTAWOWKA', 'X'],
          przedmioty: ['all', 1],
          matura: { physics: 'NAJWYZSZA', polish: 'PODSTAWOWA' },
          kursy: { physics: ['k1', 7], nie: ['k2'] },
          zaliczenie: 'EGZAMIN',
        },
      }),
    );
    expect(readDraft('u1')).toEqual({
      answers: answers({
        egzaminy: ['PODSTAWOWKA'],
        matura: { polish: 'PODSTAWOWA' },
        kursy: { physics: ['k1'] },
      }),
      examsSuggested: false,
    });
    localStorage.setItem('kreda.onboarding.u1', '{nie json');
    expect(readDraft('u1')).toEqual(EMPTY_DRAFT);
  });
});
