/** True for a UUID in its canonical text form: ids from clients are checked before any query. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/**
 * The one rule for a blank id: "" (or only spaces) is never read as "not given" and never stored;
 * an operation that has one is refused as bad input before it runs (`graphql/id-guard.ts`).
 */
export function isBlankId(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}

export const BLANK_ID_MESSAGE = 'Identyfikator nie może być pusty.';
