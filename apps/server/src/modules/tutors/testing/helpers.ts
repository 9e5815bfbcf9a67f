import type { TestUser } from '../../../testing/factories.ts';
import type { TestGetAiTutorByIdQuery } from '../../../testing/generated/graphql.ts';
import { until } from '../../../testing/restartable.ts';
import { dataOf, unchecked } from '../../../testing/session-client.ts';
import { TUTORS } from './documents.ts';

export type TestTutor = TestGetAiTutorByIdQuery['getAiTutorById'];

/** Orders a tutor (`aitutoringAiTutor`) and returns it as ordered. */
export async function orderTutor(user: TestUser, input: Record<string, unknown>): Promise<TestTutor> {
  return dataOf(await user.client.gql(TUTORS.order, unchecked({ input } as never)))
    .aitutoringAiTutor as TestTutor;
}

/** Polls a tutor until its plan and contents have settled (MAIN_READY) or its plan failed. */
export function settledTutor(user: TestUser, id: string): Promise<TestTutor> {
  return until(
    async () => dataOf(await user.client.gql(TUTORS.byId, { input: { id } })).getAiTutorById,
    (tutor) => tutor.state === 'MAIN_READY' || tutor.state === 'INITIAL_FAILED',
    30_000,
    50,
  );
}
