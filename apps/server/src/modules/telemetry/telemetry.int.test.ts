import { randomUUID } from 'node:crypto';
import { TELEMETRY_PATH } from '@kreda/shared/telemetry';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../testing/accounts.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { recordEvents, VISIT_ENTITY } from '../events/index.ts';
import { pruneTelemetry } from './retention.ts';
import { USER_BATCHES_PER_MINUTE } from './route.ts';

/*
 * POST /api/telemetry through the real server: a good batch is stored as events of the signed-in
 * user (or of nobody) and its visit, with the props and nothing else; any bad part of a batch
 * refuses all of it in Polish; too many batches are refused with Retry-After; switched off, there
 * is no endpoint and the web app is told so.
 */

type Row = { type: string; user_id: string | null; entity_kind: string; payload: Record<string, unknown> };

const eventsOfVisit = (server: TestServer, visit: string) =>
  sqlRows<Row>(
    server,
    sql`select type, user_id, entity_kind, payload from events where entity_id = ${visit} order by created_at, type`,
  );

function post(server: TestServer, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${TELEMETRY_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const now = () => new Date().toISOString();
const batchOf = (visit: string, events: unknown[]) => ({ sessionId: visit, sentAt: now(), events });
const pageView = (route: string) => ({ name: 'page.viewed', at: now(), props: { route } });

const getTelemetrySwitch = (server: TestServer) =>
  server.gql<{ getAppConfig: { telemetry: boolean } }>(
    'query telemetrySwitch { getAppConfig { telemetry } }',
  );

describe('POST /api/telemetry', () => {
  let server: TestServer;
  let pupil: TestUser;
  beforeAll(async () => {
    server = await startTestServer();
    pupil = await createUser(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is on by default, and getAppConfig says so', async () => {
    expect((await getTelemetrySwitch(server)).body.data?.getAppConfig.telemetry).toBe(true);
  });

  it("stores a signed-in pupil's batch as their events, props only", async () => {
    const visit = randomUUID();
    const response = await post(
      server,
      batchOf(visit, [
        pageView('/workspace/:slug/quiz/:id'),
        { name: 'tool.opened', at: now(), props: { tool: 'quizzes' } },
        { name: 'tour.completed', at: now(), props: { tourKey: 'home' } },
      ]),
      { cookie: pupil.client.cookieHeader() },
    );
    expect(response.status).toBe(204);
    const rows = await eventsOfVisit(server, visit);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.user_id === pupil.id && row.entity_kind === 'web-visit')).toBe(true);
    expect(rows.map(({ type, payload }) => ({ type, payload }))).toEqual(
      expect.arrayContaining([
        { type: 'page.viewed', payload: { route: '/workspace/:slug/quiz/:id' } },
        { type: 'tool.opened', payload: { tool: 'quizzes' } },
        { type: 'tour.completed', payload: { tourKey: 'home' } },
      ]),
    );
    // Nothing of the request: no address, no e-mail, no browser.
    expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|@|Mozilla|undici/);
  });

  it('stores an anonymous batch without a user', async () => {
    const visit = randomUUID();
    const response = await post(
      server,
      batchOf(visit, [pageView('/'), { name: 'app.loaded', at: now(), props: { ttfbMs: 85, loadMs: 640 } }]),
    );
    expect(response.status).toBe(204);
    const rows = await eventsOfVisit(server, visit);
    expect(rows.map((row) => [row.type, row.user_id])).toEqual(
      expect.arrayContaining([
        ['page.viewed', null],
        ['app.loaded', null],
      ]),
    );
  });

  it('refuses a batch with any bad part in Polish and stores none of it', async () => {
    const cases: [unknown, number, string][] = [
      [[{ name: 'user.signedUp', at: now(), props: {} }], 400, 'Nieznane albo niepełne zdarzenie (nr 2).'],
      [
        [{ name: 'tool.opened', at: now(), props: { tool: 'chat', note: 'x' } }],
        400,
        'Niedozwolone dane w zdarzeniu „tool.opened” (nr 2).',
      ],
      [
        [pageView('/app/ala.kowalska@example.pl')],
        400,
        'Niedozwolone dane w zdarzeniu „page.viewed” (nr 2).',
      ],
      [
        [pageView(`/workspace/${randomUUID()}/quiz`)],
        400,
        'Niedozwolone dane w zdarzeniu „page.viewed” (nr 2).',
      ],
    ];
    for (const [bad, status, error] of cases) {
      const visit = randomUUID();
      const response = await post(server, batchOf(visit, [pageView('/app'), ...(bad as unknown[])]), {
        cookie: pupil.client.cookieHeader(),
      });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error });
      expect(await eventsOfVisit(server, visit)).toEqual([]);
    }
  });

  it('refuses an oversize body, a body that is not JSON, and another content type', async () => {
    const visit = randomUUID();
    const huge = batchOf(visit, [pageView('/app'), { ...pageView('/app'), padding: 'x'.repeat(40_000) }]);
    const tooLarge = await post(server, huge);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: 'Paczka danych jest za duża: najwyżej 32 KB.' });

    const notJson = await post(server, '{"sessionId":');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({
      error: 'Dane o korzystaniu z aplikacji nie są poprawnym JSON-em.',
    });

    const form = await post(server, JSON.stringify(batchOf(visit, [pageView('/app')])), {
      'content-type': 'text/plain',
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ error: 'Dane o korzystaniu z aplikacji trzeba wysłać jako JSON.' });
    expect(await eventsOfVisit(server, visit)).toEqual([]);
  });

  it("limits a pupil's batches a minute, saying when to try again", async () => {
    const busy = await createUser(server);
    const cookie = busy.client.cookieHeader();
    for (let i = 0; i < USER_BATCHES_PER_MINUTE; i++) {
      // Refused batches count too: the limit guards the endpoint, not only the table.
      expect((await post(server, { sessionId: 'x' }, { cookie })).status).toBe(400);
    }
    const visit = randomUUID();
    const limited = await post(server, batchOf(visit, [pageView('/app')]), { cookie });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(
      /^Wysłano zbyt wiele danych o korzystaniu z aplikacji\. Spróbuj ponownie za \d+ (sekund|minut)/,
    );
    expect(await eventsOfVisit(server, visit)).toEqual([]);
    // Another pupil is not affected.
    expect(
      (await post(server, batchOf(randomUUID(), [pageView('/app')]), { cookie: pupil.client.cookieHeader() }))
        .status,
    ).toBe(204);
  });
  it('keeps telemetry a year, business events longer', async () => {
    const [old, recent, owner] = [randomUUID(), randomUUID(), randomUUID()];
    const ago = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const visit = (id: string) => ({ kind: VISIT_ENTITY, id });
    await recordEvents({ eventProcessors: [], services: { jobs: server.runtime.jobs } }, server.database.db, [
      {
        type: 'page.viewed',
        userId: owner,
        entity: visit(old),
        payload: { route: '/' },
        occurredAt: ago(400),
      },
      {
        type: 'page.viewed',
        userId: owner,
        entity: visit(recent),
        payload: { route: '/' },
        occurredAt: ago(300),
      },
      {
        type: 'user.signedUp',
        userId: owner,
        entity: visit(old),
        payload: { method: 'email' },
        occurredAt: ago(400),
      },
    ]);
    expect(await pruneTelemetry(server.database)).toBeGreaterThanOrEqual(1);
    expect((await eventsOfVisit(server, old)).map((row) => row.type)).toEqual(['user.signedUp']);
    expect((await eventsOfVisit(server, recent)).map((row) => row.type)).toEqual(['page.viewed']);
  });
});

describe('POST /api/telemetry with TELEMETRY_ENABLED=false', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TELEMETRY_ENABLED: 'false' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('does not exist, stores nothing, and tells the web app to send nothing', async () => {
    const visit = randomUUID();
    expect((await post(server, batchOf(visit, [pageView('/')]))).status).toBe(404);
    expect(await eventsOfVisit(server, visit)).toEqual([]);
    expect((await getTelemetrySwitch(server)).body.data?.getAppConfig.telemetry).toBe(false);
  });
});
