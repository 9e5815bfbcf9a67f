// How server and web clean what they send to error reporting (ADR 035): a pupil's text, an
// e-mail address or a token in a URL never leaves with an error.

/** A URL without its query string and fragment (they may carry tokens, codes or search text). */
export function withoutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/gi;
/** Drizzle appends a failed statement's bound values ("params: …"): a pupil's text, their e-mail. */
const BOUND_VALUES = /\n\s*params:[\s\S]*$/;
const MAX_TEXT = 1000;

/**
 * An error's message as it may be sent: without the values of a failed SQL statement, with e-mail
 * addresses blanked, and at most 1000 characters.
 */
export function scrubErrorText(text: string): string {
  const kept = text.replace(BOUND_VALUES, '\nparams: [removed]').replace(EMAIL, '[e-mail]');
  return kept.length > MAX_TEXT ? `${kept.slice(0, MAX_TEXT)}…` : kept;
}
