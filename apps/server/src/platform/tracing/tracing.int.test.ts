import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError } from '../../testing/accounts.ts';
import { WORKSPACES } from '../../testing/documents.ts';
import {
  createConversation,
  createReadyMaterial,
  createUser,
  createWorkspace,
  fakeAiEnv,
  type TestUser,
} from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import {
  type CollectedSpan,
  type FakeOtlpCollector,
  startFakeOtlpCollector,
} from '../../testing/fakes/fake-otlp-collector.ts';
import { uniqueEmail } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { activeTracer } from './tracing.ts';

/*
 * Tracing end to end (ADR 036): the real server with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a local
 * collector, the real SDK and OTLP exporter, the real AI SDK against the fake OpenAI server. What a
 * pupil types (their e-mail, a chat message, a material's text) must never leave in a span.
 */

const SERVER = 2;
const CLIENT = 3;
const CONSUMER = 5;
const ERROR = 2;

let collector: FakeOtlpCollector;
let ai: FakeOpenAi;

beforeAll(async () => {
  collector = await startFakeOtlpCollector();
  ai = await startFakeOpenAi({ apiKey: 'sk-test' });
});
afterAll(async () => {
  await ai?.stop();
  await collector?.stop();
});

const childrenOf = (spans: CollectedSpan[], parent: CollectedSpan) =>
  spans.filter((s) => s.traceId === parent.traceId && s.parentSpanId === parent.spanId);

function descendantsOf(spans: CollectedSpan[], parent: CollectedSpan): CollectedSpan[] {
  return childrenOf(spans, parent).flatMap((child) => [child, ...descendantsOf(spans, child)]);
}

/** The GraphQL span of an operation with its HTTP parent, once both have arrived. */
function operation(spans: CollectedSpan[], name: string) {
  const graphql = spans.find((s) => s.attributes['graphql.operation.name'] === name);
  const http = graphql && spans.find((s) => s.spanId === graphql.parentSpanId);
  return http && graphql ? { http, graphql } : undefined;
}

describe('with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  const email = uniqueEmail('sledzony');
  const message = 'Ile to jest 17 razy 23? wiadomosc-sladowa-4417';
  const materialText = 'Fotosynteza zachodzi w chloroplastach. tekst-materialu-8810';
  let server: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    server = await startTestServer({
      ...fakeAiEnv(ai),
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_SERVICE_NAME: 'kreda-test',
    });
    user = await createUser(server, { email });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('makes one GraphQL request one trace: the HTTP span, under it the operation, under that its statements', async () => {
    await createWorkspace(user);
    const { http, graphql } = await collector.waitFor((spans) => operation(spans, 'createWorkspace'));
    expect(http).toMatchObject({
      name: 'POST /api/graphql',
      kind: SERVER,
      parentSpanId: undefined,
      service: 'kreda-test',
      attributes: {
        'http.request.method': 'POST',
        'http.route': '/api/graphql',
        'http.response.status_code': 200,
      },
    });
    expect(graphql).toMatchObject({
      name: 'mutation createWorkspace',
      traceId: http.traceId,
      attributes: { 'graphql.operation.type': 'mutation', 'graphql.operation.name': 'createWorkspace' },
    });
    expect(graphql.statusCode).not.toBe(ERROR);
    const below = descendantsOf(collector.spans, graphql);
    const statements = below.filter((s) => s.attributes['db.operation.name'] !== undefined);
    expect(statements.length).toBeGreaterThan(0);
    expect(
      childrenOf(collector.spans, graphql).some((s) => s.attributes['db.system.name'] === 'postgresql'),
    ).toBe(true);
    for (const statement of statements) {
      expect(statement.kind).toBe(CLIENT);
      expect(statement.name).toBe(statement.attributes['db.operation.name']);
      expect(statement.attributes['kreda.db.driver']).toBe(
        server.database.driver === 'pglite' ? 'pglite' : 'node-postgres',
      );
    }
    expect(statements.map((s) => s.name)).toContain('INSERT');
  });

  it("continues a caller's trace and flags an operation that answered with an error", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpan = '00f067aa0ba902b7';
    const { body } = await server.gql(
      WORKSPACES.create,
      { input: { tematId: '00000000-0000-4000-8000-000000000000' } },
      { traceparent: `00-${traceId}-${callerSpan}-01` },
    );
    const code = firstError(body).code;
    expect(code).toMatch(/^[A-Z_]+$/);
    const { http, graphql } = await collector.waitFor((spans) =>
      operation(
        spans.filter((s) => s.traceId === traceId),
        'createWorkspace',
      ),
    );
    expect(http.parentSpanId).toBe(callerSpan);
    expect(graphql.statusCode).toBe(ERROR);
    expect(graphql.attributes['error.type']).toBe(code);
  });

  it('makes an AI call a span with its model and tokens, under the operation that asked for it', async () => {
    const workspace = await createWorkspace(user);
    await createConversation(user, workspace, { message });
    const call = await collector.waitFor((spans) =>
      spans.find(
        (s) => s.attributes['gen_ai.operation.name'] === 'chat' && s.attributes['kreda.ai.role'] === 'main',
      ),
    );
    expect(call).toMatchObject({
      name: 'chat kreda-main',
      kind: CLIENT,
      attributes: {
        'gen_ai.provider.name': 'openai-compatible',
        'gen_ai.request.model': 'kreda-main',
        'kreda.ai.role': 'main',
      },
    });
    expect(call.attributes['kreda.ai.action']).toMatch(/^[A-Z_]+$/);
    expect(call.attributes['gen_ai.usage.input_tokens']).toBeGreaterThan(0);
    expect(call.attributes['gen_ai.usage.output_tokens']).toBeGreaterThan(0);
    expect(call.parentSpanId).toBeDefined();
  });

  it('makes a job run a trace of its own, with its queue, attempt and outcome', async () => {
    const workspace = await createWorkspace(user);
    await createReadyMaterial(user, workspace, { text: materialText });
    const run = await collector.waitFor((spans) =>
      spans.find((s) => s.attributes['messaging.destination.name'] === 'materials-extract'),
    );
    expect(run).toMatchObject({
      name: 'process materials-extract',
      kind: CONSUMER,
      parentSpanId: undefined,
      attributes: { 'messaging.system': 'pg-boss', 'kreda.job.attempt': 1, 'kreda.job.outcome': 'completed' },
    });
    expect(descendantsOf(collector.spans, run).some((s) => s.attributes['db.system.name'])).toBe(true);
  });

  it('sends batches of at most 30 spans and never what the pupil typed', async () => {
    // Enough work for several full batches.
    for (let i = 0; i < 5; i++) await createWorkspace(user);
    await collector.waitFor((spans) => spans.length > 60);
    expect(collector.batches.length).toBeGreaterThan(1);
    expect(Math.max(...collector.batches.map((b) => b.spans))).toBeLessThanOrEqual(30);
    for (const { body } of collector.batches) {
      for (const secret of [
        email,
        user.password,
        message,
        'wiadomosc-sladowa',
        'tekst-materialu',
        'Fotosynteza',
      ])
        expect(body).not.toContain(secret);
      // No statement text, no variables: nothing that looks like either.
      expect(body).not.toMatch(/insert into|select "|"variables"|\$1\b/i);
    }
  });
});

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(fakeAiEnv(ai));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('exports nothing: the seams find no tracer', async () => {
    expect(activeTracer()).toBeUndefined();
    const before = collector.spans.length;
    const user = await createUser(server);
    await createReadyMaterial(user, await createWorkspace(user));
    // Longer than a batch's delay.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(collector.spans.length).toBe(before);
  });
});
