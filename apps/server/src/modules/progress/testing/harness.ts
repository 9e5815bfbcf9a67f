import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../../core/deps.ts';
import type { DomainEvents } from '../../../core/events.ts';
import type { ModuleManifest } from '../../../core/module.ts';
import { MODULES } from '../../../modules.ts';
import { sqlRows } from '../../../testing/accounts.ts';
import { until } from '../../../testing/restartable.ts';
import type { TestServer } from '../../../testing/test-server.ts';
import { recordEvent } from '../../events/index.ts';
import { progressClock } from '../clock.ts';
import type { StudyEventType } from '../study-events.ts';

/** A payload of each study event, as its tool records it. */
export const PAYLOADS: { [T in StudyEventType]: DomainEvents[T] } = {
  'quiz.finished': { workspaceId: randomUUID(), quizId: randomUUID(), answered: 3, maxScore: 5 },
  'wordSession.finished': {
    wordBaseId: randomUUID(),
    sessionType: 'WORD',
    wordCount: 5,
    answered: 5,
    score: 80,
    timeSeconds: 60,
  },
  'essay.written': {
    workspaceId: randomUUID(),
    mode: 'FULL',
    przedmiot: 'polish',
    poziom: 'MATURA',
    wordCount: 400,
  },
  'essay.graded': {
    workspaceId: randomUUID(),
    przedmiot: 'polish',
    poziom: 'MATURA',
    origin: 'text',
    points: 20,
    maxPoints: 35,
  },
  'test.solved': { workspaceId: randomUUID(), taskCount: 3, solvedCount: 3 },
  'tutorSession.finished': {
    workspaceId: randomUUID(),
    tutorId: randomUUID(),
    tutorTopicId: randomUUID(),
    przedmiot: 'biology',
    scorePercent: 80,
    mastered: true,
  },
};

/** Moves the progress module's clock (tests reset it with `resetClock`). */
export const setClock = (iso: string) => {
  progressClock.now = () => new Date(iso);
};
export const resetClock = () => {
  progressClock.now = () => new Date();
};

/**
 * The server's modules plus one that is only handed the server's deps, and a recorder of study
 * events as the tools record them (in a transaction, the processor's job enqueued on it), dated as
 * if the session had ended at `at`; it waits until the processor has handled the event.
 */
export function progressHarness() {
  let deps: Deps | undefined;
  const probe: ModuleManifest = {
    name: 'progress-probe',
    jobs(serverDeps) {
      deps = serverDeps;
      return [];
    },
  };
  const depsOf = () => {
    if (!deps) throw new Error('the server has not started');
    return deps;
  };
  async function studied<T extends StudyEventType>(
    server: TestServer,
    user: { id: string },
    type: T,
    at: Date,
    payload: DomainEvents[T] = PAYLOADS[type] as DomainEvents[T],
  ): Promise<string> {
    const d = depsOf();
    const id = await d.db.transaction(async (tx) => {
      const eventId = await recordEvent(d, tx, { type, userId: user.id, payload });
      await tx.execute(sql`update events set created_at = ${at.toISOString()} where id = ${eventId}`);
      return eventId;
    });
    await until(
      () =>
        sqlRows(
          server,
          sql`select 1 from event_deliveries where processor = 'progress' and event_id = ${id}`,
        ),
      (rows) => rows.length === 1,
      20_000,
    );
    return id;
  }
  return { modules: [...MODULES, probe], deps: depsOf, studied };
}
