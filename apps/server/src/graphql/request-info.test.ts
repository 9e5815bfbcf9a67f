import { describe, expect, it } from 'vitest';
import { cookieValue } from './request-info.ts';

describe('cookieValue', () => {
  it('finds a cookie among others, trimmed', () => {
    const header = 'theme=dark;  kreda_at = abc.def ; other=1';
    expect(cookieValue(header, 'kreda_at')).toBe('abc.def');
    expect(cookieValue(header, 'theme')).toBe('dark');
    expect(cookieValue(header, 'other')).toBe('1');
  });

  it('takes the first of a repeated name, and never a name that only starts the same', () => {
    expect(cookieValue('kreda_at2=x; kreda_at=first; kreda_at=second', 'kreda_at')).toBe('first');
    expect(cookieValue('kreda_at2=x', 'kreda_at')).toBeUndefined();
    expect(cookieValue('xkreda_at=x', 'kreda_at')).toBeUndefined();
  });

  it('decodes percent-encoding and keeps a value that does not decode as sent', () => {
    expect(cookieValue('a=%C5%BC%C3%B3%C5%82w', 'a')).toBe('żółw');
    expect(cookieValue('a=100%', 'a')).toBe('100%');
  });

  it('keeps what follows the first "=" and reads an empty value', () => {
    expect(cookieValue('a=b=c; d=', 'a')).toBe('b=c');
    expect(cookieValue('a=b=c; d=', 'd')).toBe('');
  });

  it('answers nothing for a missing header, a missing cookie or a pair without "="', () => {
    expect(cookieValue(undefined, 'a')).toBeUndefined();
    expect(cookieValue('', 'a')).toBeUndefined();
    expect(cookieValue('a; b=1', 'a')).toBeUndefined();
    expect(cookieValue('=x; b=1', '')).toBeUndefined();
  });
});
