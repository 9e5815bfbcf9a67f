import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATIONS as OPS } from '../../testing/documents.ts';
import {
  createConversation,
  createReadyMaterial,
  createUser,
  createWorkspace,
  fakeAiEnv,
  type TestUser,
} from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { healthDuring } from '../../testing/health-probe.ts';
import { newPlace, type Place, serverHandle, spawnServer, until } from '../../testing/restartable.ts';
import { dataOf } from '../../testing/session-client.ts';

// The hardening issue's load finding: during 200 concurrent chat messages /api/health failed (a
// PostgreSQL ping over 2 s) and on PGlite took over 15 s. The server runs in a process of its own,
// as in production, so the clients and the fake model here do not share its event loop.

const PUPILS = 20;
const CONVERSATIONS_EACH = 10;

let place: Place;
let child: ChildProcess | undefined;
let ai: FakeOpenAi;
const handle = () => server;
let server: ReturnType<typeof serverHandle>;

beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', chunkDelayMs: 5 });
  place = await newPlace();
  const spawned = await spawnServer(place, {
    ...fakeAiEnv(ai),
    CHAT_MESSAGES_PER_MINUTE: '1000',
    SIGNUPS_PER_IP_PER_HOUR: '1000',
  });
  child = spawned.child;
  server = serverHandle(place);
  server.url = spawned.url;
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await ai?.stop();
  await place?.drop();
});

describe('the service under 200 concurrent chat messages', () => {
  it('keeps answering health and finishes every answer', { timeout: 240_000 }, async () => {
    const pupils: TestUser[] = [];
    for (let i = 0; i < PUPILS; i++) pupils.push(await createUser(handle()));
    const conversations = await Promise.all(
      pupils.map(async (pupil) => {
        const workspace = await createWorkspace(pupil);
        await createReadyMaterial(pupil, workspace, {
          text: 'Funkcja liniowa ma wzór y = ax + b. Współczynnik a to nachylenie prostej.',
        });
        const ids: string[] = [];
        for (let c = 0; c < CONVERSATIONS_EACH; c++)
          ids.push((await createConversation(pupil, workspace)).id);
        return ids.map((id) => ({ pupil, id }));
      }),
    ).then((lists) => lists.flat());
    expect(conversations).toHaveLength(PUPILS * CONVERSATIONS_EACH);

    await healthDuring(server, '200 concurrent chat messages', async () => {
      const sent = await Promise.all(
        conversations.map(({ pupil, id }) =>
          pupil.client.gql(OPS.send, {
            input: { conversationId: id, message: 'Co to jest nachylenie prostej?' },
          }),
        ),
      );
      for (const answer of sent) dataOf(answer);
      // A pupil's page follows the answer over its subscription; here each conversation is read
      // once a second until it settles (the factories' 25 ms poll ×200 would be the load itself).
      const settled = await Promise.all(
        conversations.map(({ pupil, id }) =>
          until(
            async () =>
              dataOf(await pupil.client.gql(OPS.get, { input: { id } })).getConversationWorkspaceById,
            (conversation) => !conversation.isFetching,
            120_000,
            1_000,
          ),
        ),
      );
      // No answer lost or stuck: every one is complete and saved.
      for (const conversation of settled) {
        const reply = conversation.userMessages.at(-1)?.botResponses.at(-1);
        expect(reply?.content).toBeTruthy();
        expect(reply).toMatchObject({ isFetching: false, isError: false, stopped: false });
      }
    });
  });
});
