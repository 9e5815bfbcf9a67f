import { runEssayBench, runGradingBench } from './essays.ts';
import type { FirstResultBenchResult } from './first-result.ts';
import type { Entry } from './report.ts';
import { runWordBaseExtractionBench } from './wordbase-extraction.ts';

/** A wait over its target goes to the report's warnings; the run never fails for it. */
export function warnIfOver(result: FirstResultBenchResult, warnings: string[]) {
  if (result.overTarget)
    warnings.push(
      `${result.entry}: the server's own overhead is ${result.overhead.p95.toFixed(0)} ms (p95), over the ${result.targetMs} ms target`,
    );
}

/** The essay's first part, the grading and the word-base extraction (bench/first-result.ts), those asked for. */
export async function runFirstResultEntries(
  entries: ReadonlySet<Entry>,
  root: string,
  mainFile: string,
  warnings: string[],
): Promise<FirstResultBenchResult[]> {
  const runners = [
    ['essay', 'An essay’s first part', runEssayBench],
    ['grading', 'A grading of a pasted essay', runGradingBench],
    ['wordbase-extraction', 'A word-base extraction', runWordBaseExtractionBench],
  ] as const;
  const results: FirstResultBenchResult[] = [];
  for (const [entry, title, run] of runners) {
    if (!entries.has(entry)) continue;
    console.log(`▸ ${title} (a built server against a local fake AI)…`);
    const result = await run(root, mainFile);
    warnIfOver(result, warnings);
    results.push(result);
  }
  return results;
}
