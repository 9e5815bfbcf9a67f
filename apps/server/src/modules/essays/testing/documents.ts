import { expect } from 'vitest';
import type { TestUser } from '../../../testing/factories.ts';
import { graphql } from '../../../testing/generated/gql.ts';
import { until } from '../../../testing/restartable.ts';
import { dataOf, unchecked } from '../../../testing/session-client.ts';

// The essay tool's operations the integration tests send (see testing/documents.ts for the conventions).

/** @codegen spread by name in other documents; codegen reads it, no code imports it */
export const ESSAY_FIELDS = graphql(`
  fragment TestEssayFields on RozprawkaAi {
    id workspaceId type temat przedmiot poziom egzamin state liczbaArgumentow poziomJezyka polecenie
    wordCount minWords maxWords rozprawkaReviewId error notice createdAt updatedAt
    lektury { id title author }
    segments {
      id rozprawkaId order type content contentJson explanation helperContent lekturaId wordCount
      uwagi { kind message quote lekturaId }
    }
  }
`);

/** @codegen spread by name in other documents; codegen reads it, no code imports it */
export const REVIEW_FIELDS = graphql(`
  fragment TestReviewFields on RozprawkaAiReview {
    id workspaceId przedmiot poziom egzamin temat content state error notice review reviewContent
    poprawki { fragment rewrite why }
    wordCount dysleksja rozprawkaId poprawionaRozprawkaId userDocId createdAt
    maturaPolski { egzamin nazwa liczbaPunktow zdobytePunkty zasady kryteria { id name maxPoints points reason rule cytaty { text start end kind comment correction } } }
    egzaminOsmoklasistyPolski { egzamin nazwa liczbaPunktow zdobytePunkty zasady kryteria { id name maxPoints points reason rule cytaty { text start end kind comment correction } } }
    maturaAngielski { egzamin nazwa liczbaPunktow zdobytePunkty zasady kryteria { id name maxPoints points reason rule cytaty { text start end kind comment correction } } }
    egzaminOsmoklasistyAngielski { egzamin nazwa liczbaPunktow zdobytePunkty zasady kryteria { id name maxPoints points reason rule cytaty { text start end kind comment correction } } }
  }
`);

/** @codegen spread by name in other documents; codegen reads it, no code imports it */
export const REWRITE_FIELDS = graphql(`
  fragment TestRewriteFields on RozprawkaSegmentRewrite {
    id segmentId content instruction action discarded accepted previousContent createdAt
    segment { id content uwagi { kind message quote } }
  }
`);

export const ESSAYS = {
  generate: graphql(`
    mutation generaterozprawka($input: GeneraterozprawkaInput!) {
      generaterozprawka(generaterozprawkaInput: $input) {
        __typename
        ... on RozprawkaAi { ...TestEssayFields }
        ... on ExecutionError { errorCode message }
      }
    }
  `),
  review: graphql(`
    mutation reviewrozprawka($input: ReviewrozprawkaInput!) {
      reviewrozprawka(reviewrozprawkaInput: $input) {
        __typename
        ... on RozprawkaAiReview { ...TestReviewFields }
        ... on ExecutionError { errorCode message }
      }
    }
  `),
  convert: graphql(`
    mutation convertreviewtorozprawka($input: ConvertreviewtorozprawkaInput!) {
      convertreviewtorozprawka(convertreviewtorozprawkaInput: $input) { ...TestEssayFields }
    }
  `),
  explain: graphql(`
    mutation generateexplanation($input: GenerateexplanationInput!) {
      generateexplanation(generateexplanationInput: $input) { id explanation content }
    }
  `),
  rewrite: graphql(`
    mutation rewritesegment($input: RewritesegmentInput!) {
      rewritesegment(rewritesegmentInput: $input) { ...TestRewriteFields }
    }
  `),
  action: graphql(`
    mutation generativefunctionsegment($input: GenerativefunctionsegmentInput!) {
      generativefunctionsegment(generativefunctionsegmentInput: $input) { ...TestRewriteFields }
    }
  `),
  status: graphql(`
    mutation updatesegmentstatus($input: UpdatesegmentstatusInput!) {
      updatesegmentstatus(updatesegmentstatusInput: $input) { ...TestRewriteFields }
    }
  `),
  editSegment: graphql(`
    mutation updateRozprawkaAiSegment($input: UpdateRozprawkaAiSegmentInput!) {
      updateRozprawkaAiSegment(updateRozprawkaAiSegmentInput: $input) { id content wordCount uwagi { kind quote } }
    }
  `),
  delete: graphql(`
    mutation deleteRozprawkaAi($input: DeleteRozprawkaAiInput!) {
      deleteRozprawkaAi(deleteRozprawkaAiInput: $input) { success message }
    }
  `),
  deleteReview: graphql(`
    mutation deleteRozprawkaAiReview($input: DeleteRozprawkaAiReviewInput!) {
      deleteRozprawkaAiReview(deleteRozprawkaAiReviewInput: $input) { success message }
    }
  `),
  essay: graphql(`
    query getRozprawkaAiById($input: GetRozprawkaAiByIdInput!) {
      getRozprawkaAiById(getRozprawkaAiByIdInput: $input) { ...TestEssayFields }
    }
  `),
  essays: graphql(`
    query getRozprawkaAiByWorkspaceId($input: GetRozprawkaAiByWorkspaceIdInput) {
      getRozprawkaAiByWorkspaceId(getRozprawkaAiByWorkspaceIdInput: $input) { id state temat workspaceId }
    }
  `),
  reviewById: graphql(`
    query getRozprawkaAiReviewById($input: GetRozprawkaAiReviewByIdInput!) {
      getRozprawkaAiReviewById(getRozprawkaAiReviewByIdInput: $input) { ...TestReviewFields }
    }
  `),
  reviews: graphql(`
    query getRozprawkaAiReviewByWorkspaceId($input: GetRozprawkaAiReviewByWorkspaceIdInput) {
      getRozprawkaAiReviewByWorkspaceId(getRozprawkaAiReviewByWorkspaceIdInput: $input) { id state temat workspaceId }
    }
  `),
  rewrites: graphql(`
    query getSegmentRewrites($input: GetSegmentRewritesInput!) {
      getSegmentRewrites(getSegmentRewritesInput: $input) { ...TestRewriteFields }
    }
  `),
  essayEvents: `subscription newRozprawkaAi($input: NewRozprawkaAiInput) {
    newRozprawkaAi(newRozprawkaAiInput: $input) { id state segments { order type } }
  }`,
  reviewEvents: `subscription newRozprawkaAiReview($input: NewRozprawkaAiReviewInput) {
    newRozprawkaAiReview(newRozprawkaAiReviewInput: $input) { id state }
  }`,
};

/** A Polish matura essay order on the topic the tests use (overridable field by field). */
export function maturaOrder(extra: Record<string, unknown> = {}) {
  return {
    temat: 'Czy warto poświęcać się dla innych? Rozważ problem na podstawie lektury obowiązkowej.',
    przedmiot: 'polish',
    poziom: 'MAUTURA_PODSTAWOWA',
    type: 'FULL',
    liczbaArgumentow: 2,
    lektury: ['boleslaw-prus-lalka', 'albert-camus-dzuma'],
    ...extra,
  };
}

export async function orderEssay(user: TestUser, input: Record<string, unknown>) {
  const body = (await user.client.gql(ESSAYS.generate, unchecked({ input }))).body;
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const ordered = body.data?.generaterozprawka;
  if (ordered?.__typename !== 'RozprawkaAi')
    throw new Error(`expected an essay, got ${JSON.stringify(ordered)}`);
  return ordered;
}

const ESSAY_DONE = ['FINISHED', 'FINALIZATION_FAILED'];
const REVIEW_DONE = ['FINISHED', 'FINALIZATION_REVIEW_FAILED'];

/** Polls an essay until its writing has ended (finished or failed). */
export function settledEssay(user: TestUser, id: string, timeoutMs = 30_000) {
  return until(
    async () => dataOf(await user.client.gql(ESSAYS.essay, { input: { id } })).getRozprawkaAiById,
    (essay) => ESSAY_DONE.includes(essay.state),
    timeoutMs,
    50,
  );
}

/** Orders an essay and waits until it is written. */
export async function writtenEssay(user: TestUser, input: Record<string, unknown>, timeoutMs?: number) {
  const ordered = await orderEssay(user, input);
  expect(ordered.state).toBe('CREATED');
  return settledEssay(user, ordered.id, timeoutMs);
}

export async function orderReview(user: TestUser, input: Record<string, unknown>) {
  const body = (await user.client.gql(ESSAYS.review, unchecked({ input }))).body;
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const ordered = body.data?.reviewrozprawka;
  if (ordered?.__typename !== 'RozprawkaAiReview')
    throw new Error(`expected a review, got ${JSON.stringify(ordered)}`);
  return ordered;
}

export function settledReview(user: TestUser, id: string, timeoutMs = 30_000) {
  return until(
    async () => dataOf(await user.client.gql(ESSAYS.reviewById, { input: { id } })).getRozprawkaAiReviewById,
    (review) => REVIEW_DONE.includes(review.state),
    timeoutMs,
    50,
  );
}
