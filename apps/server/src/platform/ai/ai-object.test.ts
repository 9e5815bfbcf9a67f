import { ERROR_MESSAGES } from '@kreda/shared/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AiConfig } from '../../config/config.ts';
import { captureLogger } from '../../testing/fakes/capture-logger.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { AiError, type AiUsageRecord, createAiService } from './ai.ts';

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

const meta = { userId: 'user-1', action: 'QUIZ_GENERATION' };
const quizSchema = z.object({
  title: z.string().min(1),
  questions: z.array(
    z.object({ question: z.string(), answers: z.array(z.string()).min(2), correct: z.number().int() }),
  ),
  hint: z.string().nullable(),
});
const quiz = {
  title: 'Fotosynteza',
  questions: [
    {
      question: 'Gdzie zachodzi fotosynteza?',
      answers: ['W chloroplastach', 'W mitochondriach'],
      correct: 0,
    },
  ],
  hint: null,
};
const request = {
  meta,
  system: 'Przygotuj quiz z materiału.',
  messages: [{ role: 'user' as const, content: 'Materiał: fotosynteza zachodzi w chloroplastach.' }],
  schema: quizSchema,
  schemaName: 'quiz',
};

function serviceFor(provider: AiConfig['provider']) {
  const usage: AiUsageRecord[] = [];
  const ai = createAiService(
    {
      provider,
      baseUrl: fake.url,
      apiKey: fake.apiKey,
      models: {
        main: 'kreda-main',
        fast: 'kreda-fast',
        vision: undefined,
        embedding: undefined,
        transcription: undefined,
      },
      timeoutMs: 5_000,
    },
    { logger: captureLogger().logger, onUsage: (record) => void usage.push(record) },
  );
  return { ai, usage };
}

const lastUserText = (body: { messages: { role: string; content: string }[] }): string =>
  body.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';

describe.each(['openai-compatible', 'openai'] as const)('generateObject on %s', (provider) => {
  it('returns the validated object, asking for it with a strict JSON schema', async () => {
    const { ai, usage } = serviceFor(provider);
    fake.script({ text: JSON.stringify(quiz), usage: { promptTokens: 40, outputTokens: 12 } });
    await expect(ai.generateObject(request)).resolves.toEqual(quiz);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'quiz', strict: true, schema: { type: 'object' } },
    });
    expect(usage).toEqual([
      expect.objectContaining({ ok: true, role: 'main', promptTokens: 40, outputTokens: 12 }),
    ]);
  });

  it('repairs unparseable output once, sending the bad answer and the problem back', async () => {
    const { ai, usage } = serviceFor(provider);
    const broken = '{"title": "Fotosynteza", "questions": [';
    fake.script(
      { text: broken, usage: { promptTokens: 40, outputTokens: 5 } },
      { text: JSON.stringify(quiz), usage: { promptTokens: 50, outputTokens: 12 } },
    );
    await expect(ai.generateObject(request)).resolves.toEqual(quiz);
    expect(fake.requests).toHaveLength(2);
    const repair = fake.requests[1]?.body;
    expect(repair.messages).toContainEqual(expect.objectContaining({ role: 'assistant', content: broken }));
    expect(lastUserText(repair)).toMatch(/nie jest poprawnym JSON-em/);
    expect(repair.response_format.type).toBe('json_schema');
    expect(usage).toHaveLength(1);
    // One record for the call, counting both requests.
    expect(usage[0]).toMatchObject({ ok: true, promptTokens: 90, outputTokens: 17 });
  });

  it('repairs output that breaks the schema, naming the wrong field', async () => {
    const { ai } = serviceFor(provider);
    fake.script(
      { text: JSON.stringify({ ...quiz, questions: [{ question: 'Gdzie?', answers: ['Tu'], correct: 0 }] }) },
      { text: JSON.stringify(quiz) },
    );
    await expect(ai.generateObject(request)).resolves.toEqual(quiz);
    expect(fake.requests).toHaveLength(2);
    const problem = lastUserText(fake.requests[1]?.body);
    expect(problem).toMatch(/nie zgadza się ze schematem/);
    expect(problem).toContain('questions[0].answers');
  });

  it('fails with AI_FAILED when the repaired output is still invalid', async () => {
    const { ai, usage } = serviceFor(provider);
    fake.script(
      { text: 'Oto quiz: brak', usage: { promptTokens: 30, outputTokens: 3 } },
      { text: '{"title": ""}', usage: { promptTokens: 35, outputTokens: 2 } },
    );
    let error: unknown;
    try {
      await ai.generateObject(request);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AiError);
    expect(error).toMatchObject({ code: 'AI_FAILED', message: ERROR_MESSAGES.AI_FAILED });
    expect(fake.requests).toHaveLength(2);
    expect(usage).toEqual([expect.objectContaining({ ok: false, errorCode: 'INVALID_OUTPUT' })]);
    expect(usage[0]).toMatchObject({ promptTokens: 65, outputTokens: 5 });
  });

  it('keeps what the salvage finds in an answer still cut off after the repair request', async () => {
    const { ai } = serviceFor(provider);
    const cut = JSON.stringify(quiz).slice(0, 60);
    fake.script({ text: cut }, { text: cut });
    const salvaged = await ai.generateObject({
      ...request,
      salvage: (text) => (text.includes('"Fotosynteza"') ? { ...quiz, questions: [], hint: 'urwane' } : null),
    });
    expect(salvaged).toMatchObject({ title: 'Fotosynteza', questions: [], hint: 'urwane' });
    expect(fake.requests).toHaveLength(2);
    // A salvage that finds nothing fails as before.
    fake.script({ text: cut }, { text: cut });
    await expect(ai.generateObject({ ...request, salvage: () => null })).rejects.toMatchObject({
      code: 'AI_FAILED',
    });
  });

  it('accepts JSON wrapped in a Markdown code fence without a repair request', async () => {
    const { ai } = serviceFor(provider);
    fake.script({ text: `\`\`\`json\n${JSON.stringify(quiz, null, 2)}\n\`\`\`` });
    await expect(ai.generateObject(request)).resolves.toEqual(quiz);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('generateObject schemas', () => {
  it('are refused by strict structured outputs when a field is optional: use nullable instead', async () => {
    const { ai, usage } = serviceFor('openai');
    const optional = z.object({ title: z.string(), hint: z.string().optional() });
    let error: unknown;
    try {
      await ai.generateObject({ ...request, schema: optional });
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ code: 'AI_FAILED' });
    expect(usage[0]).toMatchObject({ errorCode: 'HTTP_400' });
  });
});
