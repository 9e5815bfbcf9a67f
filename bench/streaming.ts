import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startFakeOpenAi } from '../apps/server/src/testing/fakes/fake-openai.ts';
import { directRead } from './scaled-infra.ts';
import { startServerProcess } from './server-process.ts';

/**
 * What our server adds to a streamed answer: the same scripted answer from the local
 * OpenAI-compatible fake is read once directly (the baseline) and once through the built server
 * (sendmessage, grounding, the AI SDK, pub/sub, graphql-ws to a subscriber). Reported as ratios of
 * time to first token and time per token; never asserted.
 */

export interface StreamingSide {
  /** Median time from the request to the first piece of text. */
  firstTokenMs: number;
  /** Median time per piece after the first one. */
  perTokenMs: number;
  /** Median time to the end of the answer. */
  totalMs: number;
  pieces: number;
}

export interface StreamingBenchResult {
  runs: number;
  /** The fake's pause between streamed chunks (a model's token rate). */
  chunkDelayMs: number;
  direct: StreamingSide;
  server: StreamingSide;
  ratios: { firstToken: number; perToken: number; total: number };
  addedFirstTokenMs: number;
}

const RUNS = 8;
const CHUNK_DELAY_MS = 5;
const ANSWER = Array.from(
  { length: 150 },
  (_, i) =>
    ['Delta', 'trójmianu', 'to', '$b^2-4ac$,', 'a', 'gdy', 'jest', 'ujemna,', 'brak', 'pierwiastków.'][
      i % 10
    ],
).join(' ');
const HEADERS = { 'content-type': 'application/json', 'x-kreda-csrf': '1' };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

function summarise(samples: { first: number; end: number; pieces: number }[]): StreamingSide {
  return {
    firstTokenMs: round(median(samples.map((s) => s.first))),
    perTokenMs: round(median(samples.map((s) => (s.end - s.first) / Math.max(1, s.pieces - 1)))),
    totalMs: round(median(samples.map((s) => s.end))),
    pieces: Math.round(median(samples.map((s) => s.pieces))),
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** One streamed chat completion straight from the fake. */
async function direct(url: string): Promise<{ first: number; end: number; pieces: number }> {
  const read = await directRead(url, 'bench', 'Co to delta?', { stream_options: { include_usage: true } });
  return { first: read.firstMs, end: read.totalMs, pieces: read.pieces };
}

async function gql(url: string, cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: { ...HEADERS, cookie },
    body: JSON.stringify({ query, variables }),
  });
  // The bench reads a few known fields of each answer.
  // biome-ignore lint/suspicious/noExplicitAny: loosely typed GraphQL answers, checked by use
  const body = (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
  if (body.errors?.length) throw new Error(`bench GraphQL failed: ${JSON.stringify(body.errors)}`);
  return { body, cookies: response.headers.getSetCookie() };
}

async function codeFromOutbox(dataDir: string, email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const dir = path.join(dataDir, 'outbox');
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse()) {
      const message = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as {
        to: string;
        text: string;
      };
      const code = message.to === email ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no verification code in the outbox');
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the streaming bench sets up a pupil and measures in one sequence
export async function runStreamingBench(
  root: string,
  mainFile: string,
  /** Flags for the server's node (e.g. `--cpu-prof`, to profile a run). */
  nodeArgs: string[] = [],
): Promise<StreamingBenchResult> {
  const fake = await startFakeOpenAi({
    apiKey: 'bench',
    defaultReply: (request) =>
      request.body.model === 'bench-fast'
        ? { text: 'Delta' }
        : { text: ANSWER, chunkDelayMs: CHUNK_DELAY_MS },
  });
  const server = await startServerProcess(
    mainFile,
    root,
    {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.url,
      AI_API_KEY: 'bench',
      AI_MODEL: 'bench-main',
      AI_MODEL_FAST: 'bench-fast',
      CHAT_MESSAGES_PER_MINUTE: '1000',
    },
    nodeArgs,
  );
  try {
    // Baseline: straight from the fake (one discarded warm-up).
    await direct(fake.url);
    const directSamples = [];
    for (let i = 0; i < RUNS; i++) directSamples.push(await direct(fake.url));

    // A verified account with a workspace and a conversation, made through the public API.
    const email = `bench.stream.${Date.now()}@example.pl`;
    await gql(server.url, '', 'mutation ($i: SignUpInput!) { signUp(signUpInput: $i) { id } }', {
      i: { email, password: 'benchmark-haslo-kredy' },
    });
    // The e-mailed code signs in.
    const verified = await gql(
      server.url,
      '',
      'mutation ($i: VerifyCodeInput!) { verifyCode(verifyCodeInput: $i) { id } }',
      { i: { code: await codeFromOutbox(server.dataDir, email), email } },
    );
    const cookie = verified.cookies.map((line) => line.split(';')[0]).join('; ');
    const conversation = (
      await gql(
        server.url,
        cookie,
        'mutation { startconversationsolver(startconversationsolverInput: {}) { id } }',
      )
    ).body.data?.startconversationsolver.id as string;

    const ws = createClient({
      url: `${server.url.replace(/^http/, 'ws')}/api/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie } });
        }
      },
      retryAttempts: 0,
    });
    const serverSamples = [];
    try {
      for (let i = 0; i <= RUNS; i++) {
        const sample = await new Promise<{ first: number; end: number; pieces: number }>(
          (resolve, reject) => {
            let started = 0;
            let first = 0;
            let pieces = 0;
            const unsubscribe = ws.subscribe<{ llmStream: { type: string } }>(
              {
                query: `subscription { llmStream(llmStreamInput: { conversationId: "${conversation}" }) { type delta } }`,
              },
              {
                next: (message) => {
                  const type = message.data?.llmStream.type;
                  if (type === 'SNAPSHOT') {
                    started = performance.now();
                    gql(
                      server.url,
                      cookie,
                      'mutation ($i: SendmessageInput!) { sendmessage(sendmessageInput: $i) { id } }',
                      {
                        i: { conversationId: conversation, message: 'Co to delta?' },
                      },
                    ).catch(reject);
                  } else if (type === 'DELTA') {
                    pieces += 1;
                    if (pieces === 1) first = performance.now() - started;
                  } else if (type === 'DONE' || type === 'ERROR') {
                    unsubscribe();
                    if (type === 'ERROR') reject(new Error('the answer failed'));
                    else resolve({ first, end: performance.now() - started, pieces });
                  }
                },
                error: reject,
                complete: () => {},
              },
            );
          },
        );
        // The first run warms the server up and is discarded.
        if (i > 0) serverSamples.push(sample);
        // The conversation is free again once the answer's bookkeeping is saved.
        for (let wait = 0; wait < 100; wait++) {
          const state = await gql(
            server.url,
            cookie,
            'query ($i: GetConversationWorkspaceByIdInput!) { getConversationWorkspaceById(getConversationWorkspaceByIdInput: $i) { isFetching } }',
            { i: { id: conversation } },
          );
          if (!state.body.data?.getConversationWorkspaceById.isFetching) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    } finally {
      await ws.dispose();
    }

    const directSide = summarise(directSamples);
    const serverSide = summarise(serverSamples);
    return {
      runs: RUNS,
      chunkDelayMs: CHUNK_DELAY_MS,
      direct: directSide,
      server: serverSide,
      ratios: {
        firstToken: round(serverSide.firstTokenMs / Math.max(0.01, directSide.firstTokenMs)),
        perToken: round(serverSide.perTokenMs / Math.max(0.01, directSide.perTokenMs)),
        total: round(serverSide.totalMs / Math.max(0.01, directSide.totalMs)),
      },
      addedFirstTokenMs: round(serverSide.firstTokenMs - directSide.firstTokenMs),
    };
  } finally {
    await server.stop();
    await fake.stop();
  }
}

/**
 * Standalone: `node --import tsx bench/streaming.ts [server main.js]` prints the result as JSON;
 * `STREAMING_CPU_PROF=<dir>` writes the server's CPU profile there.
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const main = path.resolve(root, process.argv[2] ?? 'apps/server/dist/main.js');
  const profile = process.env.STREAMING_CPU_PROF;
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [];
  runStreamingBench(root, main, nodeArgs).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
