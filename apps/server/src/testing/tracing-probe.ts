import { mkdtemp, rm } from 'node:fs/promises';
import { register } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';

/**
 * Run in a child process by `platform/tracing/lazy-sdk.int.test.ts`: notes every OpenTelemetry
 * module Node resolves while the whole server is imported, started (embedded PGlite from the test
 * snapshot) and asked one GraphQL request, then prints them as one JSON line. The parent's
 * OTEL_EXPORTER_OTLP_ENDPOINT, set or not, decides whether tracing is on.
 */

/** A resolve hook (it runs on Node's hooks thread) that posts each @opentelemetry URL back here. */
const HOOK = `
let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (resolved.url.includes('/@opentelemetry/')) port.postMessage(resolved.url);
  return resolved;
}`;

const resolved = new Set<string>();
const { port1, port2 } = new MessageChannel();
port1.on('message', (url: string) => resolved.add(url));
register(`data:text/javascript,${encodeURIComponent(HOOK)}`, {
  data: { port: port2 },
  transferList: [port2],
});

// Imported only now, so the hook sees every module the server loads.
const { loadConfig } = await import('../config/config.ts');
const { startServer } = await import('../runtime.ts');
const { copySeededDatabase } = await import('./db-snapshot.ts');

const dataDir = await mkdtemp(path.join(tmpdir(), 'kreda-probe-'));
await copySeededDatabase(dataDir);
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
});
const runtime = await startServer(config, { webDist: null });
const answer = await fetch(`${runtime.url}/api/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-kreda-csrf': '1' },
  body: JSON.stringify({ query: 'query probe { getcke { id } }' }),
});
const status = answer.status;
await answer.arrayBuffer();
await runtime.stop();
await rm(dataDir, { recursive: true, force: true });
// The hooks thread's last messages are on their way.
await new Promise((resolve) => setTimeout(resolve, 200));
process.stdout.write(`${JSON.stringify({ status, modules: [...resolved] })}\n`);
process.exit(0);
