import type { IncomingHttpHeaders } from 'node:http';

/** One HTTP request, repeated by every connection for the whole run. */
export interface Scenario {
  name: string;
  description: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: IncomingHttpHeaders;
  body?: string;
  /** For GraphQL scenarios: the root field the sanity check expects (a non-empty list, an object, or a positive count). */
  graphqlField?: string;
  /** Keep-alive connections of the run (default: the bench's 10). */
  connections?: number;
}

/** What the one-off request before a scenario saw. */
export interface SanityResult {
  status: number;
  bytes: number;
  /** Rows in the GraphQL list, when the scenario is a GraphQL query. */
  rows: number | null;
}

export class SanityError extends Error {}

/** The headers the web client sends with every GraphQL request. */
const GRAPHQL_HEADERS: IncomingHttpHeaders = { 'content-type': 'application/json', 'x-kreda-csrf': '1' };

function graphql(name: string, description: string, field: string, query: string): Scenario {
  return {
    name,
    description,
    method: 'POST',
    path: '/api/graphql',
    headers: GRAPHQL_HEADERS,
    body: JSON.stringify({ query }),
    graphqlField: field,
  };
}

export const BASELINE = 'robots.txt';

/** The baseline comes first: every other scenario is compared with it. */
export const SCENARIOS: Scenario[] = [
  {
    name: BASELINE,
    description: 'static file through the same Fastify server (the framework floor)',
    method: 'GET',
    path: '/robots.txt',
  },
  {
    name: 'health',
    description: 'GET /api/health: one `select 1` on PGlite',
    method: 'GET',
    path: '/api/health',
  },
  graphql(
    'topics',
    'GraphQL getbyprzedmiotandpoziom (mathematics, SREDNI_JEDEN)',
    'getbyprzedmiotandpoziom',
    'query Topics { getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: { przedmiot: mathematics, poziom: SREDNI_JEDEN }) { id temat podTematy ckePoziom } }',
  ),
  graphql(
    'lektury',
    'GraphQL getLektury without input (every set reading)',
    'getLektury',
    'query Lektury { getLektury { id title author epoka ckePoziom classes scope year egzaminOsmoklasisty } }',
  ),
  graphql(
    'cke',
    'GraphQL getcke (exam tasks with criteria as JSON)',
    'getcke',
    'query Cke { getcke { id exam subject level task liczbaPunktow minWords wordRange durationMin criteria { id name maxPoints details } rules confidence } }',
  ),
  graphql(
    'library-books',
    'GraphQL getBooks signed out (the demo library: a page of books with their exercise counts)',
    'getBooks',
    'query Books { getBooks(getBooksInput: { limit: 20 }) { total data { id name klasa przedmiot isbn demo exerciseCount } } }',
  ),
  graphql(
    'library-count',
    'GraphQL getcount signed out (solved exercises in published books)',
    'getcount',
    'query Count { getcount }',
  ),
];

/** Sends the scenario's request once and fails unless it is a 200 without GraphQL errors. */
export async function checkScenario(baseUrl: string, scenario: Scenario): Promise<SanityResult> {
  const init: RequestInit = {
    method: scenario.method,
    headers: scenario.headers as Record<string, string> | undefined,
    signal: AbortSignal.timeout(10_000),
  };
  if (scenario.body !== undefined) init.body = scenario.body;
  const response = await fetch(baseUrl + scenario.path, init);
  const text = await response.text();
  const bytes = Buffer.byteLength(text);
  const fail = (reason: string) =>
    new SanityError(`${scenario.name}: ${reason}\n  response (${response.status}): ${text.slice(0, 500)}`);
  if (response.status !== 200) throw fail(`expected status 200, got ${response.status}`);
  if (!scenario.graphqlField) return { status: response.status, bytes, rows: null };

  let json: { data?: Record<string, unknown> | null; errors?: unknown[] };
  try {
    json = JSON.parse(text);
  } catch {
    throw fail('the response is not JSON');
  }
  if (json.errors?.length) throw fail('the response carries GraphQL errors');
  const value = json.data?.[scenario.graphqlField];
  if (typeof value === 'number' && value > 0) return { status: response.status, bytes, rows: null };
  if (value && typeof value === 'object' && !Array.isArray(value))
    return { status: response.status, bytes, rows: null };
  if (!Array.isArray(value) || value.length === 0) {
    throw fail(`data.${scenario.graphqlField} is not a non-empty list (is the reference data seeded?)`);
  }
  return { status: response.status, bytes, rows: value.length };
}
