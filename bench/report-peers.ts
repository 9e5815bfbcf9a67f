import type { PeersBenchResult } from './peer-servers.ts';
import { fixed, table } from './report-table.ts';

/* The peers entry's part of the report (bench/peer-servers.ts). */

const ratio = (value: number | null) => (value === null ? '–' : fixed(value, 2));

export function formatPeers(result: PeersBenchResult): string[] {
  const { targets } = result;
  const rows = result.rows.map((row) => {
    const { kreda, mercurius, yoga } = row.byServer;
    const vsMercurius = row.vs.mercurius;
    const under = vsMercurius.requestsPerSecond < targets.ratio ? ' ⚠' : '';
    const over =
      row.connections === 100 && vsMercurius.p99 !== null && vsMercurius.p99 > targets.p99At100 ? ' ⚠' : '';
    return [
      `${row.scenario}@${row.connections}`,
      fixed(kreda.requestsPerSecond, 0),
      fixed(mercurius.requestsPerSecond, 0),
      fixed(yoga.requestsPerSecond, 0),
      fixed(row.byServer['node:http'].requestsPerSecond, 0),
      `${ratio(vsMercurius.requestsPerSecond)}${under}`,
      ratio(row.vs.yoga.requestsPerSecond),
      ratio(row.vs['node:http'].requestsPerSecond),
      fixed(kreda.latencyMs.p99, 2),
      fixed(mercurius.latencyMs.p99, 2),
      fixed(yoga.latencyMs.p99, 2),
      `${ratio(vsMercurius.p99)}${over}`,
    ];
  });
  const sizes = Object.entries(result.bytes)
    .map(([name, bytes]) => `${name} ${bytes} B`)
    .join(', ');
  return [
    `Peers: the same requests answered with the same JSON (${sizes}) by mercurius + graphql-jit on Fastify, ` +
      'stock graphql-yoga on node:http and a bare node:http server, each in its own process, run in turn with Kreda:',
    table(
      [
        'scenario@connections',
        'Kreda req/s',
        'mercurius',
        'yoga',
        'node:http',
        '÷ mercurius',
        '÷ yoga',
        '÷ node:http',
        'Kreda p99',
        'merc. p99',
        'yoga p99',
        'p99 ÷ merc.',
      ],
      rows,
    ),
    `  targets: req/s ≥ ${targets.ratio} × mercurius + jit at 10 and at 100 connections; p99 at 100 ≤ ${targets.p99At100} × mercurius's (⚠ missed)`,
  ];
}
