import { describe, expect, it } from 'vitest';
import * as enums from './enums.ts';
import * as labels from './labels.ts';

const cases: [string, readonly string[], Record<string, string>][] = [
  ['SUBJECT_LABELS', enums.SUBJECTS, labels.SUBJECT_LABELS],
  ['SUBJECT_SHORT_LABELS', enums.SUBJECTS, labels.SUBJECT_SHORT_LABELS],
  ['LEVEL_LABELS', enums.LEVELS, labels.LEVEL_LABELS],
  ['EXAM_LEVEL_LABELS', enums.EXAM_LEVELS, labels.EXAM_LEVEL_LABELS],
  ['SOURCE_TYPE_LABELS', enums.SOURCE_TYPES, labels.SOURCE_TYPE_LABELS],
  ['DOCUMENT_TYPE_LABELS', enums.DOCUMENT_TYPES, labels.DOCUMENT_TYPE_LABELS],
  ['ESSAY_MODE_LABELS', enums.ESSAY_MODES, labels.ESSAY_MODE_LABELS],
  ['SEGMENT_TYPE_LABELS', enums.SEGMENT_TYPES, labels.SEGMENT_TYPE_LABELS],
  ['ESSAY_LANGUAGE_LEVEL_LABELS', enums.ESSAY_LANGUAGE_LEVELS, labels.ESSAY_LANGUAGE_LEVEL_LABELS],
  ['TEXT_ACTION_LABELS', enums.TEXT_ACTIONS, labels.TEXT_ACTION_LABELS],
  ['QUIZ_DETAIL_SCALE_LABELS', enums.QUIZ_DETAIL_SCALES, labels.QUIZ_DETAIL_SCALE_LABELS],
  ['QUESTION_TYPE_LABELS', enums.QUESTION_TYPES, labels.QUESTION_TYPE_LABELS],
  ['CONTENT_TYPE_LABELS', enums.CONTENT_TYPES, labels.CONTENT_TYPE_LABELS],
  ['TUTOR_DETAIL_LEVEL_LABELS', enums.TUTOR_DETAIL_LEVELS, labels.TUTOR_DETAIL_LEVEL_LABELS],
  ['WORD_BASE_SESSION_TYPE_LABELS', enums.WORD_BASE_SESSION_TYPES, labels.WORD_BASE_SESSION_TYPE_LABELS],
  ['FLASHCARD_KIND_LABELS', enums.FLASHCARD_KINDS, labels.FLASHCARD_KIND_LABELS],
  ['PLAN_ACTION_LABELS', enums.PLAN_ACTIONS, labels.PLAN_ACTION_LABELS],
  ['BILLING_INTERVAL_LABELS', enums.BILLING_INTERVALS, labels.BILLING_INTERVAL_LABELS],
  ['LIMIT_INTERVAL_LABELS', enums.LIMIT_INTERVALS, labels.LIMIT_INTERVAL_LABELS],
  ['ROLE_LABELS', enums.ROLES, labels.ROLE_LABELS],
  ['ONBOARDING_STATUS_LABELS', enums.ONBOARDING_STATUSES, labels.ONBOARDING_STATUS_LABELS],
  ['SUBSCRIPTION_STATUS_LABELS', enums.SUBSCRIPTION_STATUSES, labels.SUBSCRIPTION_STATUS_LABELS],
  ['INVOICE_STATUS_LABELS', enums.INVOICE_STATUSES, labels.INVOICE_STATUS_LABELS],
  ['AI_LIMIT_FEATURE_LABELS', enums.AI_LIMIT_FEATURES, labels.AI_LIMIT_FEATURE_LABELS],
  ['USAGE_ACTION_LABELS', enums.USAGE_ACTIONS, labels.USAGE_ACTION_LABELS],
  ['TEST_SOLVER_STATE_LABELS', enums.TEST_SOLVER_STATES, labels.TEST_SOLVER_STATE_LABELS],
  ['ZADANIE_STATE_LABELS', enums.ZADANIE_STATES, labels.ZADANIE_STATE_LABELS],
  ['ZADANIE_TYPE_LABELS', enums.ZADANIE_TYPES, labels.ZADANIE_TYPE_LABELS],
  ['ZADANIE_CHECK_LABELS', enums.ZADANIE_CHECKS, labels.ZADANIE_CHECK_LABELS],
];

describe('labels', () => {
  it.each(cases)('%s labels exactly the enum values, none empty', (_name, values, map) => {
    expect(Object.keys(map).sort()).toEqual([...values].sort());
    for (const value of values) expect(map[value]?.trim()).toBeTruthy();
  });

  it('uses the Polish texts of the spec', () => {
    expect(labels.SUBJECT_LABELS.infromatyka).toBe('Informatyka');
    expect(labels.SUBJECT_LABELS.hit).toBe('Historia i teraźniejszość');
    expect(labels.SUBJECT_SHORT_LABELS.wos).toBe('WOS');
    expect(labels.SUBJECT_SHORT_LABELS.hit).toBe('HiT');
    expect(labels.EXAM_LEVEL_LABELS.MAUTURA_PODSTAWOWA).toBe('Matura podstawowa');
    expect(labels.EXAM_LEVEL_LABELS.PODSTAWOWKA).toBe('Podstawówka');
    expect(labels.SOURCE_TYPE_LABELS.ROZWIAZANE_ZADANIA).toBe('Rozwiązane zadania');
    expect(labels.SEGMENT_TYPE_LABELS.ZAKONCZENIE).toBe('Zakończenie');
    expect(labels.TUTOR_DETAIL_LEVEL_LABELS).toEqual({ NORMAL: 'Podstawowy', PRECISE: 'Dokładny' });
    expect(labels.QUESTION_TYPE_LABELS).toEqual({ OTWARTE: 'Otwarte', ZAMKNIETE: 'Zamknięte' });
    expect(labels.PLAN_ACTION_LABELS).toEqual({
      BUY: 'Kup teraz',
      CURRENT: 'Obecny plan',
      DISABLED: 'Niedostępny',
      UPGRADE: 'Rozszerz plan',
      FREE_TIER: 'Darmowy okres próbny',
    });
    expect(labels.LEVEL_LABELS.PODSTAWOWY_OSIEM).toBe('Klasa 8 – szkoła podstawowa');
    expect(labels.LEVEL_LABELS.SREDNI_PIEC).toBe('Klasa 5 – technikum');
    expect(labels.LEVEL_LABELS.STUDIA).toBe('Studia');
  });
});

describe('level order', () => {
  it('numbers the levels 1–14 in the order of LEVELS', () => {
    expect(enums.LEVELS.map((level) => labels.LEVEL_ORDER[level])).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
    ]);
  });

  it('sorts shuffled levels back into school order', () => {
    const shuffled: enums.Level[] = ['STUDIA', 'SREDNI_JEDEN', 'PODSTAWOWY_OSIEM', 'PODSTAWOWY_JEDEN'];
    expect([...shuffled].sort(labels.compareLevels)).toEqual([
      'PODSTAWOWY_JEDEN',
      'PODSTAWOWY_OSIEM',
      'SREDNI_JEDEN',
      'STUDIA',
    ]);
  });
});
