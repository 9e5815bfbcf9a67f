import { verifiedUser } from './accounts.ts';
import { ACCOUNTS, CONVERSATIONS, MATERIALS, NOTES, REFERENCE, WORKSPACES } from './documents.ts';
import type { FakeOpenAi } from './fakes/fake-openai.ts';
import type {
  CreateWorkspaceInput,
  GetbyprzedmiotandpoziomQuery,
  Poziom,
  Przedmiot,
  SourceRefInput,
  SourceType,
} from './generated/graphql.ts';
import { dataOf, type SessionClient } from './session-client.ts';
import type { TestServer } from './test-server.ts';

/*
 * Factories for integration tests. Each builds its state through the real HTTP API, as a pupil
 * would, so a test reads like the steps a user takes and stays independent of server internals.
 * They fail the test at once when a step is refused, so a broken set-up never looks like a
 * broken behaviour further down.
 */

/** A pupil with a signed-in, cookie-keeping client. */
export interface TestUser {
  server: TestServer;
  client: SessionClient;
  id: string;
  email: string;
  password: string;
}

/**
 * A verified pupil (e-mail confirmed with the code from the outbox) who has answered the
 * onboarding questions, unless `onboarded: false` leaves them at PENDING_QUESTIONS.
 */
export async function createUser(
  server: TestServer,
  options: { email?: string; password?: string; onboarded?: boolean; client?: SessionClient } = {},
): Promise<TestUser> {
  const { onboarded = true, ...account } = options;
  const user = await verifiedUser(server, account);
  if (onboarded) {
    dataOf(
      await user.client.gql(ACCOUNTS.answer, {
        input: { poziom: 'SREDNI_JEDEN', egzaminy: [], przedmioty: ['mathematics'] },
      }),
    );
  }
  return { server, ...user };
}

export type Topic = GetbyprzedmiotandpoziomQuery['getbyprzedmiotandpoziom'][number];

const topicsByServer = new WeakMap<TestServer, Map<string, Promise<Topic[]>>>();

/** The seeded curriculum topics of a subject and level (asked once per server). */
export function findTopics(
  server: TestServer,
  przedmiot: Przedmiot = 'mathematics',
  poziom: Poziom = 'SREDNI_JEDEN',
): Promise<Topic[]> {
  const cache = topicsByServer.get(server) ?? new Map<string, Promise<Topic[]>>();
  topicsByServer.set(server, cache);
  const key = `${przedmiot}/${poziom}`;
  let topics = cache.get(key);
  if (!topics) {
    topics = server
      .gql(REFERENCE.topics, { input: { przedmiot, poziom } })
      .then((response) => dataOf(response).getbyprzedmiotandpoziom);
    cache.set(key, topics);
  }
  return topics;
}

/** One seeded topic (the first of the subject and level unless `index` says otherwise). */
export async function findTopic(
  server: TestServer,
  options: { przedmiot?: Przedmiot; poziom?: Poziom; index?: number } = {},
): Promise<Topic> {
  const topics = await findTopics(server, options.przedmiot, options.poziom);
  const topic = topics[options.index ?? 0];
  if (!topic) throw new Error(`no seeded topic for ${options.przedmiot}/${options.poziom}`);
  return topic;
}

export type TestWorkspace = Awaited<ReturnType<typeof createWorkspace>>;

/**
 * A workspace of the user for a real seeded topic: `tematId` if given, otherwise the first topic
 * of `przedmiot`/`poziom` (mathematics, first year of secondary school by default).
 */
export async function createWorkspace(
  user: TestUser,
  options: Partial<CreateWorkspaceInput> & { przedmiot?: Przedmiot; poziom?: Poziom } = {},
) {
  const { przedmiot, poziom, ...input } = options;
  const tematId = input.tematId ?? (await findTopic(user.server, { przedmiot, poziom })).id;
  return dataOf(await user.client.gql(WORKSPACES.create, { input: { ...input, tematId } })).createWorkspace;
}

type WorkspaceRef = { id: string } | string;
const idOf = (ref: WorkspaceRef) => (typeof ref === 'string' ? ref : ref.id);

export type TestMaterial = Awaited<ReturnType<typeof waitForMaterial>>;

/** Polls a material until its extraction job has finished (SOLVED or SOLVING_FAILED). */
export async function waitForMaterial(user: TestUser, id: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const doc = (await user.client.gql(MATERIALS.get, { input: { id } })).body.data?.getUserDocById;
    if (doc && doc.state !== 'UPLOADING' && doc.state !== 'SOLVING') return doc;
    if (Date.now() > deadline) throw new Error(`document ${id} still ${doc?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Narrows `createUserDoc`'s result to the material, failing the test on an ExecutionError. */
export function asUserDoc<T extends { __typename?: string }>(result: T | null | undefined) {
  if (result?.__typename !== 'UserDoc') throw new Error(`expected a UserDoc, got ${JSON.stringify(result)}`);
  return result as Extract<T, { __typename?: 'UserDoc' }>;
}

/** Pasted text as a material of the workspace, read by the extraction job (state SOLVED). */
export async function createReadyMaterial(
  user: TestUser,
  workspace: WorkspaceRef,
  options: { text?: string; name?: string; sourceType?: SourceType } = {},
): Promise<TestMaterial> {
  const { text = 'Fotosynteza zachodzi w chloroplastach liści.', ...rest } = options;
  const created = asUserDoc(
    dataOf(
      await user.client.gql(MATERIALS.create, { input: { workspaceId: idOf(workspace), text, ...rest } }),
    ).createUserDoc,
  );
  const doc = await waitForMaterial(user, created.id);
  if (doc.state !== 'SOLVED') throw new Error(`material ${doc.id} ended ${doc.state}: ${doc.error}`);
  return doc;
}

/** A note of the pupil in the workspace (`editnote` without an id). */
export async function createNote(
  user: TestUser,
  workspace: WorkspaceRef,
  options: { name?: string; content?: string } = {},
) {
  const { name = 'Notatka', content = 'Treść notatki.' } = options;
  return dataOf(await user.client.gql(NOTES.edit, { input: { workspaceId: idOf(workspace), name, content } }))
    .editnote;
}

export type TestConversation = Awaited<ReturnType<typeof waitForAnswer>>;

/** Polls a conversation until no answer is being written, and returns it. */
export async function waitForAnswer(user: TestUser, conversationId: string) {
  for (let i = 0; i < 400; i++) {
    const conversation = (await user.client.gql(CONVERSATIONS.get, { input: { id: conversationId } })).body
      .data?.getConversationWorkspaceById;
    if (conversation && !conversation.isFetching) return conversation;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('answer did not settle');
}

/**
 * A conversation in the workspace (`startconversation`), over the given materials. With a
 * `message` the server starts answering it; the conversation is returned once the answer is
 * saved. Answers come from the server's AI provider: start the server with `fakeAiEnv`.
 */
export async function createConversation(
  user: TestUser,
  workspace: WorkspaceRef,
  options: { sources?: SourceRefInput[]; message?: string } = {},
): Promise<TestConversation> {
  const conversation = dataOf(
    await user.client.gql(CONVERSATIONS.start, { input: { workspaceId: idOf(workspace), ...options } }),
  ).startconversation;
  return options.message ? waitForAnswer(user, conversation.id) : conversation;
}

/**
 * The environment that points the server's AI layer at a local fake OpenAI-compatible server
 * (testing/fakes/fake-openai.ts), model names as the fake's requests will show them.
 */
export function fakeAiEnv(
  ai: Pick<FakeOpenAi, 'url' | 'apiKey'>,
  models: { main?: string; fast?: string; vision?: string; transcription?: string } = {},
): Record<string, string> {
  return {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: ai.url,
    ...(ai.apiKey ? { AI_API_KEY: ai.apiKey } : {}),
    AI_MODEL: models.main ?? 'kreda-main',
    ...(models.fast ? { AI_MODEL_FAST: models.fast } : {}),
    ...(models.vision ? { AI_MODEL_VISION: models.vision } : {}),
    ...(models.transcription ? { AI_MODEL_TRANSCRIPTION: models.transcription } : {}),
  };
}
