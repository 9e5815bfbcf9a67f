import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOtlpCollector, startFakeOtlpCollector } from '../../testing/fakes/fake-otlp-collector.ts';

/*
 * "No cost when off": a server without OTEL_EXPORTER_OTLP_ENDPOINT never loads the OpenTelemetry
 * SDK, the exporter or their helpers — only `@opentelemetry/api`, which the seams check and leave.
 * Seen from a child process (this test runner's own module graph already holds whatever other
 * files loaded) that records every module Node resolves (testing/tracing-probe.ts). The same probe
 * with the endpoint set is the control: there the SDK is loaded and the probe's request is exported.
 */

const probe = fileURLToPath(new URL('../../testing/tracing-probe.ts', import.meta.url));
const run = promisify(execFile);

/** The @opentelemetry packages the probe's server resolved, and the status of its request. */
async function probeServer(env: Record<string, string>): Promise<{ status: number; packages: string[] }> {
  const { stdout } = await run(process.execPath, ['--conditions=source', '--import', 'tsx', probe], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? '',
      ...env,
    },
    timeout: 90_000,
  });
  const { status, modules } = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
    status: number;
    modules: string[];
  };
  const packages = new Set(modules.map((url) => /\/@opentelemetry\/([^/]+)\//.exec(url)?.[1] ?? url));
  return { status, packages: [...packages].sort() };
}

describe('the OpenTelemetry SDK', () => {
  let collector: FakeOtlpCollector;
  beforeAll(async () => {
    collector = await startFakeOtlpCollector();
  });
  afterAll(async () => {
    await collector?.stop();
  });

  it('is not loaded by a server without OTEL_EXPORTER_OTLP_ENDPOINT: only the API is', async () => {
    const off = await probeServer({});
    expect(off.status).toBe(200);
    expect(off.packages).toEqual(['api']);
    expect(collector.batches).toHaveLength(0);
  });

  it('is loaded, and exports, when the endpoint is set', async () => {
    const on = await probeServer({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
    expect(on.status).toBe(200);
    expect(on.packages).toEqual(
      expect.arrayContaining([
        'api',
        'sdk-trace',
        'exporter-trace-otlp-http',
        'resources',
        'context-async-hooks',
      ]),
    );
    // The stop sent the last batch before the probe exited.
    expect(collector.spans.some((s) => s.attributes['graphql.operation.name'] === 'probe')).toBe(true);
  });
});
