import type { EssayExam } from '@kreda/shared/essays';
import type { CriteriaSet } from './exams.ts';

/*
 * The exams' rules, applied by code to the model's per-criterion points: gates (a zero in one
 * criterion zeroes the others), the point tables for counted errors, the penalty for factual
 * errors and what a text below the word minimum is graded in. The model judges; these rules decide.
 * Where the seeded CKE data marks a rule as not confirmed in CKE documents, the grading says so.
 */

export type LanguageRange = 'szeroki' | 'zadowalajacy' | 'waski';

/** What the grader found that the rules need, counted by code from its quoted passages. */
export interface GradingFacts {
  /** A cardinal error about a required reading (its explanation), or null. */
  cardinalError: string | null;
  /** Factual errors (about readings, history…) found in the text. */
  factualErrors: number;
  /** The text refers to a required set reading (the Polish exams). */
  requiredReading: boolean;
  /** Written as a plan or in bullet points, not as prose. */
  planForm: boolean;
  /** Range of language means (the Polish matura's criterion 4a). */
  languageRange: LanguageRange | null;
  /** Located errors by kind. */
  errors: { language: number; spelling: number; punctuation: number };
}

export interface RuledCriterion {
  id: string;
  points: number;
  /** Why the rules changed the model's points, in Polish; null when they did not. */
  rule: string | null;
}

export interface RuledGrading {
  criteria: RuledCriterion[];
  total: number;
  /** The rules applied to this text, in Polish. */
  zasady: string[];
  /** Rules applied that the CKE data does not confirm, said to the pupil. */
  unconfirmed: string[];
}

interface Context {
  points: Map<string, number>;
  rules: Map<string, string>;
  zasady: string[];
  unconfirmed: string[];
}

function set(ctx: Context, id: string, points: number, rule: string) {
  const before = ctx.points.get(id);
  if (before === undefined) return;
  if (before !== points) {
    ctx.points.set(id, points);
    if (!ctx.rules.has(id)) ctx.rules.set(id, rule);
  }
}

function zeroAllBut(ctx: Context, keep: readonly string[], rule: string) {
  for (const id of ctx.points.keys()) if (!keep.includes(id)) set(ctx, id, 0, rule);
}

/** Matura, Polish, basic level: the 2025 CKE grading rules (dataset confidence: high). */
const MATURA_PL_4A: Record<LanguageRange, readonly number[]> = {
  szeroki: [7, 6, 5, 4, 3, 2, 1, 0],
  zadowalajacy: [6, 5, 4, 3, 2, 1, 0, 0],
  waski: [5, 4, 3, 2, 1, 0, 0, 0],
};
const MATURA_PL_4A_BUCKETS = [5, 8, 11, 14, 17, 21, 25];

/** The bucket (0–7) of a number of language errors: 0–5, 6–8, 9–11, 12–14, 15–17, 18–21, 22–25, 26+. */
export function languageErrorBucket(errors: number): number {
  const bucket = MATURA_PL_4A_BUCKETS.findIndex((upper) => errors <= upper);
  return bucket === -1 ? MATURA_PL_4A_BUCKETS.length : bucket;
}

function threshold(errors: number, limits: readonly [number, number]): number {
  if (errors <= limits[0]) return 2;
  if (errors <= limits[1]) return 1;
  return 0;
}

function maturaPolish(ctx: Context, facts: GradingFacts, words: number, dysleksja: boolean) {
  // Criterion 1 (SFWP): its conditions, then its gate.
  if (facts.cardinalError) set(ctx, '1', 0, `Błąd kardynalny: ${facts.cardinalError} – 0 pkt w kryterium 1.`);
  else if (!facts.requiredReading)
    set(
      ctx,
      '1',
      0,
      'Praca nie odwołuje się do lektury obowiązkowej z listy w arkuszu – 0 pkt w kryterium 1.',
    );
  else if (facts.planForm)
    set(ctx, '1', 0, 'Praca jest napisana w formie planu albo w punktach – 0 pkt w kryterium 1.');
  if (ctx.points.get('1') === 0) {
    zeroAllBut(ctx, ['1'], '0 pkt w kryterium 1 (formalne warunki polecenia) oznacza 0 pkt w pozostałych.');
    ctx.zasady.push('0 pkt za spełnienie formalnych warunków polecenia – 0 pkt za całą pracę.');
    return;
  }
  // Criterion 2 (KLiK): 1 point off for every factual error, not below 0; a 0 zeroes 3 and 4.
  if (facts.factualErrors > 0) {
    const klik = Math.max(0, (ctx.points.get('2') ?? 0) - facts.factualErrors);
    set(ctx, '2', klik, `Odjęto ${facts.factualErrors} pkt za błędy rzeczowe (1 pkt za każdy).`);
    ctx.zasady.push(`Błędy rzeczowe: ${facts.factualErrors} – po 1 pkt mniej w kryterium 2.`);
  }
  // Criteria 4a–4c from the counted errors and the tables.
  const range = facts.languageRange ?? 'zadowalajacy';
  const bucket = languageErrorBucket(facts.errors.language);
  set(
    ctx,
    '4a',
    MATURA_PL_4A[range][bucket] ?? 0,
    `Z tabeli: ${facts.errors.language} błędów językowych przy zakresie ${range === 'zadowalajacy' ? 'zadowalającym' : range === 'waski' ? 'wąskim' : 'szerokim'}.`,
  );
  const spelling = dysleksja ? ([4, 8] as const) : ([1, 4] as const);
  const punctuation = dysleksja ? ([15, 30] as const) : ([8, 16] as const);
  set(
    ctx,
    '4b',
    threshold(facts.errors.spelling, spelling),
    `Z progów: ${facts.errors.spelling} błędów ortograficznych.`,
  );
  set(
    ctx,
    '4c',
    threshold(facts.errors.punctuation, punctuation),
    `Z progów: ${facts.errors.punctuation} błędów interpunkcyjnych.`,
  );
  if (dysleksja) ctx.zasady.push('Zastosowano progi błędów dla dysleksji, dysortografii i dysgrafii.');
  if (ctx.points.get('2') === 0) {
    for (const id of ['3a', '3b', '3c', '4a', '4b', '4c'])
      set(ctx, id, 0, '0 pkt w kryterium 2 po odjęciu błędów rzeczowych oznacza 0 pkt w kryteriach 3 i 4.');
    ctx.zasady.push('0 pkt za kompetencje literackie i kulturowe – 0 pkt w kryteriach 3 i 4.');
  }
  if (words < 300) {
    zeroAllBut(
      ctx,
      ['1', '2'],
      `Praca ma ${words} wyrazów, mniej niż 300 – oceniana tylko w kryteriach 1 i 2.`,
    );
    ctx.zasady.push(`Praca krótsza niż 300 wyrazów (${words}) – oceniana tylko w kryteriach 1 i 2.`);
  }
}

function e8Polish(ctx: Context, facts: GradingFacts, words: number) {
  if (facts.cardinalError)
    set(
      ctx,
      'I',
      0,
      `Błąd rzeczowy dotyczący lektury obowiązkowej: ${facts.cardinalError} – 0 pkt w kryterium I.`,
    );
  else if (!facts.requiredReading)
    set(ctx, 'I', 0, 'Praca nie nawiązuje do lektury obowiązkowej – 0 pkt w kryterium I.');
  if (ctx.points.get('I') === 0) {
    zeroAllBut(ctx, ['I'], '0 pkt w kryterium I (realizacja tematu) oznacza 0 pkt w pozostałych.');
    ctx.zasady.push('0 pkt za realizację tematu – 0 pkt za całą pracę.');
    return;
  }
  if (words < 200) {
    zeroAllBut(
      ctx,
      ['I', 'II', 'III'],
      `Praca ma ${words} wyrazów, mniej niż 200 – oceniana tylko w kryteriach I–III.`,
    );
    ctx.zasady.push(`Praca krótsza niż 200 wyrazów (${words}) – oceniana tylko w kryteriach I–III.`);
    ctx.unconfirmed.push(
      'Zasadę oceniania pracy krótszej niż 200 wyrazów przyjęto przez analogię do matury – nie potwierdzono jej w dokumentach CKE dla egzaminu ósmoklasisty.',
    );
  }
}

/** The English tasks: a zero for content zeroes the rest; below the minimum only content counts. */
function english(ctx: Context, words: number, shortBelow: number | null) {
  if (ctx.points.get('1') === 0) {
    zeroAllBut(ctx, ['1'], '0 pkt za treść (zgodność z poleceniem) oznacza 0 pkt w pozostałych kryteriach.');
    ctx.zasady.push('0 pkt za treść – 0 pkt za całą wypowiedź.');
    ctx.unconfirmed.push(
      'Zasadę „0 pkt za treść = 0 pkt za całość” przyjęto jak w zasadach oceniania CKE z lat poprzednich – nie ma jej w zebranych kryteriach.',
    );
    return;
  }
  if (shortBelow !== null && words < shortBelow) {
    zeroAllBut(
      ctx,
      ['1'],
      `Wypowiedź ma ${words} wyrazów, mniej niż ${shortBelow} – oceniana tylko za treść.`,
    );
    ctx.zasady.push(`Wypowiedź krótsza niż ${shortBelow} wyrazów (${words}) – oceniana tylko za treść.`);
    ctx.unconfirmed.push(
      `Próg ${shortBelow} wyrazów podają źródła pomocnicze, nie dokument CKE – traktuj go jako orientacyjny.`,
    );
  }
}

/** Words below which only the content criterion counts (English tasks; not confirmed by CKE). */
const ENGLISH_SHORT: Partial<Record<EssayExam, number>> = {
  matura_angielski_pp: 80,
  matura_angielski_pr: 160,
};

/**
 * Applies the exam's rules to the model's points (already clamped to each criterion's range):
 * returns the points of every criterion of the set, the total computed here, the rules applied
 * and the ones the CKE data does not confirm.
 */
export function applyExamRules(
  set: CriteriaSet,
  modelPoints: ReadonlyMap<string, number>,
  facts: GradingFacts,
  options: { words: number; dysleksja: boolean },
): RuledGrading {
  const ctx: Context = {
    points: new Map(set.criteria.map((c) => [c.id, modelPoints.get(c.id) ?? 0])),
    rules: new Map(),
    zasady: [],
    unconfirmed: [],
  };
  if (set.exam === 'matura_polski_pp') maturaPolish(ctx, facts, options.words, options.dysleksja);
  else if (set.exam === 'e8_polski') e8Polish(ctx, facts, options.words);
  else english(ctx, options.words, ENGLISH_SHORT[set.exam] ?? null);
  const criteria = set.criteria.map((c) => ({
    id: c.id,
    points: Math.max(0, Math.min(c.maxPoints, ctx.points.get(c.id) ?? 0)),
    rule: ctx.rules.get(c.id) ?? null,
  }));
  return {
    criteria,
    total: criteria.reduce((sum, c) => sum + c.points, 0),
    zasady: ctx.zasady,
    unconfirmed: ctx.unconfirmed,
  };
}
