import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ACCOUNTS } from '../testing/documents.ts';
import { createUser, createWorkspace } from '../testing/factories.ts';
import { healthDuring } from '../testing/health-probe.ts';
import { dataOf, sessionClient, wsClient } from '../testing/session-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { SESSION_ENDED_CLOSE } from './websocket.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const HEARTBEAT = 'subscription { heartbeat(heartbeatInput: { intervalMs: 1000 }) { sequence } }';
const newNotes = (workspaceId: string) =>
  `subscription { newAiNote(newAiNoteInput: { workspaceId: "${workspaceId}" }) { id } }`;

type Outcome = { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };

/** The first thing an operation receives: data, errors in a result, or an error message. */
function first(client: Client, query: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const stop = client.subscribe(
      { query },
      {
        next: (message) => {
          stop();
          resolve(message as Outcome);
        },
        error: (error) => resolve({ errors: Array.isArray(error) ? error : [{ message: String(error) }] }),
        complete: () => {},
      },
    );
  });
}

/** Resolves with the close code when the client's socket closes. */
function closed(client: Client): Promise<number> {
  return new Promise((resolve) => client.on('closed', (event) => resolve((event as { code: number }).code)));
}

/** Opens a bare socket and says how the upgrade ended: 101 opened, else the HTTP status. */
function upgrade(cookie?: string): Promise<{ status: number; socket: WebSocket }> {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/graphql`, 'graphql-transport-ws', {
    headers: cookie ? { cookie } : {},
  });
  return new Promise((resolve) => {
    socket.on('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0, socket }));
    socket.on('open', () => resolve({ status: 101, socket }));
    socket.on('error', () => resolve({ status: 0, socket }));
  });
}

describe('WebSocket limits', () => {
  it('lets a socket without a session listen to the heartbeat only, and keeps it open', async () => {
    const user = await createUser(server);
    const workspace = await createWorkspace(user);
    const anonymous = wsClient(server);
    const refused = await first(anonymous, newNotes(workspace.id));
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const beat = await first(anonymous, HEARTBEAT);
    expect(beat.data).toEqual({ heartbeat: { sequence: 1 } });
    await anonymous.dispose();
  });

  it('refuses a heartbeat faster than one a second', async () => {
    const client = wsClient(server);
    const fast = await first(
      client,
      'subscription { heartbeat(heartbeatInput: { intervalMs: 100 }) { sequence } }',
    );
    expect(fast.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await client.dispose();
  });

  it('caps operations per socket and answers the one over the cap without closing the socket', async () => {
    const user = await createUser(server);
    const client = wsClient(server, user.client.cookieHeader());
    const stops: (() => void)[] = [];
    for (let i = 0; i < 25; i++)
      stops.push(
        client.subscribe({ query: HEARTBEAT }, { next: () => {}, error: () => {}, complete: () => {} }),
      );
    const over = await first(client, HEARTBEAT);
    expect(over.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(over.errors?.[0]?.message).toMatch(/subskrypcji/);
    for (const stop of stops.slice(0, 5)) stop();
    const again = await first(client, HEARTBEAT);
    expect(again.data).toEqual({ heartbeat: { sequence: 1 } });
    for (const stop of stops) stop();
    await client.dispose();
  });

  it('answers an over-limit query with a Polish error and keeps the other subscriptions', async () => {
    const client = wsClient(server);
    let beats = 0;
    const stop = client.subscribe(
      { query: HEARTBEAT },
      { next: () => void beats++, error: () => {}, complete: () => {} },
    );
    const aliases = Array.from({ length: 16 }, (_, i) => `b${i}: heartbeat { sequence }`).join(' ');
    const refused = await first(client, `subscription { ${aliases} }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(refused.errors?.[0]?.message).toMatch(/alias/);
    const before = beats;
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(beats).toBeGreaterThan(before);
    stop();
    await client.dispose();
  });

  it("stays healthy under the finding's flood: 5,000 heartbeats on one socket and 300 anonymous sockets", async () => {
    const opened: WebSocket[] = [];
    const client = wsClient(server);
    const stops: (() => void)[] = [];
    try {
      const outcomes = await healthDuring(server, 'socket flood', async () => {
        let accepted = 0;
        let refused = 0;
        await Promise.all(
          Array.from(
            { length: 5_000 },
            () =>
              new Promise<void>((resolve) => {
                // Counted once: an accepted heartbeat goes on beating every second.
                let settled = false;
                const settle = (outcome: 'accepted' | 'refused') => {
                  if (settled) return;
                  settled = true;
                  if (outcome === 'accepted') accepted++;
                  else refused++;
                  resolve();
                };
                stops.push(
                  client.subscribe(
                    { query: HEARTBEAT },
                    {
                      next: (message) => settle((message as Outcome).errors ? 'refused' : 'accepted'),
                      error: () => settle('refused'),
                      complete: () => resolve(),
                    },
                  ),
                );
              }),
          ),
        );
        const upgrades = await Promise.all(Array.from({ length: 300 }, () => upgrade()));
        for (const { socket } of upgrades) opened.push(socket);
        return { accepted, refused, statuses: upgrades.map((u) => u.status) };
      });
      expect(outcomes.accepted).toBeLessThanOrEqual(25);
      expect(outcomes.accepted + outcomes.refused).toBe(5_000);
      // The flooding client's own socket counts among the ten anonymous ones of this address.
      expect(outcomes.statuses.filter((status) => status === 101).length).toBeLessThanOrEqual(10);
      expect(outcomes.statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(290);
    } finally {
      for (const stop of stops) stop();
      await client.dispose();
      for (const socket of opened) socket.terminate();
    }
  });

  it('refuses anonymous sockets past ten from one address, but not a signed-in pupil', async () => {
    const opened: WebSocket[] = [];
    try {
      for (let i = 0; i < 10; i++) {
        const { status, socket } = await upgrade();
        opened.push(socket);
        expect(status).toBe(101);
      }
      const eleventh = await upgrade();
      opened.push(eleventh.socket);
      expect(eleventh.status).toBe(429);
      const user = await createUser(server);
      const pupil = await upgrade(user.client.cookieHeader());
      opened.push(pupil.socket);
      expect(pupil.status).toBe(101);
    } finally {
      for (const socket of opened) socket.terminate();
    }
  });

  it('closes the sockets of a session when it signs out, and of other devices on a password change', async () => {
    const user = await createUser(server);
    const workspace = await createWorkspace(user);
    const laptop = wsClient(server, user.client.cookieHeader());
    const listening = first(laptop, newNotes(workspace.id));
    const laptopClosed = closed(laptop);
    await new Promise((resolve) => setTimeout(resolve, 200));
    dataOf(await user.client.gql(ACCOUNTS.logout, { input: {} }));
    expect(await laptopClosed).toBe(SESSION_ENDED_CLOSE);
    void listening;

    // Two devices: changing the password on the phone ends the tablet's session and its socket.
    const phone = sessionClient(server);
    dataOf(await phone.gql(ACCOUNTS.login, { input: { email: user.email, password: user.password } }));
    const tablet = sessionClient(server);
    dataOf(await tablet.gql(ACCOUNTS.login, { input: { email: user.email, password: user.password } }));
    const tabletSocket = wsClient(server, tablet.cookieHeader());
    const phoneSocket = wsClient(server, phone.cookieHeader());
    void first(tabletSocket, newNotes(workspace.id));
    void first(phoneSocket, newNotes(workspace.id));
    const tabletClosed = closed(tabletSocket);
    let phoneClosed = false;
    phoneSocket.on('closed', () => {
      phoneClosed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    dataOf(
      await phone.gql(ACCOUNTS.changePassword, {
        input: { currentPassword: user.password, newPassword: 'nowe-haslo-do-kredy-2026' },
      }),
    );
    expect(await tabletClosed).toBe(SESSION_ENDED_CLOSE);
    expect(phoneClosed).toBe(false);
    await tabletSocket.dispose();
    await phoneSocket.dispose();
    await laptop.dispose();
  });
});
