import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { listCkeExams, listLektury, topicsBySubjectAndLevel } from './service.ts';

export const referenceResolvers: Resolvers = {
  Query: {
    getbyprzedmiotandpoziom: (_, { getbyprzedmiotandpoziomInput: input }, { db }) =>
      topicsBySubjectAndLevel(db, input.przedmiot, input.poziom),
    getLektury: (_, { getLekturyInput: input }, { db }) =>
      listLektury(db, { ckePoziom: input?.ckePoziom, search: input?.search }),
    getcke: (_, __, { db }) => listCkeExams(db),
  },
};
