import { ESSAY_EXAM_INFO, ESSAY_EXAMS, type EssayExam, isEssayExam } from '@kreda/shared/essays';
import type { Deps } from '../../core/deps.ts';
import { DomainError } from '../../core/domain-error.ts';
import { type CkeExamRow, findCkeExam, loadCkeExams, loadLektury } from '../reference/index.ts';
import type { ReadingRef } from './lektury-check.ts';

/** One graded item of an exam (a criterion, or a subcriterion where the criterion has them). */
export interface CriterionDef {
  /** As in the grading rules: "1", "3a", "IV"; the English tasks' criteria are numbered 1–4. */
  id: string;
  name: string;
  maxPoints: number;
  /** The criterion's text from the CKE rules, in Polish, for the grader's prompt. */
  guide: string;
}

/** The criteria an exam grades by, from the seeded CKE dataset (`cke_exams`). */
export interface CriteriaSet {
  exam: EssayExam;
  name: string;
  total: number;
  criteria: CriterionDef[];
  /** The dataset's other rules, in Polish, quoted to the grader. */
  rules: string[];
}

interface RawCriterion {
  id?: string;
  name: string;
  max_points: number;
  subcriteria?: RawCriterion[];
  [key: string]: unknown;
}

/** Polish names of the dataset's keys, for the grader's prompt. */
const KEY_NAMES: Record<string, string> = {
  gate: 'Zasada',
  conditions_for_1pt: 'Warunki 1 pkt',
  zero_if: '0 pkt, gdy',
  factual_error_penalty: 'Błędy rzeczowe',
  bands: 'Przedziały punktów',
  band_position_depends_on: 'Miejsce w przedziale zależy od',
  context_types: 'Rodzaje kontekstów',
  summary: 'Opis',
  thresholds: 'Progi',
  error_buckets: 'Liczba błędów (przedziały)',
  points_by_range: 'Punkty według zakresu środków językowych',
  short: 'Skrót',
};

function describe(value: unknown): string {
  if (Array.isArray(value))
    return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join('; ');
  if (value && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function guideOf(criterion: RawCriterion): string {
  return Object.entries(criterion)
    .filter(([key]) => !['id', 'name', 'max_points', 'subcriteria'].includes(key))
    .map(([key, value]) => `${KEY_NAMES[key] ?? key}: ${describe(value)}`)
    .join('\n');
}

/** Criteria flattened to what is graded: subcriteria stand in for their criterion. */
export function criteriaOf(raw: readonly RawCriterion[]): CriterionDef[] {
  return raw.flatMap((criterion, i): CriterionDef[] => {
    const id = criterion.id ?? String(i + 1);
    if (criterion.subcriteria?.length)
      return criterion.subcriteria.map((sub, j) => ({
        id: sub.id ?? `${id}${String.fromCharCode(97 + j)}`,
        name: `${criterion.name} – ${sub.name}`,
        maxPoints: sub.max_points,
        guide: guideOf(sub),
      }));
    return [{ id, name: criterion.name, maxPoints: criterion.max_points, guide: guideOf(criterion) }];
  });
}

/** The CKE dataset row of an exam as the criteria set it grades by (empty criteria: not gradable). */
export function criteriaSetOf(exam: EssayExam, row: Pick<CkeExamRow, 'totalPoints' | 'criteria' | 'rules'>) {
  const rules = row.rules as Record<string, unknown>;
  const quoted = [rules.below_min_words_rule, ...((rules.other_rules as unknown[]) ?? [])].filter(
    (rule): rule is string => typeof rule === 'string',
  );
  const set: CriteriaSet = {
    exam,
    name: ESSAY_EXAM_INFO[exam].label,
    total: row.totalPoints,
    criteria: criteriaOf(row.criteria as RawCriterion[]),
    rules: quoted,
  };
  return set;
}

export const NOT_GRADABLE =
  'Ocena według kryteriów tego egzaminu nie jest jeszcze dostępna: szczegółowe kryteria matury rozszerzonej z polskiego nie zostały opracowane. Wybierz maturę podstawową, aby ocenić pracę według jej kryteriów.';

/** The criteria set of a gradable exam, read from the seeded CKE data. */
export async function loadCriteriaSet(deps: Pick<Deps, 'db'>, exam: EssayExam): Promise<CriteriaSet> {
  const row = await findCkeExam(deps.db, exam);
  const set = row ? criteriaSetOf(exam, row) : null;
  if (!set || set.criteria.length === 0 || !ESSAY_EXAM_INFO[exam].gradable)
    throw new DomainError('VALIDATION_FAILED', NOT_GRADABLE, { fields: { poziom: NOT_GRADABLE } });
  const sum = set.criteria.reduce((total, c) => total + c.maxPoints, 0);
  if (sum !== set.total) throw new Error(`criteria of ${exam} sum to ${sum}, not ${set.total}`);
  return set;
}

/** The gradable exams' criteria sets from the bundled dataset, without a database (evals, tests). */
export async function bundledCriteriaSets(): Promise<Map<EssayExam, CriteriaSet>> {
  const { rows } = await loadCkeExams();
  const sets = new Map<EssayExam, CriteriaSet>();
  for (const row of rows) {
    if (!isEssayExam(row.id) || !ESSAY_EXAM_INFO[row.id].gradable) continue;
    sets.set(row.id, criteriaSetOf(row.id, row));
  }
  for (const exam of ESSAY_EXAMS)
    if (ESSAY_EXAM_INFO[exam].gradable && !sets.has(exam)) throw new Error(`no criteria for ${exam}`);
  return sets;
}

/** The bundled set readings, without a database (evals, tests). */
export async function bundledReadings(): Promise<ReadingRef[]> {
  const { rows } = await loadLektury();
  return rows.map((row) => ({ id: row.id, title: row.title, author: row.author }));
}
