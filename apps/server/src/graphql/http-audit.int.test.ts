import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { CSRF_HEADER, GRAPHQL_PATH } from './yoga.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

// Every request carries the CSRF header, as the web client's do: without it Yoga refuses a GET
// (and a non-preflighted POST) before GraphQL is reached, which is what the header is for.
const withCsrf: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set(CSRF_HEADER, '1');
  return fetch(input, { ...init, headers });
};

// The whole audit, MAY checks included (all pass today): a regression in any of them is a change
// of the HTTP contract clients see, not only the MUST and SHOULD ones.
describe('GraphQL over HTTP (graphql-http audit)', () => {
  const audits = serverAudits({ url: () => `${server.url}${GRAPHQL_PATH}`, fetchFn: withCsrf });

  it('runs all 13 MUST, 23 SHOULD and 25 MAY checks', () => {
    const level = (name: string) => audits.filter((audit) => audit.name.startsWith(name)).length;
    expect([level('MUST '), level('SHOULD '), level('MAY ')]).toEqual([13, 23, 25]);
  });

  for (const audit of audits) {
    it(`${audit.id} ${audit.name}`, async () => {
      const result = await audit.fn();
      expect(result.status === 'ok' ? 'ok' : `${result.status}: ${result.reason}`).toBe('ok');
    });
  }
});
