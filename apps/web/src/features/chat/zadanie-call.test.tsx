import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageThread } from './message-thread.tsx';
import { IDLE_ANSWER } from './stream-text.ts';
import { fakeMessage } from './test-fixtures.ts';

function renderThread(message: ReturnType<typeof fakeMessage>) {
  return render(
    <MessageThread
      messages={[message]}
      pending={null}
      live={IDLE_ANSWER}
      conversationId="c-1"
      slug="ws-1"
      onRetry={() => undefined}
      busy={false}
    />,
  );
}

describe('a chat message about a task of a test', () => {
  it('shows the task as a collapsed card above the question, which opens to its text with the math', async () => {
    renderThread(
      fakeMessage({
        message: 'Wyjaśnij mi zadanie 5 krok po kroku.',
        zadanieCall: { id: 'z-5', numberExercise: '5', question: 'Oblicz $\\frac{3}{4} + \\frac{1}{8}$.' },
        botResponses: [],
      }),
    );
    const bubble = screen.getByText('Wyjaśnij mi zadanie 5 krok po kroku.').parentElement as HTMLElement;
    const card = within(bubble).getByText('Zadanie 5').closest('details') as HTMLDetailsElement;
    expect(card.open).toBe(false);
    // Above the message text.
    const text = within(bubble).getByText('Wyjaśnij mi zadanie 5 krok po kroku.');
    expect(card.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(within(card).getByText('Zadanie 5'));
    expect(card.open).toBe(true);
    expect(await within(card).findByText(/Oblicz/)).toBeTruthy();
    // The text shows at once; the formatted maths once the Markdown renderer has loaded.
    await waitFor(() => expect(card.querySelector('.katex')).not.toBeNull());
  });

  it('shows no card for an ordinary message', () => {
    renderThread(fakeMessage({ botResponses: [] }));
    expect(document.querySelector('details')).toBeNull();
  });
});
