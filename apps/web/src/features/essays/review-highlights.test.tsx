import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { LiveFake } from '../../testing/ws-fake.ts';
import { ESSAY_TEXT, fakeCriteriaSet, fakeReview, outOfRangeQuote } from './review-fixtures.ts';
import { renderReviewPage, resetLive, serving } from './review-test-kit.tsx';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

async function openText() {
  renderReviewPage(serving(() => fakeReview()));
  return within(await screen.findByTestId('review-text'));
}

/** The text as read: without the short marks (decorative) and the kinds spoken to screen readers. */
function plainText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const extra of copy.querySelectorAll('[aria-hidden="true"], .sr-only')) extra.remove();
  return copy.textContent ?? '';
}

describe('the graded text with its quotes', () => {
  beforeEach(() => resetLive(live));
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('highlights each quote at its offsets, labelled by kind, and keeps the text whole', async () => {
    const text = await openText();
    const highlights = text.getAllByRole('button');
    expect(highlights.map((h) => h.getAttribute('data-kind'))).toEqual([
      'INTERPUNKCYJNY',
      'MOCNA_STRONA',
      'ORTOGRAFICZNY',
    ]);
    expect(text.getByRole('button', { name: 'Błąd interpunkcyjny: Uważam że' })).toBeTruthy();
    expect(text.getByRole('button', { name: 'Mocna strona: Wokulski pomaga Rzeckiemu' })).toBeTruthy();
    expect(text.getByRole('button', { name: 'Błąd ortograficzny: chociasz' })).toBeTruthy();
    // Never colour alone: each carries its short mark too.
    expect(highlights.map((h) => h.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      'int.',
      '+',
      'ort.',
    ]);
    expect(plainText(screen.getByTestId('review-text'))).toBe(ESSAY_TEXT);
    expect(screen.getByTestId('review-marks-summary').textContent).toBe(
      'W tekście: 4 błędy, 1 mocna strona.',
    );
  });

  it('lists the overlapping and out-of-range quotes with their comments instead', async () => {
    await openText();
    const others = screen.getByRole('heading', { name: 'Pozostałe uwagi do tekstu' })
      .nextElementSibling as HTMLElement;
    const items = within(others).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-kind'))).toEqual(['RZECZOWY', 'STYL']);
    expect(items[0]?.textContent).toContain('Bolesław Prus napisał „Lalkę” w latach 1887–1889.');
    expect(items[1]?.textContent).toContain('„pomaga Rzeckiemu, chociasz”');
    expect(items[1]?.textContent).toContain('Zdanie jest zbyt długie.');
  });

  it('does not fail on a text without offsets that fit, or without a text', async () => {
    const set = fakeCriteriaSet();
    const broken = set.kryteria.map((criterion) => ({
      ...criterion,
      cytaty: criterion.cytaty.map((quote) => ({ ...quote, start: quote.end + 1000, end: quote.start - 5 })),
    }));
    renderReviewPage(
      serving(() => fakeReview({ content: null, maturaPolski: { ...set, kryteria: broken } })),
    );
    expect(await screen.findByText('Tekst pracy nie jest dostępny.')).toBeTruthy();
    const others = screen.getByRole('heading', { name: 'Pozostałe uwagi do tekstu' })
      .nextElementSibling as HTMLElement;
    expect(within(others).getAllByRole('listitem')).toHaveLength(5);
    expect(outOfRangeQuote.start).toBeGreaterThan(ESSAY_TEXT.length);
  });

  it('filters the highlights by kind, with the count of each in the legend', async () => {
    const text = await openText();
    const filter = within(screen.getByRole('group', { name: 'Zaznaczenia w tekście' }));
    expect(filter.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'ort.Ortografia (1)',
      'int.Interpunkcja (1)',
      'rzecz.Fakty (1)',
      'stylStyl (1)',
      '+Mocne strony (1)',
    ]);
    fireEvent.click(filter.getByRole('checkbox', { name: 'Interpunkcja (1)' }));
    expect(text.queryByRole('button', { name: /Błąd interpunkcyjny/ })).toBeNull();

    // With the strengths hidden, the style note under the strength shows; it covers the spelling mistake now.
    fireEvent.click(filter.getByRole('checkbox', { name: 'Mocne strony (1)' }));
    expect(text.getAllByRole('button').map((h) => h.getAttribute('data-kind'))).toEqual(['STYL']);
    expect(text.getByRole('button', { name: 'Błąd stylistyczny: pomaga Rzeckiemu, chociasz' })).toBeTruthy();
    expect(plainText(screen.getByTestId('review-text'))).toBe(ESSAY_TEXT);

    fireEvent.click(filter.getByRole('checkbox', { name: 'Mocne strony (1)' }));
    fireEvent.click(filter.getByRole('checkbox', { name: 'Interpunkcja (1)' }));
    expect(text.getAllByRole('button')).toHaveLength(3);
  });

  it('opens a quote’s comment and correction from the keyboard, and Esc closes it', async () => {
    const text = await openText();
    const spelling = text.getByRole('button', { name: 'Błąd ortograficzny: chociasz' });
    expect(spelling.tabIndex).toBe(0);
    spelling.focus();
    fireEvent.keyDown(spelling, { key: 'Enter' });
    expect(spelling.getAttribute('aria-expanded')).toBe('true');
    const note = screen.getByRole('note', { name: 'Błąd ortograficzny · Poprawność językowa' });
    expect(spelling.getAttribute('aria-controls')).toBe(note.id);
    expect(note.textContent).toContain('Piszemy „chociaż” przez „ż”.');
    expect(note.textContent).toContain('Poprawnie: „chociaż”');
    // The comment comes right after its quote: the next stop of Tab is its „Zamknij”.
    const close = within(note).getByRole('button', { name: 'Zamknij' });
    expect(spelling.compareDocumentPosition(close) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note.previousElementSibling).toBe(spelling);

    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.queryByRole('note')).toBeNull();
    expect(document.activeElement).toBe(spelling);

    fireEvent.keyDown(spelling, { key: ' ' });
    expect(screen.getByRole('note')).toBeTruthy();
    fireEvent.keyDown(spelling, { key: 'Escape' });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('opens one comment at a time on tap, and „Zamknij” gives the focus back to the quote', async () => {
    const text = await openText();
    const comma = text.getByRole('button', { name: 'Błąd interpunkcyjny: Uważam że' });
    const strength = text.getByRole('button', { name: 'Mocna strona: Wokulski pomaga Rzeckiemu' });
    fireEvent.click(comma);
    expect(screen.getByRole('note').textContent).toContain('Poprawnie: „Uważam, że”');
    fireEvent.click(strength);
    expect(screen.getAllByRole('note')).toHaveLength(1);
    expect(screen.getByRole('note').textContent).toContain('Trafny przykład z lektury.');
    expect(screen.getByRole('note').textContent).not.toContain('Poprawnie');
    expect(comma.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(within(screen.getByRole('note')).getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('note')).toBeNull();
    expect(document.activeElement).toBe(strength);
    expect(text.getAllByRole('button', { expanded: false })).toHaveLength(3);
  });
});
