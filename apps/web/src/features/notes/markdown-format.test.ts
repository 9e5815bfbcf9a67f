import { describe, expect, it } from 'vitest';
import { applyFormat } from './markdown-format.ts';

/** The result with the selection shown as [brackets], to read the expectations at a glance. */
function show(value: string, start: number, end: number, action: Parameters<typeof applyFormat>[3]) {
  const edit = applyFormat(value, start, end, action);
  return `${edit.value.slice(0, edit.selectionStart)}[${edit.value.slice(edit.selectionStart, edit.selectionEnd)}]${edit.value.slice(edit.selectionEnd)}`;
}

describe('toolbar formatting', () => {
  it('wraps the selection in bold or an inline formula, keeping it selected', () => {
    expect(show('Pole koła', 5, 9, 'bold')).toBe('Pole **[koła]**');
    expect(show('Pole pi r^2', 5, 11, 'inlineMath')).toBe('Pole $[pi r^2]$');
  });

  it('inserts a selected placeholder when nothing is selected', () => {
    expect(show('Pole ', 5, 5, 'bold')).toBe('Pole **[pogrubiony tekst]**');
    expect(show('Wzór: ', 6, 6, 'inlineMath')).toBe('Wzór: $[x^2]$');
  });

  it('puts a block formula on lines of its own, as its own paragraph', () => {
    expect(show('Twierdzenie', 11, 11, 'blockMath')).toBe('Twierdzenie\n\n$$\n[a^2 + b^2 = c^2]\n$$');
    expect(show('', 0, 0, 'blockMath')).toBe('$$\n[a^2 + b^2 = c^2]\n$$');
    expect(show('A\nx^2\nB', 2, 5, 'blockMath')).toBe('A\n\n$$\n[x^2]\n$$\n\nB');
  });

  it('turns the current line into a heading and back', () => {
    expect(show('Wstęp\nTekst', 2, 2, 'heading')).toBe('## Ws[]tęp\nTekst');
    expect(show('## Wstęp', 5, 5, 'heading')).toBe('Ws[]tęp');
    expect(show('Tekst\n', 6, 6, 'heading')).toBe('Tekst\n## [Nagłówek]');
  });

  it('makes every selected line a list item, or removes the bullets when all have them', () => {
    expect(show('jabłka\ngruszki', 0, 14, 'list')).toBe('[- jabłka\n- gruszki]');
    expect(show('- jabłka\n- gruszki', 0, 18, 'list')).toBe('[jabłka\ngruszki]');
    expect(show('', 0, 0, 'list')).toBe('- [punkt listy]');
  });
});
