import type { IncomingHttpHeaders } from 'node:http';
import type { Scenario } from './scenarios.ts';

const HEADERS = { 'content-type': 'application/json', 'x-kreda-csrf': '1' };
const PASSWORD = 'benchmark-haslo-kredy';
export const GET_ME_100 = 'getMe@100';

/**
 * Scenarios that need an account: a signed-in read (access-cookie check plus the session and user
 * lookups every authenticated operation pays) and a password login (argon2id by design dominates).
 * The account is made through the public API, as a user would.
 */
export async function sessionScenarios(baseUrl: string): Promise<Scenario[]> {
  const email = `bench.${Date.now()}@example.pl`;
  const call = async (query: string) => {
    const response = await fetch(`${baseUrl}/api/graphql`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ query, variables: { input: { email, password: PASSWORD } } }),
    });
    const body = (await response.json()) as { errors?: unknown[] };
    if (body.errors?.length) throw new Error(`bench account failed: ${JSON.stringify(body.errors)}`);
    return response;
  };
  await call('mutation SignUp($input: SignUpInput!) { signUp(signUpInput: $input) { id } }');
  // Sign-up signs nobody in; a password login of the still unconfirmed account does.
  const response = await call('mutation Login($input: LoginInput!) { login(loginInput: $input) { id } }');
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const signedIn: IncomingHttpHeaders = { ...HEADERS, cookie };
  const getMe: Scenario = {
    name: 'getMe',
    description: 'GraphQL getMe with a session cookie (token check + session + user lookups)',
    method: 'POST',
    path: '/api/graphql',
    headers: signedIn,
    body: JSON.stringify({ query: 'query Me { getMe { id email onboardingStatus } }' }),
    graphqlField: 'getMe',
  };
  return [
    getMe,
    {
      ...getMe,
      name: GET_ME_100,
      description: 'getMe again with 100 connections: the slow tail when many pupils ask at once',
      connections: 100,
    },
    {
      name: 'login',
      description: 'GraphQL login with the right password (argon2id 19 MiB, t=2, then a new session)',
      method: 'POST',
      path: '/api/graphql',
      headers: HEADERS,
      body: JSON.stringify({
        query: 'mutation Login($input: LoginInput!) { login(loginInput: $input) { id } }',
        variables: { input: { email, password: PASSWORD } },
      }),
      graphqlField: 'login',
    },
  ];
}
