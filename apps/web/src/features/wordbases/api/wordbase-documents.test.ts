import { describe, expect, it } from 'vitest';
import { compact, fragmentsOf, MAX_DEPTH, operationDepth } from '../../../testing/document-depth.ts';
import { DELETE_WORD_BASE } from './delete-wordbase.ts';
import { EXTRACT_WORD_BASE } from './extract-wordbase.ts';
import { GET_LANGUAGES } from './get-languages.ts';
import { GET_SESSION } from './get-session.ts';
import { GET_SESSIONS } from './get-sessions.ts';
import { GET_WORD_PAGE } from './get-word-page.ts';
import { GET_WORD_BASE } from './get-wordbase.ts';
import { GET_WORD_BASE_HISTORY } from './get-wordbase-history.ts';
import { GET_WORD_BASES } from './get-wordbases.ts';
import { RATE_WORD } from './rate-word.ts';
import { START_SESSION } from './start-session.ts';
import { TRANSLATE } from './translate-words.ts';
import { UPSERT_WORDS } from './upsert-words.ts';
import { VALIDATE_EXERCISE } from './validate-exercise.ts';
import { WORD_BASE_EVENTS } from './wordbase-events.ts';
import { WORD_BASE_SESSION_FRAGMENT, WORD_BASE_SESSION_SUMMARY_FRAGMENT } from './wordbase-fragments.ts';

const DOCUMENTS = {
  DELETE_WORD_BASE,
  EXTRACT_WORD_BASE,
  GET_LANGUAGES,
  GET_SESSION,
  GET_SESSIONS,
  GET_WORD_BASE,
  GET_WORD_PAGE,
  GET_WORD_BASE_HISTORY,
  GET_WORD_BASES,
  RATE_WORD,
  START_SESSION,
  TRANSLATE,
  UPSERT_WORDS,
  VALIDATE_EXERCISE,
  WORD_BASE_EVENTS,
};

describe('word base documents', () => {
  it('stay within the depth the server accepts', () => {
    for (const [name, document] of Object.entries(DOCUMENTS))
      expect(operationDepth(document), name).toBeLessThanOrEqual(MAX_DEPTH);
  });

  it('spell out the summaries’ fields in the details', () => {
    const fragments = fragmentsOf(
      [WORD_BASE_SESSION_SUMMARY_FRAGMENT, WORD_BASE_SESSION_FRAGMENT].join('\n'),
    );
    expect(compact(fragments.get('WordBaseSessionFields') ?? '')).toContain(
      compact(fragments.get('WordBaseSessionSummaryFields') ?? ''),
    );
  });

  it('keep words out of the list and its live events (house rule 17)', () => {
    for (const document of [GET_WORD_BASES, WORD_BASE_EVENTS, DELETE_WORD_BASE, EXTRACT_WORD_BASE])
      expect(document.toString()).not.toMatch(/\bwords\b|\btranslation\b/);
  });

  it('read a set’s words a page at a time: the whole set and its history on the history page only', () => {
    // A 5,000-word set read whole was ~1.6 MB of JSON, and every save answered with all of it again.
    for (const document of [GET_WORD_BASE, UPSERT_WORDS, GET_WORD_PAGE])
      expect(document.toString()).not.toMatch(/\bwords\s*\{|\bhistory\b/);
    expect(GET_WORD_PAGE.toString()).toMatch(/wordPage\(page: \$page, limit: \$limit, search: \$search\)/);
    expect(GET_WORD_BASE_HISTORY.toString()).toMatch(/\bhistory\b/);
  });
});
