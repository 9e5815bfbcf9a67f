import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { isOneOf, LEVELS, type Level, SUBJECTS, type Subject } from '@kreda/shared/enums';
import { examLevelForLevel } from '@kreda/shared/school';
import { z } from 'zod';

/**
 * The versioned reference datasets shipped in `./data` (curated from the project's shared facts,
 * each file naming its sources), parsed into rows ready for the tables.
 */

const dataFile = (name: string) => new URL(`./data/${name}`, import.meta.url);

export interface Dataset<Row> {
  name: string;
  checksum: string;
  rows: Row[];
}

const checksumOf = (text: string) => createHash('sha256').update(text).digest('hex');

async function readDataset(file: string): Promise<{ json: unknown; checksum: string }> {
  const text = await readFile(dataFile(file), 'utf8');
  return { json: JSON.parse(text), checksum: checksumOf(text) };
}

/** Each dataset's file, in seeding order. */
const DATASET_FILES = {
  'curriculum-topics': 'curriculum-topics.json',
  lektury: 'lektury.json',
  'essay-criteria': 'essay-criteria.json',
  languages: 'languages.json',
} as const;

/**
 * Each dataset's checksum as its loader computes it, from the file's text alone: at start-up the
 * seed compares these with the stored ones before parsing or validating anything.
 */
export async function datasetChecksums(): Promise<Map<string, string>> {
  const entries = Object.entries(DATASET_FILES).map(
    async ([name, file]) => [name, checksumOf(await readFile(dataFile(file), 'utf8'))] as const,
  );
  return new Map(await Promise.all(entries));
}

// The curriculum file names German by its English key; the product's enum spells it `niemiecki`.
const CURRICULUM_SUBJECT_KEYS: Record<string, Subject> = { german: 'niemiecki' };

const curriculumSchema = z.object({
  subjects: z.record(
    z.string(),
    z.object({
      levels: z.record(
        z.string(),
        z.array(z.object({ topic: z.string().min(1), subtopics: z.array(z.string()) })),
      ),
    }),
  ),
});

export interface TematSeedRow {
  /** `przedmiot:poziom:name` (see `topicSeedKey`). */
  seedKey: string;
  przedmiot: Subject;
  poziom: Level;
  temat: string;
  podTematy: string[];
  ckePoziom: ReturnType<typeof examLevelForLevel>;
  sortOrder: number;
}

const EXTENDED_MARK = /\s*\(R\)\s*$/;

/**
 * A topic is known by its subject, level and first name, not its place in the list: a new dataset
 * version may insert topics anywhere, and a workspace must keep the topic it was made for. A topic
 * renamed in a later version keeps its key, and so its row, through `FIRST_NAMES`.
 */
export function topicSeedKey(przedmiot: Subject, poziom: Level, name: string): string {
  const key = `${przedmiot}:${poziom}:${name}`;
  return FIRST_NAMES[key] ? `${przedmiot}:${poziom}:${FIRST_NAMES[key]}` : key;
}

/** `przedmiot:poziom:current name` → the name the topic was first seeded under (none renamed yet). */
const FIRST_NAMES: Record<string, string> = {};

export async function loadCurriculum(): Promise<Dataset<TematSeedRow>> {
  const { json, checksum } = await readDataset('curriculum-topics.json');
  const data = curriculumSchema.parse(json);
  const rows: TematSeedRow[] = [];
  for (const [key, subject] of Object.entries(data.subjects)) {
    const przedmiot = CURRICULUM_SUBJECT_KEYS[key] ?? key;
    if (!isOneOf(SUBJECTS, przedmiot)) throw new Error(`curriculum: unknown subject "${key}"`);
    for (const [poziom, topics] of Object.entries(subject.levels)) {
      if (!isOneOf(LEVELS, poziom)) throw new Error(`curriculum: unknown level "${poziom}"`);
      topics.forEach((topic, index) => {
        const extended = EXTENDED_MARK.test(topic.topic);
        rows.push({
          seedKey: topicSeedKey(przedmiot, poziom, topic.topic),
          przedmiot,
          poziom,
          temat: topic.topic.replace(EXTENDED_MARK, ''),
          podTematy: topic.subtopics,
          // "(R)" marks the extended (rozszerzona) matura scope.
          ckePoziom: extended ? 'MATURA_ROZSZERZONA' : examLevelForLevel(poziom),
          sortOrder: index + 1,
        });
      });
    }
  }
  return { name: 'curriculum-topics', checksum, rows };
}

const lekturySchema = z.object({
  entries: z.array(
    z.object({
      id: z.string().min(1),
      title: z.string().min(1),
      author: z.string().min(1),
      epoka: z.string().min(1),
      level: z.enum(['podstawowka', 'liceum']),
      classes: z.string().nullish(),
      scope: z.string().nullish(),
      year: z.number().int().nullish(),
      lista: z.string().nullish(),
      egzamin_osmoklasisty: z.boolean().nullish(),
      na_liscie_lektur_w_arkuszu_maturalnym_2025: z.boolean().nullish(),
      zakres: z.string().nullish(),
      notes: z.union([z.string(), z.array(z.string())]).nullish(),
    }),
  ),
});

export interface LekturaSeedRow {
  id: string;
  title: string;
  author: string;
  epoka: string;
  schoolLevel: 'podstawowka' | 'liceum';
  classes: string | null;
  scope: string | null;
  year: number | null;
  lista: string | null;
  egzaminOsmoklasisty: boolean;
  maturaSheet2025: boolean;
  zakres: string | null;
  notes: string | null;
  sortOrder: number;
}

export async function loadLektury(): Promise<Dataset<LekturaSeedRow>> {
  const { json, checksum } = await readDataset('lektury.json');
  const rows = lekturySchema.parse(json).entries.map((e, index) => ({
    id: e.id,
    title: e.title,
    author: e.author,
    epoka: e.epoka,
    schoolLevel: e.level,
    classes: e.classes ?? null,
    scope: e.scope ?? null,
    year: e.year ?? null,
    lista: e.lista ?? null,
    egzaminOsmoklasisty: e.egzamin_osmoklasisty ?? false,
    maturaSheet2025: e.na_liscie_lektur_w_arkuszu_maturalnym_2025 ?? false,
    zakres: e.zakres ?? null,
    notes: Array.isArray(e.notes) ? e.notes.join(' ') : (e.notes ?? null),
    sortOrder: index + 1,
  }));
  return { name: 'lektury', checksum, rows };
}

const criterionSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string(),
  max_points: z.number().int().nonnegative(),
});

const examsSchema = z.object({
  exams: z.array(
    z.looseObject({
      id: z.string().min(1),
      exam: z.string(),
      subject: z.string(),
      level: z.string(),
      task: z.string(),
      total_points: z.number().int().positive(),
      min_words: z.number().int().nullish(),
      word_range: z.union([z.string(), z.array(z.number())]).nullish(),
      exam_duration_min: z.number().int().nullish(),
      criteria: z.array(criterionSchema),
      confidence: z.string().nullish(),
    }),
  ),
});

export interface CkeExamSeedRow {
  id: string;
  exam: string;
  subject: string;
  level: string;
  task: string;
  totalPoints: number;
  minWords: number | null;
  wordRange: string | null;
  durationMin: number | null;
  criteria: unknown;
  rules: Record<string, unknown>;
  confidence: string | null;
  sortOrder: number;
}

const EXAM_CORE_FIELDS = new Set([
  'id',
  'exam',
  'subject',
  'level',
  'task',
  'total_points',
  'min_words',
  'word_range',
  'exam_duration_min',
  'criteria',
  'confidence',
]);

export async function loadCkeExams(): Promise<Dataset<CkeExamSeedRow>> {
  const { json, checksum } = await readDataset('essay-criteria.json');
  const rows = examsSchema.parse(json).exams.map((e, index) => {
    const sum = e.criteria.reduce((total, c) => total + c.max_points, 0);
    // An exam whose criteria are not curated yet ships with none; it cannot be used for grading.
    if (e.criteria.length > 0 && sum !== e.total_points) {
      throw new Error(`essay-criteria: ${e.id} criteria sum to ${sum}, expected ${e.total_points}`);
    }
    const rules = Object.fromEntries(Object.entries(e).filter(([k]) => !EXAM_CORE_FIELDS.has(k)));
    return {
      id: e.id,
      exam: e.exam,
      subject: e.subject,
      level: e.level,
      task: e.task,
      totalPoints: e.total_points,
      minWords: e.min_words ?? null,
      wordRange: Array.isArray(e.word_range) ? e.word_range.join('–') : (e.word_range ?? null),
      durationMin: e.exam_duration_min ?? null,
      criteria: e.criteria.map((c, i) => ({ ...c, id: c.id ?? String(i + 1) })),
      rules,
      confidence: e.confidence ?? null,
      sortOrder: index + 1,
    };
  });
  return { name: 'essay-criteria', checksum, rows };
}

const languagesSchema = z.object({
  languages: z.array(
    z.object({
      code: z.string().min(2),
      iso_standard: z.string(),
      name_en: z.string(),
      name_pl: z.string(),
      name_pl_full: z.string(),
    }),
  ),
});

export interface LanguageSeedRow {
  code: string;
  namePl: string;
  namePlFull: string;
  nameEn: string;
  isoStandard: string;
  sortOrder: number;
}

export async function loadLanguages(): Promise<Dataset<LanguageSeedRow>> {
  const { json, checksum } = await readDataset('languages.json');
  const rows = languagesSchema.parse(json).languages.map((l, index) => ({
    code: l.code,
    namePl: l.name_pl,
    namePlFull: l.name_pl_full,
    nameEn: l.name_en,
    isoStandard: l.iso_standard,
    sortOrder: index + 1,
  }));
  return { name: 'languages', checksum, rows };
}
