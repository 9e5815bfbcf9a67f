/**
 * The progress module's clock: what "today" is for streaks, goals and reminders. Integration tests
 * move it (across midnights, to 17:00) instead of sleeping; everything else leaves it alone.
 */
export const progressClock = {
  now: (): Date => new Date(),
};
