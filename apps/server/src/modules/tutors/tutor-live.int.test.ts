import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, fakeAiEnv, findTopic } from '../../testing/factories.ts';
import { type FakeOpenAi, schemaNameOf, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { newPlace, type Place, rows, serverHandle, startIn } from '../../testing/restartable.ts';
import { collectEvents, subscriptionRequest, wsClient } from '../../testing/session-client.ts';
import { TUTORS } from './testing/documents.ts';
import { tutorReply } from './testing/fake-model.ts';
import { orderTutor, settledTutor } from './testing/helpers.ts';

/*
 * What a pupil's tutor pages live on: the tutor's states, its topics' contents and its sessions
 * arrive as events to their owner only; and a plan being written when the server stops is
 * finished after the restart, once, counted once.
 */

let ai: FakeOpenAi;
beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', defaultReply: tutorReply });
});
afterAll(async () => {
  await ai?.stop();
});

describe('live tutors', () => {
  let place: Place;
  let s: ReturnType<typeof serverHandle>;
  beforeAll(async () => {
    place = await newPlace(fakeAiEnv(ai));
    s = serverHandle(place);
    await startIn(place, s);
  });
  afterAll(async () => {
    await s?.stop();
    await place?.drop();
  });

  it('tells the owner each state of a tutor and each topic written, and nobody else', async () => {
    const user = await createUser(s);
    const stranger = await createUser(s);
    const topic = await findTopic(s);
    const mine = wsClient(s, user.client.cookieHeader());
    const theirs = wsClient(s, stranger.client.cookieHeader());
    try {
      const ordered = collectEvents<{ newAiTutor: { id: string; state: string } }>(
        mine,
        subscriptionRequest(TUTORS.newTutor, {}),
        (events) => events.length >= 1,
      );
      const strangersNew = collectEvents<{ newAiTutor: { id: string } }>(
        theirs,
        subscriptionRequest(TUTORS.newTutor, {}),
        () => false,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      ai.hold();
      const tutor = await orderTutor(user, { tematId: topic.id });
      await ordered.finished;
      expect(ordered.events[0]?.newAiTutor).toMatchObject({ id: tutor.id, state: 'CREATED' });
      const states = collectEvents<{ updateAiTutor: { state: string } }>(
        mine,
        subscriptionRequest(TUTORS.updated, { input: { id: tutor.id } }),
        (events) => events.some((e) => e.updateAiTutor.state === 'MAIN_READY'),
      );
      const topics = collectEvents<{ updateAiTutorTemat: { id: string; full_generated: boolean } }>(
        mine,
        subscriptionRequest(TUTORS.topicUpdated, { input: { aiTutorId: tutor.id } }),
        (events) => events.filter((e) => e.updateAiTutorTemat.full_generated).length >= 3,
      );
      const peeking = collectEvents(
        theirs,
        subscriptionRequest(TUTORS.updated, { input: { id: tutor.id } }),
        () => true,
      );
      const peekingTopics = collectEvents(
        theirs,
        subscriptionRequest(TUTORS.topicUpdated, { input: { aiTutorId: tutor.id } }),
        () => true,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      ai.release();
      await states.finished;
      const seen = states.events.map((e) => e.updateAiTutor.state);
      expect(seen).toContain('INITIAL_READY');
      expect(seen.at(-1)).toBe('MAIN_READY');
      await topics.finished;
      expect(
        new Set(
          topics.events
            .filter((e) => e.updateAiTutorTemat.full_generated)
            .map((e) => e.updateAiTutorTemat.id),
        ).size,
      ).toBe(3);
      await peeking.finished;
      await peekingTopics.finished;
      expect(JSON.stringify(peeking.errors)).toContain('NOT_FOUND');
      expect(JSON.stringify(peekingTopics.errors)).toContain('NOT_FOUND');
      strangersNew.stop();
      expect(strangersNew.events).toEqual([]);
    } finally {
      await mine.dispose();
      await theirs.dispose();
    }
  });

  it('finishes a plan the server was writing when it stopped, once, after the restart', async () => {
    const user = await createUser(s);
    ai.hold();
    const before = ai.requests.length;
    const tutor = await orderTutor(user, { tematId: (await findTopic(s, { index: 1 })).id });
    await ai.waitForRequests(before + 1);
    expect(schemaNameOf(ai.requests.at(-1) as never)).toBe('tutor_plan');
    await s.runtime.stop();
    ai.release();
    await startIn(place, s);
    const done = await settledTutor(user, tutor.id);
    expect(done.state).toBe('MAIN_READY');
    expect(done.aiTutorTemat).toHaveLength(3);
    const saved = await rows<{ n: number }>(
      s.database,
      sql`select count(*)::int as n from ai_tutor_topics where tutor_id = ${tutor.id}`,
    );
    expect(saved[0]?.n).toBe(3);
    const used = await rows<{ used: number }>(
      s.database,
      sql`select used from usage_counters where user_id = ${user.id} and action = 'AI_TUTORING'`,
    );
    expect(used.map((r) => r.used)).toEqual([1]);
  });
});
