import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noBreakHyphens } from './no-break-hyphens.tsx';

describe('headings with hyphenated words', () => {
  it('keep "e-mail" on one line and the text as typed', () => {
    const { container } = render(<h1>{noBreakHyphens('Potwierdź adres e-mail')}</h1>);
    const heading = container.querySelector('h1');
    expect(heading?.textContent).toBe('Potwierdź adres e-mail');
    expect(heading?.querySelector('span.whitespace-nowrap')?.textContent).toBe('e-mail');
  });

  it('wrap every hyphenated word and leave other text alone', () => {
    const { container } = render(<p>{noBreakHyphens('Kod z e-maila albo SMS-a')}</p>);
    expect([...container.querySelectorAll('span.whitespace-nowrap')].map((s) => s.textContent)).toEqual([
      'e-maila',
      'SMS-a',
    ]);
    expect(noBreakHyphens('Zaloguj się')).toBe('Zaloguj się');
    // A dash between words is not a hyphenated word.
    expect(noBreakHyphens('Kreda – nauka')).toBe('Kreda – nauka');
  });
});
