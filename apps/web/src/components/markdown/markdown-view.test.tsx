import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './lazy-markdown.tsx';
import { MarkdownView } from './markdown-view.tsx';

function renderMarkdown(content: string): HTMLElement {
  render(<MarkdownView content={content} />);
  return screen.getByTestId('markdown');
}

describe('Markdown', () => {
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
    expect(good.getAttribute('rel')).toContain('noopener');
    const inPage = within(root).getByRole('link', { name: 'wewnętrzny' });
    expect(inPage.getAttribute('target')).toBeNull();
  });

  it('renders GFM tables inside a horizontally scrolling box', () => {
    const root = renderMarkdown(
      '| Wzór | Pole |\n| --- | --- |\n| kwadrat | $a^2$ |\n| koło | $\\pi r^2$ |\n',
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
  });

  it('renders GFM strikethrough and task lists', () => {
    const root = renderMarkdown('~~stare~~\n\n- [x] zrobione\n- [ ] do zrobienia\n');
    expect(root.querySelector('del')?.textContent).toBe('stare');
    expect(within(root).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('loads lazily behind a small fallback', async () => {
    render(<Markdown content={'**Pogrubione** i $x^2$'} />);
    expect(await screen.findByText('Pogrubione')).toBeTruthy();
    expect(screen.getByTestId('markdown').querySelector('strong')?.textContent).toBe('Pogrubione');
    expect(screen.getByTestId('markdown').querySelector('.katex')).not.toBeNull();
  });
});
