import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { type CkeExamRow, listCkeExams, listLektury, topicsBySubjectAndLevel } from './service.ts';

interface CriterionRow {
  id: string;
  name: string;
  max_points: number;
}

function presentCkeExam(row: CkeExamRow) {
  return {
    ...row,
    liczbaPunktow: row.totalPoints,
    rules: row.rules,
    criteria: (row.criteria as CriterionRow[]).map((c) => ({
      id: c.id,
      name: c.name,
      maxPoints: c.max_points,
      details: c,
    })),
  };
}

// The exam list is read once per database (service.ts), so it is presented once per list.
const presented = new WeakMap<readonly CkeExamRow[], ReturnType<typeof presentCkeExam>[]>();

function presentedCkeExams(rows: readonly CkeExamRow[]) {
  let list = presented.get(rows);
  if (!list) {
    list = rows.map(presentCkeExam);
    presented.set(rows, list);
  }
  return list;
}

export const referenceResolvers: Resolvers = {
  Query: {
    getbyprzedmiotandpoziom: (_, { getbyprzedmiotandpoziomInput: input }, { db }) =>
      topicsBySubjectAndLevel(db, input.przedmiot, input.poziom),
    getLektury: (_, { getLekturyInput: input }, { db }) =>
      listLektury(db, { ckePoziom: input?.ckePoziom, search: input?.search }),
    getcke: async (_, __, { db }) => presentedCkeExams(await listCkeExams(db)),
  },
};
