import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../core/deps.ts';
import type { DomainEvents } from '../../core/events.ts';
import { collectUserData } from '../../modules.ts';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { createUser, createWorkspace, type TestUser } from '../../testing/factories.ts';
import { until } from '../../testing/restartable.ts';
import { dataOf, sessionClient, unchecked } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { processorQueue } from '../events/index.ts';
import { typedBase, WORDBASES } from '../wordbases/testing/documents.ts';
import { studySessionProcessor } from './processor.ts';
import type { StudyEventType } from './study-events.ts';
import { PROGRESS } from './testing/documents.ts';
import { PAYLOADS, progressHarness, resetClock, setClock } from './testing/harness.ts';

const harness = progressHarness();
let server: TestServer;
let deps: Deps;
beforeAll(async () => {
  server = await startTestServer({}, { modules: harness.modules });
  deps = harness.deps();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});
afterEach(resetClock);

const studied = <T extends StudyEventType>(
  user: { id: string },
  type: T,
  at: Date,
  payload?: DomainEvents[T],
) => harness.studied(server, user, type, at, payload);

const at = (iso: string) => new Date(iso);
const progressOf = async (user: TestUser) => dataOf(await user.client.gql(PROGRESS.get)).studyProgress;

describe('study days', () => {
  it('counts a finished session of every kind, once per event', async () => {
    const pupil = await createUser(server);
    setClock('2026-03-10T12:00:00Z');
    const types = Object.keys(PAYLOADS) as StudyEventType[];
    for (const type of types) await studied(pupil, type, at('2026-03-10T09:00:00Z'));
    await studied(pupil, 'wordSession.finished', at('2026-03-10T09:30:00Z'), {
      ...PAYLOADS['wordSession.finished'],
      sessionType: 'EXERCISE',
    });
    const kinds = await sqlRows<{ kind: string; day: string }>(
      server,
      sql`select kind, day::text as day from study_sessions where user_id = ${pupil.id} order by kind`,
    );
    expect(kinds.map((k) => k.kind)).toEqual([
      'ESSAY',
      'ESSAY',
      'EXERCISES',
      'FLASHCARDS',
      'QUIZ',
      'TEST',
      'TUTOR',
    ]);
    expect(new Set(kinds.map((k) => k.day))).toEqual(new Set(['2026-03-10']));
    expect(await progressOf(pupil)).toMatchObject({
      todaySessions: 7,
      studiedToday: true,
      currentStreak: 1,
      longestStreak: 1,
      today: '2026-03-10',
    });
  });

  it('counts a flashcard session the pupil really finished, today', async () => {
    const pupil = await createUser(server);
    const base = await typedBase(pupil, await createWorkspace(pupil));
    const session = dataOf(
      await pupil.client.gql(WORDBASES.start, {
        input: { wordBaseId: base.id, wordBaseSessionType: 'WORD' },
      }),
    ).start;
    dataOf(
      await pupil.client.gql(WORDBASES.practice, {
        input: { sessionId: session.id, wordId: session.nextWord?.id ?? '', rating: 'WIEM' },
      }),
    );
    dataOf(await pupil.client.gql(WORDBASES.practice, { input: { sessionId: session.id, finish: true } }));
    const progress = await until(
      () => progressOf(pupil),
      (p) => p.todaySessions === 1,
      20_000,
    );
    expect(progress).toMatchObject({ studiedToday: true, currentStreak: 1 });
    const [row] = await sqlRows<{ kind: string }>(
      server,
      sql`select kind from study_sessions where user_id = ${pupil.id}`,
    );
    expect(row?.kind).toBe('FLASHCARDS');
  });

  it('counts an event delivered twice once', async () => {
    const pupil = await createUser(server);
    setClock('2026-03-10T12:00:00Z');
    const id = await studied(pupil, 'quiz.finished', at('2026-03-10T10:00:00Z'));
    // A second delivery job of the same event, and the processor handed the event again.
    const again = `${id}-again`;
    await deps.services.jobs.send(processorQueue('progress'), { eventId: id }, again);
    await until(
      async () => (await server.runtime.jobs.states(processorQueue('progress'), [again])).get(again),
      (state) => state === 'completed',
      20_000,
    );
    const [event] = await sqlRows<{ created_at: string }>(
      server,
      sql`select created_at from events where id = ${id}`,
    );
    await studySessionProcessor.handle(deps, {
      id,
      type: 'quiz.finished',
      userId: pupil.id,
      entity: null,
      payload: PAYLOADS['quiz.finished'],
      createdAt: new Date(event?.created_at ?? ''),
    });
    expect((await progressOf(pupil)).todaySessions).toBe(1);
  });

  it('counts a session by its Warsaw day: 23:30 in Warsaw is that day, 00:10 the next', async () => {
    const pupil = await createUser(server);
    // 23:30 CET on 15 January is 22:30 UTC.
    await studied(pupil, 'quiz.finished', at('2026-01-15T22:30:00Z'));
    // Just after midnight in Warsaw (23:05 UTC), the 15th is yesterday and the streak still holds.
    setClock('2026-01-15T23:05:00Z');
    expect(await progressOf(pupil)).toMatchObject({
      today: '2026-01-16',
      studiedToday: false,
      currentStreak: 1,
    });
    // 00:10 CET on 17 January is 23:10 UTC on the 16th: it counts for the 17th, the 16th was missed.
    await studied(pupil, 'test.solved', at('2026-01-16T23:10:00Z'));
    const days = await sqlRows<{ day: string }>(
      server,
      sql`select day::text as day from study_sessions where user_id = ${pupil.id} order by day`,
    );
    expect(days.map((d) => d.day)).toEqual(['2026-01-15', '2026-01-17']);
    setClock('2026-01-17T10:00:00Z');
    expect(await progressOf(pupil)).toMatchObject({
      today: '2026-01-17',
      studiedToday: true,
      todaySessions: 1,
      currentStreak: 1,
      longestStreak: 1,
    });
  });

  it('builds a streak across two and three days with a moved clock, and breaks it after a missed day', async () => {
    const pupil = await createUser(server);
    await studied(pupil, 'wordSession.finished', at('2026-04-01T15:00:00Z'));
    setClock('2026-04-01T18:00:00Z');
    expect(await progressOf(pupil)).toMatchObject({ currentStreak: 1, longestStreak: 1 });

    // Next day: yesterday's streak holds until the pupil studies, then it grows.
    setClock('2026-04-02T08:00:00Z');
    expect(await progressOf(pupil)).toMatchObject({
      currentStreak: 1,
      studiedToday: false,
      todaySessions: 0,
    });
    await studied(pupil, 'quiz.finished', at('2026-04-02T08:00:00Z'));
    expect(await progressOf(pupil)).toMatchObject({ currentStreak: 2, longestStreak: 2, studiedToday: true });

    setClock('2026-04-03T20:59:00Z');
    await studied(pupil, 'essay.graded', at('2026-04-03T20:59:00Z'));
    expect(await progressOf(pupil)).toMatchObject({ currentStreak: 3, longestStreak: 3 });

    // The 4th passes without study: on the 5th the streak is broken, the longest is kept.
    setClock('2026-04-05T10:00:00Z');
    expect(await progressOf(pupil)).toMatchObject({
      currentStreak: 0,
      longestStreak: 3,
      studiedToday: false,
    });
    await studied(pupil, 'test.solved', at('2026-04-05T10:00:00Z'));
    expect(await progressOf(pupil)).toMatchObject({ currentStreak: 1, longestStreak: 3 });
  });
});

describe('daily goal', () => {
  it('is 1 by default, counts today toward it, and takes 1 to 5', async () => {
    const pupil = await createUser(server);
    setClock('2026-05-06T12:00:00Z');
    expect(await progressOf(pupil)).toMatchObject({
      dailyGoal: 1,
      todaySessions: 0,
      remindersEnabled: false,
    });
    const set = dataOf(
      await pupil.client.gql(PROGRESS.setGoal, { input: { dailyGoal: 3 } }),
    ).setDailyStudyGoal;
    expect(set).toEqual({ dailyGoal: 3, todaySessions: 0 });
    await studied(pupil, 'quiz.finished', at('2026-05-06T11:00:00Z'));
    await studied(pupil, 'quiz.finished', at('2026-05-06T11:30:00Z'));
    expect(await progressOf(pupil)).toMatchObject({ dailyGoal: 3, todaySessions: 2 });
  });

  it('refuses a goal of 0, 6, a fraction, a word or none with a Polish message and changes nothing', async () => {
    const pupil = await createUser(server);
    dataOf(await pupil.client.gql(PROGRESS.setGoal, { input: { dailyGoal: 2 } }));
    for (const dailyGoal of [0, 6, -1, 100]) {
      const error = firstError((await pupil.client.gql(PROGRESS.setGoal, { input: { dailyGoal } })).body);
      expect(error).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Cel dzienny to od 1 do 5 sesji nauki.',
      });
    }
    for (const input of [{}, { dailyGoal: 2.5 }, { dailyGoal: 'dwa' }]) {
      const refused = await pupil.client.gql(PROGRESS.setGoal, unchecked({ input }));
      expect(firstError(refused.body)).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Nieprawidłowe dane wejściowe w zmiennej „input”.',
      });
    }
    expect((await progressOf(pupil)).dailyGoal).toBe(2);
  });
});

describe('whose progress', () => {
  it('answers only the signed-in pupil, with their own days and settings', async () => {
    const [owner, other] = [await createUser(server), await createUser(server)];
    setClock('2026-06-10T12:00:00Z');
    await studied(owner, 'quiz.finished', at('2026-06-09T12:00:00Z'));
    await studied(owner, 'quiz.finished', at('2026-06-10T12:00:00Z'));
    dataOf(await owner.client.gql(PROGRESS.setGoal, { input: { dailyGoal: 4 } }));
    dataOf(await owner.client.gql(PROGRESS.setReminders, { input: { enabled: true } }));
    expect(await progressOf(owner)).toMatchObject({ currentStreak: 2, dailyGoal: 4, remindersEnabled: true });
    expect(await progressOf(other)).toMatchObject({
      currentStreak: 0,
      longestStreak: 0,
      todaySessions: 0,
      dailyGoal: 1,
      remindersEnabled: false,
    });
    // The other pupil's change is theirs only.
    dataOf(await other.client.gql(PROGRESS.setGoal, { input: { dailyGoal: 5 } }));
    expect((await progressOf(owner)).dailyGoal).toBe(4);

    const signedOut = sessionClient(server);
    for (const result of [
      await signedOut.gql(PROGRESS.get),
      await signedOut.gql(PROGRESS.setGoal, { input: { dailyGoal: 2 } }),
      await signedOut.gql(PROGRESS.setReminders, { input: { enabled: false } }),
    ])
      expect(firstError(result.body).code).toBe('UNAUTHENTICATED');
    expect(await progressOf(owner)).toMatchObject({ dailyGoal: 4, remindersEnabled: true });
  });

  it("goes with the account and is in the pupil's data export", async () => {
    const pupil = await createUser(server);
    await studied(pupil, 'test.solved', at('2026-06-10T12:00:00Z'));
    dataOf(await pupil.client.gql(PROGRESS.setGoal, { input: { dailyGoal: 2 } }));
    const exported = await collectUserData(deps, pupil.id);
    const entry = exported.find((e) => e.path === 'nauka.json');
    expect(entry && 'json' in entry ? entry.json : null).toMatchObject({
      settings: { dailyGoal: 2, remindersEnabled: false },
      sessions: [{ kind: 'TEST', day: '2026-06-10' }],
    });
    await deps.hooks.userDeleted({ userId: pupil.id });
    for (const table of ['study_sessions', 'study_settings', 'study_reminders'])
      expect(
        await sqlRows(server, sql`select 1 from ${sql.identifier(table)} where user_id = ${pupil.id}`),
      ).toEqual([]);
  });
});
