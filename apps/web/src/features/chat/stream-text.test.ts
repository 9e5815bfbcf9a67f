import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';
import { polishLimitMessage, sendProblem } from './chat-errors.ts';
import { citationHref, citationPlace, linkCitations } from './citations.ts';
import {
  appendAt,
  applyStreamEvent,
  IDLE_ANSWER,
  type LiveAnswer,
  type StreamEvent,
  withSavedText,
} from './stream-text.ts';

const event = (overrides: Partial<StreamEvent>): StreamEvent => ({
  type: 'DELTA',
  conversationId: 'c-1',
  botMessageId: 'b-1',
  delta: '',
  offset: 0,
  content: null,
  error: null,
  ...overrides,
});

const run = (events: Partial<StreamEvent>[], from: LiveAnswer = IDLE_ANSWER) =>
  events.reduce((state, e) => applyStreamEvent(state, event(e)), from);

describe('assembling the live answer', () => {
  it('appends at the end, skips what is known and refuses a gap', () => {
    expect(appendAt('Ala ', 'ma kota', 4)).toBe('Ala ma kota');
    expect(appendAt('Ala ma', 'ma kota', 4)).toBe('Ala ma kota');
    expect(appendAt('Ala ma kota', 'ma', 4)).toBe('Ala ma kota');
    expect(appendAt('Ala', 'kota', 7)).toBeNull();
  });

  it('starts from the snapshot and grows with deltas in order', () => {
    const state = run([
      { type: 'SNAPSHOT', content: 'Ułamek ', offset: 0 },
      { delta: 'to ', offset: 7 },
      { delta: 'część', offset: 10 },
    ]);
    expect(state).toMatchObject({
      botMessageId: 'b-1',
      text: 'Ułamek to część',
      status: 'streaming',
      gap: false,
    });
  });

  it('drops deltas the snapshot already had, and repeated deltas', () => {
    const state = run([
      { type: 'SNAPSHOT', content: 'Ułamek to', offset: 0 },
      { delta: 'Ułamek ', offset: 0 },
      { delta: 'to część', offset: 7 },
      { delta: 'to część', offset: 7 },
      { delta: ' całości', offset: 15 },
    ]);
    expect(state.text).toBe('Ułamek to część całości');
  });

  it('keeps a longer text it already has when a late snapshot arrives', () => {
    const state = run([
      { delta: 'Ułamek to część', offset: 0 },
      { type: 'SNAPSHOT', content: 'Ułamek', offset: 0 },
    ]);
    expect(state.text).toBe('Ułamek to część');
  });

  it('ignores a gap until DONE brings the whole answer', () => {
    const gapped = run([
      { delta: 'Ułamek ', offset: 0 },
      { delta: 'całości', offset: 20 },
      { delta: 'x', offset: 30 },
    ]);
    expect(gapped).toMatchObject({ text: 'Ułamek ', gap: true, status: 'streaming' });
    const done = applyStreamEvent(
      gapped,
      event({ type: 'DONE', content: 'Ułamek to część całości.', offset: 24 }),
    );
    expect(done).toMatchObject({ text: 'Ułamek to część całości.', status: 'done', gap: false });
  });

  it('keeps the deltas past a gap and goes on once the saved text reaches them', () => {
    // A reloaded page: the snapshot was saved a moment before the deltas it hears.
    const gapped = run([
      { type: 'SNAPSHOT', content: 'Ułamek ', offset: 0 },
      { delta: 'część ', offset: 10 },
      { delta: 'całości', offset: 16 },
    ]);
    expect(gapped).toMatchObject({ text: 'Ułamek ', gap: true, status: 'streaming' });
    // The saved answer read again still ends before them: the deltas keep waiting.
    expect(withSavedText(gapped, 'b-1', 'Ułamek t')).toMatchObject({ text: 'Ułamek t', gap: true });
    // Once it reaches them, they are appended and the text grows live again.
    const filled = withSavedText(gapped, 'b-1', 'Ułamek to ');
    expect(filled).toMatchObject({ text: 'Ułamek to część całości', gap: false, ahead: [] });
    expect(applyStreamEvent(filled, event({ delta: '.', offset: 23 })).text).toBe('Ułamek to część całości.');
    // Another answer's text, or one no longer written, changes nothing.
    expect(withSavedText(gapped, 'b-2', 'Inna odpowiedź')).toBe(gapped);
    // A later snapshot of the same answer fills the gap too.
    const resumed = applyStreamEvent(gapped, event({ type: 'SNAPSHOT', content: 'Ułamek to część ' }));
    expect(resumed).toMatchObject({ text: 'Ułamek to część całości', gap: false });
  });

  it('clears the text on ERROR and keeps the Polish reason', () => {
    const state = run([
      { delta: 'Ułamek to', offset: 0 },
      { type: 'ERROR', error: 'Nie udało się wygenerować odpowiedzi. Spróbuj ponownie.' },
    ]);
    expect(state).toMatchObject({
      text: '',
      status: 'error',
      error: 'Nie udało się wygenerować odpowiedzi. Spróbuj ponownie.',
    });
  });

  it('starts over for a new answer and stays idle when nothing is being written', () => {
    const first = run([{ type: 'DONE', content: 'Pierwsza odpowiedź.' }]);
    const second = applyStreamEvent(first, event({ botMessageId: 'b-2', delta: 'Druga', offset: 0 }));
    expect(second).toMatchObject({ botMessageId: 'b-2', text: 'Druga', status: 'streaming' });
    expect(applyStreamEvent(IDLE_ANSWER, event({ type: 'SNAPSHOT', botMessageId: null, content: '' }))).toBe(
      IDLE_ANSWER,
    );
  });
});

describe('citations', () => {
  const citations = [
    {
      number: 1,
      sourceType: 'USER_DOC' as const,
      sourceId: 'doc-1',
      name: 'Lektura.pdf',
      page: 3,
      startSeconds: null,
      excerpt: 'Ułamek…',
    },
    {
      number: 2,
      sourceType: 'AI_NOTE' as const,
      sourceId: 'note-1',
      name: 'Notatka',
      page: null,
      startSeconds: null,
      excerpt: '…',
    },
  ];

  it('links the numbers in the text, outside formulas and code, to the sources', () => {
    expect(linkCitations('Połowa [1], ćwiartka [2][3]. Wzór $a[1]$ i `x[2]`.', citations, 'ws-1')).toBe(
      'Połowa [\\[1\\]](/workspace/ws-1/materials/doc-1), ćwiartka [\\[2\\]](/workspace/ws-1/ainote/note-1)[3]. Wzór $a[1]$ i `x[2]`.',
    );
    expect(linkCitations('Bez źródeł [1].', [], 'ws-1')).toBe('Bez źródeł [1].');
  });

  it('labels the place in the material', () => {
    expect(citationPlace({ page: 3, startSeconds: null })).toBe('str. 3');
    expect(citationPlace({ page: null, startSeconds: 75.4 })).toBe('1:15');
    expect(citationPlace({ page: null, startSeconds: 3725 })).toBe('1:02:05');
    expect(citationPlace({ page: null, startSeconds: null })).toBeNull();
    expect(citationHref('ws 1', { sourceType: 'AI_NOTE', sourceId: 'n/1' })).toBe(
      '/workspace/ws%201/ainote/n%2F1',
    );
    // A moment of a video opens the video's page with its player there.
    expect(citationHref('ws-1', { sourceType: 'USER_DOC', sourceId: 'yt-1', startSeconds: 75.9 })).toBe(
      '/app/yt/yt-1?t=75',
    );
    expect(citationHref('ws-1', { sourceType: 'USER_DOC', sourceId: 'doc-1', startSeconds: null })).toBe(
      '/workspace/ws-1/materials/doc-1',
    );
  });
});

describe('send problems', () => {
  const failure = (code: string, message: string, extensions: Record<string, unknown> = {}) =>
    new GraphQLRequestError({
      code,
      status: 200,
      message,
      serverMessage: message,
      errors: [{ message, extensions: { code, ...extensions } }],
    });

  it('keeps the Polish part of a limit message', () => {
    expect(
      polishLimitMessage(
        'Insufficient resources: wykorzystano dzienny limit „Wiadomości w czacie” (2). Limit odnowi się jutro o 00:00.',
      ),
    ).toBe('Wykorzystano dzienny limit „Wiadomości w czacie” (2). Limit odnowi się jutro o 00:00.');
    expect(polishLimitMessage(undefined)).toBe('Wykorzystano limit wiadomości w czacie w Twoim planie.');
  });

  it('sorts failures by what the pupil should be told', () => {
    expect(sendProblem(failure('AI_NOT_CONFIGURED', 'Funkcje AI są chwilowo niedostępne.'))).toMatchObject({
      kind: 'ai-off',
      message: expect.stringContaining('nie skonfigurowano'),
    });
    expect(
      sendProblem(
        failure('INSUFFICIENT_RESOURCES', 'Insufficient resources: funkcja „Czat” nie jest dostępna.'),
      ),
    ).toEqual({ kind: 'limit', message: 'Funkcja „Czat” nie jest dostępna.' });
    expect(
      sendProblem(
        failure('RATE_LIMITED', 'Wysyłasz wiadomości zbyt szybko. Spróbuj ponownie za 30 sekund.', {
          retryAfterSeconds: 30,
        }),
      ),
    ).toMatchObject({ kind: 'rate', retryAfterSeconds: 30 });
    expect(
      sendProblem(
        failure('BAD_USER_INPUT', 'Nieprawidłowe dane.', { fields: { message: 'Najwyżej 8000 znaków.' } }),
      ),
    ).toEqual({
      kind: 'input',
      message: 'Nieprawidłowe dane.',
      fields: { message: 'Najwyżej 8000 znaków.' },
    });
    expect(sendProblem(new Error('x'))).toMatchObject({ kind: 'other' });
  });
});
