import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DB } from '../../platform/db/database.ts';
import { streaksOf, warsawDay } from './days.ts';
import { studySessions, studySettings } from './tables.ts';

export const DEFAULT_DAILY_GOAL = 1;

/** What the home card and the settings show of one pupil's studying. */
export interface StudyProgressView {
  currentStreak: number;
  longestStreak: number;
  studiedToday: boolean;
  todaySessions: number;
  dailyGoal: number;
  remindersEnabled: boolean;
  /** The Warsaw day `today` is, `YYYY-MM-DD`. */
  today: string;
}

/** The pupil's settings, or the defaults (goal 1, no e-mail) when they never changed them. */
export async function settingsOf(db: DB, userId: string) {
  const [row] = await db.select().from(studySettings).where(eq(studySettings.userId, userId));
  return {
    dailyGoal: row?.dailyGoal ?? DEFAULT_DAILY_GOAL,
    remindersEnabled: row?.remindersEnabled ?? false,
  };
}

/**
 * The pupil's streaks, today's sessions against the goal, and the reminder setting, as of `now`.
 * The study days and today's count come from one statement: read apart, a session recorded between
 * the two reads showed "studied today" with a streak of 0.
 */
export async function readProgress(db: DB, userId: string, now: Date): Promise<StudyProgressView> {
  const today = warsawDay(now);
  const days = await db
    .select({ day: studySessions.day, sessions: count() })
    .from(studySessions)
    .where(eq(studySessions.userId, userId))
    .groupBy(studySessions.day)
    .orderBy(asc(studySessions.day));
  const streaks = streaksOf(
    days.map((d) => d.day),
    today,
  );
  const todaySessions = days.find((d) => d.day === today)?.sessions ?? 0;
  const settings = await settingsOf(db, userId);
  return {
    currentStreak: streaks.current,
    longestStreak: streaks.longest,
    studiedToday: todaySessions > 0,
    todaySessions,
    ...settings,
    today,
  };
}

/** Writes one of the pupil's settings, creating their row with the defaults for the rest. */
export async function saveSettings(
  db: DB,
  userId: string,
  change: { dailyGoal: number } | { remindersEnabled: boolean },
): Promise<void> {
  await db
    .insert(studySettings)
    .values({ userId, ...change })
    .onConflictDoUpdate({ target: studySettings.userId, set: { ...change, updatedAt: sql`now()` } });
}

/** Records a finished session once per event (a repeat of the same event changes nothing). */
export async function recordSession(
  db: DB,
  session: {
    eventId: string;
    userId: string;
    kind: string;
    finishedAt: Date;
    eventType: string;
    entityId: string | null;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await db
    .insert(studySessions)
    .values({ ...session, day: warsawDay(session.finishedAt) })
    .onConflictDoNothing({ target: studySessions.eventId });
}

/** Turns reminders off (the unsubscribe link); a pupil without settings has them off already. */
export async function disableReminders(db: DB, userId: string): Promise<void> {
  await db
    .update(studySettings)
    .set({ remindersEnabled: false, updatedAt: sql`now()` })
    .where(eq(studySettings.userId, userId));
}

/** Event types whose details make the overview's charts (the study days come from every session). */
const DETAILED_EVENTS = ['quiz.finished', 'essay.graded', 'test.solved', 'tutorSession.finished'];

/**
 * The rows "Moje postępy" is folded from, in two statements on the (user_id, day) index: the
 * sessions per study day, and the detailed sessions oldest first.
 */
export async function overviewRows(db: DB, userId: string) {
  const perDay = db
    .select({ day: studySessions.day, sessions: sql<number>`count(*)::int` })
    .from(studySessions)
    .where(eq(studySessions.userId, userId))
    .groupBy(studySessions.day)
    .orderBy(asc(studySessions.day));
  const detailed = db
    .select({
      eventType: studySessions.eventType,
      day: studySessions.day,
      entityId: studySessions.entityId,
      details: studySessions.details,
    })
    .from(studySessions)
    .where(and(eq(studySessions.userId, userId), inArray(studySessions.eventType, DETAILED_EVENTS)))
    .orderBy(asc(studySessions.finishedAt), asc(studySessions.eventId));
  const [days, details] = await Promise.all([perDay, detailed]);
  return { days, details };
}
