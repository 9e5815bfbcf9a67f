import { fileURLToPath } from 'node:url';
import { CONTENT_TYPES, QUESTION_TYPES, QUIZ_DETAIL_SCALES } from '@kreda/shared/enums';
import { z } from 'zod';

import {
  CaseFileError,
  type CaseFileKind,
  parseCaseFile as parseWith,
  readCaseFiles,
} from '../../platform/eval/case-files.ts';

export { CaseFileError };

/*
 * The case files of the quiz eval (`npm run eval -- quiz`), in the format documented in
 * eval-cases/README.md. Operators pass their own with `--cases`; a bad file is refused whole, with
 * every problem named by its place in the file.
 */

const BUNDLED = ['generation.json', 'review.json'].map((name) =>
  fileURLToPath(new URL(`./eval-cases/${name}`, import.meta.url)),
);

const id = z.string().trim().min(1).max(100);
const text = (max: number) => z.string().trim().min(1).max(max);

const generationCaseSchema = z.strictObject({
  id,
  /** The workspace line of the prompt, e.g. "Biologia, szkoła podstawowa; temat: Fotosynteza". */
  workspace: text(300),
  count: z.number().int().min(1).max(30),
  kinds: z.array(z.enum(QUESTION_TYPES)).min(1).max(2),
  content: z.enum(CONTENT_TYPES),
  difficulty: z.enum(QUIZ_DETAIL_SCALES).default('NORMALNY'),
  passages: z
    .array(
      z.strictObject({
        source: text(200),
        page: z.number().int().min(1).nullable().default(null),
        text: text(8000),
      }),
    )
    .min(1)
    .max(24),
});

const reviewCaseSchema = z
  .strictObject({
    id,
    question: text(2000),
    referenceAnswer: text(4000),
    /** The passage the question came from; null for a question without one (a set reading). */
    passage: z.string().trim().min(1).max(8000).nullable(),
    maxPoints: z.number().int().min(1).max(10),
    /** The pupil's answer; may be empty or off-topic, that is what some cases test. */
    answer: z.string().max(4000),
    /** The points a teacher gave, in halves. */
    referenceScore: z.number().min(0).multipleOf(0.5),
    /** The answer tries to talk the reviewer into points: any points above 0 are counted apart. */
    injection: z.boolean().default(false),
  })
  .refine((c) => c.referenceScore <= c.maxPoints, {
    path: ['referenceScore'],
    message: 'must not be more than maxPoints',
  });

const valueCaseSchema = z.strictObject({
  id,
  pupil: z.string().max(500),
  reference: text(500),
  /** What a teacher says: the same value, a different one, or not a value at all. */
  expected: z.enum(['equal', 'different', 'unparsable']),
});

export const caseFileSchema = z
  .strictObject({
    generation: z.array(generationCaseSchema).optional(),
    review: z.array(reviewCaseSchema).optional(),
    values: z.array(valueCaseSchema).optional(),
  })
  .refine((file) => file.generation || file.review || file.values, {
    message: 'needs at least one of the sections "generation", "review", "values"',
  });

export type GenerationCase = z.infer<typeof generationCaseSchema>;
export type ReviewCase = z.infer<typeof reviewCaseSchema>;
export type ValueCase = z.infer<typeof valueCaseSchema>;
export interface QuizCases {
  generation: GenerationCase[];
  review: ReviewCase[];
  values: ValueCase[];
}

const KIND: CaseFileKind = { kind: 'quiz', readme: 'apps/server/src/modules/quizzes/eval-cases/README.md' };

/** Parses one case file's text; throws CaseFileError naming `file` and every problem. */
export function parseCaseFile(source: string, file: string): z.infer<typeof caseFileSchema> {
  return parseWith(caseFileSchema, source, file, KIND);
}

/** The cases of the given files together, or the bundled sets when no file is given. */
export async function loadQuizCases(paths: readonly string[]): Promise<QuizCases> {
  const cases: QuizCases = { generation: [], review: [], values: [] };
  for (const { file, source } of await readCaseFiles(paths, BUNDLED)) {
    const parsed = parseCaseFile(source, file);
    cases.generation.push(...(parsed.generation ?? []));
    cases.review.push(...(parsed.review ?? []));
    cases.values.push(...(parsed.values ?? []));
  }
  return cases;
}
