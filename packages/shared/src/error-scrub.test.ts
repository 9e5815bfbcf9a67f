import { describe, expect, it } from 'vitest';
import { scrubErrorText, withoutQuery } from './error-scrub.ts';

describe('withoutQuery', () => {
  it('drops the query string and the fragment', () => {
    expect(withoutQuery('https://kreda.example/auth/reset?code=123456&email=a%40b.pl#top')).toBe(
      'https://kreda.example/auth/reset',
    );
    expect(withoutQuery('/app/workspace/1#notes')).toBe('/app/workspace/1');
    expect(withoutQuery('/app')).toBe('/app');
  });
});

describe('scrubErrorText', () => {
  it('removes the bound values of a failed SQL statement', () => {
    const text =
      'Failed query: insert into "workspaces" ("name", "user_id") values ($1, $2)\nparams: Moje notatki o Lalce,ola@szkola.pl';
    expect(scrubErrorText(text)).toBe(
      'Failed query: insert into "workspaces" ("name", "user_id") values ($1, $2)\nparams: [removed]',
    );
  });

  it('blanks e-mail addresses and keeps the rest', () => {
    expect(scrubErrorText('no user for "Jan.Kowalski+kreda@poczta.example.pl" in cache')).toBe(
      'no user for "[e-mail]" in cache',
    );
  });

  it('cuts very long texts', () => {
    expect(scrubErrorText('x'.repeat(5000))).toHaveLength(1001);
  });
});
