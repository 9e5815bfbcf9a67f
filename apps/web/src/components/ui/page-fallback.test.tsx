import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PageFallback } from './page-fallback.tsx';

const indexHtml = () => readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');

describe('the first page’s placeholder', () => {
  it('is the same in index.html (painted before any script) as the one React renders while the page loads', () => {
    const [, root] = /<div id="root">(.*)<\/div>\n/.exec(indexHtml()) ?? [];
    // Only React's copy has the delay that counts from the page's start.
    const rendered = renderToStaticMarkup(<PageFallback />).replace(/ style="[^"]*"/, '');
    expect(root).toBe(rendered);
  });

  it('shows the top bar at once and the spinner half a second after the page started', () => {
    vi.spyOn(performance, 'now').mockReturnValue(120);
    const html = renderToStaticMarkup(<PageFallback />);
    expect(html).toContain('<header');
    expect(html).toContain('>Kreda</span>');
    expect(html).toContain('animation-delay:380ms');
    vi.spyOn(performance, 'now').mockReturnValue(900);
    expect(renderToStaticMarkup(<PageFallback />)).toContain('animation-delay:0ms');
    vi.restoreAllMocks();
  });
});
