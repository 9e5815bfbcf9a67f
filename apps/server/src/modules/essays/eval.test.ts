import type { EssayExam } from '@kreda/shared/essays';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiService } from '../../platform/ai/ai.ts';
import { captureLogger } from '../../testing/fakes/capture-logger.ts';
import { type FakeAiRequest, type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { essayEval, limitCases, problemKind, runEssayEval } from './eval.ts';
import { type EssayCase, loadEssayCases } from './eval-cases.ts';
import { quadraticWeightedKappa } from './eval-stats.ts';
import { bundledCriteriaSets, type CriteriaSet } from './exams.ts';
import { gradingProblems, type ModelGrading } from './grading.ts';
import { createEssayModel, type EssayScript } from './testing/fake-model.ts';

/*
 * The essay eval against the fake OpenAI server: the fake essay model answers the pre-check and the
 * gradings; each test case's essay names its script, so one run mixes a clean grading, a retry, a
 * failed call, gradings that stay invalid and pre-check verdicts.
 */

const model = createEssayModel();
/** Scripts by a word of the essay; `fail` answers the grading with an HTTP 400. */
const scripts = new Map<string, EssayScript & { fail?: boolean }>();
let current: string | undefined;

function reply(request: FakeAiRequest) {
  const messages = JSON.stringify(request.body.messages ?? []);
  const marker = [...scripts.keys()].find((word) => messages.includes(` ${word} `));
  // A new case gets its script (and the fake's counts start again); its repeats keep them.
  if (marker !== current) {
    current = marker;
    model.set(scripts.get(marker ?? '') ?? {});
  }
  if (
    scripts.get(marker ?? '')?.fail &&
    request.body.response_format?.json_schema?.name === 'ocena_wypracowania'
  )
    return { status: 400, message: 'bad request' };
  return model.reply(request);
}

let fake: FakeOpenAi;
let sets: Map<EssayExam, CriteriaSet>;
beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: 'sk-eval', defaultReply: reply });
  sets = await bundledCriteriaSets();
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
        fast: 'eval-fast',
        vision: undefined,
        embedding: undefined,
        transcription: undefined,
      },
      timeoutMs: 5_000,
    },
    { logger: captureLogger().logger },
  );

const points = (one: number, two: number, three: number, four: number) => ({
  '1': one,
  '2': two,
  '3': three,
  '4': four,
});
/** An E8 English case whose essay carries `marker`, with the teacher's points (or a refusal). */
function essay(
  marker: string,
  expected: Record<string, number> | null,
  script: EssayScript & { fail?: boolean },
) {
  scripts.set(marker, script);
  const c: EssayCase = {
    id: marker,
    exam: 'e8_angielski',
    temat: 'Napisz e-mail do kolegi z Anglii o wycieczce szkolnej.',
    content: `Hi Tom, this is the ${marker} e-mail about my school trip to the mountains and the lake, which was great and I loved it.`,
    dysleksja: false,
    expectRefusal: expected === null,
  };
  if (expected)
    c.expected = {
      total: Object.values(expected).reduce((a, b) => a + b, 0),
      criteria: Object.fromEntries(
        Object.entries(expected).map(([id, p]) => [id, { points: p, justification: 'x' }]),
      ),
    };
  return c;
}

describe('essay eval: a scripted run', () => {
  it('counts validity, refusals and agreement, leaving a failed call out', async () => {
    const cases = [
      essay('alpha', points(3, 1, 1, 1), { points: points(3, 1, 1, 1) }),
      essay('bravo', points(4, 2, 2, 2), { points: points(4, 2, 1, 2), missingCriterion: '2' }),
      essay('charlie', points(4, 2, 2, 2), { fail: true }),
      essay('delta', points(2, 1, 1, 1), { outOfRange: { id: '1', always: true } }),
      essay('echo', points(2, 1, 1, 1), { invalidJson: 2 }),
      essay('foxtrot', points(1, 1, 1, 0), { points: points(2, 1, 1, 0), total: 99 }),
      essay('golf', null, { precheck: { wypracowanie: false, powod: 'To lista zakupów.' } }),
      essay('hotel', points(2, 1, 1, 1), { precheck: { naTemat: false } }),
    ];
    const report = await runEssayEval(ai(), sets, cases);
    expect(report.cases.map((c) => [c.id, c.status, c.accepted, c.retriedFor, c.invalid, c.total])).toEqual([
      ['alpha', 'graded', 'first', [], [], 6],
      ['bravo', 'graded', 'retry', ['missingCriterion'], [], 9],
      ['charlie', 'failed', null, [], [], null],
      ['delta', 'invalid', null, ['outOfRange'], ['outOfRange'], null],
      ['echo', 'invalid', null, [], ['invalidJson'], null],
      ['foxtrot', 'graded', 'first', [], [], 4],
      ['golf', 'refused', null, [], [], null],
      ['hotel', 'refused', null, [], [], null],
    ]);
    expect(report.cases[2]?.error).toBe('AI_FAILED (HTTP_400)');
    expect(report.cases[6]?.refusal).toMatch(/^To nie wygląda na wypracowanie.*lista zakupów/);
    expect(report.cases[5]?.modelTotal).toBe(99);
    expect(report.failed).toBe(1);
    expect(report.precheck).toEqual({ refusalCases: 1, refused: 1, essays: 6, wronglyRefused: 1 });
    expect(report.validity).toEqual({
      gradings: 5,
      acceptedFirst: 2,
      acceptedRetry: 1,
      invalid: 2,
      validityRate: 3 / 5,
      firstTryRate: 2 / 5,
      retriedFor: { missingCriterion: 1, outOfRange: 1 },
      invalidKinds: { outOfRange: 1, invalidJson: 1 },
      modelTotalDiffers: 1,
    });

    // Graded with points: alpha, bravo, foxtrot (teacher → Kreda).
    const [exam] = report.agreement.exams;
    expect(report.agreement.exams).toHaveLength(1);
    expect(exam?.cases).toBe(3);
    expect(exam?.criteria.map((c) => [c.id, c.n, c.exact, c.withinOne])).toEqual([
      ['1', 3, 2, 3],
      ['2', 3, 3, 3],
      ['3', 3, 2, 3],
      ['4', 3, 3, 3],
    ]);
    const [first, , third] = exam?.criteria ?? [];
    expect(first?.meanAbsoluteError).toBeCloseTo(1 / 3, 10);
    expect(first?.kappa).toBeCloseTo(6 / 7, 10); // (3,3) (4,4) (1,2) on 0..4
    expect(third?.kappa).toBe(0); // Kreda gave 1 to all three: no better than chance
    expect(exam?.total).toMatchObject({ maxPoints: 10, n: 3, exact: 1, withinOne: 3 });
    expect(exam?.total.kappa).toBeCloseTo(
      quadraticWeightedKappa(
        [
          [6, 6],
          [10, 9],
          [3, 4],
        ],
        0,
        10,
      ) ?? Number.NaN,
      10,
    );
    expect(report.agreement.overall.cases).toBe(3);
    expect(report.agreement.overall.criteria).toMatchObject({ n: 12, exact: 10, withinOne: 12 });
    expect(report.agreement.overall.criteria.kappa).toBeCloseTo((6 / 7 + 1 + 0 + 1) / 4, 10);
  });

  it('knows the kind of every problem gradingProblems writes', () => {
    const set = sets.get('e8_angielski') as CriteriaSet;
    const item = (id: string, punkty: number) => ({ id, punkty, uzasadnienie: '', cytaty: [] });
    const grading = {
      kryteria: [item('1', 9), item('1', 1), item('7', 1), item('3', 1.5)],
    } as unknown as ModelGrading;
    const problems = gradingProblems(set, grading);
    expect(problems.map(problemKind).sort()).toEqual([
      'missingCriterion',
      'missingCriterion',
      'outOfRange',
      'outOfRange',
      'repeatedCriterion',
      'unknownCriterion',
    ]);
  });
});

describe('essay eval: the bundled set', () => {
  it('runs the bundled cases, at most --limit of each exam and of the texts to refuse', async () => {
    scripts.clear();
    const { report, text } = await essayEval.run({ ai: ai(), casePaths: [], limit: 1, progress: () => {} });
    expect(report.cases.map((c) => [c.id, c.status])).toEqual([
      ['matura-pp-mocna', 'graded'],
      ['e8-polski-dobra', 'graded'],
      ['matura-angielski-pp-dobra', 'graded'],
      ['e8-angielski-dobra', 'graded'],
      ['odmowa-przepis-kulinarny', 'refused'],
    ]);
    // The fake gives each criterion one point below its maximum; code computes 4a–4c from errors.
    expect(report.cases[0]?.points).toMatchObject({ '1': 1, '2': 15, '4a': 7, '4b': 2, '4c': 2 });
    expect(report.agreement.exams.map((e) => e.exam)).toEqual([
      'matura_polski_pp',
      'e8_polski',
      'matura_angielski_pp',
      'e8_angielski',
    ]);
    expect(text).toMatch(/^Cases — 5\ncase +exam +words +teacher +Kreda +model +result/);
    expect(text).toContain(
      'Pre-check: refused 1/1 of the texts it should refuse · wrongly refused 0/4 essays',
    );
    expect(text).toContain(
      'Validity: 4/4 gradings accepted (100%) — 4 on the first answer (100%), 0 after the retry',
    );
    expect(text).toMatch(
      /Agreement with the teacher — matura_polski_pp \(.+\), 1 graded\ncriterion +max +n +exact/,
    );
    expect(text).toMatch(/\ntotals +4 +/);
  });

  it('keeps every case without --limit, and the file order with it', async () => {
    const bundled = await loadEssayCases([], sets);
    expect(limitCases(bundled, undefined)).toEqual(bundled);
    const two = limitCases(bundled, 2);
    expect(two).toHaveLength(10);
    expect(two.filter((c) => c.expectRefusal)).toHaveLength(2);
    expect(two.map((c) => c.id)).toEqual(bundled.filter((c) => two.includes(c)).map((c) => c.id));
  });
});
