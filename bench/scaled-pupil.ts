import { setTimeout as sleep } from 'node:timers/promises';
import { ACCOUNTS } from '../apps/server/src/testing/documents.ts';
import {
  type SessionClient,
  sessionClient,
  waitForCode,
  wsClient,
} from '../apps/server/src/testing/session-client.ts';

/*
 * One simulated pupil of the scaled bench (bench/scaled.ts): a verified account with a solver chat,
 * made through the public API behind the proxy, with the chat's `llmStream` subscription open over
 * graphql-ws the whole time (as the web app's chat page keeps it). Each turn sends `sendmessage`
 * over HTTP and reads the answer from the subscription, checking every delta's offset and the final
 * text, so a lost or reordered event between the processes shows.
 */

const PASSWORD = 'benchmark-haslo-kredy';
const ANSWER_TIMEOUT_MS = 30_000;
/** How long an answer's conversation may stay "fetching" after its DONE before it counts as stuck. */
const SETTLE_TIMEOUT_MS = 10_000;

export interface ScaledCounters {
  sent: number;
  answered: number;
  /** Non-200 HTTP answers (sign-up excluded: it is setup). */
  httpErrors: number;
  /** GraphQL errors in a 200 answer (refusals such as RATE_LIMITED or LIMIT_REACHED count here). */
  graphqlErrors: number;
  /** Sockets that closed or failed while the pupil still needed them, subscription errors. */
  socketErrors: number;
  /** ERROR events on the stream (the model call failed). */
  errorEvents: number;
  /** Sent, accepted, and no DONE within the answer timeout. */
  lost: number;
  /** DONE came, but the conversation still said `isFetching` after the settle timeout. */
  stuck: number;
  /** A delta whose offset did not continue the text so far (an event lost or out of order). */
  gaps: number;
  /** DONE whose content differs from the deltas read or from the scripted answer. */
  wrongText: number;
  /** Stream events that arrived while no answer was awaited. */
  strayEvents: number;
  /** The first few error messages, for the report. */
  examples: string[];
}

export const newCounters = (): ScaledCounters => ({
  sent: 0,
  answered: 0,
  httpErrors: 0,
  graphqlErrors: 0,
  socketErrors: 0,
  errorEvents: 0,
  lost: 0,
  stuck: 0,
  gaps: 0,
  wrongText: 0,
  strayEvents: 0,
  examples: [],
});

function note(counters: ScaledCounters, example: string) {
  if (counters.examples.length < 12) counters.examples.push(example.slice(0, 400));
}

/** One answered message as the pupil saw it (times from `performance.now()` of the bench process). */
export interface TurnSample {
  /** `${pupil}-${turn}`, also written into the message, so the fake can tell when it was asked. */
  tag: string;
  sentAt: number;
  /** sendmessage's HTTP answer (the message stored, the answer started). */
  acceptedMs: number;
  firstMs: number;
  totalMs: number;
  pieces: number;
}

interface Awaited {
  text: string;
  pieces: number;
  firstAt: number;
  done: (outcome: { ok: boolean; content?: string }) => void;
}

export interface ChatPupil {
  index: number;
  client: SessionClient;
  conversationId: string;
  /** Sends one message and reads its answer; null when it failed (counted). */
  turn(expected: string): Promise<TurnSample | null>;
  /** Waits until the conversation is no longer fetching; false when it stayed so (counted as stuck). */
  settle(): Promise<boolean>;
  /** Counts from now on into these counters (the measured run's, after setup and warm-up). */
  countInto(counters: ScaledCounters): void;
  close(): Promise<void>;
}

const SEND = `mutation ($i: SendmessageInput!) { sendmessage(sendmessageInput: $i) { id } }`;
const STATE = `query ($i: GetConversationWorkspaceByIdInput!) { getConversationWorkspaceById(getConversationWorkspaceByIdInput: $i) { isFetching } }`;
const STREAM = `subscription ($i: LlmStreamInput!) { llmStream(llmStreamInput: $i) { type delta offset content error } }`;

/** A gql call that counts HTTP and GraphQL errors; returns the data or null. */
async function call(
  client: SessionClient,
  counters: ScaledCounters,
  query: string,
  variables: Record<string, unknown>,
  // biome-ignore lint/suspicious/noExplicitAny: loosely typed answers, read by use
): Promise<Record<string, any> | null> {
  try {
    const response = await client.gql(query, variables);
    if (response.status !== 200) {
      counters.httpErrors += 1;
      note(counters, `HTTP ${response.status}: ${JSON.stringify(response.body).slice(0, 200)}`);
      return null;
    }
    if (response.body.errors?.length || !response.body.data) {
      counters.graphqlErrors += 1;
      note(counters, `GraphQL: ${JSON.stringify(response.body.errors)}`);
      return null;
    }
    return response.body.data;
  } catch (error) {
    counters.httpErrors += 1;
    note(counters, `HTTP request failed: ${String(error)}`);
    return null;
  }
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one closure holds the pupil's socket, subscription and the answer being read
export async function newChatPupil(
  proxyUrl: string,
  dataDir: string,
  index: number,
  initialCounters: ScaledCounters,
): Promise<ChatPupil> {
  let counters = initialCounters;
  const client = sessionClient({ url: proxyUrl });
  const email = `bench.scaled.${index}.${Date.now()}@example.pl`;
  const must = async (query: string, variables: Record<string, unknown>) => {
    const response = await client.gql(query, variables);
    if (response.status !== 200 || response.body.errors?.length || !response.body.data)
      throw new Error(
        `pupil ${index} setup failed: HTTP ${response.status} ${JSON.stringify(response.body)}`,
      );
    return response.body.data;
  };
  await must(String(ACCOUNTS.signUp), { input: { email, password: PASSWORD } });
  const code = await waitForCode(dataDir, email, 0, 30_000);
  await must(String(ACCOUNTS.verifyCode), { input: { code, email } });
  await must(String(ACCOUNTS.answer), {
    input: { poziom: 'SREDNI_JEDEN', egzaminy: [], przedmioty: ['mathematics'] },
  });
  const conversationId = (
    await must('mutation { startconversationsolver(startconversationsolverInput: {}) { id } }', {})
  ).startconversationsolver.id as string;

  let closing = false;
  let current: Awaited | null = null;
  const ws = wsClient({ url: proxyUrl }, client.cookieHeader());
  ws.on('closed', (event) => {
    if (closing) return;
    counters.socketErrors += 1;
    note(counters, `pupil ${index}: socket closed ${JSON.stringify((event as { code?: number }).code)}`);
    current?.done({ ok: false });
  });
  let ready: () => void = () => {};
  const snapshot = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const unsubscribe = ws.subscribe<{
    llmStream: { type: string; delta: string; offset: number; content: string | null; error: string | null };
  }>(
    { query: STREAM, variables: { i: { conversationId } } },
    {
      next: ({ data, errors }) => {
        if (errors?.length) {
          counters.socketErrors += 1;
          note(counters, `pupil ${index}: subscription errors ${JSON.stringify(errors)}`);
        }
        const event = data?.llmStream;
        if (!event) return;
        if (event.type === 'SNAPSHOT') {
          ready();
          return;
        }
        const answer = current;
        if (!answer) {
          counters.strayEvents += 1;
          return;
        }
        if (event.type === 'DELTA') {
          if (event.offset !== answer.text.length) {
            counters.gaps += 1;
            note(counters, `pupil ${index}: delta at ${event.offset}, text so far ${answer.text.length}`);
          }
          if (answer.pieces === 0) answer.firstAt = performance.now();
          answer.pieces += 1;
          answer.text += event.delta;
        } else if (event.type === 'DONE') {
          answer.done({ ok: true, content: event.content ?? '' });
        } else if (event.type === 'ERROR') {
          counters.errorEvents += 1;
          note(counters, `pupil ${index}: ERROR event ${event.error}`);
          answer.done({ ok: false });
        }
      },
      error: (error) => {
        if (closing) return;
        counters.socketErrors += 1;
        note(counters, `pupil ${index}: subscription failed ${JSON.stringify(error)}`);
        current?.done({ ok: false });
      },
      complete: () => {},
    },
  );
  await Promise.race([
    snapshot,
    sleep(30_000).then(() => {
      throw new Error(`pupil ${index}: no SNAPSHOT on llmStream within 30 s`);
    }),
  ]);

  let turns = 0;
  return {
    index,
    client,
    conversationId,
    async turn(expected) {
      turns += 1;
      const tag = `${index}-${turns}`;
      const sentAt = performance.now();
      let finish: (outcome: { ok: boolean; content?: string }) => void = () => {};
      const outcome = new Promise<{ ok: boolean; content?: string } | 'timeout'>((resolve) => {
        finish = resolve;
      });
      const answer: Awaited = { text: '', pieces: 0, firstAt: 0, done: finish };
      current = answer;
      try {
        counters.sent += 1;
        const sent = await call(client, counters, SEND, {
          i: { conversationId, message: `Pytanie ${tag}: co to jest delta trójmianu?` },
        });
        if (!sent) return null;
        const acceptedMs = performance.now() - sentAt;
        let timer: NodeJS.Timeout | undefined;
        const result = await Promise.race([
          outcome,
          new Promise<'timeout'>((resolve) => {
            timer = setTimeout(() => resolve('timeout'), ANSWER_TIMEOUT_MS);
          }),
        ]);
        clearTimeout(timer);
        if (result === 'timeout') {
          counters.lost += 1;
          note(
            counters,
            `pupil ${index}: no DONE for ${tag} in ${ANSWER_TIMEOUT_MS} ms (${answer.pieces} deltas)`,
          );
          return null;
        }
        if (!result.ok) return null;
        if (result.content !== answer.text || answer.text !== expected) {
          counters.wrongText += 1;
          note(
            counters,
            `pupil ${index}: ${tag} DONE ${result.content?.length} chars, deltas ${answer.text.length}, expected ${expected.length}`,
          );
        }
        counters.answered += 1;
        const end = performance.now();
        return {
          tag,
          sentAt,
          acceptedMs,
          firstMs: answer.firstAt - sentAt,
          totalMs: end - sentAt,
          pieces: answer.pieces,
        };
      } finally {
        current = null;
      }
    },
    async settle() {
      const deadline = performance.now() + SETTLE_TIMEOUT_MS;
      for (;;) {
        const data = await call(client, counters, STATE, { i: { id: conversationId } });
        if (data && !data.getConversationWorkspaceById.isFetching) return true;
        if (!data || performance.now() > deadline) {
          if (data) {
            counters.stuck += 1;
            note(counters, `pupil ${index}: conversation still fetching ${SETTLE_TIMEOUT_MS} ms after DONE`);
          }
          return false;
        }
        await sleep(50);
      }
    },
    countInto(into) {
      counters = into;
    },
    async close() {
      closing = true;
      unsubscribe();
      await ws.dispose();
    },
  };
}
