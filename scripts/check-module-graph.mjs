#!/usr/bin/env node
// The server's modules form a one-way graph (house rule 14): module A may use module B only if B
// never uses A, directly or through others. dependency-cruiser checks files; this checks modules,
// collapsing every file of apps/server/src/modules/<name>/ into one node (tests excluded), and
// prints the graph so a review sees what a change added. `--print` prints it even when acyclic.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const bin = path.join(ROOT, 'node_modules', '.bin', 'depcruise');
const json = execFileSync(
  bin,
  ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'apps/server/src/modules'],
  { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
const moduleOf = (file) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
const isTest = (file) => /\.test\.ts$/.test(file);

/** module → modules it uses, with one example import each */
const edges = new Map();
for (const source of JSON.parse(json).modules) {
  const from = moduleOf(source.source);
  if (!from || isTest(source.source)) continue;
  if (!edges.has(from)) edges.set(from, new Map());
  for (const dependency of source.dependencies) {
    const to = moduleOf(dependency.resolved);
    if (!to || to === from) continue;
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${source.source} → ${dependency.resolved}`);
  }
}

// Depth-first search for a back edge; reports the first cycle found as a path of modules.
const state = new Map();
const stack = [];
let cycle = null;
function visit(node) {
  state.set(node, 'open');
  stack.push(node);
  for (const next of edges.get(node)?.keys() ?? []) {
    if (cycle) return;
    if (state.get(next) === 'open') cycle = [...stack.slice(stack.indexOf(next)), next];
    else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(node, 'done');
}
for (const node of [...edges.keys()].sort()) if (!state.has(node) && !cycle) visit(node);

const print = () => {
  for (const [from, tos] of [...edges].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${from} → ${[...tos.keys()].sort().join(', ') || '(none)'}`);
};
if (cycle) {
  console.error(`The server's modules use each other in a cycle: ${cycle.join(' → ')}`);
  for (let i = 0; i + 1 < cycle.length; i++) console.error(`  ${edges.get(cycle[i]).get(cycle[i + 1])}`);
  console.error('Break it with a hook (core/deps.ts ModuleEvents) or by moving the shared part down.');
  process.exit(1);
}
if (process.argv.includes('--print')) {
  console.log('Server module graph (acyclic):');
  print();
}
