import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown-pipeline.ts';

function renderMarkdown(content: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = markdownToHtml(content);
  document.body.replaceChildren(root);
  return root;
}

describe('Markdown to HTML', () => {
  it('renders inline and display formulas with KaTeX', () => {
    const root = renderMarkdown('Ułamek $\\frac{a}{b}$ w tekście.\n\n$$\nx^2 + y^2 = z^2\n$$\n');
    const formulas = root.querySelectorAll('.katex');
    expect(formulas).toHaveLength(2);
    // KaTeX writes MathML for screen readers with the source as its annotation.
    expect(root.querySelector('.katex annotation')?.textContent).toBe('\\frac{a}{b}');
    expect(root.querySelector('.katex .mfrac')).not.toBeNull();
    expect(root.querySelectorAll('.katex-display')).toHaveLength(1);
    expect(root.textContent).toContain('Ułamek');
  });

  it('shows a broken formula as an error in place instead of failing the whole text', () => {
    const root = renderMarkdown('Przed $\\frac{a}{$ po');
    expect(root.textContent).toContain('Przed');
    expect(root.textContent).toContain('po');
  });

  it('strips scripts, event handlers and javascript: links', () => {
    const root = renderMarkdown(
      [
        'Tekst <script>alert("x")</script> dalej.',
        '',
        '<img src="x" onerror="alert(1)">',
        '',
        '[zły link](javascript:alert(1)) i [dobry](https://example.pl/lekcja) i [wewnętrzny](#sekcja)',
      ].join('\n'),
    );
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('[onerror]')).toBeNull();
    expect(root.innerHTML).not.toMatch(/javascript:/i);
    expect(root.innerHTML).not.toContain('alert(1)');

    const bad = within(root).getByText('zły link').closest('a');
    expect(bad?.getAttribute('href') ?? '').toBe('');
    const good = within(root).getByRole('link', { name: /dobry/ });
    expect(good.getAttribute('href')).toBe('https://example.pl/lekcja');
    expect(good.getAttribute('target')).toBe('_blank');
    expect(good.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(good.querySelector('.sr-only')?.textContent).toBe(' (w nowej karcie)');
    const inPage = within(root).getByRole('link', { name: 'wewnętrzny' });
    expect(inPage.getAttribute('target')).toBeNull();
  });

  it('never lets script, event handlers or javascript: URLs reach the HTML, wherever they are written', () => {
    const html = markdownToHtml(
      [
        '<script>alert(1)</script>',
        '',
        '<p onclick="alert(2)">akapit</p> <a href="javascript:alert(3)">a</a> <iframe src="https://zlo.pl"></iframe>',
        '',
        '<img src=x onerror=alert(4)> <svg onload=alert(5)></svg>',
        '',
        '[link](javascript:alert(6)) [link2](JaVaScRiPt:alert(7)) ![obraz](javascript:alert(8))',
        '',
        '[ref]: javascript:alert(9)',
        '[odsyłacz][ref] <javascript:alert(10)>',
        '',
        '$\\href{javascript:alert(11)}{x}$ $\\url{javascript:alert(12)}$',
      ].join('\n'),
    );
    const root = document.createElement('template');
    root.innerHTML = html;
    const elements = [...root.content.querySelectorAll('*')];
    expect(elements.map((element) => element.localName)).not.toEqual(
      expect.arrayContaining(['script', 'iframe', 'svg', 'style']),
    );
    const attributes = elements.flatMap((element) =>
      [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
    );
    expect(attributes.filter((attribute) => /^on|javascript:|alert\(/i.test(attribute))).toEqual([]);
    // What is left of them is text: the link texts and a formula's error message.
    expect(root.content.querySelectorAll('a[href]')).toHaveLength(0);
  });

  it('keeps mailto: links in the same tab', () => {
    const root = renderMarkdown('[napisz](mailto:nauczyciel@example.pl)');
    const link = within(root).getByRole('link', { name: 'napisz' });
    expect(link.getAttribute('target')).toBeNull();
    expect(link.querySelector('.sr-only')).toBeNull();
  });

  it('renders GFM tables inside a horizontally scrolling box', () => {
    const root = renderMarkdown(
      '| Wzór | Pole |\n| :---: | --- |\n| kwadrat | $a^2$ |\n| koło | $\\pi r^2$ |\n',
    );
    const table = within(root).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Wzór', 'Pole']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.querySelectorAll('.katex')).toHaveLength(2);
    expect(table.parentElement?.className).toContain('overflow-x-auto');
    expect(table.parentElement?.getAttribute('tabindex')).toBe('0');
    expect(within(table).getAllByRole('columnheader')[0]?.style.textAlign).toBe('center');
  });

  it('renders GFM strikethrough and task lists', () => {
    const root = renderMarkdown('~~stare~~\n\n- [x] zrobione\n- [ ] do zrobienia\n');
    expect(root.querySelector('del')?.textContent).toBe('stare');
    expect(within(root).getAllByRole('checkbox')).toHaveLength(2);
  });
});
