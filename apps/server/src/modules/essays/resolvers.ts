import {
  countWords,
  ESSAY_EXAM_INFO,
  type EssayExam,
  type EssaySubject,
  essayExamOf,
} from '@kreda/shared/essays';
import { requireViewer } from '../../core/actor.ts';
import { notFound } from '../../core/domain-error.ts';
import { batchByOwner, perRequest } from '../../core/request-batch.ts';
import type { GraphQLContext as Ctx } from '../../graphql/context.ts';
import { orExecutionError } from '../../graphql/errors.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import type { UploadedFile } from '../materials/index.ts';
import { findLektura, findLektury } from '../reference/index.ts';
import { requireOwnWorkspace } from '../workspaces/index.ts';
import {
  convertReview,
  deleteEssay,
  deleteReview,
  ESSAY_NOT_FOUND,
  generateEssay,
  REVIEW_NOT_FOUND,
  reviewEssay,
} from './commands.ts';
import { improvementsMarkdown } from './grading.ts';
import {
  explainSegment,
  rewriteSegment,
  SEGMENT_NOT_FOUND,
  segmentAction,
  segmentRewrites,
  updateRewriteStatus,
  updateSegment,
} from './segments.ts';
import {
  findOwnEssay,
  findOwnReview,
  findOwnSegment,
  improvedEssaysOf,
  listOwnEssays,
  listOwnReviews,
  type ReviewRow,
  type RozprawkaRow,
  segmentsOf,
} from './service.ts';

/** Business failures of an order that come back as the contract's ExecutionError. */
const ORDER_ERRORS = [
  'INSUFFICIENT_RESOURCES',
  'AI_NOT_CONFIGURED',
  'AI_FAILED',
  'VALIDATION_FAILED',
] as const;

function createLoaders(ctx: Ctx) {
  const segments = batchByOwner(async (userId, ids) => {
    const rows = await segmentsOf(ctx.db, userId, ids);
    return ids.map((id) => ({ id, rows: rows.filter((s) => s.rozprawkaId === id) }));
  });
  const improved = batchByOwner(async (userId, ids) => {
    const found = await improvedEssaysOf(ctx.db, userId, ids);
    return ids.map((id) => ({ id, essayId: found.get(id) ?? null }));
  });
  return {
    segments: async (userId: string, essayId: string) => (await segments(userId, essayId))?.rows ?? [],
    improved: async (userId: string, reviewId: string) => (await improved(userId, reviewId))?.essayId ?? null,
  };
}
const loaders = perRequest(createLoaders);

const examOf = (row: Pick<RozprawkaRow, 'przedmiot' | 'poziom'>): EssayExam =>
  essayExamOf(row.przedmiot as EssaySubject, row.poziom);

/** The review's grading under the field of its exam's criteria set (the other three are null). */
const gradingFor = (fields: readonly EssayExam[]) => (review: ReviewRow) =>
  review.state === 'FINISHED' && review.grading && fields.includes(examOf(review)) ? review.grading : null;

async function* watch<T extends { workspaceId: string }>(
  ctx: Ctx,
  topic: 'rozprawka' | 'rozprawkaReview',
  filter: { id?: string | null; workspaceId?: string | null } | null | undefined,
  read: (userId: string, id: string) => Promise<T | undefined>,
) {
  const { user } = await requireViewer(ctx);
  for await (const event of ctx.pubsub.subscribe(topic, user.id)) {
    if (filter?.id && event.id !== filter.id) continue;
    const row = await read(user.id, event.id);
    // A subscription keeps its context for every event: each event reads afresh.
    loaders.forget(ctx);
    if (row && (!filter?.workspaceId || row.workspaceId === filter.workspaceId)) yield row;
  }
}

export const essaysResolvers: Resolvers = {
  Query: {
    getRozprawkaAiById: async (_, { getRozprawkaAiByIdInput: { id } }, ctx) => {
      const { user } = await requireViewer(ctx);
      const essay = await findOwnEssay(ctx.db, user.id, id);
      if (!essay) throw notFound(ESSAY_NOT_FOUND);
      return essay;
    },
    getRozprawkaAiByWorkspaceId: async (_, { getRozprawkaAiByWorkspaceIdInput: input }, ctx) => {
      const { user } = await requireViewer(ctx);
      if (input?.workspaceId) await requireOwnWorkspace(ctx.db, user.id, input.workspaceId);
      return listOwnEssays(ctx.db, user.id, input?.workspaceId);
    },
    getRozprawkaAiReviewById: async (_, { getRozprawkaAiReviewByIdInput: { id } }, ctx) => {
      const { user } = await requireViewer(ctx);
      const review = await findOwnReview(ctx.db, user.id, id);
      if (!review) throw notFound(REVIEW_NOT_FOUND);
      return review;
    },
    getRozprawkaAiReviewByWorkspaceId: async (_, { getRozprawkaAiReviewByWorkspaceIdInput: input }, ctx) => {
      const { user } = await requireViewer(ctx);
      if (input?.workspaceId) await requireOwnWorkspace(ctx.db, user.id, input.workspaceId);
      return listOwnReviews(ctx.db, user.id, input?.workspaceId);
    },
    getSegmentRewrites: async (_, { getSegmentRewritesInput: { segmentId } }, ctx) =>
      segmentRewrites(ctx, await requireViewer(ctx), segmentId),
  },
  Mutation: {
    generaterozprawka: async (_, { generaterozprawkaInput }, ctx) => {
      const actor = await requireViewer(ctx);
      return orExecutionError(ORDER_ERRORS, () => generateEssay(ctx, actor, generaterozprawkaInput));
    },
    reviewrozprawka: async (_, { reviewrozprawkaInput: input }, ctx) => {
      const actor = await requireViewer(ctx);
      return orExecutionError(ORDER_ERRORS, () =>
        reviewEssay(ctx, actor, { ...input, file: input.file as UploadedFile | null | undefined }),
      );
    },
    convertreviewtorozprawka: async (_, { convertreviewtorozprawkaInput }, ctx) =>
      convertReview(ctx, await requireViewer(ctx), convertreviewtorozprawkaInput),
    generateexplanation: async (_, { generateexplanationInput }, ctx) =>
      explainSegment(ctx, await requireViewer(ctx), generateexplanationInput),
    rewritesegment: async (_, { rewritesegmentInput }, ctx) =>
      rewriteSegment(ctx, await requireViewer(ctx), rewritesegmentInput),
    generativefunctionsegment: async (_, { generativefunctionsegmentInput }, ctx) =>
      segmentAction(ctx, await requireViewer(ctx), generativefunctionsegmentInput),
    updatesegmentstatus: async (_, { updatesegmentstatusInput }, ctx) =>
      updateRewriteStatus(ctx, await requireViewer(ctx), updatesegmentstatusInput),
    updateRozprawkaAiSegment: async (_, { updateRozprawkaAiSegmentInput }, ctx) =>
      updateSegment(ctx, await requireViewer(ctx), updateRozprawkaAiSegmentInput),
    deleteRozprawkaAi: async (_, { deleteRozprawkaAiInput: { id } }, ctx) =>
      deleteEssay(ctx, await requireViewer(ctx), id),
    deleteRozprawkaAiReview: async (_, { deleteRozprawkaAiReviewInput: { id } }, ctx) =>
      deleteReview(ctx, await requireViewer(ctx), id),
  },
  Subscription: {
    newRozprawkaAi: {
      subscribe: (_, { newRozprawkaAiInput }, ctx) =>
        watch(ctx, 'rozprawka', newRozprawkaAiInput, (userId, id) => findOwnEssay(ctx.db, userId, id)),
      resolve: (essay: RozprawkaRow) => essay,
    },
    newRozprawkaAiReview: {
      subscribe: (_, { newRozprawkaAiReviewInput }, ctx) =>
        watch(ctx, 'rozprawkaReview', newRozprawkaAiReviewInput, (userId, id) =>
          findOwnReview(ctx.db, userId, id),
        ),
      resolve: (review: ReviewRow) => review,
    },
  },
  GeneraterozprawkaResult: {
    __resolveType: (result) => ('errorCode' in result ? 'ExecutionError' : 'RozprawkaAi'),
  },
  ReviewrozprawkaResult: {
    __resolveType: (result) => ('errorCode' in result ? 'ExecutionError' : 'RozprawkaAiReview'),
  },
  RozprawkaAi: {
    egzamin: (essay) => ESSAY_EXAM_INFO[examOf(essay)].label,
    lektury: (essay, _, ctx) => findLektury(ctx.db, essay.lekturyIds),
    segments: (essay, _, ctx) => loaders(ctx).segments(essay.userId, essay.id),
    wordCount: async (essay, _, ctx) =>
      (await loaders(ctx).segments(essay.userId, essay.id)).reduce(
        (sum, s) => sum + countWords(s.content),
        0,
      ),
    minWords: (essay) => ESSAY_EXAM_INFO[examOf(essay)].minWords,
    maxWords: (essay) => ESSAY_EXAM_INFO[examOf(essay)].maxWords,
    rozprawkaReviewId: (essay) => essay.reviewId,
  },
  RozprawkaAiSegment: {
    wordCount: (segment) => countWords(segment.content),
    lektura: async (segment, _, ctx) =>
      segment.lekturaId ? ((await findLektura(ctx.db, segment.lekturaId)) ?? null) : null,
  },
  RozprawkaSegmentRewrite: {
    segment: async (rewrite, _, ctx) => {
      const segment = await findOwnSegment(ctx.db, rewrite.userId, rewrite.segmentId);
      if (!segment) throw notFound(SEGMENT_NOT_FOUND);
      return segment;
    },
  },
  RozprawkaAiReview: {
    egzamin: (review) => ESSAY_EXAM_INFO[examOf(review)].label,
    review: (review) => review.summary,
    reviewContent: (review) => improvementsMarkdown(review.improvements),
    poprawki: (review) => review.improvements,
    wordCount: (review) => (review.content === null ? null : countWords(review.content)),
    poprawionaRozprawkaId: (review, _, ctx) => loaders(ctx).improved(review.userId, review.id),
    maturaPolski: gradingFor(['matura_polski_pp', 'matura_polski_pr']),
    egzaminOsmoklasistyPolski: gradingFor(['e8_polski']),
    maturaAngielski: gradingFor(['matura_angielski_pp', 'matura_angielski_pr']),
    egzaminOsmoklasistyAngielski: gradingFor(['e8_angielski']),
  },
};
