import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../core/deps.ts';
import { essayTopicOf, rozprawkaCallOf, rozprawkaReviewCallOf } from './essay-calls.ts';

const intent = (conversationType: string | null): ChatMessage['intents'] => [{ conversationType }];

describe('essayTopicOf', () => {
  it.each([
    [
      'Napisz mi rozprawkę na temat: Czy warto poświęcać się dla innych?',
      'Czy warto poświęcać się dla innych?',
    ],
    [
      'Pomóż mi napisać wypracowanie o samotności bohatera romantycznego.',
      'samotności bohatera romantycznego',
    ],
    [
      'Proszę, napisz rozprawkę: „Czy człowiek jest kowalem swojego losu?”',
      'Czy człowiek jest kowalem swojego losu?',
    ],
    ['Temat: Wolność jako wartość.\nDzięki!', 'Wolność jako wartość'],
    ['Czy potrzeba odwagi, by być sobą?', 'Czy potrzeba odwagi, by być sobą?'],
  ])('%j → %j', (message, topic) => {
    expect(essayTopicOf(message)).toBe(topic);
  });
});

describe('calls', () => {
  it('gives the topic only for the essay intent', () => {
    const message = 'Napisz rozprawkę na temat odwagi';
    expect(rozprawkaCallOf({ message, intents: intent('ROZPRAWKA') })).toEqual({ temat: 'odwagi' });
    expect(rozprawkaCallOf({ message, intents: intent('DEFAULT') })).toBeNull();
    expect(rozprawkaCallOf({ message, intents: [] })).toBeNull();
  });

  it('carries a pasted essay and its topic line to the grader, but not a bare request', () => {
    const essay = Array.from(
      { length: 12 },
      (_, i) => `Zdanie numer ${i + 1} mojej pracy o odwadze i przyjaźni.`,
    ).join(' ');
    const call = rozprawkaReviewCallOf({
      message: `Oceń moją rozprawkę\nTemat: Odwaga w literaturze\n${essay}`,
      intents: intent('ROZPRAWKA_REVIEW'),
    });
    expect(call?.temat).toBe('Odwaga w literaturze');
    expect(call?.content).toBe(essay);
    expect(
      rozprawkaReviewCallOf({ message: 'Oceń moją rozprawkę', intents: intent('ROZPRAWKA_REVIEW') }),
    ).toEqual({
      temat: null,
      content: null,
    });
    expect(rozprawkaReviewCallOf({ message: essay, intents: intent('ROZPRAWKA') })).toBeNull();
  });
});
