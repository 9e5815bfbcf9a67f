import { describe, expect, it } from 'vitest';
import { compact, fragmentsOf, MAX_DEPTH, operationDepth } from '../../../testing/document-depth.ts';
import { DELETE_TEST_SOLVER } from './delete-test-solver.ts';
import { GET_PUPIL_WORKSPACES } from './get-pupil-workspaces.ts';
import { GET_TEST_SOLVER } from './get-test-solver.ts';
import { GET_TEST_SOLVERS } from './get-test-solvers.ts';
import { GET_ZADANIA } from './get-zadania.ts';
import { START_ZADANIE_CHAT } from './start-zadanie-chat.ts';
import { SUBMIT_TEST } from './submit-test.ts';
import { TEST_EVENTS, TEST_LIST_EVENTS, ZADANIE_EVENTS } from './testsolver-events.ts';
import { TEST_SOLVER_DETAIL_FRAGMENT, TEST_SOLVER_SUMMARY_FRAGMENT } from './testsolver-fragments.ts';
import { UPDATE_ZADANIE } from './update-zadanie.ts';

const DOCUMENTS = {
  DELETE_TEST_SOLVER,
  GET_PUPIL_WORKSPACES,
  GET_TEST_SOLVER,
  GET_TEST_SOLVERS,
  GET_ZADANIA,
  START_ZADANIE_CHAT,
  SUBMIT_TEST,
  TEST_EVENTS,
  TEST_LIST_EVENTS,
  UPDATE_ZADANIE,
  ZADANIE_EVENTS,
};

describe('test solver documents', () => {
  it('stay within the depth the server accepts', () => {
    for (const [name, document] of Object.entries(DOCUMENTS))
      expect(operationDepth(document), name).toBeLessThanOrEqual(MAX_DEPTH);
  });

  it('spell out the summary’s fields in the detail', () => {
    const fragments = fragmentsOf([TEST_SOLVER_SUMMARY_FRAGMENT, TEST_SOLVER_DETAIL_FRAGMENT].join('\n'));
    expect(compact(fragments.get('TestSolverDetailFields') ?? '')).toContain(
      compact(fragments.get('TestSolverSummaryFields') ?? ''),
    );
  });

  it('keep tasks and pages out of the list and its live events (house rule 17)', () => {
    for (const document of [GET_TEST_SOLVERS, TEST_LIST_EVENTS])
      expect(document.toString()).not.toMatch(/\bzadania\b|\bquestion\b|\buserDocs\b|\bfileUrl\b/);
    // The test's own page and events do not carry the tasks either: they are read and followed apart.
    for (const document of [GET_TEST_SOLVER, TEST_EVENTS])
      expect(document.toString()).not.toMatch(/\bquestion\b/);
    expect(GET_ZADANIA.toString()).toMatch(/\bquestion\b/);
  });
});
