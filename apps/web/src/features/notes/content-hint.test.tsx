import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentHint } from './content-hint.tsx';

describe('the note editor help', () => {
  it('speaks to pupils about bold text and formulas, not about Markdown and LaTeX', () => {
    render(<ContentHint id="hint" length={10} />);
    const hint = document.getElementById('hint');
    expect(hint?.textContent).not.toMatch(/markdown|latex/i);
    expect(screen.getByText('**pogrubienie**')).toBeTruthy();
    expect(hint?.textContent).toContain('Wzory wpisuj między znakami dolara: $x^2$ w zdaniu');
  });
});
