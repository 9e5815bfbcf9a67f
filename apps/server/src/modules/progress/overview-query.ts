import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { countWords } from '../wordbases/index.ts';
import { progressClock } from './clock.ts';
import { streaksOf, warsawDay } from './days.ts';
import { dayStrip, foldDetails, type OverviewDetailsView } from './overview.ts';
import { overviewRows } from './service.ts';

/** "Moje postępy": the study-day strip and streaks, the tools' charts and the words' counts. */
export interface StudyOverviewView extends OverviewDetailsView {
  today: string;
  currentStreak: number;
  longestStreak: number;
  days: { day: string; sessions: number }[];
  words: { wordCount: number; learnt: number; due: number };
}

/** The signed-in pupil's own overview (no argument names anyone else). */
export async function getStudyOverview(deps: Pick<Deps, 'db'>, actor: Actor): Promise<StudyOverviewView> {
  const now = progressClock.now();
  const today = warsawDay(now);
  const [rows, words] = await Promise.all([
    overviewRows(deps.db, actor.user.id),
    countWords(deps.db, actor.user.id, now),
  ]);
  const streaks = streaksOf(
    rows.days.map((d) => d.day),
    today,
  );
  return {
    today,
    currentStreak: streaks.current,
    longestStreak: streaks.longest,
    days: dayStrip(rows.days, today),
    words,
    ...foldDetails(rows.details, today),
  };
}
