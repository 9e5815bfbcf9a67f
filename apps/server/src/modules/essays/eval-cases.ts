import { fileURLToPath } from 'node:url';
import { ESSAY_EXAMS, ESSAY_TEXT_MAX, ESSAY_TOPIC_MAX, type EssayExam } from '@kreda/shared/essays';
import { z } from 'zod';
import {
  CaseFileError,
  type CaseFileKind,
  parseCaseFile as parseWith,
  readCaseFiles,
} from '../../platform/eval/case-files.ts';

export { CaseFileError };

import type { CriteriaSet } from './exams.ts';

/*
 * The case files of the essay eval (`npm run eval -- essays`), in the format documented in
 * eval-cases/README.md. Operators pass their own with `--cases`; a bad file is refused whole, with
 * every problem named by its place in the file. The expected points are checked against the
 * exam's criteria (ids, maxima, the total), so a teacher's typo cannot pass as a figure.
 */

const BUNDLED = [fileURLToPath(new URL('./eval-cases/essays.json', import.meta.url))];

const text = (max: number) => z.string().trim().min(1).max(max);

const expectedSchema = z.strictObject({
  /** The essay's points: the sum of the criteria's. */
  total: z.number().int().min(0),
  /** Points per criterion id, after the exam's rules, each with the teacher's reason. */
  criteria: z.record(
    text(20),
    z.strictObject({ points: z.number().int().min(0), justification: text(2000) }),
  ),
});

const caseSchema = z.strictObject({
  id: text(100),
  /** What the case is for, for the people reading the file. */
  note: text(500).optional(),
  exam: z.enum(ESSAY_EXAMS),
  temat: text(ESSAY_TOPIC_MAX),
  content: text(ESSAY_TEXT_MAX),
  dysleksja: z.boolean().default(false),
  /** The pre-check should refuse this text (not an essay, or on another topic); it has no points. */
  expectRefusal: z.boolean().default(false),
  expected: expectedSchema.optional(),
});

export type EssayCase = z.infer<typeof caseSchema>;
type Sets = ReadonlyMap<EssayExam, CriteriaSet>;

/** The problems of one case that need its exam's criteria, each with its path in the case. */
function caseProblems(c: EssayCase, sets: Sets): { path: PropertyKey[]; message: string }[] {
  const set = sets.get(c.exam);
  if (!set)
    return [
      {
        path: ['exam'],
        message: `"${c.exam}" cannot be graded (its criteria are not compiled); use one of: ${[...sets.keys()].join(', ')}`,
      },
    ];
  if (c.expectRefusal)
    return c.expected
      ? [{ path: ['expected'], message: 'a case expecting a refusal is not graded: leave "expected" out' }]
      : [];
  if (!c.expected) return [{ path: [], message: 'needs "expected" points (or "expectRefusal": true)' }];
  const problems: { path: PropertyKey[]; message: string }[] = [];
  const given = c.expected.criteria;
  const ids = set.criteria.map((def) => def.id);
  for (const [id, { points }] of Object.entries(given)) {
    const def = set.criteria.find((d) => d.id === id);
    if (!def)
      problems.push({
        path: ['expected', 'criteria', id],
        message: `unknown criterion of ${c.exam} (its criteria: ${ids.join(', ')})`,
      });
    else if (points > def.maxPoints)
      problems.push({
        path: ['expected', 'criteria', id, 'points'],
        message: `${points} is above the criterion's maximum of ${def.maxPoints}`,
      });
  }
  const missing = ids.filter((id) => !(id in given));
  if (missing.length)
    problems.push({
      path: ['expected', 'criteria'],
      message: `missing criteria: ${missing.join(', ')}`,
    });
  const sum = Object.values(given).reduce((total, { points }) => total + points, 0);
  if (problems.length === 0 && sum !== c.expected.total)
    problems.push({
      path: ['expected', 'total'],
      message: `${c.expected.total} is not the sum of the criteria's points (${sum})`,
    });
  return problems;
}

/** The file's schema; the criteria sets check each case's expected points. */
function caseFileSchema(sets: Sets) {
  const checkedCase = caseSchema.superRefine((c, ctx) => {
    for (const problem of caseProblems(c, sets))
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  });
  return z.strictObject({ cases: z.array(checkedCase).min(1) }).superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.cases.forEach((c, i) => {
      if (seen.has(c.id))
        ctx.addIssue({ code: 'custom', path: ['cases', i, 'id'], message: `"${c.id}" is used twice` });
      seen.add(c.id);
    });
  });
}

const KIND: CaseFileKind = { kind: 'essay', readme: 'apps/server/src/modules/essays/eval-cases/README.md' };

/** Parses one case file's text; throws CaseFileError naming `file` and every problem. */
export function parseCaseFile(source: string, file: string, sets: Sets): EssayCase[] {
  return parseWith(caseFileSchema(sets), source, file, KIND).cases;
}

/** The cases of the given files together, or the bundled set when no file is given. */
export async function loadEssayCases(paths: readonly string[], sets: Sets): Promise<EssayCase[]> {
  const cases: EssayCase[] = [];
  for (const { file, source } of await readCaseFiles(paths, BUNDLED)) {
    for (const c of parseCaseFile(source, file, sets)) {
      if (cases.some((other) => other.id === c.id))
        throw new CaseFileError(`${file}: case "${c.id}" has the id of a case in an earlier file`);
      cases.push(c);
    }
  }
  return cases;
}
