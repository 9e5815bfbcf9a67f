import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../testing/accounts.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { wavSilence } from '../../testing/fixtures/media.ts';
import type { SessionClient } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { searchPassages } from '../retrieval/service.ts';

/* Recordings become text through the AI provider's speech-to-text (a local OpenAI-compatible fake). */

let server: TestServer;
let ai: FakeOpenAi;
let topicId: string;

beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', retryAfterMs: 10 });
  server = await startTestServer({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: ai.url,
    AI_API_KEY: 'sk-test',
    AI_MODEL: 'kreda-main',
    AI_MODEL_TRANSCRIPTION: 'kreda-whisper',
  });
  const { body } = await server.gql<{ getbyprzedmiotandpoziom: { id: string }[] }>(
    '{ getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: { przedmiot: history, poziom: SREDNI_JEDEN }) { id } }',
  );
  topicId = body.data?.getbyprzedmiotandpoziom[0]?.id ?? '';
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

const CREATE = `mutation U($input: CreateUserDocInput!) { createUserDoc(createUserDocInput: $input) { __typename ... on UserDoc { id type state } ... on ExecutionError { errorCode message } } }`;
const GET = `query G($input: GetUserDocByIdInput!) { getUserDocById(getUserDocByIdInput: $input) { id type state error content segments { text } } }`;

async function uploadRecording(client: SessionClient) {
  const workspaceId = (
    await client.gql(
      `mutation C($input: CreateWorkspaceInput!) { createWorkspace(createWorkspaceInput: $input) { id } }`,
      {
        input: { tematId: topicId },
      },
    )
  ).body.data?.createWorkspace.id;
  const { body } = await client.upload(
    CREATE,
    { input: { workspaceId, file: null } },
    { 'variables.input.file': { bytes: wavSilence(400), name: 'lekcja.wav' } },
  );
  return body.data?.createUserDoc;
}

async function settled(client: SessionClient, id: string, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const doc = (await client.gql(GET, { input: { id } })).body.data?.getUserDocById;
    if (doc && doc.state !== 'UPLOADING' && doc.state !== 'SOLVING') return doc;
    if (Date.now() > deadline) throw new Error(`document ${id} still ${doc?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const usageOf = async (client: SessionClient) =>
  (
    await client.gql('{ getSubscriptionUsage { usage { action usage } } }')
  ).body.data?.getSubscriptionUsage.usage.find((u: { action: string }) => u.action === 'TRANSCRIPTION')
    ?.usage;

describe('voice recordings', () => {
  it('are transcribed into timed, searchable text and counted against the plan', async () => {
    ai.transcript = {
      text: 'Bitwa pod Grunwaldem odbyła się w 1410 roku. Zakon krzyżacki przegrał.',
      segments: [
        { start: 0, end: 4.5, text: ' Bitwa pod Grunwaldem odbyła się w 1410 roku.' },
        { start: 4.5, end: 8, text: ' Zakon krzyżacki przegrał.' },
      ],
    };
    const { client, id: userId } = await verifiedUser(server);
    const created = await uploadRecording(client);
    expect(created).toMatchObject({ __typename: 'UserDoc', type: 'VOICE' });
    const doc = await settled(client, created.id);
    expect(doc).toMatchObject({ state: 'SOLVED', error: null });
    expect(doc.segments.map((s: { text: string }) => s.text)).toEqual([
      'Bitwa pod Grunwaldem odbyła się w 1410 roku.',
      'Zakon krzyżacki przegrał.',
    ]);
    const request = ai.requests.find((r) => r.path === '/v1/audio/transcriptions');
    expect(request?.body).toMatchObject({
      model: 'kreda-whisper',
      language: 'pl',
      response_format: 'verbose_json',
    });
    expect(request?.body.file.size).toBeGreaterThan(100);
    const [passage] = await searchPassages(server.database.db, {
      userId,
      sources: [{ kind: 'USER_DOC', id: doc.id }],
      question: 'kto przegrał pod Grunwaldem',
      k: 1,
    });
    expect(passage?.citation.startSeconds).toBe(0);
    expect(await usageOf(client)).toBe(1);
  });

  it('end in a failed state with a Polish reason and give the usage back when the provider fails', async () => {
    ai.transcript = 500;
    const { client } = await verifiedUser(server);
    const created = await uploadRecording(client);
    const doc = await settled(client, created.id);
    expect(doc.state).toBe('SOLVING_FAILED');
    expect(doc.error).toContain('Nie udało się odczytać');
    expect(await usageOf(client)).toBe(0);
    ai.transcript = { text: 'ok' };
  });
});
