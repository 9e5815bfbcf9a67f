import { warsawWallClock } from '@kreda/shared/dates';
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { ModuleTask } from '../../core/module.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { findUserById } from '../users/index.ts';
import { countDueWords } from '../wordbases/index.ts';
import { progressClock } from './clock.ts';
import { warsawDay } from './days.ts';
import { reminderEmail } from './reminder-email.ts';
import { readProgress } from './service.ts';
import { studyReminders, studySessions, studySettings } from './tables.ts';
import { unsubscribeUrl } from './unsubscribe-link.ts';

/** Reminders go out from this Warsaw hour on: after school, before the evening. */
export const REMINDER_HOUR = 17;
export const REMINDER_QUEUE = 'progress-reminder';

export interface ReminderJobData {
  userId: string;
  /** The Warsaw day the reminder is for, `YYYY-MM-DD`. */
  day: string;
}

/**
 * From 17:00 Warsaw time, one job per opted-in pupil who has not studied today and was not yet
 * reminded, keyed by pupil and day: every instance runs this task, and the key makes their sends
 * one job. The job decides the rest (verified, an address, words due).
 */
export async function queueReminders(deps: Deps, now: Date = progressClock.now()): Promise<number> {
  if (warsawWallClock(now).hour < REMINDER_HOUR) return 0;
  const day = warsawDay(now);
  const candidates = await deps.db
    .select({ userId: studySettings.userId })
    .from(studySettings)
    .where(
      and(
        eq(studySettings.remindersEnabled, true),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(studySessions)
            .where(and(eq(studySessions.userId, studySettings.userId), eq(studySessions.day, day))),
        ),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(studyReminders)
            .where(and(eq(studyReminders.userId, studySettings.userId), eq(studyReminders.day, day))),
        ),
      ),
    );
  let queued = 0;
  for (const { userId } of candidates) {
    const sent = await deps.services.jobs.send<ReminderJobData>(
      REMINDER_QUEUE,
      { userId, day },
      `${userId}:${day}`,
    );
    if (sent) queued++;
  }
  return queued;
}

/**
 * Sends one pupil's reminder for `day`, at most once: the day is claimed first (a claimed day
 * sends nothing, on any instance) and given back if the send fails, so the job's retry sends it.
 * Not held in a transaction around the send: the embedded database has one connection, and a
 * slow mail server must not stall it. Everything is checked again here, as things may have changed
 * since the job was queued.
 */
export async function sendReminder(
  deps: Deps,
  { userId, day }: ReminderJobData,
): Promise<'sent' | 'skipped'> {
  const now = progressClock.now();
  if (warsawDay(now) !== day) return 'skipped';
  const user = await findUserById(deps.db, userId);
  if (!user?.email || !user.isVerified) return 'skipped';
  const email = user.email;
  const progress = await readProgress(deps.db, userId, now);
  if (!progress.remindersEnabled || progress.studiedToday) return 'skipped';
  const dueWords = await countDueWords(deps.db, userId, now);
  if (dueWords === 0) return 'skipped';
  const claimed = await deps.db
    .insert(studyReminders)
    .values({ userId, day })
    .onConflictDoNothing()
    .returning({ userId: studyReminders.userId });
  if (claimed.length === 0) return 'skipped';
  try {
    await deps.services.delivery.sendEmail(
      reminderEmail({
        to: email,
        name: user.name,
        dueWords,
        streak: progress.currentStreak,
        publicUrl: deps.config.publicUrl,
        unsubscribeUrl: unsubscribeUrl(deps.services.sessionSecret, deps.config.publicUrl, userId),
      }),
    );
  } catch (error) {
    // Not sent: give the day back so the job's retry sends it.
    await deps.db
      .delete(studyReminders)
      .where(and(eq(studyReminders.userId, userId), eq(studyReminders.day, day)));
    throw error;
  }
  return 'sent';
}

export function reminderJob(deps: Deps): JobDefinition<ReminderJobData> {
  return {
    name: REMINDER_QUEUE,
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    handler: async (data) => {
      await sendReminder(deps, data);
    },
  };
}

/** Looks for pupils to remind every ten minutes (a restart or a new instance loses nothing). */
export const reminderTask: ModuleTask = {
  name: 'study-reminders',
  everyMs: 10 * 60_000,
  atStartup: 'background',
  run: (deps) => queueReminders(deps),
};
