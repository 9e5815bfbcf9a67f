import { fileURLToPath } from 'node:url';
import { FLASHCARD_KINDS, type FlashcardKind } from '@kreda/shared/enums';
import {
  EXTRACT_COUNT,
  mixedScriptWords,
  SESSION_COUNT,
  TRANSLATE_WORDS_MAX,
  TRANSLATION_MAX,
  WORD_MAX,
  wordKey,
} from '@kreda/shared/wordbases';
import { z } from 'zod';

import {
  CaseFileError,
  type CaseFileKind,
  parseCaseFile as parseWith,
  readCaseFiles,
} from '../../platform/eval/case-files.ts';

export { CaseFileError };

import type { LanguageRow } from '../reference/index.ts';
import { CONTEXT_MAX } from './translate.ts';

/*
 * The case files of the vocabulary eval (`npm run eval -- wordbases`), in the format documented in
 * eval-cases/README.md. Operators pass their own with `--cases`; a bad file is refused whole, with
 * every problem named by its place in the file.
 */

const BUNDLED = ['translation.json', 'extraction.json', 'exercises.json', 'judging.json'].map((name) =>
  fileURLToPath(new URL(`./eval-cases/${name}`, import.meta.url)),
);

/**
 * The languages a case may name without `languageName`: the school languages at the top of the
 * product's list (reference data), as [code, Polish adjective, English name]. The eval needs no
 * database, so it cannot read the seeded table.
 */
const KNOWN_LANGUAGES: [code: string, namePl: string, nameEn: string][] = [
  ['pl', 'polski', 'Polish'],
  ['en', 'angielski', 'English'],
  ['de', 'niemiecki', 'German'],
  ['la', 'łaciński', 'Latin'],
  ['fr', 'francuski', 'French'],
  ['es', 'hiszpański', 'Spanish'],
  ['it', 'włoski', 'Italian'],
  ['ru', 'rosyjski', 'Russian'],
  ['uk', 'ukraiński', 'Ukrainian'],
  ['cs', 'czeski', 'Czech'],
  ['sk', 'słowacki', 'Slovak'],
  ['lt', 'litewski', 'Lithuanian'],
  ['ja', 'japoński', 'Japanese'],
  ['zh', 'chiński', 'Chinese'],
  ['ko', 'koreański', 'Korean'],
  ['ar', 'arabski', 'Arabic'],
  ['he', 'hebrajski', 'Hebrew'],
  ['el', 'grecki', 'Greek'],
  ['pt', 'portugalski', 'Portuguese'],
  ['nl', 'niderlandzki', 'Dutch'],
];

const id = z.string().trim().min(1).max(100);
const text = (max: number) => z.string().trim().min(1).max(max);
const word = z.string().trim().min(1).max(WORD_MAX);

/** The set a case stands for; `type` defaults to Language when a language is named, else Other. */
const setFields = {
  type: z.enum(FLASHCARD_KINDS).optional(),
  /** A code of the product's language list, e.g. "en", "de", "ru". */
  languageCode: z.string().trim().toLowerCase().min(2).max(10).nullable().default(null),
  /** The Polish name the prompts use ("język portugalski"), for a code the table above lacks. */
  languageName: text(80).optional(),
};

type SetFields = { type?: FlashcardKind; languageCode: string | null; languageName?: string };

function checkSet(c: SetFields, ctx: z.RefinementCtx) {
  const type = c.type ?? (c.languageCode ? 'Language' : 'Other');
  if (type === 'Language' && !c.languageCode)
    ctx.addIssue({ code: 'custom', path: ['languageCode'], message: 'is required for a Language set' });
  if (c.languageCode && !c.languageName && !KNOWN_LANGUAGES.some(([code]) => code === c.languageCode))
    ctx.addIssue({
      code: 'custom',
      path: ['languageCode'],
      message: `unknown language "${c.languageCode}": use one of ${KNOWN_LANGUAGES.map(([code]) => code).join(', ')} or add "languageName" (e.g. "język portugalski")`,
    });
}

function checkWords(words: readonly string[], path: (i: number) => PropertyKey[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  for (const [i, w] of words.entries()) {
    if (seen.has(wordKey(w)))
      ctx.addIssue({ code: 'custom', path: path(i), message: `"${w}" is listed twice in this case` });
    seen.add(wordKey(w));
    const mixed = mixedScriptWords(w);
    if (mixed.length)
      ctx.addIssue({ code: 'custom', path: path(i), message: `"${mixed[0]}" mixes letters of two scripts` });
  }
}

const translationCaseSchema = z
  .strictObject({
    id,
    ...setFields,
    /** The topic line the product sends with the words (optional). */
    context: text(CONTEXT_MAX).optional(),
    words: z
      .array(
        z
          .strictObject({
            word,
            /** Polish translations a teacher accepts (each is expanded like a stored translation). */
            accepted: z.array(text(TRANSLATION_MAX)).max(20).default([]),
            /** For definitions: the definition agrees when it mentions one of these terms. */
            keywords: z.array(text(100)).max(20).default([]),
          })
          .refine((w) => w.accepted.length + w.keywords.length > 0, {
            message: 'needs "accepted" translations or "keywords" of a definition',
          }),
      )
      .min(1)
      .max(TRANSLATE_WORDS_MAX),
  })
  .superRefine((c, ctx) => {
    checkSet(c, ctx);
    checkWords(
      c.words.map((w) => w.word),
      (i) => ['words', i, 'word'],
      ctx,
    );
  });

const extractionCaseSchema = z
  .strictObject({
    id,
    ...setFields,
    /** The material's text; a long one is cut into the product's windows. */
    material: text(60_000),
    /** Words the pupil asks for (the product's 5–50). */
    count: z.number().int().min(EXTRACT_COUNT.min).max(EXTRACT_COUNT.max),
    /** Words a teacher expects among the picks; an item may list spellings that count alike. */
    expectedWords: z
      .array(z.union([word, z.array(word).min(1).max(10)]))
      .min(1)
      .max(100),
  })
  .superRefine(checkSet);

const exerciseCaseSchema = z
  .strictObject({
    id,
    ...setFields,
    words: z
      .array(z.strictObject({ word, translation: text(TRANSLATION_MAX) }))
      .min(1)
      .max(SESSION_COUNT.max),
  })
  .superRefine((c, ctx) => {
    checkSet(c, ctx);
    checkWords(
      c.words.map((w) => w.word),
      (i) => ['words', i, 'word'],
      ctx,
    );
  });

const judgingCaseSchema = z
  .strictObject({
    id,
    ...setFields,
    kind: z.enum(['TLUMACZENIE', 'ZDANIE']),
    polecenie: text(300),
    /** The sentence to translate (TLUMACZENIE) or the hint (ZDANIE). */
    example: text(500),
    /** The reference translation (TLUMACZENIE) or the word itself (ZDANIE). */
    expected: text(500),
    word,
    /** The word's translation or definition, as stored in the set. */
    meaning: text(TRANSLATION_MAX),
    /** The pupil's answer; may be empty, wrong or an attempt to talk the checker round. */
    answer: z.string().max(500),
    /** What a teacher says of the answer. */
    correct: z.boolean(),
  })
  .superRefine((c, ctx) => {
    checkSet(c, ctx);
    if (c.kind === 'TLUMACZENIE' && (c.type === 'Other' || !c.languageCode || c.languageCode === 'pl'))
      ctx.addIssue({ code: 'custom', path: ['kind'], message: 'TLUMACZENIE needs a foreign-language set' });
  });

export const caseFileSchema = z
  .strictObject({
    translation: z.array(translationCaseSchema).optional(),
    extraction: z.array(extractionCaseSchema).optional(),
    exercises: z.array(exerciseCaseSchema).optional(),
    judging: z.array(judgingCaseSchema).optional(),
  })
  .refine((file) => file.translation || file.extraction || file.exercises || file.judging, {
    message: 'needs at least one of the sections "translation", "extraction", "exercises", "judging"',
  });

export type TranslationCase = z.infer<typeof translationCaseSchema>;
export type ExtractionCase = z.infer<typeof extractionCaseSchema>;
export type ExerciseCase = z.infer<typeof exerciseCaseSchema>;
export type JudgingCase = z.infer<typeof judgingCaseSchema>;
export interface WordbaseCases {
  translation: TranslationCase[];
  extraction: ExtractionCase[];
  exercises: ExerciseCase[];
  judging: JudgingCase[];
}

/** The set a case stands for, as the product's functions take it. */
export function setOf(c: SetFields): { type: FlashcardKind; language: LanguageRow | null } {
  const type = c.type ?? (c.languageCode ? 'Language' : 'Other');
  if (!c.languageCode) return { type, language: null };
  const at = KNOWN_LANGUAGES.findIndex(([code]) => code === c.languageCode);
  const [code, namePl, nameEn] = KNOWN_LANGUAGES[at] ?? [c.languageCode, '', c.languageCode];
  const namePlFull = c.languageName ?? `język ${namePl}`;
  return {
    type,
    language: {
      code,
      namePl: namePl || namePlFull.replace(/^język /, ''),
      namePlFull,
      nameEn,
      isoStandard: code.length === 2 ? 'ISO 639-1' : 'ISO 639-3',
      sortOrder: at + 1 || KNOWN_LANGUAGES.length + 1,
    },
  };
}

const KIND: CaseFileKind = {
  kind: 'vocabulary',
  readme: 'apps/server/src/modules/wordbases/eval-cases/README.md',
};

/** Parses one case file's text; throws CaseFileError naming `file` and every problem. */
export function parseCaseFile(source: string, file: string): z.infer<typeof caseFileSchema> {
  return parseWith(caseFileSchema, source, file, KIND);
}

/** The cases of the given files together, or the bundled sets when no file is given. */
export async function loadWordbaseCases(paths: readonly string[]): Promise<WordbaseCases> {
  const cases: WordbaseCases = { translation: [], extraction: [], exercises: [], judging: [] };
  for (const { file, source } of await readCaseFiles(paths, BUNDLED)) {
    const parsed = parseCaseFile(source, file);
    cases.translation.push(...(parsed.translation ?? []));
    cases.extraction.push(...(parsed.extraction ?? []));
    cases.exercises.push(...(parsed.exercises ?? []));
    cases.judging.push(...(parsed.judging ?? []));
  }
  return cases;
}
