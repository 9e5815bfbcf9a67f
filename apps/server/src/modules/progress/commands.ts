import { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { DomainError } from '../../core/domain-error.ts';
import { parseInput } from '../../core/input.ts';
import { progressClock } from './clock.ts';
import { readProgress, type StudyProgressView, saveSettings } from './service.ts';

export const GOAL_MIN = 1;
export const GOAL_MAX = 5;
const GOAL_MESSAGE = `Cel dzienny to od ${GOAL_MIN} do ${GOAL_MAX} sesji nauki.`;

const GOAL = z.object({ dailyGoal: z.number({ message: GOAL_MESSAGE }) });

const REMINDERS = z.object({ enabled: z.boolean({ message: 'Wybierz, czy przypominać e-mailem.' }) });

/** The signed-in pupil's own progress (there is no way to ask for anyone else's). */
export function getStudyProgress(deps: Pick<Deps, 'db'>, actor: Actor): Promise<StudyProgressView> {
  return readProgress(deps.db, actor.user.id, progressClock.now());
}

/** Sets how many sessions a day the pupil aims for (1–5). */
export async function setDailyStudyGoal(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: unknown,
): Promise<StudyProgressView> {
  const { dailyGoal } = parseInput(GOAL, input);
  // The one field's own message, not the general "Nieprawidłowe dane.", is what the pupil reads.
  if (!Number.isInteger(dailyGoal) || dailyGoal < GOAL_MIN || dailyGoal > GOAL_MAX)
    throw new DomainError('BAD_USER_INPUT', GOAL_MESSAGE, { fields: { dailyGoal: GOAL_MESSAGE } });
  await saveSettings(deps.db, actor.user.id, { dailyGoal });
  return getStudyProgress(deps, actor);
}

/** Turns the reminder e-mail on or off; on needs an e-mail address to send it to. */
export async function setStudyReminders(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: unknown,
): Promise<StudyProgressView> {
  const { enabled } = parseInput(REMINDERS, input);
  if (enabled && !actor.user.email)
    throw new DomainError(
      'BAD_USER_INPUT',
      'Dodaj adres e-mail w ustawieniach konta, aby dostawać przypomnienia.',
      { fields: { enabled: 'Dodaj adres e-mail w ustawieniach konta, aby dostawać przypomnienia.' } },
    );
  await saveSettings(deps.db, actor.user.id, { remindersEnabled: enabled });
  return getStudyProgress(deps, actor);
}
