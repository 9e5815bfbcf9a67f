import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { listCkeExams, listLektury, presentLektura, topicsBySubjectAndLevel } from './service.ts';

interface CriterionRow {
  id: string;
  name: string;
  max_points: number;
}

export const referenceResolvers: Resolvers = {
  Query: {
    getbyprzedmiotandpoziom: (_, { getbyprzedmiotandpoziomInput: input }, { db }) =>
      topicsBySubjectAndLevel(db, input.przedmiot, input.poziom),
    getLektury: async (_, { getLekturyInput: input }, { db }) => {
      const rows = await listLektury(db, { ckePoziom: input?.ckePoziom, search: input?.search });
      return rows.map(presentLektura);
    },
    getcke: async (_, __, { db }) => {
      const rows = await listCkeExams(db);
      return rows.map((row) => ({
        ...row,
        liczbaPunktow: row.totalPoints,
        rules: row.rules,
        criteria: (row.criteria as CriterionRow[]).map((c) => ({
          id: c.id,
          name: c.name,
          maxPoints: c.max_points,
          details: c,
        })),
      }));
    },
  },
};
