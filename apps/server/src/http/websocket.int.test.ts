import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

function wsUrl() {
  return `${server.url.replace(/^http/, 'ws')}/api/graphql`;
}

function client(origin?: string) {
  return createClient({
    url: wsUrl(),
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, origin ? { headers: { origin } } : {});
      }
    },
    retryAttempts: 0,
    lazy: true,
  });
}

describe('graphql-ws subscriptions on /api/graphql', () => {
  it('streams heartbeats with increasing sequence numbers and the server version', async () => {
    const ws = client(server.config.publicUrl.origin);
    const beats: { sequence: number; at: string; version: string }[] = [];
    await new Promise<void>((resolve, reject) => {
      const unsubscribe = ws.subscribe<{ heartbeat: { sequence: number; at: string; version: string } }>(
        { query: 'subscription { heartbeat(heartbeatInput: { intervalMs: 1000 }) { sequence at version } }' },
        {
          next: (message) => {
            if (message.data) beats.push(message.data.heartbeat);
            if (beats.length === 3) {
              unsubscribe();
              resolve();
            }
          },
          error: reject,
          complete: () => resolve(),
        },
      );
    });
    await ws.dispose();
    expect(beats.map((b) => b.sequence)).toEqual([1, 2, 3]);
    expect(new Date(beats[0]?.at ?? '').getTime()).not.toBeNaN();
    expect(beats[0]?.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers a bad subscription input with a Polish field error', async () => {
    const ws = client();
    const errors = await new Promise<unknown>((resolve) => {
      ws.subscribe(
        { query: 'subscription { heartbeat(heartbeatInput: { intervalMs: 5 }) { sequence } }' },
        { next: (message) => resolve(message.errors), error: resolve, complete: () => {} },
      );
    });
    await ws.dispose();
    expect(errors).toEqual([
      expect.objectContaining({
        message: 'Nieprawidłowe dane.',
        extensions: expect.objectContaining({
          code: 'BAD_USER_INPUT',
          fields: { intervalMs: 'Odstęp musi wynosić od 1000 do 60000 ms' },
        }),
      }),
    ]);
  });

  it('validates subscription documents with Polish messages', async () => {
    const ws = client();
    const errors = await new Promise<unknown>((resolve) => {
      ws.subscribe(
        { query: 'subscription { nieMa }' },
        { next: () => {}, error: resolve, complete: () => {} },
      );
    });
    await ws.dispose();
    expect(errors).toEqual([expect.objectContaining({ message: 'Nieprawidłowe zapytanie GraphQL.' })]);
  });

  it('refuses the upgrade from a foreign origin', async () => {
    const socket = new WebSocket(wsUrl(), 'graphql-transport-ws', {
      headers: { origin: 'https://evil.example' },
    });
    const status = await new Promise<number | undefined>((resolve) => {
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode));
      socket.on('open', () => resolve(101));
      socket.on('error', () => resolve(undefined));
    });
    socket.terminate();
    expect(status).toBe(403);
  });
});
