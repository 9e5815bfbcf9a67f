import { describe, expect, it } from 'vitest';
import { type OnboardingAnswers, reachableStep } from './onboarding-choices.ts';
import { EMPTY_DRAFT, readDraft, saveDraft } from './onboarding-draft.ts';

const answers = (overrides: Partial<OnboardingAnswers> = {}): OnboardingAnswers => ({
  poziom: null,
  egzaminy: [],
  przedmioty: [],
  ...overrides,
});

describe('the step an address may show', () => {
  it('is the one asked for once every earlier step has its answer', () => {
    expect(reachableStep(2, answers({ poziom: 'STUDIA' }))).toBe(2);
    expect(reachableStep(1, answers({ poziom: 'STUDIA' }))).toBe(1);
    expect(reachableStep(0, answers())).toBe(0);
  });

  it('is the first step still missing its answer otherwise', () => {
    expect(reachableStep(2, answers())).toBe(0);
    expect(reachableStep(1, answers())).toBe(0);
  });

  it('stays within the steps for odd addresses', () => {
    expect(reachableStep(Number.NaN, answers({ poziom: 'STUDIA' }))).toBe(0);
    expect(reachableStep(-3, answers({ poziom: 'STUDIA' }))).toBe(0);
    expect(reachableStep(9, answers({ poziom: 'STUDIA' }))).toBe(2);
    expect(reachableStep(1.5, answers({ poziom: 'STUDIA' }))).toBe(0);
  });
});

describe('the answers kept in the tab', () => {
  it('come back as saved', () => {
    const draft = {
      answers: answers({ poziom: 'SREDNI_DWA', egzaminy: ['MATURA_ROZSZERZONA'], przedmioty: ['physics'] }),
      examsSuggested: true,
    };
    saveDraft(draft);
    expect(readDraft()).toEqual(draft);
  });

  it('leave out what is unknown or unreadable', () => {
    sessionStorage.setItem(
      'kreda.onboarding',
      JSON.stringify({
        answers: { poziom: 'KLASA_99', egzaminy: ['PODSTAWOWKA', 'X'], przedmioty: ['all', 1] },
      }),
    );
    expect(readDraft()).toEqual({
      answers: answers({ egzaminy: ['PODSTAWOWKA'] }),
      examsSuggested: false,
    });
    sessionStorage.setItem('kreda.onboarding', '{nie json');
    expect(readDraft()).toEqual(EMPTY_DRAFT);
  });
});
