import { readFile } from 'node:fs/promises';
import type { AnswerCheck } from '@kreda/shared/wordbases';

/**
 * The vocabulary table (`eval-cases/answer-check.json`): answers a pupil might type in Polish,
 * English, German, Spanish, French, Russian and Ukrainian, each with the verdict a teacher would
 * give and its kind — `slip` (another real word: "desert" for "dessert", German "Bruder" for
 * "Brüder"), `variant` (British/American spelling, a contraction), `typo` (a slip into no word),
 * `diacritics`, `article`, `right`, `wrong`. Read by the table test (answer-check.test.ts) and the
 * bench (bench/wordbases.ts), which scores the checker with and without the dictionaries.
 */

export type Verdict = AnswerCheck['verdict'];

export interface AnswerRow {
  answer: string;
  expected: string;
  languageCode: string;
  verdict: Verdict;
  kind: string;
}

const TABLE = new URL('./eval-cases/answer-check.json', import.meta.url);

export async function loadAnswerTable(): Promise<AnswerRow[]> {
  const { rows } = JSON.parse(await readFile(TABLE, 'utf8')) as {
    rows: [string, string, string, Verdict, string][];
  };
  return rows.map(([answer, expected, languageCode, verdict, kind]) => ({
    ...{ answer, expected, languageCode, verdict, kind },
  }));
}

export interface TableScore {
  rows: number;
  /** Rows given the teacher's verdict. */
  agreed: number;
  /** Real-word slips not judged wrong. */
  slipsForgiven: number;
  slips: number;
  /** Spelling variants judged wrong, and those only accepted as a slip (a typo). */
  variantsRefused: number;
  variantsAsSlips: number;
  variants: number;
  /** Rows per kind and how many of them got the teacher's verdict. */
  byKind: Record<string, { rows: number; agreed: number }>;
}

/** How a checker (`verdictOf`) does on the table. */
export function scoreAnswerTable(
  rows: readonly AnswerRow[],
  verdictOf: (row: AnswerRow) => Verdict,
): TableScore {
  const score: TableScore = {
    ...{ rows: rows.length, agreed: 0, slipsForgiven: 0, slips: 0 },
    ...{ variantsRefused: 0, variantsAsSlips: 0, variants: 0, byKind: {} },
  };
  for (const row of rows) {
    const verdict = verdictOf(row);
    const kind = score.byKind[row.kind] ?? { rows: 0, agreed: 0 };
    score.byKind[row.kind] = kind;
    kind.rows++;
    if (verdict === row.verdict) {
      kind.agreed++;
      score.agreed++;
    }
    if (row.kind === 'slip') {
      score.slips++;
      if (verdict !== 'WRONG') score.slipsForgiven++;
    }
    if (row.kind === 'variant') {
      score.variants++;
      if (verdict === 'WRONG') score.variantsRefused++;
      if (verdict === 'ACCEPTED') score.variantsAsSlips++;
    }
  }
  return score;
}
