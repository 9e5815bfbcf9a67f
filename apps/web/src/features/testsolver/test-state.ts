import { pluralPl } from '@kreda/shared/form-messages';
import { TEST_SOLVER_STATE_LABELS, ZADANIE_STATE_LABELS } from '@kreda/shared/labels';
import type { TestSolverState, ZadanieState } from '../../gql/graphql.ts';

/** Pages still read, or tasks still solved: more is coming. */
export function isTestWorking(state: TestSolverState): boolean {
  return state === 'UPLOADING' || state === 'SOLVING' || state === 'DEFAULT';
}

/** Waiting for its solving job or being solved. */
export function isTaskWorking(state: ZadanieState): boolean {
  return state === 'PENDING' || state === 'SOLVING';
}

export type BadgeTone = 'progress' | 'done' | 'failed' | 'quiet';

export interface Badge {
  label: string;
  tone: BadgeTone;
}

const TEST_TONES: Record<TestSolverState, BadgeTone> = {
  UPLOADING: 'progress',
  SOLVING: 'progress',
  DEFAULT: 'progress',
  SOLVED: 'done',
  UPLOAD_FAILED: 'failed',
  SOLVING_FAILED: 'failed',
};

const TASK_TONES: Record<ZadanieState, BadgeTone> = {
  PENDING: 'quiet',
  SOLVING: 'progress',
  SOLVED: 'done',
  FAILED: 'failed',
  SKIPPED: 'quiet',
};

export const testBadge = (state: TestSolverState): Badge => ({
  label: TEST_SOLVER_STATE_LABELS[state],
  tone: TEST_TONES[state],
});

export const taskBadge = (state: ZadanieState): Badge => ({
  label: ZADANIE_STATE_LABELS[state],
  tone: TASK_TONES[state],
});

/** "z 8 zadań", "z 1 zadania": the genitive after "z". */
const ofTasks = (total: number) => `z ${total} ${pluralPl(total, 'zadania', 'zadań', 'zadań')}`;

/** "5 z 8 zadań rozwiązanych" (the list). */
export const solvedOfTotal = (solved: number, total: number) => `${solved} ${ofTasks(total)} rozwiązanych`;

/** "Rozwiązano 3 z 8 zadań" with what failed or was skipped (the test's progress, read aloud). */
export function progressText(counts: { solved: number; failed: number; skipped: number; total: number }) {
  const parts = [`Rozwiązano ${counts.solved} ${ofTasks(counts.total)}`];
  if (counts.failed > 0) parts.push(`${counts.failed} nie udało się rozwiązać`);
  if (counts.skipped > 0) parts.push(`${counts.skipped} pominięto zgodnie z poleceniem`);
  return parts.join(', ');
}
