import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RetrievalBenchResults } from './report.ts';

/**
 * Runs bench/retrieval.ts in a child process for `npm run bench`: its in-memory PGlite holds
 * 100,000 chunks, memory this process should not keep, and it resolves the server's sources
 * through the `source` export condition. `BENCH_RETRIEVAL=0` skips it (null). Rejects when the
 * child fails, like a failed scenario check.
 */
export async function runRetrievalBench(root: string): Promise<RetrievalBenchResults | null> {
  if (process.env.BENCH_RETRIEVAL === '0') {
    console.log('▸ Retrieval: skipped (BENCH_RETRIEVAL=0)');
    return null;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'kreda-bench-retrieval-'));
  const jsonFile = path.join(dir, 'retrieval.json');
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', path.join(root, 'bench/retrieval.ts'), '--json', jsonFile],
        { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
      );
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (code !== 0) throw new Error(`bench/retrieval.ts exited with ${code}`);
    return JSON.parse(readFileSync(jsonFile, 'utf8')) as RetrievalBenchResults;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
