import type { Essay } from './api/essay-fragments.ts';
import type { EssayReview, ReviewCriteriaSet, ReviewQuote } from './api/review-fragments.ts';

// Reviews as the server sends them, for the review page's tests.

export const ESSAY_TEXT =
  'Czy warto poświęcić się dla innych? Uważam że tak.\n\n' +
  'Wokulski pomaga Rzeckiemu, chociasz sam cierpi. To dowodzi jego dobroci.';

/** A quote of `fragment` at its first place in ESSAY_TEXT (the offsets the server would send). */
export function quoteAt(fragment: string, overrides: Partial<ReviewQuote> = {}): ReviewQuote {
  const start = ESSAY_TEXT.indexOf(fragment);
  if (start < 0) throw new Error(`not in the text: ${fragment}`);
  return {
    text: fragment,
    start,
    end: start + fragment.length,
    kind: 'JEZYKOWY',
    comment: 'Komentarz.',
    correction: null,
    ...overrides,
  };
}

export const spellingQuote = quoteAt('chociasz', {
  kind: 'ORTOGRAFICZNY',
  comment: 'Piszemy „chociaż” przez „ż”.',
  correction: 'chociaż',
});
export const commaQuote = quoteAt('Uważam że', {
  kind: 'INTERPUNKCYJNY',
  comment: 'Przed „że” stawiamy przecinek.',
  correction: 'Uważam, że',
});
export const strengthQuote = quoteAt('Wokulski pomaga Rzeckiemu', {
  kind: 'MOCNA_STRONA',
  comment: 'Trafny przykład z lektury.',
});
/** Starts inside the strength: the strength, earlier, stays whole. */
export const overlappingQuote = quoteAt('pomaga Rzeckiemu, chociasz', {
  kind: 'STYL',
  comment: 'Zdanie jest zbyt długie.',
});
/** Offsets past the end of the text. */
export const outOfRangeQuote: ReviewQuote = {
  text: 'Lalka',
  start: 500,
  end: 505,
  kind: 'RZECZOWY',
  comment: 'Bolesław Prus napisał „Lalkę” w latach 1887–1889.',
  correction: null,
};

export function fakeCriteriaSet(overrides: Partial<ReviewCriteriaSet> = {}): ReviewCriteriaSet {
  return {
    egzamin: 'matura_polski_pp',
    nazwa: 'Matura z polskiego – poziom podstawowy',
    liczbaPunktow: 35,
    zdobytePunkty: 12,
    zasady: ['Praca krótsza niż 300 wyrazów: 0 pkt za kompozycję i język.'],
    kryteria: [
      {
        id: '1',
        name: 'Spełnienie formalnych warunków polecenia',
        maxPoints: 1,
        points: 1,
        reason: 'Praca jest rozprawką na podany temat.',
        rule: null,
        cytaty: [],
      },
      {
        id: '2',
        name: 'Kompetencje literackie i kulturowe',
        maxPoints: 16,
        points: 7,
        reason: 'Argument z „Lalki” jest trafny, ale rozwinięty pobieżnie.',
        rule: null,
        cytaty: [strengthQuote, overlappingQuote, outOfRangeQuote],
      },
      {
        id: '4',
        name: 'Poprawność językowa',
        maxPoints: 7,
        points: 0,
        reason: 'Błędy nie przeszkadzają w zrozumieniu tekstu.',
        rule: '0 pkt: praca krótsza niż 300 wyrazów',
        cytaty: [spellingQuote, commaQuote],
      },
    ],
    ...overrides,
  };
}

export function fakeReview(overrides: Partial<EssayReview> = {}): EssayReview {
  return {
    id: 'review-1',
    workspaceId: 'ws-1',
    przedmiot: 'polish',
    poziom: 'MAUTURA_PODSTAWOWA',
    egzamin: 'matura_polski_pp',
    temat: 'Czy warto poświęcić się dla innych? Rozważ problem na podstawie „Lalki”.',
    content: ESSAY_TEXT,
    state: 'FINISHED',
    error: null,
    notice: 'Zasadę dla prac krótszych przyjęto bez potwierdzenia w dokumentach CKE.',
    review: 'Dobry pomysł na argument, ale praca jest za krótka.',
    reviewContent: null,
    poprawki: [
      {
        fragment: 'Uważam że tak.',
        rewrite: 'Uważam, że warto, bo poświęcenie nadaje życiu sens.',
        why: 'Teza powinna być pełnym zdaniem z uzasadnieniem.',
      },
    ],
    wordCount: 24,
    dysleksja: false,
    rozprawkaId: null,
    poprawionaRozprawkaId: null,
    userDocId: null,
    maturaPolski: fakeCriteriaSet(),
    egzaminOsmoklasistyPolski: null,
    maturaAngielski: null,
    egzaminOsmoklasistyAngielski: null,
    createdAt: '2026-03-05T10:20:00Z',
    updatedAt: '2026-03-05T10:22:00Z',
    ...overrides,
  };
}

/** A review still being made: no text graded yet, no criteria. */
export function pendingReview(overrides: Partial<EssayReview> = {}): EssayReview {
  return fakeReview({
    state: 'CREATED',
    content: null,
    notice: null,
    review: null,
    poprawki: [],
    wordCount: null,
    maturaPolski: null,
    ...overrides,
  });
}

/** The corrected essay `convertreviewtorozprawka` answers with, just ordered. */
export function fakeCorrectedEssay(overrides: Partial<Essay> = {}): Essay {
  return {
    id: 'essay-9',
    workspaceId: 'ws-1',
    type: 'FROM_REVEW',
    temat: fakeReview().temat,
    przedmiot: 'polish',
    poziom: 'MAUTURA_PODSTAWOWA',
    egzamin: 'Matura z polskiego – poziom podstawowy',
    state: 'CREATED',
    liczbaArgumentow: 2,
    poziomJezyka: 'STANDARDOWY',
    wordCount: 0,
    minWords: 300,
    maxWords: null,
    error: null,
    createdAt: '2026-03-05T10:30:00Z',
    updatedAt: '2026-03-05T10:30:00Z',
    polecenie: null,
    notice: null,
    rozprawkaReviewId: 'review-1',
    lektury: [],
    segments: [],
    ...overrides,
  };
}
