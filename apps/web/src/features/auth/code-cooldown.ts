// When a code may be sent again, per address or phone number. Kept in sessionStorage so a
// reload does not reset the wait, and so sign-up (which sends the first code) starts it.

export const RESEND_COOLDOWN_SECONDS = 60;

const key = (target: string) => `kreda:code-sent:${target.toLowerCase()}`;

/** Starts the wait for `target` (after a code was sent, or as long as the server asks). */
export function markCodeSent(target: string, seconds = RESEND_COOLDOWN_SECONDS, now = Date.now()): void {
  try {
    sessionStorage.setItem(key(target), String(now + seconds * 1000));
  } catch {
    // Storage may be blocked; the wait then only lasts while the page is open.
  }
}

/** Whole seconds left before another code may be requested for `target` (0 = now). */
export function secondsUntilResend(target: string, now = Date.now()): number {
  let availableAt = 0;
  try {
    availableAt = Number(sessionStorage.getItem(key(target)) ?? 0);
  } catch {
    return 0;
  }
  return Number.isFinite(availableAt) && availableAt > now ? Math.ceil((availableAt - now) / 1000) : 0;
}

/** "0:42" for the countdown on the button. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
