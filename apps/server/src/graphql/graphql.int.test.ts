import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('/api/graphql protections', () => {
  it('refuses a GET query without the CSRF header with a Polish 403', async () => {
    const response = await fetch(
      `${server.url}/api/graphql?query=${encodeURIComponent('{ getcke { id } }')}`,
    );
    expect(response.status).toBe(403);
    const body = await response.json();
    expect(body.errors[0]).toMatchObject({
      message: 'Brak nagłówka ochrony przed CSRF. Odśwież stronę i spróbuj ponownie.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('grants no CORS to another origin, so a foreign site cannot send the CSRF header with cookies', async () => {
    const preflight = await fetch(`${server.url}/api/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-kreda-csrf',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('accepts the same GET query with the CSRF header', async () => {
    const response = await fetch(
      `${server.url}/api/graphql?query=${encodeURIComponent('{ getcke { id } }')}`,
      {
        headers: { 'x-kreda-csrf': '1' },
      },
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data.getcke.length).toBeGreaterThan(0);
  });

  it('limits aliases (GraphQL Armor) with a Polish message', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: getcke { id }`).join(' ');
    const { body } = await server.gql(`{ ${aliases} }`);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]).toMatchObject({
      message: 'Zapytanie zawiera zbyt wiele aliasów.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('answers a syntax error and an unknown field in Polish with a code', async () => {
    const syntax = await server.gql('{ getcke { id }');
    expect(syntax.body.errors?.[0]).toMatchObject({
      message: 'Nieprawidłowa składnia zapytania GraphQL.',
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
    const unknown = await server.gql('{ nieMaTakiegoPola }');
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: 'Nieprawidłowe zapytanie GraphQL.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('rejects a body that is not JSON without echoing internals', async () => {
    const response = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-kreda-csrf': '1' },
      body: '{"query": ',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.text()).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('allows introspection outside production', async () => {
    const { body } = await server.gql('{ __schema { queryType { name } } }');
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

describe('production mode', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({ NODE_ENV: 'production', PUBLIC_URL: 'https://kreda.example' });
  });
  afterAll(async () => {
    await production?.stop();
  });

  it('turns introspection off with a Polish message', async () => {
    const { body } = await production.gql('{ __schema { queryType { name } } }');
    expect(body.errors?.[0]).toMatchObject({
      message: 'Introspekcja schematu jest wyłączona.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('does not expose GraphiQL', async () => {
    const response = await fetch(`${production.url}/api/graphql`, { headers: { accept: 'text/html' } });
    expect(await response.text()).not.toMatch(/graphiql/i);
  });

  it('sends HSTS when the public URL is https', async () => {
    const response = await fetch(`${production.url}/api/health`);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});
