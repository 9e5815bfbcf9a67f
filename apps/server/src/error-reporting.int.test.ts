import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from './core/domain-error.ts';
import { isSentryLoaded } from './platform/error-reporting.ts';
import { firstError } from './testing/accounts.ts';
import { ACCOUNTS, WORKSPACES } from './testing/documents.ts';
import { createUser, createWorkspace, findTopic, type TestUser } from './testing/factories.ts';
import { type FakeSentry, type ReceivedEvent, startFakeSentry } from './testing/fakes/fake-sentry.ts';
import { dataOf } from './testing/session-client.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

/*
 * Error reporting with the real @sentry/node pointed at a local fake collector: failures nobody
 * meant reach it with the user's id and nothing else of them; the client's own way (300–499) and
 * a server without SENTRY_DSN send nothing. Sentry's process-wide handlers make this file run in
 * a process of its own (vitest.config.ts, ISOLATED_INTEGRATION).
 */

/** A pupil's text that the failing statement carries: it must never leave. */
const SECRET_NAME = 'Tajny temat ucznia';
const APP_CONFIG = '{ getAppConfig { sentryDsn sentryEnvironment } }';
type AppConfigAnswer = { getAppConfig: { sentryDsn: string | null; sentryEnvironment: string | null } };

/** Makes the workspaces table refuse SECRET_NAME, as a broken database would: a real failure path. */
async function refuseSecretName(server: TestServer) {
  await server.database.db.execute(
    sql.raw(`ALTER TABLE workspaces ADD CONSTRAINT kreda_test_refuses CHECK (name <> '${SECRET_NAME}')`),
  );
}

async function createSecretWorkspace(user: TestUser) {
  const tematId = (await findTopic(user.server)).id;
  return user.client.gql(WORKSPACES.create, { input: { tematId, name: SECRET_NAME } });
}

const byTag = (name: string, value: string) => (event: ReceivedEvent) => event.tags?.[name] === value;

// Runs first: once a server of this process has loaded the SDK, the flag cannot tell any more.
describe('without SENTRY_DSN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await refuseSecretName(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('never loads the SDK, so nothing can be sent, and tells the web app so', async () => {
    const user = await createUser(server);
    expect(firstError((await createSecretWorkspace(user)).body).code).toBe('INTERNAL_SERVER_ERROR');
    expect(isSentryLoaded()).toBe(false);
    expect(dataOf(await server.gql<AppConfigAnswer>(APP_CONFIG)).getAppConfig).toEqual({
      sentryDsn: null,
      sentryEnvironment: null,
    });
    const page = await fetch(`${server.url}/api/health`);
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self' ws: wss:;");
  });
});

describe('with SENTRY_DSN', () => {
  let sentry: FakeSentry;
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    sentry = await startFakeSentry();
    server = await startTestServer({ SENTRY_DSN: sentry.dsn, SENTRY_ENVIRONMENT: 'ci' });
    user = await createUser(server);
    await refuseSecretName(server);
  });
  afterAll(async () => {
    await server?.stop();
    await sentry?.stop();
  });

  it('sends an unexpected failure with the user’s id, and no e-mail, address or content', async () => {
    expect(isSentryLoaded()).toBe(true);
    const response = await createSecretWorkspace(user);
    // The pupil still sees only the generic Polish message.
    expect(firstError(response.body)).toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Coś poszło nie tak. Spróbuj ponownie za chwilę.',
    });
    const [event] = await sentry.waitForEvents(1, byTag('graphql', 'createWorkspace'));
    expect(event?.user).toEqual({ id: user.id });
    expect(event).toMatchObject({
      environment: 'ci',
      tags: { graphql: 'createWorkspace', status: '500' },
    });
    expect(event?.request).toBeUndefined();
    expect(event?.breadcrumbs).toBeUndefined();
    const values = event?.exception?.values?.map((value) => value.value ?? '') ?? [];
    // The failed statement and the database's reason are there; its bound values are not.
    expect(values.join('\n')).toContain('Failed query: insert into "workspaces"');
    expect(values.join('\n')).toContain('params: [removed]');
    expect(values.join('\n')).toContain('violates check constraint "kreda_test_refuses"');
    const envelope = sentry.envelopes.find((e) => e.raw.includes(event?.event_id ?? '-'));
    expect(envelope?.key).toBe(new URL(sentry.dsn).username);
    expect(envelope?.raw).not.toContain(SECRET_NAME);
    expect(envelope?.raw).not.toContain(user.email);
    expect(envelope?.raw).not.toContain('127.0.0.1');
    expect(envelope?.raw).not.toContain('kreda_at');
  });

  it('does not send errors of the client’s own way (statuses 300–499)', async () => {
    const before = sentry.events().length;
    const guest = await server.gql(ACCOUNTS.me);
    expect(firstError(guest.body).code).toBe('UNAUTHENTICATED');
    const bad = await user.client.gql(WORKSPACES.create, { input: { name: 'x'.repeat(500) } });
    expect(firstError(bad.body).code).toBe('BAD_USER_INPUT');
    const missing = await user.client.gql(WORKSPACES.get, {
      input: { workspaceId: randomUUID() },
    });
    expect(firstError(missing.body).code).toBe('NOT_FOUND');
    const invalid = await user.client.gql('{ nieMaTakiegoPola }');
    expect(firstError(invalid.body).code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await fetch(`${server.url}/api/nie-ma-takiej-trasy`)).status).toBe(404);
    const unreadable = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-kreda-csrf': '1' },
      body: '{"query": ',
    });
    expect(unreadable.status).toBe(400);
    // A failure sent after them arrives alone: nothing was queued before it. (Another failure
    // than the first test's: the SDK drops an event repeating the one before it.)
    const workspace = await createWorkspace(user, { name: 'Matma' });
    const renamed = await user.client.gql(WORKSPACES.rename, {
      input: { workspaceId: workspace.id, name: SECRET_NAME },
    });
    expect(firstError(renamed.body).code).toBe('INTERNAL_SERVER_ERROR');
    await sentry.waitForEvents(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      sentry
        .events()
        .slice(before)
        .map((event) => event.tags),
    ).toEqual([expect.objectContaining({ graphql: 'updateWorkspace', status: '500' })]);
  });

  it('sends a failed HTTP route with its pattern and the signed-in user', async () => {
    const link = dataOf(await user.client.gql(ACCOUNTS.requestDataExport)).requestDataExport;
    await server.database.db.execute(sql.raw('ALTER TABLE workspaces RENAME TO workspaces_away'));
    try {
      const response = await fetch(`${server.url}${link.url}`, {
        headers: { cookie: user.client.cookieHeader() },
      });
      expect(response.status).toBe(500);
    } finally {
      await server.database.db.execute(sql.raw('ALTER TABLE workspaces_away RENAME TO workspaces'));
    }
    const [event] = await sentry.waitForEvents(1, byTag('route', 'GET /api/account/export'));
    expect(event?.user).toEqual({ id: user.id });
    expect(event?.tags?.status).toBe('500');
    // The link's signature was in the URL: no URL is sent.
    expect(JSON.stringify(event)).not.toContain(link.url.split('signature=')[1]);
  });

  it('sends a job that failed for good, not its retries, nor a refusal of the pupil’s input', async () => {
    await server.runtime.jobs.define<{ n: number }>({
      name: 'test-reported-failure',
      retryLimit: 1,
      retryDelaySeconds: 1,
      handler: async (_data, context) => {
        throw new Error(`próba ${context.attempt} się nie udała`);
      },
    });
    await server.runtime.jobs.define<{ n: number }>({
      name: 'test-refused-input',
      retryLimit: 0,
      handler: async () => {
        throw new DomainError('INVALID_FILE');
      },
    });
    await server.runtime.jobs.send('test-refused-input', { n: 1 }, 'one');
    await server.runtime.jobs.send('test-reported-failure', { n: 1 }, 'one');
    const [event] = await sentry.waitForEvents(1, byTag('job', 'test-reported-failure'), 20_000);
    expect(event?.exception?.values?.at(-1)?.value).toBe('próba 2 się nie udała');
    expect(event?.user).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentry.events().filter(byTag('job', 'test-reported-failure'))).toHaveLength(1);
    expect(sentry.events().filter(byTag('job', 'test-refused-input'))).toHaveLength(0);
  });

  it('hands the web app its DSN and lets the page send to its origin', async () => {
    expect(dataOf(await server.gql<AppConfigAnswer>(APP_CONFIG)).getAppConfig).toEqual({
      sentryDsn: sentry.dsn,
      sentryEnvironment: 'ci',
    });
    const page = await fetch(`${server.url}/api/health`);
    expect(page.headers.get('content-security-policy')).toContain(
      `connect-src 'self' ws: wss: http://127.0.0.1:${sentry.port};`,
    );
  });
});
