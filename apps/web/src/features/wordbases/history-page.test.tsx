import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { WordBaseSessionSummary } from './api/wordbase-fragments.ts';
import { fakeBase } from './wordbases-fixtures.ts';
import { renderWordBasesAt } from './wordbases-test-kit.tsx';

vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).quietWsClient());

const sessions: WordBaseSessionSummary[] = [
  {
    id: 's-2',
    wordBaseId: 'wb-1',
    wordBaseSessionType: 'EXERCISE',
    isFinished: false,
    score: null,
    time: 40,
    wordCount: 10,
    createdAt: '2024-03-06T09:00:00Z',
    finishedAt: null,
    answers: [
      {
        id: 'a-3',
        wordId: 'w-1',
        word: 'apple',
        rating: null,
        isCorrect: false,
        createdAt: '2024-03-06T09:01:00Z',
      },
    ],
  },
  {
    id: 's-1',
    wordBaseId: 'wb-1',
    wordBaseSessionType: 'WORD',
    isFinished: true,
    score: 50,
    time: 185,
    wordCount: 2,
    createdAt: '2024-03-04T17:30:00Z',
    finishedAt: '2024-03-04T17:33:05Z',
    answers: [
      {
        id: 'a-1',
        wordId: 'w-1',
        word: 'apple',
        rating: 'WIEM',
        isCorrect: null,
        createdAt: '2024-03-04T17:31:00Z',
      },
      {
        id: 'a-2',
        wordId: 'w-2',
        word: 'bread',
        rating: 'NIE_WIEM',
        isCorrect: null,
        createdAt: '2024-03-04T17:32:00Z',
      },
    ],
  },
];

const history = {
  id: 'wb-1',
  words: [
    {
      id: 'w-1',
      word: 'apple',
      translation: 'jabłko',
      state: 'REVIEW',
      due: '2099-01-01T00:00:00Z',
      reps: 2,
      lapses: 0,
      history: [
        {
          rating: 'WIEM',
          reviewedAt: '2024-03-04T17:31:00Z',
          sessionId: 's-1',
          wordBaseSessionType: 'WORD',
          scheduledDays: 3,
        },
        {
          rating: 'TRUDNE',
          reviewedAt: '2024-03-01T10:00:00Z',
          sessionId: null,
          wordBaseSessionType: null,
          scheduledDays: 1,
        },
      ],
    },
    {
      id: 'w-2',
      word: 'bread',
      translation: 'chleb',
      state: 'NEW',
      due: '2024-03-01T00:00:00Z',
      reps: 0,
      lapses: 0,
      history: [],
    },
  ],
};

describe('the history of a word base', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('lists the sessions with their result and answers, and each word with its ratings', async () => {
    renderWordBasesAt('/workspace/ws-1/wordbase/wb-1/historia', {
      getWordBaseById: () => ({ data: { getWordBaseById: fakeBase() } }),
      getWordBaseSessionByWordBaseId: () => ({ data: { getWordBaseSessionByWordBaseId: sessions } }),
      wordBaseHistory: () => ({ data: { getWordBaseById: history } }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Historia nauki: Unit 3 – jedzenie' }),
    ).toBeTruthy();
    const rows = async (region: string) => {
      const list = await within(screen.getByRole('region', { name: region })).findAllByRole('list');
      return [...(list[0] as HTMLElement).querySelectorAll(':scope > li')];
    };
    const [unfinished, finished] = await rows('Sesje');
    expect(unfinished?.textContent).toContain('Ćwiczenia z AI · niedokończona · 40 s · 10 słów');
    expect(
      within(unfinished as HTMLElement)
        .getByRole('link', { name: 'Dokończ sesję' })
        .getAttribute('href'),
    ).toBe('/workspace/ws-1/wordbase/wb-1/cwiczenia/s-2');
    expect(finished?.textContent).toContain('04.03.2024, 18:30');
    expect(finished?.textContent).toContain('Fiszki · wynik 50% · 3 min 5 s · 2 słowa');
    const details = (finished as HTMLElement).querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent.click(within(finished as HTMLElement).getByText('04.03.2024, 18:30'));
    expect(within(details).getByText('apple').closest('li')?.textContent).toBe('apple: Wiem');
    expect(within(details).getByText('bread').closest('li')?.textContent).toBe('bread: Nie wiem');

    const [apple, bread] = await rows('Słowa i ich oceny');
    expect(apple?.textContent).toContain('apple – jabłko');
    expect(apple?.textContent).toContain('ocen: 2');
    const reviews = (apple as HTMLElement).querySelectorAll('ol li');
    expect(reviews[0]?.textContent).toBe('04.03.2024, 18:31: Wiem (fiszki) · następna powtórka za 3 dni');
    expect(reviews[1]?.textContent).toBe('01.03.2024, 11:00: Trudne · następna powtórka za 1 dzień');
    expect(bread?.textContent).toContain('nowe');
    expect(bread?.textContent).toContain('To słowo nie było jeszcze ćwiczone.');
  });
});
