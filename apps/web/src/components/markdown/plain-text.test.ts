import { describe, expect, it } from 'vitest';
import { type Run, texRuns } from './plain-tex.ts';
import { inlineRuns, plainBlocks } from './plain-text.ts';

const text = (runs: Run[]) =>
  runs
    .map((run) => (run.kind === 'sup' ? `^(${run.text})` : run.kind === 'sub' ? `_(${run.text})` : run.text))
    .join('');
const shown = (markdown: string) =>
  plainBlocks(markdown)
    .map((block) => {
      if (block.kind === 'table') return block.rows.map((row) => row.map(text).join(' | ')).join('\n');
      if (block.kind === 'rule') return '---rule---';
      return text(block.runs);
    })
    .join('\n');
/** What must never reach the screen: the source's markup. */
const RAW = /\$|\\[A-Za-z]+|\|\s*:?-{2,}|\*\*|^#{1,6}\s/m;

describe('Markdown read as plain text', () => {
  it('reads formulas as text: fractions, roots, symbols, powers and indices', () => {
    expect(text(texRuns('\\frac{a}{b}'))).toBe('a/b');
    expect(text(texRuns('\\frac{x+1}{2}'))).toBe('(x+1)/2');
    expect(text(texRuns('b \\neq 0'))).toBe('b ≠ 0');
    expect(text(texRuns('\\sqrt{2} \\cdot \\pi'))).toBe('√2 · π');
    expect(text(texRuns('x^{2}+a_1'))).toBe('x^(2)+a_(1)');
    expect(texRuns('x^2').find((run) => run.kind === 'sup')?.text).toBe('2');
    expect(text(texRuns('\\left( \\text{pole} \\right)'))).toBe('( pole )');
  });

  it('drops emphasis, code ticks and link addresses, and keeps escaped characters', () => {
    expect(text(inlineRuns('**Delta** to _b_ i `kod` oraz [źródło](/x/y)'))).toBe(
      'Delta to b i kod oraz źródło',
    );
    expect(text(inlineRuns('Cena: 5 \\$, zmienna snake_case'))).toBe('Cena: 5 $, zmienna snake_case');
    // A citation linked to its source (citations.ts) reads as its number.
    expect(text(inlineRuns('iloraz [\\[1\\]](/workspace/abc/material/1) i [2]'))).toBe('iloraz [1] i [2]');
  });

  it('shows the fake AI’s answer with a formula and a table without any markup', () => {
    const answer = [
      'Ułamek $\\frac{a}{b}$ to iloraz liczby $a$ przez liczbę $b \\neq 0$ [1].',
      '',
      '| ułamek | wartość |',
      '| --- | --- |',
      '| $\\frac{1}{2}$ | 0,5 |',
      '',
      '## Jak dodawać ułamki',
      '',
      '$$\\frac{1}{4} + \\frac{2}{4} = \\frac{3}{4}$$',
      '',
      '- **pierwszy** punkt',
      '1. drugi punkt',
      '',
      '---',
    ].join('\n');
    expect(shown(answer)).toBe(
      [
        'Ułamek a/b to iloraz liczby a przez liczbę b ≠ 0 [1].',
        'ułamek | wartość\n1/2 | 0,5',
        'Jak dodawać ułamki',
        '1/4 + 2/4 = 3/4',
        'pierwszy punkt',
        'drugi punkt',
        '---rule---',
      ].join('\n'),
    );
    const blocks = plainBlocks(answer);
    expect(blocks.map((block) => block.kind)).toEqual([
      'paragraph',
      'table',
      'heading',
      'formula',
      'item',
      'item',
      'rule',
    ]);
  });

  it('never shows markup cut off in the middle of a stream', () => {
    const answer =
      'Ułamek $\\frac{a}{b}$ to **iloraz** [\\[1\\]](/w/1).\n\n| a | b |\n| --- | --- |\n| $\\frac{1}{2}$ | 0,5 |\n\n## Jak $$\\frac{1}{4}$$ **x**';
    for (let end = 1; end <= answer.length; end++) {
      const part = answer.slice(0, end);
      expect(shown(part), JSON.stringify(part)).not.toMatch(RAW);
    }
  });

  it('keeps code as it is written', () => {
    expect(shown('```\nconst x = $y;\n```')).toBe('const x = $y;');
  });
});
