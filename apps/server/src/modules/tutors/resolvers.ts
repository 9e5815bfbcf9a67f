import { requireViewer } from '../../core/actor.ts';
import { notFound } from '../../core/domain-error.ts';
import { batchByOwner, batchGroupsByOwner, perRequest } from '../../core/request-batch.ts';
import type { GraphQLContext as Ctx } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { publishedChapter, subchaptersByIds } from '../library/index.ts';
import { findOwnQuiz } from '../quizzes/index.ts';
import { topicsByIds } from '../reference/index.ts';
import { deleteTutor, orderTutor } from './commands.ts';
import {
  type AiTutorRow,
  type AiTutorTopicRow,
  findOwnSession,
  findOwnTopic,
  findOwnTutor,
  listOwnTutors,
  progressOf,
  sessionsOfTopics,
  TOPIC_NOT_FOUND,
  TUTOR_NOT_FOUND,
  topicsOfTutors,
} from './service.ts';
import { finishSession, sessionNote, sessionQuizFailed } from './session-quiz.ts';
import { continueTutoring } from './sessions.ts';
import type { AiTutorSessionRow } from './tables.ts';

/** One-to-many and lookup reads, once per request for every parent asked for (house rule 17). */
function createLoaders(ctx: Ctx) {
  const topics = batchGroupsByOwner(
    (userId, ids) => topicsOfTutors(ctx.db, userId, ids),
    (row) => row.tutorId,
  );
  const subchapters = batchByOwner(async (_userId, ids) => subchaptersByIds(ctx.db, ids));
  const sessions = batchGroupsByOwner(
    (userId, ids) => sessionsOfTopics(ctx.db, userId, ids),
    (row) => row.topicId,
  );
  return {
    sessions,
    topics,
    subchapter: (userId: string, id: string) => subchapters(userId, id),
  };
}
const loaders = perRequest(createLoaders);

async function ownTutor(ctx: Ctx, id: string): Promise<AiTutorRow> {
  const { user } = await requireViewer(ctx);
  const tutor = await findOwnTutor(ctx.db, user.id, id);
  if (!tutor) throw notFound(TUTOR_NOT_FOUND);
  return tutor;
}

async function ownTopic(ctx: Ctx, id: string): Promise<AiTutorTopicRow> {
  const { user } = await requireViewer(ctx);
  const topic = await findOwnTopic(ctx.db, user.id, id);
  if (!topic) throw notFound(TOPIC_NOT_FOUND);
  return topic;
}

/** Yields the row `read` finds for each event of `topic` under `key` (a subscription reads afresh). */
async function* watch<T>(
  ctx: Ctx,
  topic: 'aiTutorNew' | 'aiTutor' | 'aiTutorTemat' | 'aiTutorTematSession',
  key: string,
  read: (id: string) => Promise<T | undefined>,
) {
  for await (const event of ctx.pubsub.subscribe(topic, key)) {
    const row = await read(event.id);
    loaders.forget(ctx);
    if (row) yield row;
  }
}

export const tutorsResolvers: Resolvers = {
  Query: {
    getAiTutorById: (_, { getAiTutorByIdInput }, ctx) => ownTutor(ctx, getAiTutorByIdInput.id),
    getAiTutorByUserId: async (_, __, ctx) => listOwnTutors(ctx.db, (await requireViewer(ctx)).user.id),
    gettematybyaitutorid: async (_, { gettematybyaitutoridInput }, ctx) => {
      const tutor = await ownTutor(ctx, gettematybyaitutoridInput.aiTutorId);
      return loaders(ctx).topics(tutor.userId, tutor.id);
    },
    gettematdata: async (_, { gettematdataInput }, ctx) => ownTopic(ctx, gettematdataInput.aiTutorTematId),
    getAiTutorTematById: (_, { getAiTutorTematByIdInput }, ctx) => ownTopic(ctx, getAiTutorTematByIdInput.id),
    getaitematsessionbytematid: async (_, { getaitematsessionbytematidInput }, ctx) => {
      const topic = await ownTopic(ctx, getaitematsessionbytematidInput.aiTutorTematId);
      return loaders(ctx).sessions(topic.userId, topic.id);
    },
  },
  Mutation: {
    aitutoringAiTutor: async (_, { aitutoringAiTutorInput }, ctx) =>
      orderTutor(ctx, await requireViewer(ctx), aitutoringAiTutorInput),
    continueaitutoringAiTutor: async (_, { continueaitutoringAiTutorInput }, ctx) =>
      continueTutoring(ctx, await requireViewer(ctx), continueaitutoringAiTutorInput),
    finishAiTutorTematSession: async (_, { finishAiTutorTematSessionInput }, ctx) =>
      finishSession(ctx, await requireViewer(ctx), finishAiTutorTematSessionInput),
    generateainotatkasession: async (_, { generateainotatkasessionInput }, ctx) =>
      sessionNote(ctx, await requireViewer(ctx), generateainotatkasessionInput),
    deleteAiTutor: async (_, { deleteAiTutorInput }, ctx) =>
      deleteTutor(ctx, await requireViewer(ctx), deleteAiTutorInput.id),
  },
  Subscription: {
    newAiTutor: {
      subscribe: async function* (_, __, ctx) {
        const { user } = await requireViewer(ctx);
        yield* watch(ctx, 'aiTutorNew', user.id, (id) => findOwnTutor(ctx.db, user.id, id));
      },
      resolve: (tutor: AiTutorRow) => tutor,
    },
    updateAiTutor: {
      subscribe: async function* (_, { updateAiTutorInput }, ctx) {
        const tutor = await ownTutor(ctx, updateAiTutorInput.id);
        yield* watch(ctx, 'aiTutor', tutor.id, (id) => findOwnTutor(ctx.db, tutor.userId, id));
      },
      resolve: (tutor: AiTutorRow) => tutor,
    },
    updateAiTutorTemat: {
      subscribe: async function* (_, { updateAiTutorTematInput }, ctx) {
        const tutor = await ownTutor(ctx, updateAiTutorTematInput.aiTutorId);
        yield* watch(ctx, 'aiTutorTemat', tutor.id, (id) => findOwnTopic(ctx.db, tutor.userId, id));
      },
      resolve: (topic: AiTutorTopicRow) => topic,
    },
    updateAiTutorTematSession: {
      subscribe: async function* (_, { updateAiTutorTematSessionInput }, ctx) {
        const topic = await ownTopic(ctx, updateAiTutorTematSessionInput.aiTutorTematId);
        yield* watch(ctx, 'aiTutorTematSession', topic.id, (id) => findOwnSession(ctx.db, topic.userId, id));
      },
      resolve: (session: AiTutorSessionRow) => session,
    },
  },
  AiTutor: {
    progress: async (tutor, _, ctx) => progressOf(await loaders(ctx).topics(tutor.userId, tutor.id)),
    przedmiot: (tutor) => tutor.przedmiot as never,
    poziom: (tutor) => (tutor.poziom as never) ?? null,
    // No image model is configured in any environment yet: the page shows the subject's icon.
    generatedImageId: () => null,
    fileUrl: () => null,
    temat: async (tutor, _, ctx) =>
      tutor.tematId ? ((await topicsByIds(ctx.db, [tutor.tematId])).get(tutor.tematId) ?? null) : null,
    rozdzial: async (tutor, _, ctx) => {
      if (!tutor.rozdzialId) return null;
      const chapter = await publishedChapter(ctx.db, tutor.rozdzialId);
      return chapter
        ? {
            id: chapter.id,
            number: chapter.number,
            name: chapter.name,
            bookId: chapter.bookId,
            bookTitle: chapter.bookTitle,
          }
        : null;
    },
    aiTutorInitialData: (tutor) => ({
      sourcesId: tutor.sourcesId,
      detailLevel: tutor.detailLevel,
      userComment: tutor.userComment,
    }),
    aiTutorTemat: (tutor, _, ctx) => loaders(ctx).topics(tutor.userId, tutor.id),
  },
  AiTutorTemat: {
    aiTutorId: (topic) => topic.tutorId,
    full_generated: (topic) => topic.state === 'MAIN_READY',
    sessions: (topic, _, ctx) => loaders(ctx).sessions(topic.userId, topic.id),
    podrSubchapter: async (topic, _, ctx) =>
      topic.podrSubchapterId
        ? ((await loaders(ctx).subchapter(topic.userId, topic.podrSubchapterId)) ?? null)
        : null,
  },
  AiTutorTematSession: {
    aiTutorTematId: (session) => session.topicId,
    // A quiz that could not be written is no quiz: the session says so, and finishing orders another.
    state: async (session, _, ctx) =>
      (await sessionQuizFailed(ctx.db, session)) ? 'FINALIZATION_FAILED' : session.state,
    testSessionQuizId: async (session, _, ctx) =>
      (await sessionQuizFailed(ctx.db, session)) ? null : session.quizId,
    testSessionQuiz: async (session, _, ctx) =>
      session.quizId && !(await sessionQuizFailed(ctx.db, session))
        ? ((await findOwnQuiz(ctx.db, session.userId, session.quizId)) ?? null)
        : null,
    sessionQuizId: (session) => session.quizResultId,
    sessionConversationStarted: (session) => session.conversationId !== null,
    sessionConversationId: (session) => session.conversationId,
  },
  AiTutorTematData: {
    aiTutorTemat: (topic) => topic,
    content: (topic) => (topic.state === 'MAIN_READY' ? topic.content : null),
    exercises: (topic) => (topic.state === 'MAIN_READY' ? topic.exercises.map((e) => e.question) : []),
  },
};
