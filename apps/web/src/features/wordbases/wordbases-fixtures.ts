import type { Language } from './api/get-languages.ts';
import type { Word } from './api/get-word-page.ts';
import type { WordBase, WordBaseSession, WordBaseSummary, WordExercise } from './api/wordbase-fragments.ts';

// Sets, words, sessions and languages as the server sends them, for this feature's tests.

export const LANGUAGES: Language[] = [
  { code: 'en', name: 'angielski', nameFull: 'język angielski' },
  { code: 'de', name: 'niemiecki', nameFull: 'język niemiecki' },
  { code: 'es', name: 'hiszpański', nameFull: 'język hiszpański' },
  { code: 'fr', name: 'francuski', nameFull: 'język francuski' },
  { code: 'it', name: 'włoski', nameFull: 'język włoski' },
  { code: 'la', name: 'łaciński', nameFull: 'język łaciński' },
  { code: 'ru', name: 'rosyjski', nameFull: 'język rosyjski' },
  { code: 'uk', name: 'ukraiński', nameFull: 'język ukraiński' },
  { code: 'cs', name: 'czeski', nameFull: 'język czeski' },
  { code: 'ja', name: 'japoński', nameFull: 'język japoński' },
];

export function fakeSummary(overrides: Partial<WordBaseSummary> = {}): WordBaseSummary {
  return {
    id: 'wb-1',
    workspaceId: 'ws-1',
    name: 'Unit 3 – jedzenie',
    description: null,
    type: 'Language',
    languageCode: 'en',
    language: { code: 'en', name: 'angielski' },
    progress: 0.4,
    sourcesId: null,
    wordCount: 3,
    dueCount: 2,
    newCount: 1,
    lastStudiedAt: '2024-03-05T10:15:00Z',
    isDeleted: false,
    state: 'INITIAL_READY',
    error: null,
    notice: null,
    createdAt: '2024-03-05T10:00:00Z',
    updatedAt: '2024-03-05T10:15:00Z',
    ...overrides,
  };
}

export function fakeWord(overrides: Partial<Word> = {}): Word {
  return {
    id: 'w-1',
    wordBaseId: 'wb-1',
    word: 'apple',
    translation: 'jabłko',
    usageExample: 'I eat an apple every day.',
    order: 1,
    due: '2024-03-05T10:00:00Z',
    state: 'REVIEW',
    reps: 3,
    lapses: 0,
    lastReview: '2024-03-01T10:00:00Z',
    scheduledDays: 4,
    ...overrides,
  };
}

export const WORDS: Word[] = [
  fakeWord(),
  fakeWord({
    id: 'w-2',
    word: 'bread',
    translation: 'chleb',
    usageExample: null,
    order: 2,
    state: 'NEW',
    reps: 0,
  }),
  fakeWord({
    id: 'w-3',
    word: 'cheese',
    translation: 'ser',
    usageExample: null,
    order: 3,
    due: '2099-03-10T10:00:00Z',
    state: 'REVIEW',
  }),
];

/** A set as its page reads it (its words come a page at a time: `wordPageReply`). */
export function fakeBase(overrides: Partial<WordBase> = {}): WordBase {
  return fakeSummary(overrides);
}

/**
 * What the server answers `wordBaseWords` with, from the set's words: those containing `search` in
 * the word or translation (any case), in order, one page of them.
 */
export function wordPageReply(words: readonly Word[], variables: Record<string, unknown>) {
  const {
    page = 1,
    limit = 50,
    search = '',
  } = variables as { page?: number; limit?: number; search?: string };
  const needle = search.toLowerCase();
  const found = words
    .filter((w) => !needle || `${w.word}\n${w.translation}`.toLowerCase().includes(needle))
    .sort((a, b) => a.order - b.order);
  const data = found.slice((page - 1) * limit, page * limit);
  return { data: { getWordBaseById: { id: 'wb-1', wordPage: { total: found.length, page, limit, data } } } };
}

export function fakeSession(overrides: Partial<WordBaseSession> = {}): WordBaseSession {
  return {
    id: 's-1',
    wordBaseId: 'wb-1',
    wordBaseSessionType: 'WORD',
    isFinished: false,
    score: null,
    time: 0,
    wordCount: 3,
    createdAt: '2024-03-06T09:00:00Z',
    finishedAt: null,
    answers: [],
    exercises: [],
    nextWord: {
      id: 'w-1',
      wordBaseId: 'wb-1',
      word: 'apple',
      translation: 'jabłko',
      usageExample: 'I eat an apple every day.',
    },
    ...overrides,
  };
}

export function fakeExercise(overrides: Partial<WordExercise> = {}): WordExercise {
  return {
    id: 'e-1',
    kind: 'LUKA',
    polecenie: 'Uzupełnij lukę właściwym słowem.',
    example: 'I eat an ___ every day.',
    wordId: 'w-1',
    word: 'apple',
    options: [],
    answered: false,
    isCorrect: null,
    answer: null,
    review: null,
    expected: null,
    ...overrides,
  };
}
