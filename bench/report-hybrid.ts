import type { RetrievalBenchResults, RetrievalScenarioResult } from './report.ts';

export interface RetrievalHybridResult {
  /** Why hybrid could not be measured here (no pgvector), else null. */
  note: string | null;
  /** Embedding every chunk (fake model in process) and storing the vectors; building the HNSW index. */
  embedSeconds: number;
  indexSeconds: number;
  /** The same scenarios as the lexical ones, searched hybrid. */
  scenarios: RetrievalScenarioResult[];
  /** Hit rate at 5 of the paraphrase set among all the corpus, lexical alone and hybrid. */
  quality: { questions: number; lexical: number; hybrid: number | null };
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

/** Hybrid p95 against lexical p95 of the same scenario in the same run, and the paraphrase hit rates. */
export function formatHybrid(r: RetrievalBenchResults): string[] {
  const out: string[] = [];
  for (const t of r.targets) {
    const h = t.hybrid;
    if (!h) continue;
    const quality = `paraphrase hit rate at 5 (${h.quality.questions} questions): lexical ${fixed(h.quality.lexical, 2)}`;
    if (h.note) {
      out.push(`  ${t.database}: ${h.note}; ${quality}`);
      continue;
    }
    out.push(
      `  ${t.database} hybrid (embedding ${fixed(h.embedSeconds, 0)} s, HNSW ${fixed(h.indexSeconds, 0)} s); ${quality}, hybrid ${fixed(h.quality.hybrid ?? 0, 2)}`,
    );
    for (const s of h.scenarios) {
      const lexical = t.scenarios.find((l) => l.name === s.name);
      const ratio = lexical ? s.latencyMs.p95 / lexical.latencyMs.p95 : Number.NaN;
      out.push(
        `    ${s.name}: p50 ${fixed(s.latencyMs.p50, 1)} ms, p95 ${fixed(s.latencyMs.p95, 1)} ms` +
          ` (hybrid ÷ lexical p95 ${fixed(ratio, 2)}; target ≤ 50 ms${s.latencyMs.p95 > 50 ? ' ⚠ over' : ''})`,
      );
    }
  }
  return out;
}
