import { describe, expect, it } from 'vitest';
import { hasControlCharacters, stripInvisible, textLength } from './limits.ts';

describe('input limits', () => {
  it('counts characters as a person does', () => {
    expect(textLength('zażółć')).toBe(6);
    expect(textLength('😀😀')).toBe(2);
  });

  it('finds control characters, allowing line breaks and tabs only in multi-line text', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('a\nb\tc')).toBe(false);
    expect(hasControlCharacters('a\nb', false)).toBe(true);
    expect(hasControlCharacters('a\u007fb')).toBe(true);
  });

  it('strips the invisible characters that disguise a file name, and nothing else', () => {
    expect(stripInvisible('faktura\u202Efdp.exe')).toBe('fakturafdp.exe');
    expect(stripInvisible('a\u200bb\u200cc\u200dd\u2066e\u2069f\ufeff')).toBe('abcdef');
    expect(stripInvisible('Zadanie 3 – ułamki 😀.pdf')).toBe('Zadanie 3 – ułamki 😀.pdf');
  });
});
