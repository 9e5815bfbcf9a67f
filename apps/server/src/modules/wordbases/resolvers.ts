import { WORD_RATINGS } from '@kreda/shared/enums';
import { requireViewer } from '../../core/actor.ts';
import { notFound } from '../../core/domain-error.ts';
import { batchByOwner, perRequest } from '../../core/request-batch.ts';
import type { GraphQLContext as Ctx } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { listLanguages } from '../reference/index.ts';
import { findOwnSourceSet } from '../sources/index.ts';
import { nextPeriodStart } from '../usage/index.ts';
import { requireOwnWorkspace } from '../workspaces/index.ts';
import { languageWorkspace, listAllWordBases, workspaceNames } from './all-wordbases.ts';
import { validateExercise } from './answers.ts';
import {
  BASE_NOT_FOUND,
  deleteWordBase,
  orderExtraction,
  upsertWords,
  type WordBaseResult,
} from './commands.ts';
import { RATING_OF_GRADE, retrievability, STATE_NAMES } from './scheduling.ts';
import {
  answersOf,
  baseStats,
  dueByWorkspace,
  exercisesOf,
  findOwnSession,
  findOwnWordBase,
  latestBaseOfDoc,
  listOwnWordBases,
  paramsOf,
  reviewsOf,
  sessionsOfBase,
  type WordExerciseRow,
  type WordRow,
  wordsOf,
} from './service.ts';
import { getNextWord, practice, SESSION_NOT_FOUND, sessionNextWord, startSession } from './sessions.ts';
import { translate } from './translate.ts';
import { wordPageOf } from './word-page.ts';

const endOfToday = (now = new Date()) => nextPeriodStart('DAY', now);

function createLoaders(ctx: Ctx) {
  const now = new Date();
  const stats = batchByOwner(async (userId, ids) => {
    const found = await baseStats(ctx.db, userId, ids, endOfToday(now));
    return ids.map((id) => ({ id, stats: found.get(id) }));
  });
  const baseWords = batchByOwner(async (userId, ids) => {
    const rows = await wordsOf(ctx.db, userId, ids);
    return ids.map((id) => ({ id, rows: rows.filter((w) => w.wordBaseId === id) }));
  });
  const answers = batchByOwner(async (userId, ids) => {
    const rows = await answersOf(ctx.db, userId, ids);
    return ids.map((id) => ({ id, rows: rows.filter((a) => a.sessionId === id) }));
  });
  const exercises = batchByOwner(async (userId, ids) => {
    const rows = await exercisesOf(ctx.db, userId, ids);
    return ids.map((id) => ({ id, rows: rows.filter((e) => e.sessionId === id) }));
  });
  const history = batchByOwner(async (userId, ids) => {
    const rows = await reviewsOf(ctx.db, userId, ids);
    return ids.map((id) => ({ id, rows: rows.filter((r) => r.wordId === id) }));
  });
  const params = new Map<string, Promise<number[] | null>>();
  return {
    now,
    workspaceName: workspaceNames(ctx),
    stats: async (userId: string, id: string) => (await stats(userId, id))?.stats,
    words: async (userId: string, id: string) => (await baseWords(userId, id))?.rows ?? [],
    answers: async (userId: string, id: string) => (await answers(userId, id))?.rows ?? [],
    exercises: async (userId: string, id: string) => (await exercises(userId, id))?.rows ?? [],
    history: async (userId: string, id: string) => (await history(userId, id))?.rows ?? [],
    params(userId: string) {
      let found = params.get(userId);
      if (!found) {
        found = paramsOf(ctx.db, userId);
        params.set(userId, found);
      }
      return found;
    },
  };
}
const loaders = perRequest(createLoaders);

/** An exercise's answer is only shown once the pupil has answered. */
const answered = (e: WordExerciseRow) => e.answeredAt !== null;

export const wordBasesResolvers: Resolvers = {
  Query: {
    getLanguages: async (_, __, ctx) => {
      await requireViewer(ctx);
      return listLanguages(ctx.db);
    },
    getWordBaseByWorkspaceId: async (_, { getWordBaseByWorkspaceIdInput: input }, ctx) => {
      const { user } = await requireViewer(ctx);
      await requireOwnWorkspace(ctx.db, user.id, input.workspaceId);
      return listOwnWordBases(ctx.db, user.id, {
        workspaceId: input.workspaceId,
        includeDeleted: input.includeDeleted ?? false,
      });
    },
    getWordBaseByUserId: async (_, { getWordBaseByUserIdInput: input }, ctx) =>
      listAllWordBases(ctx, await requireViewer(ctx), input?.limit),
    getlanguageworkspace: async (_, __, ctx) => languageWorkspace(ctx, await requireViewer(ctx)),
    getWordBaseById: async (_, { getWordBaseByIdInput: { id } }, ctx) => {
      const { user } = await requireViewer(ctx);
      const base = await findOwnWordBase(ctx.db, user.id, id, { includeDeleted: true });
      if (!base) throw notFound(BASE_NOT_FOUND);
      return base;
    },
    getWordBaseBySourcesId: async (_, { getWordBaseBySourcesIdInput: { sourcesId } }, ctx) => {
      const { user } = await requireViewer(ctx);
      if (!(await findOwnSourceSet(ctx.db, user.id, sourcesId)))
        throw notFound('Nie znaleziono zestawu materiałów.');
      return listOwnWordBases(ctx.db, user.id, { sourcesId });
    },
    getWordBaseSessionById: async (_, { getWordBaseSessionByIdInput: { id } }, ctx) => {
      const { user } = await requireViewer(ctx);
      const session = await findOwnSession(ctx.db, user.id, id);
      if (!session) throw notFound(SESSION_NOT_FOUND);
      return session;
    },
    getWordBaseSessionByWordBaseId: async (
      _,
      { getWordBaseSessionByWordBaseIdInput: { wordBaseId } },
      ctx,
    ) => {
      const { user } = await requireViewer(ctx);
      const base = await findOwnWordBase(ctx.db, user.id, wordBaseId, { includeDeleted: true });
      if (!base) throw notFound(BASE_NOT_FOUND);
      return sessionsOfBase(ctx.db, user.id, base.id);
    },
    getDueWords: async (_, __, ctx) => {
      const { user } = await requireViewer(ctx);
      const byWorkspace = await dueByWorkspace(ctx.db, user.id, endOfToday());
      return { total: byWorkspace.reduce((sum, w) => sum + w.count, 0), byWorkspace };
    },
  },
  Mutation: {
    upsertwords: async (_, { upsertwordsInput: input }, ctx) =>
      upsertWords(ctx, await requireViewer(ctx), input),
    translate: async (_, { translateInput: input }, ctx) => translate(ctx, await requireViewer(ctx), input),
    extractwordbase: async (_, { extractwordbaseInput: input }, ctx) =>
      orderExtraction(ctx, await requireViewer(ctx), input),
    deleteWordBase: async (_, { deleteWordBaseInput: input }, ctx) =>
      deleteWordBase(ctx, await requireViewer(ctx), input),
    start: async (_, { startInput: input }, ctx) => startSession(ctx, await requireViewer(ctx), input),
    getnextword: async (_, { getnextwordInput: input }, ctx) =>
      getNextWord(ctx, await requireViewer(ctx), input),
    wordpracticesession: async (_, { wordpracticesessionInput: input }, ctx) =>
      practice(ctx, await requireViewer(ctx), input),
    valdiateexercise: async (_, { valdiateexerciseInput: input }, ctx) =>
      validateExercise(ctx, await requireViewer(ctx), input),
  },
  Subscription: {
    newWordBase: {
      subscribe: async function* (_, { newWordBaseInput: { workspaceId } }, ctx) {
        const { user } = await requireViewer(ctx);
        await requireOwnWorkspace(ctx.db, user.id, workspaceId);
        for await (const event of ctx.pubsub.subscribe('wordBase', workspaceId)) {
          const base = await findOwnWordBase(ctx.db, user.id, event.id, { includeDeleted: true });
          // A subscription keeps its context for every event: each event reads afresh.
          loaders.forget(ctx);
          if (base) yield base;
        }
      },
      resolve: (base: WordBaseResult) => base,
    },
  },
  Language: {
    name: (language) => language.namePl,
    nameFull: (language) => language.namePlFull,
  },
  WordBase: {
    language: async (base, _, ctx) =>
      base.languageCode
        ? ((await listLanguages(ctx.db)).find((l) => l.code === base.languageCode) ?? null)
        : null,
    progress: async (base, _, ctx) => {
      const stats = await loaders(ctx).stats(base.userId, base.id);
      return stats && stats.wordCount > 0 ? stats.remembered / stats.wordCount : 0;
    },
    wordCount: async (base, _, ctx) => (await loaders(ctx).stats(base.userId, base.id))?.wordCount ?? 0,
    dueCount: async (base, _, ctx) => (await loaders(ctx).stats(base.userId, base.id))?.dueCount ?? 0,
    newCount: async (base, _, ctx) => (await loaders(ctx).stats(base.userId, base.id))?.newCount ?? 0,
    words: (base, _, ctx) => loaders(ctx).words(base.userId, base.id),
    wordPage: (base, args, ctx) => wordPageOf(ctx.db, base, args),
    workspaceName: (base, _, ctx) => loaders(ctx).workspaceName(base.userId, base.workspaceId),
    notice: (base: WordBaseResult) => base.callNotice ?? base.notice,
  },
  Word: {
    retrievability: async (word: WordRow, _, ctx) =>
      retrievability(word, loaders(ctx).now, await loaders(ctx).params(word.userId)),
    state: (word: WordRow) => STATE_NAMES[word.state] ?? 'NEW',
    history: async (word: WordRow, _, ctx) =>
      (await loaders(ctx).history(word.userId, word.id)).map((r) => ({
        rating: RATING_OF_GRADE[r.rating] ?? 'NIE_WIEM',
        reviewedAt: r.reviewedAt,
        sessionId: r.sessionId,
        wordBaseSessionType: r.sessionType ?? null,
        scheduledDays: r.scheduledDays,
      })),
  },
  WordBaseSession: {
    wordBaseSessionType: (session) => session.type,
    time: (session) => session.timeSeconds,
    answers: async (session, _, ctx) => {
      if (session.type === 'WORD')
        return (await loaders(ctx).answers(session.userId, session.id)).map((a) => ({
          id: a.id,
          wordId: a.wordId,
          word: a.word,
          rating: WORD_RATINGS[a.rating - 1] ?? null,
          isCorrect: a.rating >= 3,
          createdAt: a.createdAt,
        }));
      return (await loaders(ctx).exercises(session.userId, session.id)).filter(answered).map((e) => ({
        id: e.id,
        wordId: e.wordId,
        word: e.word,
        rating: null,
        isCorrect: e.isCorrect,
        createdAt: e.answeredAt as Date,
      }));
    },
    exercises: (session, _, ctx) => loaders(ctx).exercises(session.userId, session.id),
    nextWord: (session, _, ctx) => sessionNextWord(ctx.db, session),
  },
  WordExercise: {
    answered: (e) => answered(e),
    expected: (e) => (answered(e) ? e.expected : null),
  },
  UserDoc: {
    wordBase: async (doc, _, ctx) => (await latestBaseOfDoc(ctx.db, doc.userId, doc.id)) ?? null,
  },
};
