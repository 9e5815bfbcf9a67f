import { describe, expect, it } from 'vitest';
import { fakeEssay, fakeSegment, fakeSegments } from './essay-test-fixtures.ts';
import {
  essayFileName,
  essayPlainText,
  expectedSegments,
  plainLines,
  segmentTitles,
  textLines,
  writingNow,
} from './essay-text.ts';
import { wordCountVerdict, wordsLabel } from './text-limits.ts';

describe('the parts of an essay', () => {
  it('are titled by their place: arguments counted, each context tied to its argument', () => {
    expect([...segmentTitles(fakeSegments()).values()]).toEqual([
      'Wstęp',
      'Argument 1',
      'Kontekst do argumentu 1',
      'Argument 2',
      'Kontekst do argumentu 2',
      'Zakończenie',
    ]);
  });

  it('are expected with a context per argument in Polish, without in English', () => {
    expect(expectedSegments({ liczbaArgumentow: 3, przedmiot: 'polish' })).toBe(8);
    expect(expectedSegments({ liczbaArgumentow: 3, przedmiot: 'english' })).toBe(5);
  });

  it('say what is written next, judged by the last part that arrived', () => {
    const [intro, argument, context] = fakeSegments() as [never, never, never];
    const essay = fakeEssay({ liczbaArgumentow: 2, segments: [] });
    expect(writingNow(essay)).toBe('Piszę wstęp…');
    expect(writingNow({ ...essay, segments: [intro] })).toBe('Piszę argument 1 z 2…');
    expect(writingNow({ ...essay, segments: [intro, argument] })).toBe('Piszę kontekst do argumentu 1…');
    expect(writingNow({ ...essay, segments: [intro, argument, context] })).toBe('Piszę argument 2 z 2…');
    expect(writingNow({ ...essay, przedmiot: 'english', segments: [intro, argument] })).toBe(
      'Piszę argument 2 z 2…',
    );
    expect(writingNow({ ...essay, type: 'STRUCTURE', segments: fakeSegments().slice(0, 5) })).toBe(
      'Układam plan – zakończenie…',
    );
    expect(writingNow({ ...essay, type: 'HELPER', segments: [] })).toBe('Przygotowuję wskazówki – wstęp…');
  });
});

describe('plans and guidance', () => {
  const plan =
    '**Wokulski poświęca się dla Izabeli**\n- traci majątek\n- Utwór: *Lalka*\nPrzydatne **zwroty**:';

  it('are read into a heading, bullets and lines, without the Markdown marks', () => {
    expect(textLines(plan)).toEqual([
      { kind: 'heading', text: 'Wokulski poświęca się dla Izabeli' },
      { kind: 'item', text: 'traci majątek' },
      { kind: 'item', text: 'Utwór: *Lalka*' },
      { kind: 'text', text: 'Przydatne zwroty:' },
    ]);
    expect(plainLines(plan)).toBe(
      'Wokulski poświęca się dla Izabeli\n– traci majątek\n– Utwór: *Lalka*\nPrzydatne zwroty:',
    );
  });

  it('are copied as plain text; an essay as its paragraphs with blank lines between', () => {
    const segments = [fakeSegment({ content: plan }), fakeSegment({ id: 'seg-2', content: '- teza' })];
    expect(essayPlainText(fakeEssay({ type: 'STRUCTURE', segments }), {})).toBe(
      `${plainLines(plan)}\n\n– teza`,
    );
    expect(essayPlainText(fakeEssay({ segments }), { 'seg-2': 'Mój akapit.' })).toBe(
      `${plan}\n\nMój akapit.`,
    );
  });
});

describe('words and names', () => {
  it('count words in Polish and say where the count stands against the exam', () => {
    expect([1, 2, 5, 22, 112].map(wordsLabel)).toEqual([
      '1 wyraz',
      '2 wyrazy',
      '5 wyrazów',
      '22 wyrazy',
      '112 wyrazów',
    ]);
    expect(wordCountVerdict(299, { minWords: 300, maxWords: null }).text).toBe(
      'Za krótko: brakuje 1 wyrazu do 300.',
    );
    expect(wordCountVerdict(153, { minWords: 100, maxWords: 150 })).toEqual({
      status: 'long',
      text: 'Za długo: 3 wyrazy ponad 150.',
    });
    expect(wordCountVerdict(120, { minWords: 100, maxWords: 150 }).status).toBe('ok');
  });

  it('name the DOCX after the topic, in plain letters', () => {
    expect(essayFileName('Czy warto poświęcać się dla innych? Łódź, źdźbło')).toBe(
      'rozprawka-czy-warto-poswiecac-sie-dla-innych-lodz-zdzblo.docx',
    );
    expect(essayFileName('???')).toBe('rozprawka.docx');
  });
});
