import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SITE_BASIC_AUTH: 'staging:tajne-haslo' });
});
afterAll(async () => {
  await server?.stop();
});

function basic(user: string, password: string) {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}

const QUERY = '{ getcke { id } }';

describe('site-wide basic auth (SITE_BASIC_AUTH)', () => {
  it('asks for credentials with a Polish message when none are sent', async () => {
    for (const response of [await postGraphQL({}), await fetch(`${server.url}/`)]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Basic realm="Kreda", charset="UTF-8"');
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/);
      expect(await response.text()).toBe('Wymagane logowanie do wersji testowej.');
    }
  });

  it('refuses a wrong password or user', async () => {
    expect((await postGraphQL({ authorization: basic('staging', 'zle-haslo') })).status).toBe(401);
    expect((await postGraphQL({ authorization: basic('admin', 'tajne-haslo') })).status).toBe(401);
  });

  it('lets the right credentials through to the API', async () => {
    const { status, body } = await server.gql<{ getcke: { id: string }[] }>(QUERY, undefined, {
      authorization: basic('staging', 'tajne-haslo'),
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(Array.isArray(body.data?.getcke)).toBe(true);
  });

  it('leaves the health check open for load balancers', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('refuses a WebSocket upgrade without credentials', async () => {
    const status = await upgradeStatus({});
    expect(status).toBe(401);
  });

  it('accepts a WebSocket upgrade with the right credentials', async () => {
    const status = await upgradeStatus({ authorization: basic('staging', 'tajne-haslo') });
    expect(status).toBe(101);
  });
});

/** The 401 answer is plain text, which `server.gql` (it parses JSON) cannot read. */
function postGraphQL(headers: Record<string, string>) {
  return fetch(`${server.url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-kreda-csrf': '1', ...headers },
    body: JSON.stringify({ query: QUERY }),
  });
}

/** 101 when the upgrade succeeds, otherwise the HTTP status the server refused it with. */
function upgradeStatus(headers: Record<string, string>): Promise<number> {
  const url = `${server.url.replace(/^http/, 'ws')}/api/graphql`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => {
      resolve(101);
      socket.close();
    });
    socket.on('error', reject);
  });
}
