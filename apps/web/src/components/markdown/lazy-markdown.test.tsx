import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarkdownReply, MarkdownRequest } from './markdown.worker.ts';

// format-markdown.ts keeps one worker and one cache per page: every test starts from a fresh copy.
async function freshMarkdown() {
  vi.resetModules();
  return (await import('./lazy-markdown.tsx')).Markdown;
}

/** Stands in for the browser's Worker: the test sees what is posted and answers it itself. */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  readonly requests: MarkdownRequest[] = [];
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.started.push(this);
  }
  postMessage(request: MarkdownRequest) {
    this.requests.push(request);
  }
  terminate() {}
  reply(request: MarkdownRequest, html: string) {
    const data: MarkdownReply = { id: request.id, html };
    act(() => {
      this.dispatchEvent(new MessageEvent('message', { data }));
    });
  }
}

const onlyWorker = () => {
  expect(FakeWorker.started).toHaveLength(1);
  return FakeWorker.started[0] as FakeWorker;
};

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.started = [];
});

describe('Markdown while its renderer loads', () => {
  it('shows the text at once without its markup, then the formatted text with the maths', async () => {
    const Markdown = await freshMarkdown();
    const { container } = render(
      <Markdown content={'**Delta** to $b^2-4ac$.\n\n| a | b |\n| --- | --- |'} />,
    );
    // Readable before the formatting is here, never raw, and announced as about to change.
    const plain = screen.getByTestId('markdown-plain');
    expect(plain.textContent).toBe('Delta to b2-4ac.ab');
    expect(plain.querySelector('sup')?.textContent).toBe('2');
    expect(plain.getAttribute('aria-busy')).toBe('true');
    expect((await screen.findByText('Delta')).tagName).toBe('STRONG');
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.textContent).not.toContain('**');
    // Styled from the wrapper, whose classes come with KaTeX's stylesheet.
    expect(screen.getByTestId('markdown').className).toContain('[&_p]:my-3');
  });

  it('shows an answer formatted before at once when it is shown again', async () => {
    const Markdown = await freshMarkdown();
    const first = render(<Markdown content={'**Pogrubione** i $x^2$'} />);
    expect(await screen.findByText('Pogrubione')).toBeTruthy();
    first.unmount();

    render(<Markdown content={'**Pogrubione** i $x^2$'} />);
    // No plain text in between: the first render is the formatted one.
    expect(screen.getByTestId('markdown').querySelector('strong')?.textContent).toBe('Pogrubione');
    expect(screen.getByTestId('markdown').querySelector('.katex')).not.toBeNull();
  });
});

describe('Markdown formatted in a worker', () => {
  it('sends a streamed answer one version at a time, only the newest, and never goes back to plain text', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const Markdown = await freshMarkdown();
    const { rerender, container } = render(<Markdown content="Krok" />);
    await waitFor(() => expect(onlyWorker().requests).toHaveLength(1));
    const worker = onlyWorker();
    expect(worker.options).toEqual({ type: 'module' });
    expect(String(worker.url)).toMatch(/markdown\.worker\.ts\b/);

    // The answer grows while the first version is formatted: nothing more is sent yet.
    rerender(<Markdown content="Krok 1" />);
    rerender(<Markdown content="Krok 1:" />);
    rerender(<Markdown content="Krok 1: **delta**" />);
    expect(worker.requests.map((request) => request.content)).toEqual(['Krok']);

    worker.reply(worker.requests[0] as MarkdownRequest, '<p>Krok</p>');
    await waitFor(() => expect(screen.getByTestId('markdown').innerHTML).toBe('<p>Krok</p>'));
    // Then only the newest text goes, and the older HTML stays until its HTML is back.
    await waitFor(() => expect(worker.requests).toHaveLength(2));
    expect(worker.requests[1]?.content).toBe('Krok 1: **delta**');
    rerender(<Markdown content="Krok 1: **delta** i" />);
    expect(screen.getByTestId('markdown').innerHTML).toBe('<p>Krok</p>');
    // Not an answer being written (a note's preview): no plain tail flickers under the HTML.
    expect(screen.queryByTestId('markdown-plain')).toBeNull();
    expect(container.textContent).not.toContain('**');

    worker.reply(worker.requests[1] as MarkdownRequest, '<p>Krok 1: <strong>delta</strong></p>');
    await waitFor(() => expect(screen.getByText('delta').tagName).toBe('STRONG'));
    await waitFor(() => expect(worker.requests).toHaveLength(3));
    expect(worker.requests[2]?.content).toBe('Krok 1: **delta** i');
  });

  it('never shows one text as another’s HTML: a different text is plain until its own is back', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const Markdown = await freshMarkdown();
    const { rerender, container } = render(<Markdown content="Pierwsza odpowiedź" />);
    await waitFor(() => expect(onlyWorker().requests).toHaveLength(1));
    const worker = onlyWorker();
    worker.reply(worker.requests[0] as MarkdownRequest, '<p>Pierwsza odpowiedź</p>');
    await waitFor(() => expect(screen.getByTestId('markdown').innerHTML).toBe('<p>Pierwsza odpowiedź</p>'));

    // The same component now holds another message (a list re-used, another conversation).
    rerender(<Markdown content="Druga, **inna**" />);
    expect(screen.queryByTestId('markdown')).toBeNull();
    expect(container.textContent).toBe('Druga, inna');
    await waitFor(() => expect(worker.requests).toHaveLength(2));
    worker.reply(worker.requests[1] as MarkdownRequest, '<p>Druga, <strong>inna</strong></p>');
    await waitFor(() => expect(screen.getByText('inna').tagName).toBe('STRONG'));
  });

  it('formats on the page when the worker cannot start', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const Markdown = await freshMarkdown();
    render(<Markdown content={'**Pogrubione** i $x^2$'} />);
    await waitFor(() => expect(onlyWorker().requests).toHaveLength(1));
    // A worker script that does not load (blocked, missing) only reports an error event.
    act(() => {
      onlyWorker().dispatchEvent(new Event('error'));
    });
    expect((await screen.findByText('Pogrubione')).tagName).toBe('STRONG');
    expect(screen.getByTestId('markdown').querySelector('.katex')).not.toBeNull();
  });
});

describe('Markdown of an answer being written', () => {
  it('formats only its whole blocks and shows the block being written as plain text, never raw', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const Markdown = await freshMarkdown();
    const first = 'Ułamek $\\frac{a}{b}$.\n\n| ułamek | wartość |\n| --- |';
    const { rerender, container } = render(<Markdown content={first} streaming />);
    await waitFor(() => expect(onlyWorker().requests).toHaveLength(1));
    const worker = onlyWorker();
    // The table cut in the middle is not formatted (it would come back as raw pipes).
    expect(worker.requests[0]?.content).toBe('Ułamek $\\frac{a}{b}$.');
    expect(container.textContent).toBe('Ułamek a/b.ułamekwartość');
    worker.reply(worker.requests[0] as MarkdownRequest, '<p>Ułamek <span class="katex">a/b</span>.</p>');
    await waitFor(() => expect(screen.getByTestId('markdown').innerHTML).toContain('katex'));
    expect(screen.getByTestId('markdown-plain').textContent).toBe('ułamekwartość');
    expect(screen.getByTestId('markdown-plain').getAttribute('aria-busy')).toBe('true');

    // Written to its end: the whole text goes, and the plain rest gives way to it.
    const whole = `${first} --- |\n| $\\frac{1}{2}$ | 0,5 |`;
    rerender(<Markdown content={whole} />);
    expect(container.textContent).not.toMatch(/\$|\\frac|---|\*\*/);
    await waitFor(() => expect(worker.requests).toHaveLength(2));
    expect(worker.requests[1]?.content).toBe(whole);
    worker.reply(worker.requests[1] as MarkdownRequest, '<p>Ułamek</p><table><tr><td>0,5</td></tr></table>');
    await waitFor(() => expect(screen.queryByTestId('markdown-plain')).toBeNull());
    expect(screen.getByRole('table')).toBeTruthy();
  });
});

describe('Markdown that cannot be formatted', () => {
  it('stays readable plain text, no longer announced as busy, when neither the worker nor the page can format', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.doMock('./markdown-pipeline.ts', () => ({
      markdownToHtml: () => {
        throw new Error('the pipeline failed');
      },
    }));
    const Markdown = await freshMarkdown();
    render(<Markdown content={'Ułamek $\\frac{a}{b}$ i **pogrubienie**'} />);
    await waitFor(() => expect(onlyWorker().requests).toHaveLength(1));
    act(() => {
      onlyWorker().dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(screen.getByTestId('markdown-plain').getAttribute('aria-busy')).toBeNull());
    expect(screen.getByTestId('markdown-plain').textContent).toBe('Ułamek a/b i pogrubienie');
    expect(screen.queryByTestId('markdown')).toBeNull();
    vi.doUnmock('./markdown-pipeline.ts');
  });
});

describe('Formatting warmed ahead', () => {
  it('starts the worker before any text, so the first one is formatted with the worker already up', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.resetModules();
    const { warmFormatting } = await import('./format-markdown.ts');
    const { Markdown } = await import('./lazy-markdown.tsx');
    warmFormatting();
    warmFormatting();
    const worker = onlyWorker();
    // One warm-up text, which goes through a formula and a table.
    expect(worker.requests).toHaveLength(1);
    expect(worker.requests[0]?.content).toMatch(/\$.*\|/s);
    worker.reply(worker.requests[0] as MarkdownRequest, '<p>rozgrzewka</p>');

    render(<Markdown content="**Gotowe**" />);
    await waitFor(() => expect(worker.requests).toHaveLength(2));
    expect(FakeWorker.started).toHaveLength(1);
    worker.reply(worker.requests[1] as MarkdownRequest, '<p><strong>Gotowe</strong></p>');
    await waitFor(() =>
      expect(screen.getByTestId('markdown').innerHTML).toBe('<p><strong>Gotowe</strong></p>'),
    );
  });
});
