import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIALS, USAGE } from '../../testing/documents.ts';
import {
  asUserDoc,
  createUser,
  createWorkspace,
  fakeAiEnv,
  type TestUser,
  waitForMaterial,
} from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { wavSilence } from '../../testing/fixtures/media.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { searchPassages } from '../retrieval/service.ts';

/* Recordings become text through the AI provider's speech-to-text (a local OpenAI-compatible fake). */

let server: TestServer;
let ai: FakeOpenAi;

beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', retryAfterMs: 10 });
  server = await startTestServer(fakeAiEnv(ai, { transcription: 'kreda-whisper' }));
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

async function uploadRecording(user: TestUser) {
  const workspaceId = (await createWorkspace(user, { przedmiot: 'history' })).id;
  const { body } = await user.client.upload(
    MATERIALS.create,
    { input: { workspaceId, file: null } },
    { 'variables.input.file': { bytes: wavSilence(400), name: 'lekcja.wav' } },
  );
  return asUserDoc(body.data?.createUserDoc);
}

const usageOf = async (user: TestUser) =>
  dataOf(await user.client.gql(USAGE.subscription)).getSubscriptionUsage.usage.find(
    (u) => u.action === 'TRANSCRIPTION',
  )?.usage;

describe('voice recordings', () => {
  it('are transcribed into timed, searchable text and counted against the plan', async () => {
    ai.transcript = {
      text: 'Bitwa pod Grunwaldem odbyła się w 1410 roku. Zakon krzyżacki przegrał.',
      segments: [
        { start: 0, end: 4.5, text: ' Bitwa pod Grunwaldem odbyła się w 1410 roku.' },
        { start: 4.5, end: 8, text: ' Zakon krzyżacki przegrał.' },
      ],
    };
    const user = await createUser(server);
    const created = await uploadRecording(user);
    expect(created).toMatchObject({ __typename: 'UserDoc', type: 'VOICE' });
    const doc = await waitForMaterial(user, created.id, 40_000);
    expect(doc).toMatchObject({ state: 'SOLVED', error: null });
    expect(doc.segments?.map((s) => s.text)).toEqual([
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
      userId: user.id,
      sources: [{ kind: 'USER_DOC', id: doc.id }],
      question: 'kto przegrał pod Grunwaldem',
      k: 1,
    });
    expect(passage?.citation.startSeconds).toBe(0);
    expect(await usageOf(user)).toBe(1);
  });

  it('end in a failed state with a Polish reason and give the usage back when the provider fails', async () => {
    ai.transcript = 500;
    const user = await createUser(server);
    const created = await uploadRecording(user);
    const doc = await waitForMaterial(user, created.id, 40_000);
    expect(doc.state).toBe('SOLVING_FAILED');
    expect(doc.error).toContain('Nie udało się odczytać');
    expect(await usageOf(user)).toBe(0);
    ai.transcript = { text: 'ok' };
  });
});
