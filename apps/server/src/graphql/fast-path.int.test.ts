import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, verifiedUser } from '../testing/accounts.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/*
 * The fast path (fast-path.ts) must answer exactly as Yoga would. Each request goes once through
 * the HTTP server, where the fast path takes it, and once straight into the same server's Yoga
 * instance (`app.graphql.fetch`), on the same database; status, content type, body and cookies
 * are compared.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

interface Answer {
  status: number;
  contentType: string | null;
  body: unknown;
  /** Set-Cookie lines with their values blanked (a new session token differs on every sign-in) and expiries in minutes from now. */
  cookies: string[];
}

async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: await response.json(),
    cookies: response.headers.getSetCookie().map((line) =>
      line
        .replace(/^([^=]+)=[^;]*/, '$1=…')
        // The two answers are seconds apart: an expiry is compared in minutes from now (it once
        // failed on 11:40:19 against 11:40:20).
        .replace(
          /Expires=([^;]+)/,
          (_, date: string) => `Expires=+${Math.round((Date.parse(date) - Date.now()) / 60_000)} min`,
        ),
    ),
  };
}

type Mode = 'first' | 'remembered';

/**
 * The request through the HTTP server and straight into Yoga. `remembered`: the same request is
 * sent once before, so the server has remembered its document and the lean path (lean-path.ts)
 * may take it; `lean` says whether it did.
 */
async function bothPaths(
  body: unknown,
  headers: Record<string, string> = {},
  mode: Mode = 'first',
): Promise<[Answer, Answer, { lean: boolean }]> {
  const init = () => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-kreda-csrf': '1', ...headers },
    body: JSON.stringify(body),
  });
  if (mode === 'remembered') await (await fetch(`${server.url}/api/graphql`, init())).arrayBuffer();
  const takenBefore = server.runtime.app.lean?.stats().taken ?? 0;
  const fast = await answerOf(await fetch(`${server.url}/api/graphql`, init()));
  const lean = (server.runtime.app.lean?.stats().taken ?? 0) > takenBefore;
  const yoga = await answerOf(await server.runtime.app.graphql.fetch(`${server.url}/api/graphql`, init()));
  return [fast, yoga, { lean }];
}

describe.each([
  ['the fast path, a document seen for the first time', 'first'],
  ['the lean path, a remembered document', 'remembered'],
] as const)('%s answers as Yoga does', (_, mode) => {
  /** In the remembered mode, whether the lean path took the request (a check refusing leaves it). */
  const leanTook = (taken: { lean: boolean }, expected: boolean) =>
    expect(taken.lean).toBe(mode === 'remembered' && expected);

  it('a signed-in query', async () => {
    const { client, email } = await verifiedUser(server);
    const [fast, yoga, taken] = await bothPaths(
      { query: 'query me { getMe { id email onboardingStatus } }', operationName: 'me' },
      { cookie: client.cookieHeader() },
      mode,
    );
    expect(fast).toEqual(yoga);
    leanTook(taken, true);
    expect(fast).toMatchObject({ status: 200, body: { data: { getMe: { email } } } });
  });

  it('a signed-in query with a fragment', async () => {
    const { client, email } = await verifiedUser(server);
    const [fast, yoga, taken] = await bothPaths(
      {
        query: 'query meWithFragment { getMe { ...Me } } fragment Me on User { id email onboardingStatus }',
      },
      { cookie: client.cookieHeader() },
      mode,
    );
    expect(fast).toEqual(yoga);
    leanTook(taken, true);
    expect(fast).toMatchObject({ status: 200, body: { data: { getMe: { email } } } });
  });

  it('the same query without a session (a Polish UNAUTHENTICATED error)', async () => {
    const [fast, yoga, taken] = await bothPaths({ query: '{ getMe { id } }' }, {}, mode);
    expect(fast).toEqual(yoga);
    leanTook(taken, true);
    expect(fast.body).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
  });

  it("another user's id (a domain error), with both Accept headers", async () => {
    const { client } = await verifiedUser(server);
    const query =
      'query w($id: ID!) { getWorkspaceById(getWorkspaceByIdInput: { workspaceId: $id }) { id } }';
    for (const accept of ['application/json', 'application/graphql-response+json, application/json']) {
      // A comment per Accept header keeps the document new to the first mode's second request.
      const [fast, yoga, taken] = await bothPaths(
        { query: `${query} # ${accept}`, variables: { id: randomUUID() } },
        { cookie: client.cookieHeader(), accept },
        mode,
      );
      expect(fast).toEqual(yoga);
      leanTook(taken, true);
      expect(fast.body).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });
    }
  });

  it('variables of the wrong type, with both Accept headers', async () => {
    const query = 'mutation login($input: LoginInput!) { login(loginInput: $input) { id } }';
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const [fast, yoga, taken] = await bothPaths(
        { query, variables: { input: { email: 5 } } },
        { accept },
        mode,
      );
      expect(fast).toEqual(yoga);
      leanTook(taken, false);
      // graphql-js's checks, in Polish: the e-mail's type and the missing password.
      expect((fast.body as { errors: unknown[] }).errors).toEqual([
        expect.objectContaining({
          message: 'Nieprawidłowe dane wejściowe w zmiennej „input”.',
          extensions: expect.objectContaining({
            code: 'BAD_USER_INPUT',
            detail: expect.stringContaining('non string value: 5'),
          }),
        }),
        expect.objectContaining({
          message: 'Nieprawidłowe dane wejściowe w zmiennej „input”.',
          extensions: expect.objectContaining({
            detail: expect.stringContaining('"password" of required type'),
          }),
        }),
      ]);
    }
  });

  it('a NUL character in the variables (refused before any resolver)', async () => {
    const query = 'mutation login($input: LoginInput!) { login(loginInput: $input) { id } }';
    const [fast, yoga, taken] = await bothPaths(
      { query, variables: { input: { email: 'ala\u0000@kreda.pl', password: PASSWORD } } },
      {},
      mode,
    );
    expect(fast).toEqual(yoga);
    leanTook(taken, false);
    expect(fast.body).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('signing in sets the same cookies, and signing out clears them the same way', async () => {
    const { email } = await verifiedUser(server);
    const login = {
      query: 'mutation login($input: LoginInput!) { login(loginInput: $input) { email } }',
      variables: { input: { email, password: PASSWORD } },
    };
    const [fast, yoga, taken] = await bothPaths(login, {}, mode);
    expect(fast).toEqual(yoga);
    leanTook(taken, true);
    expect(fast.cookies.length).toBeGreaterThan(0);
    expect(fast.cookies.every((line) => /HttpOnly/.test(line) || /SameSite=Lax/.test(line))).toBe(true);

    const signedIn = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-kreda-csrf': '1' },
      body: JSON.stringify(login),
    });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const [fastOut, yogaOut, takenOut] = await bothPaths(
      { query: 'mutation { logout { success } }' },
      { cookie },
      mode,
    );
    expect(fastOut).toEqual(yogaOut);
    leanTook(takenOut, true);
    expect(fastOut.cookies.length).toBeGreaterThan(0);
  });

  it('leaves what it does not take to Yoga: a syntax error, a batch, an unknown parameter, a GET', async () => {
    const syntax = await bothPaths({ query: '{ getMe { id }' }, {}, mode);
    leanTook(syntax[2], false);
    expect(syntax[0]).toEqual(syntax[1]);
    expect(syntax[0].body).toMatchObject({ errors: [{ extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] });

    const unknownParam = await bothPaths({ query: '{ getcke { id } }', foo: 1 }, {}, mode);
    leanTook(unknownParam[2], false);
    expect(unknownParam[0]).toEqual(unknownParam[1]);
    expect(unknownParam[0].status).toBe(400);

    const batch = await bothPaths([{ query: '{ getcke { id } }' }], {}, mode);
    leanTook(batch[2], false);
    expect(batch[0]).toEqual(batch[1]);

    const get = await fetch(`${server.url}/api/graphql?query=${encodeURIComponent('{ getcke { id } }')}`, {
      headers: { 'x-kreda-csrf': '1' },
    });
    expect(get.status).toBe(200);
  });
});
