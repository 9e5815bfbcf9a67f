import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  isUnionType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLANK_ID_MESSAGE } from '../core/ids.ts';
import { firstError, sqlRows } from '../testing/accounts.ts';
import {
  createConversation,
  createUser,
  createWorkspace,
  fakeAiEnv,
  type TestUser,
} from '../testing/factories.ts';
import { type FakeOpenAi, schemaNameOf, startFakeOpenAi } from '../testing/fakes/fake-openai.ts';
import { pngWithText } from '../testing/fixtures/documents.ts';
import { POLISH_ESSAY } from '../testing/fixtures/essays.ts';
import { collectEvents, unchecked, wsClient } from '../testing/session-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { buildSchema } from './schema.ts';

/*
 * Every `ID` argument of every operation follows one rule: a blank id ("" or spaces) is refused as
 * bad input naming its field before anything runs, and an id that names nothing is a Polish
 * not-found or bad input — never an internal error, and never after a use was counted or an AI
 * call was made.
 */

let server: TestServer;
let ai: FakeOpenAi;
let user: TestUser;
let workspaceId: string;

beforeAll(async () => {
  ai = await startFakeOpenAi({
    apiKey: 'sk-test',
    defaultReply: (request) =>
      request.body.response_format?.type === 'json_schema'
        ? { text: JSON.stringify({ title: 'Delta', content: 'Delta to $b^2-4ac$.' }) }
        : { text: 'Delta to $b^2-4ac$.' },
  });
  server = await startTestServer(fakeAiEnv(ai));
  user = await createUser(server);
  workspaceId = (await createWorkspace(user)).id;
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

async function ledgerRows(userId: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    server,
    sql`select count(*)::int as n from usage_ledger where user_id = ${userId}`,
  );
  return row?.n ?? -1;
}

const NOTE_FROM_CHAT = `mutation ($input: GenerateainotatkaAiNoteInput!) {
  generateainotatkaAiNote(generateainotatkaAiNoteInput: $input) { id }
}`;
const REVIEW = `mutation ($input: ReviewrozprawkaInput!) {
  reviewrozprawka(reviewrozprawkaInput: $input) { __typename ... on ExecutionError { errorCode message } }
}`;

/* The sweep: every operation's every ID input field, walked from the schema the server runs. */

interface IdCase {
  kind: 'query' | 'mutation' | 'subscription';
  field: GraphQLField<unknown, unknown>;
  /** The variable path of the ID, e.g. `["a0", "sources", 0, "id"]`. */
  path: (string | number)[];
}

const schema: GraphQLSchema = buildSchema();

/** Every path from an argument down to an ID, through input objects and lists. */
function idPaths(
  type: GraphQLInputType,
  path: (string | number)[],
  seen: Set<string>,
): (string | number)[][] {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return idPaths(inner.ofType, [...path, 0], seen);
  if (isScalarType(inner)) return inner.name === 'ID' ? [path] : [];
  if (!isInputObjectType(inner) || seen.has(inner.name)) return [];
  return Object.values(inner.getFields()).flatMap((f) =>
    idPaths(f.type, [...path, f.name], new Set([...seen, inner.name])),
  );
}

function cases(): IdCase[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const;
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {}).flatMap((field) =>
      field.args.flatMap((arg, i) =>
        idPaths(arg.type, [`a${i}`], new Set()).map((path) => ({ kind, field, path })),
      ),
    ),
  );
}

const UPLOAD = Symbol('upload');

/** A value GraphQL accepts for the type: required fields only, the user's workspace for its ids. */
function sample(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sample(type.ofType, name);
  if (isListType(type)) return [sample(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields()))
      if (isNonNullType(f.type) && f.defaultValue === undefined) value[f.name] = sample(f.type, f.name);
    return value;
  }
  switch (type.name) {
    case 'ID':
      return name === 'workspaceId' ? workspaceId : randomUUID();
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'DateTime':
      return new Date().toISOString();
    case 'JSON':
      return {};
    case 'Upload':
      return UPLOAD;
    default:
      return 'Próba';
  }
}

/** Sets `value` at `path` inside `root`, building the objects and lists on the way. */
function place(
  root: Record<string, unknown>,
  field: GraphQLField<unknown, unknown>,
  path: (string | number)[],
  value: unknown,
) {
  const [argKey, ...rest] = path as [string, ...(string | number)[]];
  const arg = field.args[Number(argKey.slice(1))];
  if (!arg) throw new Error(`no argument ${argKey}`);
  let type: GraphQLInputType = arg.type;
  let holder: Record<string | number, unknown> = root;
  let key: string | number = argKey;
  for (const step of rest) {
    const inner: GraphQLInputType = isNonNullType(type) ? type.ofType : type;
    holder[key] ??= isListType(inner) ? [] : {};
    holder = holder[key] as Record<string | number, unknown>;
    if (isListType(inner)) {
      type = inner.ofType;
      const elementType = isNonNullType(type) ? type.ofType : type;
      holder[step] ??= isInputObjectType(elementType) ? sample(elementType, '') : undefined;
    } else if (isInputObjectType(inner)) {
      const next = inner.getFields()[step as string];
      if (!next) throw new Error(`no field ${step}`);
      type = next.type;
    }
    key = step;
  }
  holder[key] = value;
}

function selection(type: GraphQLOutputType): string {
  const named: GraphQLNamedType = getNamedType(type);
  if (isUnionType(named)) {
    const failure = named.getTypes().some((t) => t.name === 'ExecutionError');
    return `{ __typename ${failure ? '... on ExecutionError { errorCode message }' : ''} }`;
  }
  return isScalarType(named) || isEnumType(named) ? '' : '{ __typename }';
}

function operation(c: IdCase): string {
  const defs = c.field.args.map((a, i) => `$a${i}: ${a.type}`).join(', ');
  const args = c.field.args.map((a, i) => `${a.name}: $a${i}`).join(', ');
  return `${c.kind} ${defs ? `(${defs})` : ''} { ${c.field.name}${args ? `(${args})` : ''} ${selection(c.field.type)} }`;
}

/** Variables for the case with `bad` at its ID, and the files a multipart request must carry. */
function variablesFor(c: IdCase, bad: string) {
  const variables: Record<string, unknown> = {};
  c.field.args.forEach((a, i) => {
    if (isNonNullType(a.type)) variables[`a${i}`] = sample(a.type, a.name);
  });
  place(variables, c.field, c.path, bad);
  const files: Record<string, { bytes: Uint8Array; name: string; type: string }> = {};
  const strip = (value: unknown, at: string): unknown => {
    if (value === UPLOAD) {
      files[at] = { bytes: tinyPng, name: 'strona.png', type: 'image/png' };
      return null;
    }
    if (Array.isArray(value)) return value.map((v, i) => strip(v, `${at}.${i}`));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strip(v, `${at}.${k}`)]));
    return value;
  };
  const clean = strip(variables, 'variables') as Record<string, unknown>;
  return { variables: clean, files };
}

let tinyPng: Uint8Array;
const BAD_IDS = ['', '   ', 'nie-uuid'];

interface Outcome {
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  data?: Record<string, unknown> | null;
}

async function send(c: IdCase, bad: string): Promise<{ status: number; body: Outcome }> {
  const { variables, files } = variablesFor(c, bad);
  const query = operation(c);
  if (c.kind === 'subscription') {
    const client = wsClient(server, user.client.cookieHeader());
    const sub = collectEvents<Record<string, unknown>>(client, { query, variables }, () => true);
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 1500));
    const ended = await Promise.race([sub.finished.then(() => 'ended' as const), timeout]);
    sub.stop();
    await client.dispose();
    const errors = sub.errors.flatMap((e) => (Array.isArray(e) ? e : [e])) as NonNullable<Outcome['errors']>;
    // Open and silent (data null) is a subscription to nothing; an event would be answered as data.
    if (sub.events.length > 0) return { status: 200, body: { data: sub.events[0] } };
    return { status: 200, body: ended === 'timeout' && errors.length === 0 ? { data: null } : { errors } };
  }
  if (Object.keys(files).length > 0)
    return (await user.client.upload(query, unchecked(variables), files)) as {
      status: number;
      body: Outcome;
    };
  return (await user.client.gql(query, unchecked(variables))) as { status: number; body: Outcome };
}

const pathName = (path: (string | number)[]) => path.map(String).join('.');

describe('every ID input of the schema', () => {
  const all = cases();

  it('finds the ID fields of every operation that has one', () => {
    const operations = new Set(all.map((c) => `${c.kind}.${c.field.name}`));
    // 93 operations with 125 ID fields when this was written; a broken walk would find none.
    expect(operations.size).toBeGreaterThanOrEqual(93);
    expect(all.length).toBeGreaterThanOrEqual(125);
  });

  it('refuses a blank id as bad input naming the field, and a made-up one with a Polish not-found or bad input', async () => {
    tinyPng = await pngWithText('Zadanie 1. Oblicz 2 + 3.');
    const aiCalls = ai.requests.length;
    const ledger = await ledgerRows(user.id);
    const problems: string[] = [];
    for (const c of all) {
      for (const bad of BAD_IDS) {
        const name = `${c.kind} ${c.field.name} ${pathName(c.path)}=${JSON.stringify(bad)}`;
        const { status, body } = await send(c, bad);
        const error = body.errors?.[0];
        const code = error?.extensions?.code;
        const failure =
          (body.data?.[c.field.name] as { __typename?: string; errorCode?: string } | undefined)
            ?.__typename === 'ExecutionError'
            ? (body.data?.[c.field.name] as { errorCode: string })
            : undefined;
        if (status >= 500 || code === 'INTERNAL_SERVER_ERROR') {
          problems.push(`${name}: ${status} ${JSON.stringify(body.errors)}`);
          continue;
        }
        if (bad.trim() === '') {
          const expected = { code: 'BAD_USER_INPUT', message: BLANK_ID_MESSAGE };
          if (code !== expected.code || error?.message !== expected.message)
            problems.push(`${name}: ${JSON.stringify(body)}`);
          else if (!(error?.extensions?.fields as Record<string, string> | undefined)?.[pathName(c.path)])
            problems.push(`${name}: field not named in ${JSON.stringify(error?.extensions)}`);
          continue;
        }
        const refused =
          (code === 'BAD_USER_INPUT' || code === 'NOT_FOUND' || code === 'FORBIDDEN') &&
          /^[A-ZĄĆĘŁŃÓŚŹŻ]/.test(error?.message ?? '') &&
          !/uuid|syntax|invalid|error/i.test(error?.message ?? '');
        const notFound = failure?.errorCode === 'NOT_FOUND' || failure?.errorCode === 'VALIDATION_FAILED';
        // A list read by an id that names nothing finds nothing; a subscription to it never fires.
        const nothing =
          (c.kind === 'query' && Array.isArray(body.data?.[c.field.name]) && !body.errors) ||
          (c.kind === 'subscription' && body.data === null && !body.errors);
        if (!refused && !notFound && !nothing)
          problems.push(`${name}: ${status} ${JSON.stringify(body).slice(0, 300)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(ai.requests.length).toBe(aiCalls);
    expect(await ledgerRows(user.id)).toBe(ledger);
  }, 300_000);
});

describe('the empty ids of issue 26', () => {
  it('refuses a note from an answer with botMessageId "" before the AI is asked or a use counted', async () => {
    const pupil = await createUser(server);
    const space = (await createWorkspace(pupil)).id;
    const conversation = await createConversation(pupil, space, { message: 'Co to delta?' });
    const noteCalls = () => ai.requests.filter((r) => schemaNameOf(r) === 'notatka').length;
    const before = { calls: noteCalls(), ledger: await ledgerRows(pupil.id) };

    for (const botMessageId of ['', '   ']) {
      const { status, body } = await pupil.client.gql(
        NOTE_FROM_CHAT,
        unchecked({ input: { conversationId: conversation.id, botMessageId } }),
      );
      expect(status).toBeLessThan(500);
      expect(firstError(body)).toEqual({
        code: 'BAD_USER_INPUT',
        message: BLANK_ID_MESSAGE,
        fields: { 'input.botMessageId': BLANK_ID_MESSAGE },
      });
    }
    expect({ calls: noteCalls(), ledger: await ledgerRows(pupil.id) }).toEqual(before);
    const [notes] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from ai_notes where user_id = ${pupil.id}`,
    );
    expect(notes?.n).toBe(0);
  });

  it('refuses an essay review with rozprawkaId "" before anything is reserved or stored', async () => {
    const pupil = await createUser(server);
    const input = {
      temat: 'Czy warto poświęcać się dla innych? Rozważ problem na podstawie lektury obowiązkowej.',
      przedmiot: 'polish',
      poziom: 'MAUTURA_PODSTAWOWA',
      content: POLISH_ESSAY,
      rozprawkaId: '',
    };
    const { status, body } = await pupil.client.gql(REVIEW, unchecked({ input }));
    expect(status).toBeLessThan(500);
    expect(firstError(body)).toEqual({
      code: 'BAD_USER_INPUT',
      message: BLANK_ID_MESSAGE,
      fields: { 'input.rozprawkaId': BLANK_ID_MESSAGE },
    });
    const [reviews] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from rozprawka_reviews where user_id = ${pupil.id}`,
    );
    expect(reviews?.n).toBe(0);
    expect(await ledgerRows(pupil.id)).toBe(0);
  });

  it('refuses a blank id written into the query itself, naming its argument', async () => {
    const { body } = await user.client.gql(
      `mutation { generateainotatkaAiNote(generateainotatkaAiNoteInput: { conversationId: "${randomUUID()}", botMessageId: " " }) { id } }`,
    );
    expect(firstError(body)).toEqual({
      code: 'BAD_USER_INPUT',
      message: BLANK_ID_MESSAGE,
      fields: { 'generateainotatkaAiNoteInput.botMessageId': BLANK_ID_MESSAGE },
    });
  });
});
