import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import {
  createReadyMaterial,
  createUser,
  createWorkspace,
  fakeAiEnv,
  type TestUser,
} from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { until } from '../../testing/restartable.ts';
import { dataOf, sessionClient } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { userTraces as essayTraces } from '../essays/testing/user-traces.ts';
import { userTraces as quizTraces } from '../quizzes/testing/user-traces.ts';
import { userTraces as testTraces } from '../testsolver/testing/user-traces.ts';
import { typedBase, WORDBASES } from '../wordbases/testing/documents.ts';
import { PROGRESS } from './testing/documents.ts';
import { PAYLOADS, progressHarness, resetClock, setClock } from './testing/harness.ts';

/*
 * "Moje postępy" (studyOverview): the numbers after a pupil's real sessions in every tool, the
 * tutors' sessions from their events, old events without the newer fields, and nobody else's data.
 */

const harness = progressHarness();
let server: TestServer;
let ai: FakeOpenAi;
beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test' });
  server = await startTestServer({ ...fakeAiEnv(ai) }, { modules: harness.modules });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});
afterEach(resetClock);

const overviewOf = async (user: TestUser) => dataOf(await user.client.gql(PROGRESS.overview)).studyOverview;

function expectEmpty(overview: Awaited<ReturnType<typeof overviewOf>>) {
  expect(overview).toMatchObject({
    currentStreak: 0,
    longestStreak: 0,
    quizzes: { finished: 0, subjects: [] },
    words: { wordCount: 0, learnt: 0, due: 0 },
    essays: { graded: 0, przedmiot: null, poziom: null, attempts: [], criteria: [] },
    tests: { solved: 0, tasksSolved: 0 },
    tutors: { practised: 0, mastered: 0, subjects: [] },
  });
  expect(overview.days.every((d) => d.sessions === 0)).toBe(true);
  expect(overview.tests.weeks).toHaveLength(12);
  expect(overview.tests.weeks.every((w) => w.solved === 0)).toBe(true);
}

describe('studyOverview', () => {
  it('gives an empty account an empty overview: twelve weeks of days from a Monday to today', async () => {
    const pupil = await createUser(server);
    setClock('2026-03-11T12:00:00Z'); // a Wednesday
    const overview = await overviewOf(pupil);
    expectEmpty(overview);
    expect(overview.today).toBe('2026-03-11');
    expect(overview.days[0]?.day).toBe('2025-12-22'); // the Monday eleven weeks before
    expect(overview.days.at(-1)?.day).toBe('2026-03-11');
    expect(overview.days).toHaveLength(7 * 11 + 3);
    expect(overview.tests.weeks[0]?.start).toBe('2025-12-22');
    expect(overview.tests.weeks.at(-1)?.start).toBe('2026-03-09');
  });

  it("shows a pupil's real quiz, essay, test and flashcards, and tutor topics by their latest session", async () => {
    const pupil = await createUser(server);
    const workspace = await createWorkspace(pupil, { przedmiot: 'biology' });
    const material = await createReadyMaterial(pupil, workspace, {
      text: 'Fotosynteza zachodzi w liściach.',
    });
    const input = { user: pupil, workspaceId: workspace.id, material, marker: 'POSTEP', ai };
    await quizTraces.fill(input);
    const { review } = await essayTraces.fill(input);
    await testTraces.fill(input);

    const base = await typedBase(pupil, workspace);
    const session = dataOf(
      await pupil.client.gql(WORDBASES.start, {
        input: { wordBaseId: base.id, wordBaseSessionType: 'WORD' },
      }),
    ).start;
    dataOf(
      await pupil.client.gql(WORDBASES.practice, {
        input: { sessionId: session.id, wordId: session.nextWord?.id ?? '', rating: 'LATWE' },
      }),
    );
    dataOf(await pupil.client.gql(WORDBASES.practice, { input: { sessionId: session.id, finish: true } }));

    // The tutors record their sessions' events themselves; here they are recorded as they would be.
    const now = new Date();
    const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
    const tutor = PAYLOADS['tutorSession.finished'];
    await harness.studied(server, pupil, 'tutorSession.finished', new Date(now.getTime() - 3000), {
      ...tutor,
      tutorTopicId: first,
      scorePercent: 40,
      mastered: false,
    });
    await harness.studied(server, pupil, 'tutorSession.finished', new Date(now.getTime() - 2000), {
      ...tutor,
      tutorTopicId: first,
      scorePercent: 90,
      mastered: true,
    });
    await harness.studied(server, pupil, 'tutorSession.finished', new Date(now.getTime() - 1000), {
      ...tutor,
      tutorTopicId: second,
      scorePercent: 60,
      mastered: false,
    });

    const overview = await until(
      () => overviewOf(pupil),
      (o) =>
        o.quizzes.finished === 1 && o.essays.graded === 1 && o.tests.solved === 1 && o.currentStreak === 1,
      30_000,
    );
    const [attempt] = await sqlRows<{ score: number; max_score: number }>(
      server,
      sql`select score, max_score from quiz_results where user_id = ${pupil.id} and is_finished`,
    );
    const percent = Math.round((100 * Number(attempt?.score)) / Number(attempt?.max_score));
    expect(overview.quizzes.subjects).toEqual([
      { przedmiot: 'biology', attempts: [{ day: overview.today, scorePercent: percent }] },
    ]);

    const grading = review.maturaPolski;
    expect(grading).toBeTruthy();
    expect(overview.essays).toMatchObject({
      graded: 1,
      przedmiot: 'polish',
      attempts: [{ day: overview.today, points: grading?.zdobytePunkty, maxPoints: grading?.liczbaPunktow }],
    });
    expect(overview.essays.criteria).toEqual(
      (grading?.kryteria ?? []).map((k) => ({
        id: k.id,
        name: k.name,
        maxPoints: k.maxPoints,
        points: [k.points],
      })),
    );
    expect(overview.essays.criteria.length).toBeGreaterThan(0);

    expect(overview.tests).toMatchObject({ solved: 1, tasksSolved: 1 });
    expect(overview.tests.weeks.at(-1)?.solved).toBe(1);

    const due = dataOf(await pupil.client.gql(WORDBASES.due)).getDueWords.total;
    expect(overview.words).toEqual({ wordCount: 5, learnt: 1, due });

    expect(overview.tutors).toEqual({
      practised: 2,
      mastered: 1,
      subjects: [{ przedmiot: 'biology', practised: 2, mastered: 1 }],
    });
    // Every finished session counts on today's square: quiz, the essay written and its grading, test, flashcards, three tutor sessions.
    const sessions = await until(
      async () => (await overviewOf(pupil)).days.at(-1)?.sessions,
      (n) => n === 8,
      20_000,
    );
    expect(sessions).toBe(8);
    expect((await overviewOf(pupil)).longestStreak).toBe(1);

    // Another pupil sees none of it; signed out, nobody sees anything.
    const other = await createUser(server);
    expectEmpty(await overviewOf(other));
    const signedOut = await sessionClient(server).gql(PROGRESS.overview);
    expect(firstError(signedOut.body).code).toBe('UNAUTHENTICATED');
    expect(signedOut.body.data ?? null).toBeNull();
  }, 120_000);

  it('counts old events without a score or criteria, and draws the days, streaks and weeks of a moved clock', async () => {
    const pupil = await createUser(server);
    const at = (iso: string) => new Date(iso);
    // Recorded before the score and the subject were reported: a finished quiz without a point.
    await harness.studied(server, pupil, 'quiz.finished', at('2026-03-02T10:00:00Z'));
    await harness.studied(server, pupil, 'quiz.finished', at('2026-03-03T10:00:00Z'), {
      ...PAYLOADS['quiz.finished'],
      score: 4,
      maxScore: 5,
      przedmiot: 'mathematics',
    });
    await harness.studied(server, pupil, 'quiz.finished', at('2026-03-04T10:00:00Z'), {
      ...PAYLOADS['quiz.finished'],
      score: 1,
      maxScore: 4,
      przedmiot: null,
    });
    // An essay graded before its criteria were reported, then one with them.
    await harness.studied(server, pupil, 'essay.graded', at('2026-03-04T11:00:00Z'));
    const criteria = [
      { id: 'A', name: 'Realizacja tematu', points: 1, maxPoints: 2 },
      { id: 'B', name: 'Kompozycja', points: 3, maxPoints: 4 },
    ];
    await harness.studied(server, pupil, 'essay.graded', at('2026-03-05T11:00:00Z'), {
      ...PAYLOADS['essay.graded'],
      points: 4,
      criteria,
    });
    setClock('2026-03-05T18:00:00Z');
    const overview = await overviewOf(pupil);
    expect(overview).toMatchObject({ today: '2026-03-05', currentStreak: 4, longestStreak: 4 });
    expect(overview.days.slice(-4)).toEqual([
      { day: '2026-03-02', sessions: 1 },
      { day: '2026-03-03', sessions: 1 },
      { day: '2026-03-04', sessions: 2 },
      { day: '2026-03-05', sessions: 1 },
    ]);
    expect(overview.quizzes).toEqual({
      finished: 3,
      subjects: [
        { przedmiot: null, attempts: [{ day: '2026-03-04', scorePercent: 25 }] },
        { przedmiot: 'mathematics', attempts: [{ day: '2026-03-03', scorePercent: 80 }] },
      ],
    });
    expect(overview.essays).toMatchObject({
      graded: 2,
      przedmiot: 'polish',
      poziom: 'MATURA',
      attempts: [
        { day: '2026-03-04', points: 20, maxPoints: 35 },
        { day: '2026-03-05', points: 4, maxPoints: 35 },
      ],
      criteria: [
        { id: 'A', name: 'Realizacja tematu', maxPoints: 2, points: [null, 1] },
        { id: 'B', name: 'Kompozycja', maxPoints: 4, points: [null, 3] },
      ],
    });
    // Two days later the streak is broken, the longest kept.
    setClock('2026-03-07T12:00:00Z');
    expect(await overviewOf(pupil)).toMatchObject({ currentStreak: 0, longestStreak: 4 });
  });
});
