import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { captureLogger } from '../../testing/fakes/capture-logger.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { actionHeaders } from './action-header.ts';
import { createAiService } from './ai.ts';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: 'sk-test-kreda' });
});
afterEach(() => {
  fake.requests.length = 0;
});
afterAll(async () => {
  await fake?.stop();
});

const question = [{ role: 'user' as const, content: 'Czym jest fotosynteza?' }];

describe.each(['openai-compatible', 'openai'] as const)('the action header on %s', (provider) => {
  const ai = () =>
    createAiService(
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
      },
      { logger: captureLogger('warn').logger },
    );

  it('names the call’s action on every provider request, through the real client', async () => {
    const service = ai();
    const meta = (action: string) => ({ userId: 'user-1', action });
    const stream = service.streamText({ meta: meta('CHAT_MESSAGE'), system: 'x', messages: question });
    for await (const _ of stream.textStream);
    await service.generateText({ meta: meta('CHAT_TITLE'), role: 'fast', system: 'x', messages: question });
    fake.script({ text: '{}' }, { text: JSON.stringify({ title: 'Fotosynteza' }) });
    await service.generateObject({
      meta: meta('AI_NOTE_GENERATION'),
      system: 'x',
      messages: question,
      schema: z.object({ title: z.string() }),
      schemaName: 'notatka',
    });
    await service.embed({ meta: meta('RETRIEVAL'), values: ['fotosynteza'] });
    await service.transcribe({ meta: meta('TRANSCRIPTION'), audio: new Uint8Array([1, 2, 3]) });

    expect(fake.requests.map((request) => [request.path, request.action])).toEqual([
      ['/v1/chat/completions', 'CHAT_MESSAGE'],
      ['/v1/chat/completions', 'CHAT_TITLE'],
      // The repair request of an object call is the same call.
      ['/v1/chat/completions', 'AI_NOTE_GENERATION'],
      ['/v1/chat/completions', 'AI_NOTE_GENERATION'],
      ['/v1/embeddings', 'RETRIEVAL'],
      ['/v1/audio/transcriptions', 'TRANSCRIPTION'],
    ]);
    expect(fake.requests[2]?.body.response_format.json_schema.name).toBe('notatka');
  });
});

describe('actionHeaders', () => {
  it('keeps a header value valid whatever the action is called', () => {
    expect(actionHeaders({ userId: null, action: 'ROZPRAWKA_EXPLANATION' })).toEqual({
      'X-Kreda-Action': 'ROZPRAWKA_EXPLANATION',
    });
    expect(actionHeaders({ userId: null, action: 'essay.explain\r\nX-Evil: 1 ż' })).toEqual({
      'X-Kreda-Action': 'essay.explainX-Evil:1',
    });
  });
});
