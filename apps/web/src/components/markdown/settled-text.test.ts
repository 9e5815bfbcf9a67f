import { describe, expect, it } from 'vitest';
import { settledLength } from './settled-text.ts';

const settled = (text: string) => text.slice(0, settledLength(text));

describe('the whole blocks of a text being written', () => {
  it('ends at the last blank line, leaving out the block being written', () => {
    expect(settled('Ułamek $\\frac{a}{b}$.\n\n| a | b |\n| --- |')).toBe('Ułamek $\\frac{a}{b}$.');
    expect(settled('Pierwszy.\n\nDrugi.\n\nTrze')).toBe('Pierwszy.\n\nDrugi.');
    expect(settled('Jeden akapit bez końca $x')).toBe('');
  });

  it('never ends inside a display formula or a code fence', () => {
    expect(settled('Wstęp.\n\n$$\n\\frac{1}{2}\n\n+ 1')).toBe('Wstęp.');
    expect(settled('Wstęp.\n\n```\nkod\n\nwięcej')).toBe('Wstęp.');
    expect(settled('Wstęp.\n\n$$x$$\n\nDalej')).toBe('Wstęp.\n\n$$x$$');
  });
});
