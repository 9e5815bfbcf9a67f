import type { IncomingMessage, ServerResponse } from 'node:http';
import { AI_ACTION_HEADER } from '../../platform/ai/action-header.ts';
import { conceptEmbedding } from './concept-embedding.ts';
import { contentText, type FakeAiRequest } from './fake-ai-request.ts';
import { sendJson, startHttpFake } from './http-fake.ts';

export { type FakeAiRequest, promptOf, schemaNameOf } from './fake-ai-request.ts';

/**
 * A scripted answer to one chat request: a text (streamed in word-sized chunks when the client
 * asks for a stream), an HTTP error, a connection dropped after `failAfterChunks` chunks, or a
 * function that picks one of those from the request.
 */
export type FakeAiReply =
  | { text: string; chunkDelayMs?: number; usage?: { promptTokens: number; outputTokens: number } }
  | { status: number; message?: string }
  | { failAfterChunks: number; text?: string; chunkDelayMs?: number }
  | ((request: FakeAiRequest) => FakeAiReply | Promise<FakeAiReply>);

export interface FakeOpenAi {
  port: number;
  /** Base URL ending in `/v1`, ready for AI_BASE_URL. */
  url: string;
  /** The key it requires as `Authorization: Bearer …`; undefined accepts any request. */
  apiKey: string | undefined;
  requests: FakeAiRequest[];
  /** Queues replies for the next chat requests, in order; an empty queue answers `defaultReply`. */
  script(...replies: FakeAiReply[]): void;
  /** Holds every answer back (headers included) until `release()`. */
  hold(): void;
  release(): void;
  /** Requests being answered right now, and the most there ever were at once. */
  readonly inFlight: number;
  readonly maxInFlight: number;
  /** Resolves once at least `count` requests have arrived. */
  waitForRequests(count: number): Promise<void>;
  /** The answer of `POST /v1/audio/transcriptions`; a number answers that HTTP status instead. */
  transcript: FakeTranscript | number;
  stop(): Promise<void>;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function headerValue(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

// biome-ignore lint/suspicious/noExplicitAny: wire messages.
function promptTokens(messages: any[]): number {
  let tokens = 0;
  for (const message of messages ?? []) {
    tokens += words(contentText(message.content)).length + 3;
    if (Array.isArray(message.content)) {
      tokens += 85 * message.content.filter((part: { type?: string }) => part?.type === 'image_url').length;
    }
  }
  return tokens;
}

/** OpenAI's strict structured outputs refuse schemas whose objects leave a property optional. */
function strictSchemaProblem(schema: unknown, at = 'root'): string | null {
  if (!schema || typeof schema !== 'object') return null;
  const node = schema as Record<string, unknown>;
  if (node.type === 'object' || node.properties) {
    const keys = Object.keys((node.properties as object) ?? {});
    const required = (node.required as string[]) ?? [];
    const missing = keys.filter((key) => !required.includes(key));
    if (missing.length)
      return `In context=${at}, 'required' must include every key in properties. Missing '${missing[0]}'.`;
    if (node.additionalProperties !== false)
      return `In context=${at}, 'additionalProperties' is required to be supplied and to be false.`;
  }
  for (const [key, value] of Object.entries(node)) {
    const children = Array.isArray(value) ? value : typeof value === 'object' ? [value] : [];
    for (const child of children) {
      const problem = strictSchemaProblem(child, `${at}.${key}`);
      if (problem) return problem;
    }
  }
  return null;
}

const chunksOf = (text: string) => text.match(/\s*\S+\s*$|\s*\S+/g) ?? [text];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(request: IncomingMessage): Promise<unknown> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  const raw = Buffer.concat(parts);
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    // Audio uploads: the fields as strings, the file as its name, type and size.
    const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
    const body: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) {
      body[key] =
        typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
    }
    return body;
  }
  const text = raw.toString('utf8');
  return text ? JSON.parse(text) : {};
}

/** What the fake's transcription endpoint answers (Whisper's verbose_json). */
export interface FakeTranscript {
  text: string;
  language?: string;
  segments?: { start: number; end: number; text: string }[];
}

/**
 * A local stand-in for an OpenAI-compatible API: `POST /v1/chat/completions` (JSON, or SSE chunks
 * with a final usage chunk and `[DONE]` when `stream: true`) and `POST /v1/embeddings`
 * (deterministic vectors of `concept-embedding.ts`). Structured-output requests get the scripted text as the content.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a fake server is one closure over its script and request log; each route is short
export async function startFakeOpenAi(
  options: {
    apiKey?: string;
    /** Answer when nothing is scripted; default: a Polish sentence quoting the last user message. */
    defaultReply?: FakeAiReply;
    /** Pause between streamed chunks unless a reply sets its own. */
    chunkDelayMs?: number;
    /** `retry-after-ms` sent with error statuses, so client retries do not wait seconds. */
    retryAfterMs?: number;
    port?: number;
  } = {},
): Promise<FakeOpenAi> {
  const queue: FakeAiReply[] = [];
  const requests: FakeAiRequest[] = [];
  const arrivals: (() => void)[] = [];
  let gate: { promise: Promise<void>; open: () => void } | null = null;
  let inFlight = 0;
  let maxInFlight = 0;
  let sequence = 0;

  const defaultReply: FakeAiReply =
    options.defaultReply ??
    ((request) => {
      // biome-ignore lint/suspicious/noExplicitAny: wire messages.
      const lastUser = [...(request.body.messages ?? [])].reverse().find((m: any) => m.role === 'user');
      const asked = contentText(lastUser?.content).trim().slice(0, 80);
      return { text: `To jest odpowiedź testowa. Pytanie brzmiało: „${asked}”.` };
    });

  const fail = (response: ServerResponse, status: number, message: string, type = 'server_error') => {
    response.setHeader('retry-after-ms', String(options.retryAfterMs ?? 10));
    sendJson(response, status, { error: { message, type, param: null, code: null } });
  };

  async function answerChat(request: FakeAiRequest, response: ServerResponse) {
    const body = request.body;
    const format = body.response_format;
    if (format?.type === 'json_schema' && format.json_schema?.strict) {
      const problem = strictSchemaProblem(format.json_schema.schema);
      if (problem) {
        fail(
          response,
          400,
          `Invalid schema for response_format '${format.json_schema.name}': ${problem}`,
          'invalid_request_error',
        );
        return;
      }
    }
    let reply = queue.shift() ?? defaultReply;
    while (typeof reply === 'function') reply = await reply(request);
    if ('status' in reply) {
      fail(response, reply.status, reply.message ?? 'The server had an error while processing your request.');
      return;
    }
    const text = reply.text ?? 'Ta odpowiedź urwie się w połowie zdania, bo serwer zerwie połączenie.';
    const failAfter = 'failAfterChunks' in reply ? reply.failAfterChunks : null;
    const usage = {
      prompt_tokens: 'usage' in reply && reply.usage ? reply.usage.promptTokens : promptTokens(body.messages),
      completion_tokens:
        'usage' in reply && reply.usage ? reply.usage.outputTokens : text ? chunksOf(text).length : 0,
      total_tokens: 0,
    };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
    const base = {
      id: `chatcmpl-fake-${++sequence}`,
      created: Math.floor(Date.now() / 1000),
      model: body.model,
    };

    if (!body.stream) {
      if (failAfter !== null) {
        response.destroy();
        return;
      }
      sendJson(response, 200, {
        ...base,
        object: 'chat.completion',
        choices: [
          { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop', logprobs: null },
        ],
        usage,
      });
      return;
    }

    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
    });
    const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
    const chunk = (delta: object, finish: string | null = null) =>
      send({
        ...base,
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta, finish_reason: finish }],
      });
    const delay = reply.chunkDelayMs ?? options.chunkDelayMs ?? 0;
    chunk({ role: 'assistant', content: '' });
    let sent = 0;
    for (const piece of chunksOf(text)) {
      if (failAfter !== null && sent >= failAfter) break;
      if (delay > 0) await sleep(delay);
      if (response.destroyed) return;
      chunk({ content: piece });
      sent++;
    }
    if (failAfter !== null) {
      // Give the chunks already written a moment to leave before the connection drops.
      await sleep(20);
      response.destroy();
      return;
    }
    chunk({}, 'stop');
    if (body.stream_options?.include_usage)
      send({ ...base, object: 'chat.completion.chunk', choices: [], usage });
    response.end('data: [DONE]\n\n');
  }

  function answerEmbeddings(request: FakeAiRequest, response: ServerResponse) {
    const input: string[] = Array.isArray(request.body.input)
      ? request.body.input
      : [String(request.body.input)];
    const base64 = request.body.encoding_format === 'base64';
    const tokens = input.reduce((sum, text) => sum + words(text).length, 0);
    sendJson(response, 200, {
      object: 'list',
      model: request.body.model,
      data: input.map((text, index) => {
        const vector = conceptEmbedding(text);
        return {
          object: 'embedding',
          index,
          embedding: base64 ? Buffer.from(new Float32Array(vector).buffer).toString('base64') : vector,
        };
      }),
      usage: { prompt_tokens: tokens, total_tokens: tokens },
    });
  }

  let transcriptReply: FakeTranscript | number = { text: 'Dzień dobry, to jest nagranie z lekcji.' };
  function answerTranscription(response: ServerResponse) {
    const transcript = transcriptReply;
    if (typeof transcript === 'number') {
      fail(response, transcript, 'The transcription failed.', 'server_error');
      return;
    }
    const segments = transcript.segments ?? [{ start: 0, end: 5, text: transcript.text }];
    sendJson(response, 200, {
      task: 'transcribe',
      language: transcript.language ?? 'polish',
      duration: segments.at(-1)?.end ?? 0,
      text: transcript.text,
      segments: segments.map((segment, id) => ({
        id,
        seek: 0,
        tokens: [],
        temperature: 0,
        avg_logprob: -0.2,
        compression_ratio: 1.3,
        no_speech_prob: 0.01,
        ...segment,
      })),
    });
  }

  const http = await startHttpFake(async (incoming, response) => {
    const path = new URL(incoming.url ?? '/', 'http://localhost').pathname;
    const known = ['/v1/chat/completions', '/v1/embeddings', '/v1/audio/transcriptions'];
    if (incoming.method !== 'POST' || !known.includes(path)) {
      fail(response, 404, `Unknown request URL: ${incoming.method} ${path}`, 'invalid_request_error');
      return;
    }
    const request: FakeAiRequest = {
      path,
      body: await readBody(incoming),
      authorization: incoming.headers.authorization,
      action: headerValue(incoming, AI_ACTION_HEADER),
      closedEarly: false,
    };
    requests.push(request);
    for (const notify of arrivals.splice(0)) notify();
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    response.on('close', () => {
      inFlight--;
      if (!response.writableFinished) request.closedEarly = true;
    });
    if (options.apiKey !== undefined && request.authorization !== `Bearer ${options.apiKey}`) {
      sendJson(response, 401, {
        error: {
          message: 'Incorrect API key provided.',
          type: 'invalid_request_error',
          param: null,
          code: 'invalid_api_key',
        },
      });
      return;
    }
    if (gate) await gate.promise;
    if (response.destroyed) return;
    if (path === '/v1/embeddings') answerEmbeddings(request, response);
    else if (path === '/v1/audio/transcriptions') answerTranscription(response);
    else await answerChat(request, response);
  }, options);

  return {
    port: http.port,
    url: `${http.url}/v1`,
    apiKey: options.apiKey,
    requests,
    get transcript() {
      return transcriptReply;
    },
    set transcript(reply) {
      transcriptReply = reply;
    },
    script(...replies) {
      queue.push(...replies);
    },
    hold() {
      if (gate) return;
      let open = () => {};
      const promise = new Promise<void>((resolve) => {
        open = resolve;
      });
      gate = { promise, open };
    },
    release() {
      gate?.open();
      gate = null;
    },
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    async waitForRequests(count) {
      while (requests.length < count) await new Promise<void>((resolve) => arrivals.push(resolve));
    },
    stop: () => {
      gate?.open();
      return http.stop();
    },
  };
}
