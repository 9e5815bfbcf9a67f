import type {
  Essay,
  EssayReviewSummary,
  EssayRewrite,
  EssaySegment,
  EssaySummary,
} from './api/essay-fragments.ts';
import type { EssayLektura } from './api/get-essay-lektury.ts';

// Essays, segments, rewrites and reviews as the server sends them, for this feature's tests.

export const LALKA = { id: 'lek-lalka', title: 'Lalka', author: 'Bolesław Prus' };

export function fakeSegment(overrides: Partial<EssaySegment> = {}): EssaySegment {
  return {
    id: 'seg-1',
    rozprawkaId: 'essay-1',
    order: 1,
    type: 'WSTEP',
    content: 'Poświęcenie dla innych bywa najwyższą formą miłości. Spróbuję tego dowieść.',
    contentJson: null,
    explanation: null,
    helperContent: null,
    lekturaId: null,
    lektura: null,
    uwagi: [],
    wordCount: 10,
    updatedAt: '2024-03-05T10:16:00Z',
    ...overrides,
  };
}

/** A whole two-argument essay: introduction, two arguments with contexts, ending. */
export function fakeSegments(): EssaySegment[] {
  return [
    fakeSegment(),
    fakeSegment({
      id: 'seg-2',
      order: 2,
      type: 'ARGUMENT',
      content: 'Wokulski poświęca majątek dla Izabeli, choć ona go nie kocha.',
      lekturaId: LALKA.id,
      lektura: LALKA,
      wordCount: 10,
    }),
    fakeSegment({
      id: 'seg-3',
      order: 3,
      type: 'KONTEKST',
      content: 'Pozytywizm stawiał na pracę u podstaw.',
    }),
    fakeSegment({ id: 'seg-4', order: 4, type: 'ARGUMENT', content: 'Rzecki poświęca życie sklepowi.' }),
    fakeSegment({ id: 'seg-5', order: 5, type: 'KONTEKST', content: 'Kontekst biograficzny Prusa.' }),
    fakeSegment({
      id: 'seg-6',
      order: 6,
      type: 'ZAKONCZENIE',
      content: 'Warto, choć nie zawsze się opłaca.',
    }),
  ];
}

export function fakeEssay(overrides: Partial<Essay> = {}): Essay {
  return {
    id: 'essay-1',
    workspaceId: 'ws-general',
    type: 'FULL',
    temat: 'Czy warto poświęcać się dla innych?',
    przedmiot: 'polish',
    poziom: 'MAUTURA_PODSTAWOWA',
    egzamin: 'Matura z polskiego – poziom podstawowy',
    state: 'FINISHED',
    liczbaArgumentow: 2,
    poziomJezyka: 'STANDARDOWY',
    wordCount: 320,
    minWords: 300,
    maxWords: null,
    error: null,
    createdAt: '2024-03-05T10:15:00Z',
    updatedAt: '2024-03-05T10:20:00Z',
    polecenie: null,
    notice: null,
    rozprawkaReviewId: null,
    lektury: [LALKA],
    segments: fakeSegments(),
    ...overrides,
  };
}

export function fakeEssaySummary(overrides: Partial<EssaySummary> = {}): EssaySummary {
  const {
    polecenie: _p,
    notice: _n,
    rozprawkaReviewId: _r,
    lektury: _l,
    segments: _s,
    ...summary
  } = fakeEssay();
  return { ...summary, ...overrides };
}

export function fakeRewrite(overrides: Partial<EssayRewrite> = {}): EssayRewrite {
  return {
    id: 'rw-1',
    segmentId: 'seg-2',
    content: 'Wokulski oddaje Izabeli wszystko, a ona nim gardzi – to poświęcenie bez nagrody.',
    instruction: 'Napisz to mocniej',
    action: null,
    discarded: false,
    accepted: false,
    previousContent: null,
    createdAt: '2024-03-05T10:30:00Z',
    ...overrides,
  };
}

export function fakeReviewSummary(overrides: Partial<EssayReviewSummary> = {}): EssayReviewSummary {
  return {
    id: 'review-1',
    workspaceId: 'ws-general',
    przedmiot: 'polish',
    poziom: 'PODSTAWOWKA',
    egzamin: 'Egzamin ósmoklasisty z polskiego',
    temat: 'Czy przyjaźń wymaga poświęceń?',
    state: 'FINISHED',
    error: null,
    wordCount: 240,
    createdAt: '2024-03-04T09:00:00Z',
    updatedAt: '2024-03-04T09:05:00Z',
    maturaPolski: null,
    egzaminOsmoklasistyPolski: { egzamin: 'e8_polski', liczbaPunktow: 20, zdobytePunkty: 15 },
    maturaAngielski: null,
    egzaminOsmoklasistyAngielski: null,
    ...overrides,
  };
}

export const LEKTURY: EssayLektura[] = [
  {
    id: 'lek-pan-tadeusz',
    title: 'Pan Tadeusz',
    author: 'Adam Mickiewicz',
    epoka: 'Romantyzm',
    egzaminOsmoklasisty: true,
    naMaturze: true,
  },
  {
    id: 'lek-lalka',
    title: 'Lalka',
    author: 'Bolesław Prus',
    epoka: 'Pozytywizm',
    egzaminOsmoklasisty: false,
    naMaturze: true,
  },
  {
    id: 'lek-zemsta',
    title: 'Zemsta',
    author: 'Aleksander Fredro',
    epoka: 'Romantyzm',
    egzaminOsmoklasisty: true,
    naMaturze: false,
  },
  {
    id: 'lek-mały-książę',
    title: 'Mały Książę',
    author: 'Antoine de Saint-Exupéry',
    epoka: 'XX wiek',
    egzaminOsmoklasisty: false,
    naMaturze: false,
  },
  {
    id: 'lek-wesele',
    title: 'Wesele',
    author: 'Stanisław Wyspiański',
    epoka: 'Młoda Polska',
    egzaminOsmoklasisty: false,
    naMaturze: true,
  },
];
