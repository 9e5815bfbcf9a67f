import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where a reminder's unsubscribe link points: opens without signing in (ADR 025). */
export const UNSUBSCRIBE_PATH = '/api/study-reminders/unsubscribe';

function signatureOf(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`study-reminders-unsubscribe\0${userId}`).digest('base64url');
}

/**
 * The link that turns one pupil's reminders off, signed with the session secret so nobody can
 * make one for someone else. It does not expire: an old e-mail's link must still work.
 */
export function unsubscribeUrl(secret: string, publicUrl: URL, userId: string): string {
  const url = new URL(UNSUBSCRIBE_PATH, publicUrl);
  url.searchParams.set('u', userId);
  url.searchParams.set('s', signatureOf(secret, userId));
  return url.toString();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user a link was signed for, or null for a forged, altered or incomplete one. */
export function verifyUnsubscribe(secret: string, userId: unknown, signature: unknown): string | null {
  if (typeof userId !== 'string' || typeof signature !== 'string' || !UUID.test(userId)) return null;
  const expected = Buffer.from(signatureOf(secret, userId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}
