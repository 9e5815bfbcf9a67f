import { runColdStartBench } from './cold-start.ts';
import { runInpBench } from './inp.ts';
import { runLighthouseBench } from './lighthouse.ts';
import { peerWarnings, runPeersBench } from './peer-servers.ts';
import type { BenchResults } from './report.ts';

/* The entries that start their own built server (`serverMain`) and add their misses to `warnings`. */

export async function measureColdStart(
  serverMain: string,
  warnings: string[],
): Promise<BenchResults['coldStart']> {
  console.log('▸ Cold start, fresh and existing data folder (a built server)…');
  const coldStart = await runColdStartBench(serverMain);
  const { fresh, existing, targetsMs } = coldStart;
  if (fresh.medianMs > targetsMs.fresh || existing.medianMs > targetsMs.existing)
    warnings.push(
      `cold start: fresh ${fresh.medianMs} ms, existing ${existing.medianMs} ms (targets ${targetsMs.fresh} / ${targetsMs.existing} ms)`,
    );
  return coldStart;
}

export async function measurePeers(
  root: string,
  serverMain: string,
  settings: { warmupSeconds: number; durationSeconds: number },
  warnings: string[],
): Promise<BenchResults['peers']> {
  console.log(
    '▸ Peers: mercurius + jit, stock yoga and node:http answering the same requests (a built server)…',
  );
  const peers = await runPeersBench(root, serverMain, settings);
  warnings.push(...peerWarnings(peers));
  return peers;
}

export async function measureLighthouse(
  root: string,
  serverMain: string,
  warnings: string[],
): Promise<BenchResults['lighthouse']> {
  console.log('▸ Lighthouse, mobile preset, on every pupil page (a built server against a local fake AI)…');
  const lighthouse = await runLighthouseBench(root, serverMain);
  // Each entry names its score ("quiz-attempt: performance 91"), under 95 / accessibility under 100.
  for (const below of lighthouse.belowTarget)
    warnings.push(
      `lighthouse: ${below}, under ${below.includes('accessibility') ? lighthouse.accessibilityTarget : lighthouse.target}`,
    );
  return lighthouse;
}

export async function measureInp(
  root: string,
  serverMain: string,
  warnings: string[],
): Promise<BenchResults['inp']> {
  console.log(
    '▸ Interaction to next paint on a tap, 4× CPU slowdown (a built server against a local fake AI)…',
  );
  const inp = await runInpBench(root, serverMain);
  for (const over of inp.overTarget) warnings.push(`inp: ${over}, over the ${inp.targetMs} ms target`);
  return inp;
}
