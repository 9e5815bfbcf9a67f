import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getOperationName,
  graphqlRequest,
  NETWORK_ERROR_MESSAGE,
  OFFLINE_MESSAGE,
  TIMEOUT_MESSAGE,
  type TypedDocument,
} from './graphql-client.ts';
import { GraphQLRequestError, INSUFFICIENT_RESOURCES_EVENT, UNAUTHORIZED_EVENT } from './graphql-errors.ts';

/** Same shape as codegen's TypedDocumentString (documentMode: 'string'). */
class TypedDocumentString<TResult, TVariables> extends String implements TypedDocument<TResult, TVariables> {
  declare __apiType?: (variables: TVariables) => TResult;
  readonly #value: string;
  constructor(value: string) {
    super(value);
    this.#value = value;
  }
  override toString(): string {
    return this.#value;
  }
}

const GetMeDocument = new TypedDocumentString<{ getMe: { id: string; email: string } }, { greeting: string }>(
  'query GetMe($greeting: String) { getMe { id email } }',
);

interface Exchange {
  status: number;
  body: string;
  type?: string;
}

// A stand-in for the API with its two rules that matter here: the CSRF header is required and
// every request is a JSON POST; the answer depends on the operation name.
function answer(operationName: string | undefined, variables: Record<string, unknown>): Exchange {
  const json = (status: number, value: unknown): Exchange => ({ status, body: JSON.stringify(value) });
  switch (operationName) {
    case 'GetMe':
      return json(200, { data: { getMe: { id: 'u1', email: `${String(variables.greeting)}@kreda.test` } } });
    case 'Forbidden':
      return json(200, {
        data: null,
        errors: [
          { message: 'Nie masz uprawnień do wykonania tej operacji.', extensions: { code: 'FORBIDDEN' } },
        ],
      });
    case 'Me':
      return json(401, { errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] });
    case 'generatequiz':
      return json(200, {
        data: null,
        errors: [
          {
            message: 'Insufficient resources: wykorzystano limit dla tej funkcji.',
            extensions: { code: 'INSUFFICIENT_RESOURCES' },
          },
        ],
      });
    case 'Proxy':
      return { status: 502, body: '<html>Bad Gateway</html>', type: 'text/html' };
    default:
      return json(400, { errors: [{ message: 'Unknown operation' }] });
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function startServer(): Promise<{ server: Server; url: string }> {
  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    let reply: Exchange;
    if (request.method !== 'POST' || request.url !== '/api/graphql') {
      reply = { status: 404, body: 'not found', type: 'text/plain' };
    } else if (
      request.headers['x-kreda-csrf'] !== '1' ||
      request.headers['content-type'] !== 'application/json'
    ) {
      reply = { status: 403, body: JSON.stringify({ errors: [{ message: 'CSRF' }] }) };
    } else {
      const { operationName, variables } = JSON.parse(raw) as {
        operationName?: string;
        variables: Record<string, unknown>;
      };
      reply = answer(operationName, variables);
    }
    response.writeHead(reply.status, { 'content-type': reply.type ?? 'application/json' });
    response.end(reply.body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/` });
    });
  });
}

const stop = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Points the page at `url`, so the client's relative /api/graphql reaches it same-origin. */
function visit(url: string) {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}

function captureEvents(type: string): CustomEvent[] {
  const seen: CustomEvent[] = [];
  window.addEventListener(type, (event) => seen.push(event as CustomEvent));
  return seen;
}

async function failure(promise: Promise<unknown>): Promise<GraphQLRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GraphQLRequestError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('graphqlRequest against a local HTTP server', () => {
  let api: { server: Server; url: string };

  beforeAll(async () => {
    api = await startServer();
  });
  afterAll(async () => {
    await stop(api.server);
  });
  afterEach(() => visit(api.url));

  it('posts the document with its operation name and variables and returns data', async () => {
    visit(api.url);
    const result = await graphqlRequest(GetMeDocument, { greeting: 'ala' });
    expect(result.getMe).toEqual({ id: 'u1', email: 'ala@kreda.test' });
  });

  it('accepts a plain string document', async () => {
    visit(api.url);
    const result = await graphqlRequest<{ getMe: { id: string } }, { greeting: string }>(
      'query GetMe { getMe { id } }',
      { greeting: 'x' },
    );
    expect(result.getMe.id).toBe('u1');
  });

  it('throws a typed error with the code and the Polish server message', async () => {
    visit(api.url);
    const error = await failure(graphqlRequest('query Forbidden { getUsers { id } }'));
    expect(error.code).toBe('FORBIDDEN');
    expect(error.status).toBe(200);
    expect(error.message).toBe('Nie masz uprawnień do wykonania tej operacji.');
  });

  it('announces 401 as kreda:unauthorized and shows a Polish message', async () => {
    visit(api.url);
    const unauthorized = captureEvents(UNAUTHORIZED_EVENT);
    const error = await failure(graphqlRequest('query Me { getMe { id } }'));
    expect(error.status).toBe(401);
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(error.serverMessage).toBe('Unauthorized');
    expect(error.message).toBe('Zaloguj się, aby kontynuować.');
    expect(unauthorized).toHaveLength(1);
  });

  it('announces an exhausted limit as kreda:insufficient-resources', async () => {
    visit(api.url);
    const limits = captureEvents(INSUFFICIENT_RESOURCES_EVENT);
    const unauthorized = captureEvents(UNAUTHORIZED_EVENT);
    const error = await failure(graphqlRequest('mutation generatequiz { generatequiz { __typename } }'));
    expect(error.code).toBe('INSUFFICIENT_RESOURCES');
    expect(error.message).not.toMatch(/Insufficient/);
    expect(limits).toHaveLength(1);
    expect(unauthorized).toHaveLength(0);
  });

  it('turns a non-JSON answer into a Polish error with the HTTP status', async () => {
    visit(api.url);
    const error = await failure(graphqlRequest('query Proxy { getMe { id } }'));
    expect(error.status).toBe(502);
    expect(error.code).toBe('BAD_RESPONSE');
    expect(error.message).toMatch(/Spróbuj ponownie/);
  });

  it('reports a server that cannot be reached as a network error', async () => {
    const gone = await startServer();
    await stop(gone.server);
    visit(gone.url);
    const error = await failure(graphqlRequest(GetMeDocument, { greeting: 'x' }));
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('says the browser is offline, not that the server failed, when there is no network', async () => {
    const gone = await startServer();
    await stop(gone.server);
    visit(gone.url);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const error = await failure(graphqlRequest(GetMeDocument, { greeting: 'x' }));
      expect(error.code).toBe('OFFLINE');
      expect(error.status).toBe(0);
      expect(error.message).toBe(OFFLINE_MESSAGE);
    } finally {
      onLine.mockRestore();
    }
  });
});

describe('graphqlRequest against a server that never answers', () => {
  let silent: { server: Server; url: string; requests: number };

  beforeAll(async () => {
    const server = createServer(() => {
      silent.requests += 1;
      // Holds the request open: no status line, no body.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;
    silent = { server, url: `http://127.0.0.1:${port}/`, requests: 0 };
  });
  afterAll(async () => {
    silent.server.closeAllConnections();
    await stop(silent.server);
  });

  it('gives up after the timeout with a Polish TIMEOUT error instead of waiting for ever', async () => {
    visit(silent.url);
    const started = Date.now();
    const error = await failure(graphqlRequest(GetMeDocument, { greeting: 'x' }, { timeoutMs: 200 }));
    expect(error.code).toBe('TIMEOUT');
    expect(error.status).toBe(0);
    expect(error.message).toBe(TIMEOUT_MESSAGE);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(silent.requests).toBeGreaterThan(0);
  });

  it("keeps a caller's abort an abort, not a timeout or a network error", async () => {
    visit(silent.url);
    const controller = new AbortController();
    const request = graphqlRequest(GetMeDocument, { greeting: 'x' }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const outcome = await request.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    expect(outcome).not.toBeInstanceOf(GraphQLRequestError);
    expect((outcome as Error).name).toMatch(/Abort/);
  });
});

describe('getOperationName', () => {
  it('finds the first named operation, after fragments too', () => {
    expect(getOperationName('query GetMe { getMe { id } }')).toBe('GetMe');
    expect(getOperationName('fragment F on User { id }\nmutation login($x: Int) { login { ...F } }')).toBe(
      'login',
    );
    expect(getOperationName('{ getMe { id } }')).toBeUndefined();
  });
});
