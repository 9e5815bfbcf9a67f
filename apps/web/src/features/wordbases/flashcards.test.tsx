import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { FakeHandler } from '../../testing/fake-api.ts';
import type { Flashcard, WordBaseSession } from './api/wordbase-fragments.ts';
import { fakeBase, fakeSession } from './wordbases-fixtures.ts';
import { lastVariables, renderWordBasesAt } from './wordbases-test-kit.tsx';

vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).quietWsClient());

const CARDS: Flashcard[] = [
  {
    id: 'w-1',
    wordBaseId: 'wb-1',
    word: 'apple',
    translation: 'jabłko',
    usageExample: 'I eat an apple every day.',
  },
  { id: 'w-2', wordBaseId: 'wb-1', word: 'bread', translation: 'chleb', usageExample: null },
  { id: 'w-3', wordBaseId: 'wb-1', word: 'cheese', translation: 'ser', usageExample: null },
  { id: 'w-4', wordBaseId: 'wb-1', word: 'milk', translation: 'mleko', usageExample: null },
  { id: 'w-5', wordBaseId: 'wb-1', word: 'egg', translation: 'jajko', usageExample: null },
];

// Offline the browser's fetch fails before anything leaves (the server is never reached).
let online = true;
function setOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

/** A session server: each rating is an answer, the next card comes with it; the last one ends it. */
function sessionServer(options: { cards?: Flashcard[]; finishesItself?: boolean; answered?: number } = {}) {
  const cards = options.cards ?? CARDS;
  let session: WordBaseSession = fakeSession({
    wordCount: cards.length,
    answers: cards.slice(0, options.answered ?? 0).map((card, i) => ({
      id: `a-${i}`,
      wordId: card.id,
      word: card.word,
      rating: 'WIEM',
      isCorrect: null,
      createdAt: '2024-03-06T09:00:00Z',
    })),
    nextWord: cards[options.answered ?? 0] ?? null,
  });
  const rate: FakeHandler = ({ variables }) => {
    if (!online) throw new TypeError('Failed to fetch');
    const input = variables.wordpracticesessionInput as {
      wordId?: string;
      rating?: 'NIE_WIEM';
      finish?: boolean;
    };
    if (input.finish) session = { ...session, isFinished: true, nextWord: null, time: 125, score: 60 };
    else {
      const card = cards.find((entry) => entry.id === input.wordId) as Flashcard;
      const answers = [
        ...session.answers,
        {
          id: `a-${session.answers.length}`,
          wordId: card.id,
          word: card.word,
          rating: input.rating ?? null,
          isCorrect: null,
          createdAt: '2024-03-06T09:01:00Z',
        },
      ];
      const nextWord = cards[answers.length] ?? null;
      const ended = nextWord === null && options.finishesItself !== false;
      session = {
        ...session,
        answers,
        nextWord,
        isFinished: ended,
        time: ended ? 95 : 0,
        score: ended ? 50 : null,
      };
    }
    return { data: { wordpracticesession: session } };
  };
  return {
    getWordBaseSessionById: () => ({ data: { getWordBaseSessionById: session } }),
    wordpracticesession: rate,
    getWordBaseById: () => ({ data: { getWordBaseById: fakeBase() } }),
  } satisfies Record<string, FakeHandler>;
}

const PATH = '/workspace/ws-1/wordbase/wb-1/fiszki/s-1';
const card = () => screen.getByTestId('flashcard');
const ratings = (api: { calls: { operationName: string; variables: Record<string, unknown> }[] }) =>
  api.calls
    .filter((call) => call.operationName === 'wordpracticesession')
    .map(
      (call) =>
        (call.variables.wordpracticesessionInput as { rating?: string; finish?: boolean }).rating ?? 'finish',
    );

function swipe(dx: number, dy: number) {
  fireEvent.pointerDown(card(), {
    pointerId: 1,
    clientX: 200,
    clientY: 300,
    button: 0,
    pointerType: 'touch',
  });
  fireEvent.pointerMove(card(), { pointerId: 1, clientX: 200 + dx, clientY: 300 + dy, pointerType: 'touch' });
  fireEvent.pointerUp(card(), { pointerId: 1, clientX: 200 + dx, clientY: 300 + dy, pointerType: 'touch' });
}

describe('flashcards', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    online = true;
  });

  it('offline: says so, keeps the rating and sends it once when the connection is back', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const { api } = renderWordBasesAt(PATH, sessionServer());
    await screen.findByText('apple');
    setOnline(false);
    fireEvent.keyDown(document.body, { key: '4' });
    expect(
      await screen.findByText(
        'Brak połączenia z internetem. Twoja ocena zostaje — wyślemy ją, gdy połączenie wróci.',
      ),
    ).toBeTruthy();
    expect(card().textContent).toContain('apple');
    const sentOffline = ratings(api).length;

    await act(async () => setOnline(true));
    expect(await screen.findByText('bread')).toBeTruthy();
    expect(screen.queryByText(/Brak połączenia/)).toBeNull();
    await act(async () => setOnline(true));
    expect(ratings(api).length).toBe(sentOffline + 1);
    expect(lastVariables(api, 'wordpracticesession')).toMatchObject({
      wordpracticesessionInput: { wordId: 'w-1' },
    });
  });

  it('resumes where the session was, and turns the card by a click, Space or Enter', async () => {
    renderWordBasesAt(PATH, sessionServer({ answered: 1 }));
    expect(await screen.findByText('bread')).toBeTruthy();
    expect(screen.getByTestId('flashcard-position').textContent).toBe('2 / 5');
    expect(screen.getByRole('progressbar', { name: 'Postęp sesji' }).getAttribute('aria-valuenow')).toBe('1');
    expect(card().style.touchAction === 'none' || card().className.includes('touch-none')).toBe(true);

    fireEvent.click(card());
    expect(card().textContent).toContain('chleb');
    expect(card().textContent).not.toContain('bread');
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(card().textContent).toContain('bread');
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(card().textContent).toContain('chleb');
  });

  it('rates by swipes past 50 px: left, right, up and down; 49 px snaps back', async () => {
    const { api } = renderWordBasesAt(PATH, sessionServer());
    await screen.findByText('apple');

    fireEvent.pointerDown(card(), {
      pointerId: 1,
      clientX: 200,
      clientY: 300,
      button: 0,
      pointerType: 'touch',
    });
    fireEvent.pointerMove(card(), { pointerId: 1, clientX: 260, clientY: 305, pointerType: 'touch' });
    expect(screen.getByTestId('swipe-preview').textContent).toBe('Wiem');
    expect(card().style.transform).toContain('translate(60px, 5px)');
    fireEvent.pointerMove(card(), { pointerId: 1, clientX: 151, clientY: 300, pointerType: 'touch' });
    expect(screen.queryByTestId('swipe-preview')).toBeNull();
    fireEvent.pointerUp(card(), { pointerId: 1, clientX: 151, clientY: 300, pointerType: 'touch' });
    expect(card().style.transform).toBe('');
    swipe(0, 49);
    swipe(49, 0);
    expect(api.count('wordpracticesession')).toBe(0);
    expect(card().textContent).toContain('apple');

    swipe(-51, 0);
    expect(await screen.findByText('bread')).toBeTruthy();
    swipe(51, 10);
    expect(await screen.findByText('cheese')).toBeTruthy();
    swipe(5, -51);
    expect(await screen.findByText('milk')).toBeTruthy();
    swipe(-5, 51);
    expect(await screen.findByText('egg')).toBeTruthy();
    expect(ratings(api)).toEqual(['NIE_WIEM', 'WIEM', 'LATWE', 'TRUDNE']);
    expect(lastVariables(api, 'wordpracticesession')).toEqual({
      wordpracticesessionInput: { sessionId: 's-1', wordId: 'w-4', rating: 'TRUDNE' },
    });
    // Each answer brought the next card: the session was never read again.
    expect(api.count('getWordBaseSessionById')).toBe(1);
  });

  it('rates by the keys 1–4 and the arrows, and by the buttons', async () => {
    const cards = [
      ...CARDS,
      ...CARDS.map((entry) => ({ ...entry, id: `${entry.id}b`, word: `${entry.word}2` })),
    ];
    const { api } = renderWordBasesAt(PATH, sessionServer({ cards }));
    await screen.findByText('apple');
    const steps: [string, string][] = [
      ['1', 'bread'],
      ['2', 'cheese'],
      ['3', 'milk'],
      ['4', 'egg'],
      ['ArrowLeft', 'apple2'],
      ['ArrowDown', 'bread2'],
      ['ArrowRight', 'cheese2'],
      ['ArrowUp', 'milk2'],
    ];
    for (const [key, next] of steps) {
      fireEvent.keyDown(document.body, { key });
      expect(await screen.findByText(next)).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Łatwe' }));
    await waitFor(() => expect(api.count('wordpracticesession')).toBe(9));
    expect(ratings(api)).toEqual([
      'NIE_WIEM',
      'TRUDNE',
      'WIEM',
      'LATWE',
      'NIE_WIEM',
      'TRUDNE',
      'WIEM',
      'LATWE',
      'LATWE',
    ]);
    // The buttons announce their keys.
    expect(screen.getByRole('button', { name: 'Nie wiem' }).getAttribute('aria-keyshortcuts')).toBe(
      '1 ArrowLeft',
    );
  });

  it('ends with a summary: score, time, each rating’s count and the words to repeat', async () => {
    const cards = CARDS.slice(0, 3);
    const { api } = renderWordBasesAt(PATH, sessionServer({ cards, finishesItself: false }));
    await screen.findByText('apple');
    fireEvent.keyDown(document.body, { key: '1' });
    await screen.findByText('bread');
    fireEvent.keyDown(document.body, { key: '3' });
    await screen.findByText('cheese');
    fireEvent.keyDown(document.body, { key: '1' });

    const heading = await screen.findByRole('heading', { name: 'Koniec sesji' });
    // The last card rated, the session is closed by the page.
    await waitFor(() => expect(ratings(api)).toEqual(['NIE_WIEM', 'WIEM', 'NIE_WIEM', 'finish']));
    await waitFor(() => expect(screen.getByTestId('session-score').textContent).toBe('60%'));
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('2 min 5 s')).toBeTruthy();
    const counts = screen.getByRole('list', { name: 'Oceny' }).textContent;
    expect(counts).toContain('Nie wiem: 2');
    expect(counts).toContain('Wiem: 1');
    expect(counts).toContain('Łatwe: 0');
    expect(screen.getByRole('heading', { name: 'Do powtórzenia (2 słowa)' })).toBeTruthy();
    // What went well first, and the next step named after what is left to repeat.
    expect(screen.getByTestId('session-celebration').textContent).toBe(
      'Dobrze Ci idzie!Znasz już 1 słowo z tej sesji. 2 słowa do powtórzenia wrócą w następnej sesji.',
    );
    expect(screen.getByRole('button', { name: 'Powtórz trudne słówka' })).toBeTruthy();
    expect(screen.getByText('apple')).toBeTruthy();
    expect(screen.getByText('cheese')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do bazy' }).getAttribute('href')).toBe(
      '/workspace/ws-1/wordbase/wb-1',
    );
  });

  it('"Zakończ" ends the session early', async () => {
    const { api } = renderWordBasesAt(PATH, sessionServer());
    await screen.findByText('apple');
    fireEvent.click(screen.getByRole('button', { name: 'Zakończ' }));
    expect(await screen.findByRole('heading', { name: 'Koniec sesji' })).toBeTruthy();
    expect(lastVariables(api, 'wordpracticesession')).toEqual({
      wordpracticesessionInput: { sessionId: 's-1', finish: true },
    });
    expect(api.count('wordpracticesession')).toBe(1);
  });

  it('reads the word aloud in the set’s language, once the browser has a voice for it', async () => {
    const spoken: { text: string; lang: string }[] = [];
    const listeners = new Set<() => void>();
    let voices = [{ lang: 'de-DE', name: 'Anna', default: false }];
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => voices,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      cancel: () => undefined,
      speak: (utterance: { text: string; lang: string }) =>
        spoken.push({ text: utterance.text, lang: utterance.lang }),
    });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        voice: unknown = null;
        constructor(public text: string) {}
      },
    );
    renderWordBasesAt(PATH, sessionServer());
    await screen.findByText('apple');
    // No English voice yet: nothing to offer.
    expect(screen.queryByRole('button', { name: 'Posłuchaj' })).toBeNull();
    voices = [...voices, { lang: 'en-GB', name: 'Daniel', default: false }];
    act(() => {
      for (const listener of listeners) listener();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Posłuchaj' }));
    expect(spoken).toEqual([{ text: 'apple', lang: 'en-GB' }]);
  });
});
