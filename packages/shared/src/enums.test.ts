import { describe, expect, it } from 'vitest';
import * as enums from './enums.ts';

describe('enumerations keep the spec spelling', () => {
  it.each([
    [
      'SUBJECTS',
      enums.SUBJECTS,
      [
        'all',
        'biology',
        'chemistry',
        'english',
        'geography',
        'history',
        'hit',
        'infromatyka',
        'mathematics',
        'nature',
        'niemiecki',
        'physics',
        'polish',
        'wos',
      ],
    ],
    ['EXAM_LEVELS', enums.EXAM_LEVELS, ['MATURA_ROZSZERZONA', 'MAUTURA_PODSTAWOWA', 'PODSTAWOWKA']],
    ['WORKSPACE_TYPES', enums.WORKSPACE_TYPES, ['AITUTOR', 'DEFAULT', 'GENERAL', 'PUBLIC_ENTITIES']],
    [
      'SOURCE_TYPES',
      enums.SOURCE_TYPES,
      ['NOTATKA', 'ROZPRAWKA', 'ROZWIAZANE_ZADANIA', 'SPRAWDZIAN', 'YOUTUBE'],
    ],
    ['DOCUMENT_TYPES', enums.DOCUMENT_TYPES, ['DOCX', 'IMAGE', 'PDF', 'TXT', 'VOICE']],
    [
      'MESSAGE_TYPES',
      enums.MESSAGE_TYPES,
      ['AITUTOR_INSTRUCTION', 'INITIAL_GENERATED_MESSAGE', 'QUOTE', 'USER_MESSAGE'],
    ],
    [
      'CONVERSATION_TYPES',
      enums.CONVERSATION_TYPES,
      ['DEFAULT', 'ROZPRAWKA', 'ROZPRAWKA_REVIEW', 'TEST_SOLUTION', 'VALIDATION_FAILED', 'ZADANIE'],
    ],
    ['ESSAY_MODES', enums.ESSAY_MODES, ['FROM_REVEW', 'FULL', 'HELPER', 'STRUCTURE']],
    ['SEGMENT_TYPES', enums.SEGMENT_TYPES, ['ARGUMENT', 'KONTEKST', 'WSTEP', 'ZAKONCZENIE']],
    [
      'TEXT_ACTIONS',
      enums.TEXT_ACTIONS,
      [
        'EASIER_LANGUAGE',
        'FIX_GRAMMAR',
        'GENERATE_TEXT',
        'HARDER_LANGUAGE',
        'IMPROVE',
        'MAKE_LONGER',
        'MAKE_SHORTER',
        'REWRITE',
      ],
    ],
    ['ESSAY_LANGUAGE_LEVELS', enums.ESSAY_LANGUAGE_LEVELS, ['PROSTSZY', 'STANDARDOWY', 'ZAAWANSOWANY']],
    [
      'NOTE_ORIGINS',
      enums.NOTE_ORIGINS,
      ['CONVERSATION_GENERATED', 'CONVERSATION_GENERATED_BLANK', 'QUIZ_GENERATED', 'USER_GENERATED'],
    ],
    ['QUIZ_DETAIL_SCALES', enums.QUIZ_DETAIL_SCALES, ['NORMALNY', 'PROSTSZY', 'TRUDNIEJSZY']],
    ['QUESTION_TYPES', enums.QUESTION_TYPES, ['OTWARTE', 'ZAMKNIETE']],
    ['CONTENT_TYPES', enums.CONTENT_TYPES, ['PRACTICE', 'THEORY']],
    ['TUTOR_DETAIL_LEVELS', enums.TUTOR_DETAIL_LEVELS, ['NORMAL', 'PRECISE']],
    ['WORD_BASE_SESSION_TYPES', enums.WORD_BASE_SESSION_TYPES, ['EXERCISE', 'WORD']],
    ['FLASHCARD_KINDS', enums.FLASHCARD_KINDS, ['Language', 'Other']],
    ['AI_LIMIT_FEATURES', enums.AI_LIMIT_FEATURES, ['AI_TUTORING', 'QUIZ_GENERATION', 'AI_NOTE_GENERATION']],
    [
      'USAGE_ACTIONS',
      enums.USAGE_ACTIONS,
      [
        'CHAT_MESSAGE',
        'AI_NOTE_GENERATION',
        'NOTE_ACTION',
        'AI_TUTORING',
        'QUIZ_GENERATION',
        'ROZPRAWKA',
        'ROZPRAWKA_REVIEW',
        'TEST_SOLVER',
        'WORDBASE',
        'TRANSCRIPTION',
      ],
    ],
    ['BILLING_INTERVALS', enums.BILLING_INTERVALS, ['month', 'month_3', 'month_12']],
    ['LIMIT_INTERVALS', enums.LIMIT_INTERVALS, ['DAY', 'MONTH', 'YEAR']],
    ['LIMIT_TYPES', enums.LIMIT_TYPES, ['NONE', 'NUMBER', 'UNLIMITED']],
    ['INTEGRATION_TYPES', enums.INTEGRATION_TYPES, ['GOOGLE_DRIVE']],
    ['ROLES', enums.ROLES, ['ADMIN', 'USER_FREE', 'USER_PAID']],
    [
      'GENERATION_STATES',
      enums.GENERATION_STATES,
      ['CREATED', 'INITIAL_PENDING', 'INITIAL_READY', 'INITIAL_FAILED', 'MAIN_PENDING', 'MAIN_READY'],
    ],
    [
      'ESSAY_STATES',
      enums.ESSAY_STATES,
      [
        'CREATED',
        'CREATING',
        'FINALIZATION',
        'FINALIZATION_FAILED',
        'FINALIZATION_REVIEW',
        'FINALIZATION_REVIEW_FAILED',
        'FINALIZED',
        'FINISHED',
        'INITIAL',
      ],
    ],
    [
      'DOCUMENT_STATES',
      enums.DOCUMENT_STATES,
      ['UPLOADING', 'UPLOAD_FAILED', 'SOLVING', 'SOLVING_FAILED', 'SOLVED'],
    ],
    [
      'TEST_SOLVER_STATES',
      enums.TEST_SOLVER_STATES,
      ['UPLOADING', 'UPLOAD_FAILED', 'SOLVING', 'SOLVING_FAILED', 'SOLVED', 'DEFAULT'],
    ],
    ['ZADANIE_STATES', enums.ZADANIE_STATES, ['PENDING', 'SOLVING', 'SOLVED', 'FAILED', 'SKIPPED']],
    ['ZADANIE_TYPES', enums.ZADANIE_TYPES, ['ZAMKNIETE', 'OBLICZENIOWE', 'OTWARTE']],
    ['ZADANIE_CHECKS', enums.ZADANIE_CHECKS, ['ZGODNE', 'NIEZGODNE', 'NIESPRAWDZONE']],
    [
      'ONBOARDING_STATUSES',
      enums.ONBOARDING_STATUSES,
      [
        'COMPLETED',
        'PENDING_PHONE',
        'PENDING_SMS_VERIFICATION',
        'PENDING_QUESTIONS',
        'PENDING_SUBSCRIPTION',
        'PENDING_USAGE',
        'PENDING_VERIFICATION',
        'PASTDUE_INVOICE',
      ],
    ],
    [
      'SUBSCRIPTION_STATUSES',
      enums.SUBSCRIPTION_STATUSES,
      ['Active', 'Canceled', 'Incomplete', 'IncompleteExpired', 'PastDue', 'Paused', 'Trialing', 'Unpaid'],
    ],
    ['INVOICE_STATUSES', enums.INVOICE_STATUSES, ['draft', 'open', 'paid', 'uncollectible', 'void']],
    ['PLAN_ACTIONS', enums.PLAN_ACTIONS, ['BUY', 'CURRENT', 'DISABLED', 'UPGRADE', 'FREE_TIER']],
  ] as const)('%s', (_name, actual, expected) => {
    expect([...actual]).toEqual(expected);
  });

  it('lists the 14 school levels in school order', () => {
    expect(enums.LEVELS).toEqual([
      'PODSTAWOWY_JEDEN',
      'PODSTAWOWY_DWA',
      'PODSTAWOWY_TRZY',
      'PODSTAWOWY_CZTERY',
      'PODSTAWOWY_PIEC',
      'PODSTAWOWY_SZESC',
      'PODSTAWOWY_SIEDEM',
      'PODSTAWOWY_OSIEM',
      'SREDNI_JEDEN',
      'SREDNI_DWA',
      'SREDNI_TRZY',
      'SREDNI_CZTERY',
      'SREDNI_PIEC',
      'STUDIA',
    ]);
  });
});

describe('isOneOf', () => {
  it('accepts only values of the list, spelled exactly', () => {
    expect(enums.isOneOf(enums.SUBJECTS, 'infromatyka')).toBe(true);
    expect(enums.isOneOf(enums.SUBJECTS, 'informatyka')).toBe(false);
    expect(enums.isOneOf(enums.EXAM_LEVELS, 'MATURA_PODSTAWOWA')).toBe(false);
    expect(enums.isOneOf(enums.ROLES, 'admin')).toBe(false);
    expect(enums.isOneOf(enums.ROLES, null)).toBe(false);
    expect(enums.isOneOf(enums.ROLES, 42)).toBe(false);
  });
});

describe('usage actions', () => {
  it('include the AI features that limits apply to, spelled the same', () => {
    for (const feature of enums.AI_LIMIT_FEATURES) expect(enums.USAGE_ACTIONS).toContain(feature);
  });
});
