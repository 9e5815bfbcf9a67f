import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiService } from '../../platform/ai/ai.ts';
import { captureLogger } from '../../testing/fakes/capture-logger.ts';
import { type FakeOpenAi, promptOf, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { endsWithQuestion, loadTutorDialogues, runTutorEval, states, tutorEval } from './eval.ts';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: 'sk-eval', defaultReply: { text: 'Od czego zaczniesz?' } });
});
afterAll(async () => {
  await fake?.stop();
});

const ai = () =>
  createAiService(
    {
      provider: 'openai-compatible',
      baseUrl: fake.url,
      apiKey: 'sk-eval',
      models: {
        main: 'eval-main',
        fast: 'eval-main',
        vision: undefined,
        embedding: undefined,
        transcription: undefined,
      },
      timeoutMs: 5_000,
    },
    { logger: captureLogger().logger },
  );

describe('the tutor eval', () => {
  it('plays the bundled dialogues with the product’s prompt and scores every reply by code', async () => {
    const dialogues = await loadTutorDialogues([]);
    expect(dialogues.map((d) => d.persona).sort()).toEqual(['asks-for-answer', 'gives-up', 'tries']);
    const before = fake.requests.length;
    // The pupil who asks for the answer: the model gives in at the second turn (a leak), and once
    // ends without a question; the rest of the bundled turns get the default reply.
    fake.script(
      { text: 'Cześć! Dziś dodajemy ułamki. Co już wiesz?' },
      { text: 'Wynik to $\\frac{7}{9}$.' },
      { text: 'Spróbuj dodać liczniki.' },
    );
    const report = await runTutorEval(ai(), dialogues);
    expect(report).toMatchObject({ dialogues: 3, replies: 12, failed: 0, leaks: 1 });
    expect(report.turns.filter((t) => t.leaked).map((t) => `${t.dialogue} #${t.turn}`)).toEqual([
      'ulamki-chce-wyniku #2',
    ]);
    expect(report.endsWithQuestionRate).toBeCloseTo(10 / 12);
    // The third "nie wiem" in a row is scored on whether the tutor asked what is unclear (it did not).
    expect(report.askedWhatIsUnclear).toEqual({ asked: 0, of: 1 });
    // Every reply was asked with the chat's prompt around the tutor's brief, with the dialogue so far.
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(12);
    const { system } = promptOf(sent[1] as never);
    expect(system).toContain('Jesteś Kredą');
    expect(system).toContain('Nigdy nie podajesz rozwiązania ani wyniku zadania');
    expect(sent[1]?.body.messages).toHaveLength(4);
    expect(sent[1]?.action).toBe('AI_TUTORING');
  });

  it('counts a result the pupil stated first as no leak, and asks only of a computing subject’s values', () => {
    expect(states('Brawo, $x = 7$ jest dobrze!', 'x=7', 'mathematics')).toBe(true);
    expect(states('Spróbuj jeszcze raz: ile to 16 + 5?', 'x=7', 'mathematics')).toBe(false);
    expect(states('Roślina wydziela TLEN.', 'tlen', 'biology')).toBe(true);
    expect(endsWithQuestion('Dobrze.\n\n**Jak myślisz, co dalej?**')).toBe(true);
    expect(endsWithQuestion('Dobrze. Policz to.')).toBe(false);
  });

  it('refuses a case file without dialogues’ turns, naming the field', async () => {
    const file = path.join(tmpdir(), `tutor-cases-${Date.now()}.json`);
    await writeFile(
      file,
      JSON.stringify({
        dialogues: [
          {
            id: 'x',
            persona: 'tries',
            przedmiot: 'mathematics',
            learner: 'Uczeń.',
            topic: {
              name: 'a',
              description: 'b',
              content: 'c',
              exercises: [{ question: 'q', solution: 's', answer: '1' }],
            },
            turns: [],
          },
        ],
      }),
    );
    await expect(
      tutorEval.run({ ai: ai(), casePaths: [file], limit: undefined, progress: () => {} }),
    ).rejects.toThrow(/dialogues\.0\.turns/);
  });
});
