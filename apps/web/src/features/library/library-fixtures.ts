// The demo library as the API answers it, for the feature's tests (the shape of
// apps/server/src/modules/library/demo/matematyka-7.md, shortened).

export const BOOK_ID = 'fe355236-c8f0-4053-8634-3717ef66253e';
export const SUB_1_1 = '7883bc44-052d-48d1-8fcc-df8685e56f9c';
export const SUB_1_2 = 'da0a1b6a-260b-4067-9a83-4d25df814b2d';
export const EX_1 = '306e515a-e97b-45ff-b77a-19f2bc54fd08';
export const EX_3 = '754fc334-8cda-4313-b503-5feb55d3c245';

const book = {
  id: BOOK_ID,
  isbn: '9788300000012',
  przedmiot: 'mathematics',
  poziom: 'PODSTAWOWY_SIEDEM',
  klasa: 7,
  wydawnictwo: 'Kreda (demo)',
  authors: ['Zespół Kredy', 'Marta Wzorcowa', 'Tomasz Cyrkiel'],
  demo: true,
  exerciseCount: 35,
};

export const TEXTBOOK = { ...book, title: 'Matematyka 7. Podręcznik demonstracyjny' };
export const BOOK = { ...book, name: 'Matematyka 7. Podręcznik demonstracyjny' };

export const BIOLOGY = {
  id: '7367186e-8ac4-4894-9935-361d857e3e30',
  name: 'Biologia 1. Podręcznik demonstracyjny dla liceum',
  isbn: '9788300000029',
  przedmiot: 'biology',
  poziom: 'SREDNI_JEDEN',
  klasa: 1,
  wydawnictwo: 'Kreda (demo)',
  authors: ['Zespół Kredy'],
  demo: true,
  exerciseCount: 31,
};

const chapters = [
  {
    id: '804be235-37f6-4b11-9c76-ea810ac11d30',
    number: '1',
    name: 'Potęgi i pierwiastki',
    page: 1,
    exerciseCount: 9,
    sub: [
      { id: SUB_1_1, number: '1.1', name: 'Potęga o wykładniku naturalnym', page: 1, exerciseCount: 4 },
      { id: SUB_1_2, number: '1.2', name: 'Działania na potęgach', page: 2, exerciseCount: 5 },
    ],
  },
  {
    id: '2f345c55-f041-4804-b1bc-9b62ba0cb29e',
    number: '2',
    name: 'Wyrażenia algebraiczne i równania',
    page: 4,
    exerciseCount: 0,
    sub: [
      {
        id: 'c0ffee00-0000-4000-8000-000000000001',
        number: '2.1',
        name: 'Wyrażenia',
        page: 4,
        exerciseCount: 0,
      },
    ],
  },
];

/** getPodrBookById's answer. */
export const TEXTBOOK_WITH_CHAPTERS = {
  id: BOOK_ID,
  podrecznik: TEXTBOOK,
  chapters: chapters.map(({ sub, ...chapter }) => ({ ...chapter, subchapters: sub })),
};

/** getbookbyid's answer. */
export const BOOK_WITH_CHAPTERS = {
  ...BOOK,
  rozdzialy: chapters.map(({ sub, ...chapter }) => ({ ...chapter, subrozdzialy: sub })),
};

/** The exercises of subchapter 1.1 with their solutions. */
export const EXERCISES = [
  {
    id: EX_1,
    numberExercise: '1.1.1',
    question: 'Oblicz $\\left(\\frac{2}{3}\\right)^3$.',
    type: 'OBLICZENIOWE',
    zadanieOdpowiedzi: [],
    answer: '$\\frac{8}{27}$',
    explanation: 'Podnosimy do potęgi osobno licznik i mianownik.',
    pages: [1],
  },
  {
    id: '3048ca8f-da6a-43e5-abd0-3b58903bfaf5',
    numberExercise: '1.1.2',
    question: 'Oblicz $(-1{,}5)^2$.',
    type: 'OBLICZENIOWE',
    zadanieOdpowiedzi: [],
    answer: '$2{,}25$',
    explanation: 'Wykładnik jest parzysty, więc wynik jest dodatni.',
    pages: [1],
  },
  {
    id: EX_3,
    numberExercise: '1.1.3',
    question: 'Która z liczb jest ujemna?',
    type: 'ZAMKNIETE',
    zadanieOdpowiedzi: [
      { key: 'A', value: '$(-3)^2$' },
      { key: 'B', value: '$(-3)^4$' },
      { key: 'C', value: '$-3^2$' },
      { key: 'D', value: '$(-3)^0$' },
    ],
    answer: 'C. $-3^2$',
    explanation: 'W zapisie $-3^2$ do kwadratu podnosimy tylko $3$.',
    pages: [1],
  },
];

export const exercisePage = (data = EXERCISES) => ({
  data: { getPaginatedZadanieByRelationId: { data, total: data.length, page: 1, limit: 100 } },
});

export const notFound = (message = 'Nie znaleziono podręcznika.') => ({
  errors: [{ message, extensions: { code: 'NOT_FOUND' } }],
});
