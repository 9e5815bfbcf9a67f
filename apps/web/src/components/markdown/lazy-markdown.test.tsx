import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './lazy-markdown.tsx';

describe('Markdown while its renderer loads', () => {
  it('shows the text at once, then the formatted text with the maths', async () => {
    const { container } = render(<Markdown content={'**Delta** to $b^2-4ac$.'} />);
    // Readable before the renderer's chunk is here.
    expect(container.textContent).toContain('**Delta** to $b^2-4ac$.');
    expect((await screen.findByText('Delta')).tagName).toBe('STRONG');
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.textContent).not.toContain('**');
  });
});
