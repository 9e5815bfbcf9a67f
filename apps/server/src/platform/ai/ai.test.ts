import { ERROR_MESSAGES } from '@kreda/shared/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AiConfig } from '../../config/config.ts';
import { captureLogger } from '../../testing/fakes/capture-logger.ts';
import { CONCEPT_EMBEDDING_DIMENSIONS } from '../../testing/fakes/concept-embedding.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { AiError, type AiUsageRecord, createAiService } from './ai.ts';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: 'sk-test-kreda' });
});
afterEach(() => {
  fake.release();
  fake.requests.length = 0;
});
afterAll(async () => {
  await fake?.stop();
});

const meta = { userId: 'user-1', action: 'TEST' };
const question = [{ role: 'user' as const, content: 'Czym jest fotosynteza?' }];
const answer = 'Fotosynteza to proces, w którym rośliny wytwarzają glukozę z wody i dwutlenku węgla.';

function serviceFor(provider: AiConfig['provider'], overrides: Partial<AiConfig> = {}) {
  const usage: AiUsageRecord[] = [];
  const capture = captureLogger('debug');
  const ai = createAiService(
    {
      provider,
      baseUrl: fake.url,
      apiKey: fake.apiKey,
      models: {
        main: 'kreda-main',
        fast: 'kreda-fast',
        vision: 'kreda-vision',
        embedding: 'kreda-embed',
        transcription: 'kreda-whisper',
      },
      timeoutMs: 5_000,
      ...overrides,
    },
    { logger: capture.logger, onUsage: (record) => void usage.push(record) },
  );
  return { ai, usage, logLines: capture.lines };
}

async function caught(promise: Promise<unknown>): Promise<AiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AiError);
    return error as AiError;
  }
  throw new Error('expected an AiError');
}

async function collect(stream: AsyncIterable<string>, deltas: string[]): Promise<void> {
  for await (const delta of stream) deltas.push(delta);
}

describe.each(['openai-compatible', 'openai'] as const)('AI service on %s', (provider) => {
  it('streams the answer chunk by chunk, the first before the provider has finished', async () => {
    const { ai, usage } = serviceFor(provider);
    fake.script({ text: answer, chunkDelayMs: 15 });
    const stream = ai.streamText({ meta, system: 'Jesteś korepetytorem.', messages: question });
    const deltas: string[] = [];
    let answeringAtFirstDelta: number | null = null;
    for await (const delta of stream.textStream) {
      answeringAtFirstDelta ??= fake.inFlight;
      deltas.push(delta);
    }
    expect(answeringAtFirstDelta).toBe(1);
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join('')).toBe(answer);
    const result = await stream.result;
    expect(result.text).toBe(answer);
    expect(result.promptTokens).toBeGreaterThan(0);
    expect(result.outputTokens).toBe(deltas.length);
    const body = fake.requests[0]?.body;
    expect(body).toMatchObject({ model: 'kreda-main', stream: true });
    expect(body.messages[0]).toMatchObject({ content: 'Jesteś korepetytorem.' });
    expect(usage).toEqual([
      expect.objectContaining({
        userId: 'user-1',
        action: 'TEST',
        role: 'main',
        provider,
        model: 'kreda-main',
        promptTokens: result.promptTokens,
        outputTokens: result.outputTokens,
        ok: true,
        errorCode: null,
      }),
    ]);
  });

  it('generates a whole text with the fast model and counts its tokens', async () => {
    const { ai, usage } = serviceFor(provider);
    fake.script({ text: 'Fotosynteza' });
    const result = await ai.generateText({ meta, role: 'fast', system: 'Nadaj tytuł.', messages: question });
    expect(result).toEqual({ text: 'Fotosynteza', promptTokens: expect.any(Number), outputTokens: 1 });
    expect(fake.requests[0]?.body.model).toBe('kreda-fast');
    expect(fake.requests[0]?.body.stream).toBeFalsy();
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ role: 'fast', ok: true, outputTokens: 1 });
    expect(usage[0]?.promptTokens).toBeGreaterThan(0);
  });

  it('turns a provider error into AI_FAILED with the Polish message, after retrying', async () => {
    const { ai, usage, logLines } = serviceFor(provider);
    const upstream = 'Upstream exploded: internal-detail-42';
    fake.script(
      { status: 500, message: upstream },
      { status: 500, message: upstream },
      { status: 500, message: upstream },
    );
    const error = await caught(ai.generateText({ meta, system: 'x', messages: question }));
    expect(error.code).toBe('AI_FAILED');
    expect(error.message).toBe(ERROR_MESSAGES.AI_FAILED);
    expect(error.message).not.toContain('internal-detail-42');
    expect(fake.requests).toHaveLength(3);
    expect(usage).toEqual([expect.objectContaining({ ok: false, errorCode: 'HTTP_500', promptTokens: 0 })]);
    // The operator still learns what happened.
    expect(logLines().some((line) => line.includes('internal-detail-42'))).toBe(true);
  });

  it('answers after one failed attempt when the provider recovers', async () => {
    const { ai } = serviceFor(provider);
    fake.script({ status: 503 }, { text: 'Już działa.' });
    await expect(ai.generateText({ meta, system: 'x', messages: question })).resolves.toMatchObject({
      text: 'Już działa.',
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('fails a stream whose provider keeps failing, from the iterator and from result', async () => {
    const { ai, usage } = serviceFor(provider);
    fake.script({ status: 500 }, { status: 500 });
    const stream = ai.streamText({ meta, system: 'x', messages: question });
    const deltas: string[] = [];
    const error = await caught(collect(stream.textStream, deltas));
    expect(error.code).toBe('AI_FAILED');
    expect(deltas).toEqual([]);
    expect((await caught(stream.result)).code).toBe('AI_FAILED');
    expect(fake.requests).toHaveLength(2);
    expect(usage).toEqual([expect.objectContaining({ ok: false, errorCode: 'HTTP_500' })]);
  });

  it('raises AI_FAILED from the iterator when the connection drops mid-stream', async () => {
    const { ai, usage } = serviceFor(provider);
    fake.script({ failAfterChunks: 3, chunkDelayMs: 5 });
    const stream = ai.streamText({ meta, system: 'x', messages: question });
    const deltas: string[] = [];
    const error = await caught(collect(stream.textStream, deltas));
    expect(error.code).toBe('AI_FAILED');
    expect(error.message).toBe(ERROR_MESSAGES.AI_FAILED);
    expect(deltas.length).toBeGreaterThan(0);
    expect(deltas.length).toBeLessThanOrEqual(3);
    // `result` is left unawaited on purpose: it must not surface as an unhandled rejection.
    await vi.waitFor(() => expect(usage).toHaveLength(1), { timeout: 5_000 });
    expect(usage[0]).toMatchObject({ ok: false, errorCode: 'NETWORK' });
  });

  it('rejects result alone when the caller awaits it without reading the stream', async () => {
    const { ai } = serviceFor(provider);
    fake.script({ failAfterChunks: 2 });
    const stream = ai.streamText({ meta, system: 'x', messages: question });
    expect((await caught(stream.result)).code).toBe('AI_FAILED');
  });

  it('stops with AI_CANCELLED when the caller aborts, and the provider sees the connection close', async () => {
    const { ai, usage } = serviceFor(provider);
    fake.script({ text: answer, chunkDelayMs: 40 });
    const controller = new AbortController();
    const stream = ai.streamText({ meta, system: 'x', messages: question, signal: controller.signal });
    const deltas: string[] = [];
    const error = await caught(
      (async () => {
        for await (const delta of stream.textStream) {
          deltas.push(delta);
          if (deltas.length === 2) controller.abort();
        }
      })(),
    );
    expect(error.code).toBe('AI_CANCELLED');
    expect(error.message).toMatch(/przerwane/);
    expect((await caught(stream.result)).code).toBe('AI_CANCELLED');
    await vi.waitFor(() => expect(fake.requests[0]?.closedEarly).toBe(true), { timeout: 5_000 });
    expect(usage).toEqual([expect.objectContaining({ ok: false, errorCode: 'CANCELLED' })]);
  });

  it('cancels the provider call when the reader leaves the loop early', async () => {
    const { ai, usage } = serviceFor(provider);
    fake.script({ text: answer, chunkDelayMs: 40 });
    const stream = ai.streamText({ meta, system: 'x', messages: question });
    for await (const _delta of stream.textStream) break;
    await vi.waitFor(() => expect(fake.requests[0]?.closedEarly).toBe(true), { timeout: 5_000 });
    expect((await caught(stream.result)).code).toBe('AI_CANCELLED');
    expect(usage).toEqual([expect.objectContaining({ errorCode: 'CANCELLED' })]);
  });

  it('cancels a non-streamed call too', async () => {
    const { ai } = serviceFor(provider);
    fake.hold();
    const controller = new AbortController();
    const pending = ai.generateText({ meta, system: 'x', messages: question, signal: controller.signal });
    await fake.waitForRequests(1);
    controller.abort();
    expect((await caught(pending)).code).toBe('AI_CANCELLED');
    await vi.waitFor(() => expect(fake.requests[0]?.closedEarly).toBe(true), { timeout: 5_000 });
  });

  it('gives up with AI_FAILED when the provider does not answer in time', async () => {
    const { ai, usage } = serviceFor(provider, { timeoutMs: 150 });
    fake.hold();
    const error = await caught(ai.generateText({ meta, system: 'x', messages: question }));
    expect(error.code).toBe('AI_FAILED');
    expect(usage).toEqual([expect.objectContaining({ ok: false, errorCode: 'TIMEOUT' })]);
    await vi.waitFor(() => expect(fake.requests[0]?.closedEarly).toBe(true), { timeout: 5_000 });
  });

  it('gives up on a stream that stalls between chunks', async () => {
    const { ai, usage } = serviceFor(provider, { timeoutMs: 150 });
    fake.script({ text: 'Pierwsze słowa, a potem długa cisza.', chunkDelayMs: 400 });
    const stream = ai.streamText({ meta, system: 'x', messages: question });
    const error = await caught(collect(stream.textStream, []));
    expect(error.code).toBe('AI_FAILED');
    expect(usage).toEqual([expect.objectContaining({ errorCode: 'TIMEOUT' })]);
  });

  it('sends an image to the vision model as an image_url part with a data: URL', async () => {
    const { ai, usage } = serviceFor(provider);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    fake.script({ text: 'Na zdjęciu jest równanie kwadratowe.' });
    const result = await ai.generateText({
      meta,
      role: 'vision',
      system: 'Opisz zdjęcie.',
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Co jest na zdjęciu?' },
            { type: 'image', image: png, mediaType: 'image/png' },
          ],
        },
      ],
    });
    expect(result.text).toBe('Na zdjęciu jest równanie kwadratowe.');
    const body = fake.requests[0]?.body;
    expect(body.model).toBe('kreda-vision');
    const parts = body.messages.find((m: { role: string }) => m.role === 'user').content;
    expect(parts).toContainEqual({ type: 'text', text: 'Co jest na zdjęciu?' });
    expect(parts).toContainEqual({
      type: 'image_url',
      image_url: { url: `data:image/png;base64,${Buffer.from(png).toString('base64')}` },
    });
    expect(usage[0]).toMatchObject({ role: 'vision', model: 'kreda-vision' });
  });

  it('embeds texts as vectors in order, closer for texts sharing words', async () => {
    const { ai, usage } = serviceFor(provider);
    const values = ['Fotosynteza w liściach roślin', 'fotosynteza w liściach', 'Wojna trzydziestoletnia'];
    const vectors = await ai.embed({ meta, values });
    expect(vectors).toHaveLength(3);
    for (const vector of vectors) expect(vector).toHaveLength(CONCEPT_EMBEDDING_DIMENSIONS);
    const dot = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0);
    const [a, b, c] = vectors as [number[], number[], number[]];
    expect(dot(a, b)).toBeGreaterThan(dot(a, c));
    expect(fake.requests[0]?.body.model).toBe('kreda-embed');
    expect(usage).toEqual([
      expect.objectContaining({ role: 'embedding', model: 'kreda-embed', ok: true, promptTokens: 9 }),
    ]);
    expect(await ai.embed({ meta, values: [] })).toEqual([]);
  });

  it('fails with AI_FAILED, without retrying, when the API key is refused', async () => {
    const { ai, usage } = serviceFor(provider, { apiKey: 'sk-wrong' });
    expect((await caught(ai.generateText({ meta, system: 'x', messages: question }))).code).toBe('AI_FAILED');
    expect(fake.requests).toHaveLength(1);
    expect(usage[0]).toMatchObject({ errorCode: 'HTTP_401' });
  });
});

describe('AI service configuration', () => {
  it('refuses every call with AI_NOT_CONFIGURED when no provider is configured', async () => {
    const ai = createAiService(null, { logger: captureLogger().logger });
    expect(ai.configured).toBe(false);
    for (const role of ['main', 'fast', 'vision', 'embedding'] as const) expect(ai.has(role)).toBe(false);
    const error = await caught(ai.generateText({ meta, system: 'x', messages: question }));
    expect(error).toMatchObject({ code: 'AI_NOT_CONFIGURED', message: ERROR_MESSAGES.AI_NOT_CONFIGURED });
    expect(() => ai.streamText({ meta, system: 'x', messages: question })).toThrow(
      ERROR_MESSAGES.AI_NOT_CONFIGURED,
    );
    expect(
      (await caught(ai.generateObject({ meta, system: 'x', messages: question, schema: {} as never }))).code,
    ).toBe('AI_NOT_CONFIGURED');
    expect((await caught(ai.embed({ meta, values: ['a'] }))).code).toBe('AI_NOT_CONFIGURED');
  });

  it('refuses roles without a model and sends nothing', async () => {
    const ai = createAiService(
      {
        provider: 'openai-compatible',
        baseUrl: fake.url,
        apiKey: undefined,
        models: {
          main: 'kreda-main',
          fast: 'kreda-main',
          vision: undefined,
          embedding: undefined,
          transcription: undefined,
        },
        timeoutMs: 1_000,
      },
      { logger: captureLogger().logger },
    );
    expect(ai.configured).toBe(true);
    expect([ai.has('main'), ai.has('fast'), ai.has('vision'), ai.has('embedding')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(() => ai.streamText({ meta, role: 'vision', system: 'x', messages: question })).toThrow(AiError);
    expect((await caught(ai.embed({ meta, values: ['a'] }))).code).toBe('AI_NOT_CONFIGURED');
    expect(fake.requests).toHaveLength(0);
  });

  it('has no embeddings on Anthropic', () => {
    const ai = createAiService(
      {
        provider: 'anthropic',
        baseUrl: undefined,
        apiKey: 'sk-ant-test',
        models: {
          main: 'claude-x',
          fast: 'claude-x',
          vision: 'claude-x',
          embedding: 'anything',
          transcription: undefined,
        },
        timeoutMs: 1_000,
      },
      { logger: captureLogger().logger },
    );
    expect([ai.has('main'), ai.has('vision'), ai.has('embedding')]).toEqual([true, true, false]);
  });

  it('keeps answering when recording usage fails, and logs the failure', async () => {
    const capture = captureLogger();
    const ai = createAiService(
      {
        provider: 'openai-compatible',
        baseUrl: fake.url,
        apiKey: fake.apiKey,
        models: {
          main: 'kreda-main',
          fast: 'kreda-main',
          vision: undefined,
          embedding: undefined,
          transcription: undefined,
        },
        timeoutMs: 5_000,
      },
      {
        logger: capture.logger,
        onUsage: async () => {
          throw new Error('usage table is gone');
        },
      },
    );
    fake.script({ text: 'Odpowiedź mimo wszystko.' });
    await expect(ai.generateText({ meta, system: 'x', messages: question })).resolves.toMatchObject({
      text: 'Odpowiedź mimo wszystko.',
    });
    fake.script({ text: 'I strumieniem też.' });
    const stream = ai.streamText({ meta, system: 'x', messages: question });
    await collect(stream.textStream, []);
    await expect(stream.result).resolves.toMatchObject({ text: 'I strumieniem też.' });
    expect(capture.lines().filter((line) => line.includes('usage table is gone'))).toHaveLength(2);
  });
});
