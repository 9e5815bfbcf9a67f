import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { UserDataEntry } from '../../core/module.ts';
import { studyReminders, studySessions, studySettings } from './tables.ts';

/** Everything the module holds of a user: sessions, settings, reminders sent. */
export async function removeUserProgress(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  await deps.db.delete(studySessions).where(eq(studySessions.userId, userId));
  await deps.db.delete(studySettings).where(eq(studySettings.userId, userId));
  await deps.db.delete(studyReminders).where(eq(studyReminders.userId, userId));
}

/** The user's study days and settings, for their data export (`nauka.json`). */
export async function exportProgress(deps: Pick<Deps, 'db'>, userId: string): Promise<UserDataEntry[]> {
  const sessions = await deps.db
    .select({ kind: studySessions.kind, day: studySessions.day, finishedAt: studySessions.finishedAt })
    .from(studySessions)
    .where(eq(studySessions.userId, userId))
    .orderBy(asc(studySessions.finishedAt));
  const [settings] = await deps.db
    .select({ dailyGoal: studySettings.dailyGoal, remindersEnabled: studySettings.remindersEnabled })
    .from(studySettings)
    .where(eq(studySettings.userId, userId));
  const reminders = await deps.db
    .select({ day: studyReminders.day, sentAt: studyReminders.sentAt })
    .from(studyReminders)
    .where(eq(studyReminders.userId, userId))
    .orderBy(asc(studyReminders.day));
  return [
    {
      path: 'nauka.json',
      about: 'dni nauki, dzienny cel i ustawienia przypomnień',
      json: {
        settings: settings ?? { dailyGoal: 1, remindersEnabled: false },
        sessions,
        reminders,
      },
    },
  ];
}
