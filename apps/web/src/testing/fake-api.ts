import { vi } from 'vitest';
import { setCookie } from '../lib/cookies.ts';
import { SESSION_COOKIE } from '../lib/session-cookie.ts';

// A stand-in for the API at the network edge: `fetch` answers GraphQL operations by name, the way
// the server does (status, errors with extensions, the readable session cookie). Everything above
// fetch — the client, the refresh, the guards, the pages — is the real code.

export interface FakeRequest {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Headers;
}

export interface FakeReply {
  status?: number;
  data?: unknown;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeApi {
  calls: FakeRequest[];
  count(operationName: string): number;
}

export function installFakeApi(handlers: Record<string, FakeHandler>): FakeApi {
  const calls: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as {
        operationName: string;
        variables: Record<string, unknown>;
      };
      const request = { ...body, headers: new Headers(init?.headers) };
      calls.push(request);
      const handler = handlers[body.operationName];
      const reply: FakeReply = handler
        ? await handler(request)
        : { status: 400, errors: [{ message: `Unknown operation ${body.operationName}` }] };
      return new Response(JSON.stringify({ data: reply.data ?? null, errors: reply.errors }), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, count: (name) => calls.filter((call) => call.operationName === name).length };
}

export function unauthenticated(): FakeReply {
  return { status: 401, errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] };
}

export function badUserInput(message: string, fields: Record<string, string> = {}): FakeReply {
  return { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields } }] };
}

/** What the server's Set-Cookie does for the readable session cookie: expiry of the access token. */
export function setSessionCookie(expiresAt: number = Date.now() + 15 * 60_000): string {
  setCookie(SESSION_COOKIE, String(expiresAt));
  return String(expiresAt);
}

/** A user as getMe returns it (CurrentUser fields plus integrations). */
export function fakeUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 'u1',
    email: 'ala@kreda.test',
    phone: null,
    name: null,
    surname: null,
    role: 'USER_FREE',
    avatar: null,
    onboardingStatus: 'COMPLETED',
    isVerified: true,
    hasPassword: true,
    isFreeSub: true,
    subStatus: null,
    metadata: { hasSeenInitialConversation: false },
    onboarding: { poziom: null, egzaminy: [], przedmioty: [] },
    integrations: [],
    ...overrides,
  };
}
