import type { PupilWorkspace } from './api/get-pupil-workspaces.ts';
import type { TestSolver, TestSolverSummary, Zadanie } from './api/testsolver-fragments.ts';

// Tests, tasks and workspaces as the server sends them, for this feature's tests.

export const MATHS: PupilWorkspace = {
  id: 'ws-maths',
  name: 'Ułamki zwykłe',
  temat: { id: 't-1', przedmiot: 'mathematics' },
};
export const HISTORY: PupilWorkspace = {
  id: 'ws-history',
  name: 'Rozbiory Polski',
  temat: { id: 't-2', przedmiot: 'history' },
};

export function fakeTestSummary(overrides: Partial<TestSolverSummary> = {}): TestSolverSummary {
  return {
    id: 'test-1',
    workspaceId: 'ws-general',
    title: 'Sprawdzian z ułamków',
    state: 'SOLVED',
    przedmiot: 'mathematics',
    pageCount: 2,
    taskCount: 8,
    solvedCount: 5,
    failedCount: 0,
    error: null,
    createdAt: '2024-03-05T10:15:00Z',
    updatedAt: '2024-03-05T10:20:00Z',
    ...overrides,
  };
}

export function fakeTest(overrides: Partial<TestSolver> = {}): TestSolver {
  return {
    ...fakeTestSummary(),
    polecenie: null,
    notice: null,
    tematyId: [],
    solvedDocId: null,
    userDocs: [
      {
        id: 'doc-1',
        name: 'Sprawdzian z ułamków – strona 1',
        state: 'SOLVED',
        file: {
          id: 'f-1',
          contentType: 'image/jpeg',
          originalFileName: 'strona1.jpg',
          fileUrl: '/api/files/f-1?sig=a',
        },
      },
      {
        id: 'doc-2',
        name: 'Sprawdzian z ułamków – strona 2',
        state: 'SOLVED',
        file: {
          id: 'f-2',
          contentType: 'image/jpeg',
          originalFileName: 'strona2.jpg',
          fileUrl: '/api/files/f-2?sig=b',
        },
      },
    ],
    ...overrides,
  };
}

export function fakeTask(overrides: Partial<Zadanie> = {}): Zadanie {
  return {
    id: 'z-1',
    testSolverId: 'test-1',
    workspaceId: 'ws-general',
    numberExercise: '1',
    order: 1,
    question: 'Oblicz $\\frac{1}{2} + \\frac{1}{4}$.',
    type: 'OBLICZENIOWE',
    zadanieOdpowiedzi: [],
    points: 2,
    pages: [1],
    state: 'SOLVED',
    answer: '$\\frac{3}{4}$',
    explanation: 'Sprowadzamy do wspólnego mianownika: $\\frac{2}{4} + \\frac{1}{4}$.',
    dlaczego: 'Ułamki dodaje się po sprowadzeniu do wspólnego mianownika.',
    check: 'ZGODNE',
    checkMessage: null,
    error: null,
    updatedAt: '2024-03-05T10:18:00Z',
    ...overrides,
  };
}

/** A closed task, waiting to be solved. */
export const closedTask = (overrides: Partial<Zadanie> = {}) =>
  fakeTask({
    id: 'z-2',
    numberExercise: '2',
    order: 2,
    question: 'Który ułamek jest największy?',
    type: 'ZAMKNIETE',
    zadanieOdpowiedzi: [
      { key: 'A', value: '$\\frac{1}{3}$' },
      { key: 'B', value: '$\\frac{2}{5}$' },
    ],
    points: null,
    state: 'PENDING',
    answer: null,
    explanation: null,
    dlaczego: null,
    check: null,
    ...overrides,
  });
