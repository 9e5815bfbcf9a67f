import { describe, expect, it } from 'vitest';
import { type Chunk, chunkSegments, SEGMENT_SEPARATOR, sourceFullText } from './chunking.ts';
import type { IndexSegment } from './types.ts';

/** `n` distinct words, each sentence of ten words ending with a full stop. */
function words(n: number, prefix = 'słowo'): string {
  return Array.from({ length: n }, (_, i) => `${prefix}${i}${i % 10 === 9 ? '.' : ''}`).join(' ');
}

const wordCount = (text: string) => text.split(/\s+/u).filter(Boolean).length;

function expectSlices(segments: IndexSegment[], chunks: Chunk[]) {
  const full = sourceFullText(segments);
  for (const c of chunks) expect(full.slice(c.charStart, c.charEnd)).toBe(c.text);
  expect(chunks.map((c) => c.ordinal)).toEqual(chunks.map((_, i) => i));
}

describe('chunkSegments', () => {
  it('keeps a short text whole, Polish letters and all', () => {
    const text = 'Zażółć gęślą jaźń — Żółkiewski pod Kłuszynem (1610 r.).';
    const segments = [{ text }];
    const chunks = chunkSegments(segments);
    expect(chunks).toEqual([
      {
        ordinal: 0,
        text,
        page: null,
        startSeconds: null,
        endSeconds: null,
        charStart: 0,
        charEnd: text.length,
      },
    ]);
  });

  it('windows long text at ~180 words with 30 words shared, with exact offsets', () => {
    const segments = [{ text: `  ${words(1000)}\n` }];
    const chunks = chunkSegments(segments);
    expectSlices(segments, chunks);
    for (const c of chunks.slice(0, -1)) {
      expect(wordCount(c.text)).toBeGreaterThanOrEqual(135);
      expect(wordCount(c.text)).toBeLessThanOrEqual(180);
    }
    // Every window after the first starts 30 words before the previous one ended.
    for (let i = 1; i < chunks.length; i++) {
      const previous = (chunks[i - 1] as Chunk).text.split(' ');
      const current = (chunks[i] as Chunk).text.split(' ');
      expect(current.slice(0, 30)).toEqual(previous.slice(-30));
    }
    // Nothing lost: the first chunk starts at the first word, the last ends at the last word.
    expect(chunks[0]?.charStart).toBe(2);
    expect(chunks.at(-1)?.charEnd).toBe(segments[0]?.text.trimEnd().length);
  });

  it('ends windows at a sentence end when one is near', () => {
    const chunks = chunkSegments([{ text: words(600) }]);
    for (const c of chunks.slice(0, -1)) expect(c.text.endsWith('.')).toBe(true);
  });

  it('never lets a chunk cross a page, and keeps small pages whole', () => {
    const segments = [
      { text: 'Strona pierwsza: fotosynteza zachodzi w chloroplastach.', page: 1 },
      { text: 'Strona druga: oddychanie komórkowe.', page: 2 },
      { text: words(400, 'p3w'), page: 3 },
      { text: 'Ostatnia strona.', page: 4 },
    ];
    const chunks = chunkSegments(segments);
    expectSlices(segments, chunks);
    expect(chunks[0]).toMatchObject({ page: 1, text: segments[0]?.text });
    expect(chunks[1]).toMatchObject({ page: 2, text: segments[1]?.text });
    const page3 = chunks.filter((c) => c.page === 3);
    expect(page3.length).toBeGreaterThan(1);
    for (const c of page3) expect(c.text).toMatch(/^p3w\d+/u);
    expect(chunks.at(-1)).toMatchObject({ page: 4, text: 'Ostatnia strona.' });
  });

  it('joins small paragraphs of one page into one chunk', () => {
    const segments = [
      { text: 'Akapit pierwszy.', page: 7 },
      { text: 'Akapit drugi.', page: 7 },
    ];
    const chunks = chunkSegments(segments);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.text).toBe(`Akapit pierwszy.${SEGMENT_SEPARATOR}Akapit drugi.`);
  });

  it('groups transcript lines into ~100-word chunks with the first start and the last end', () => {
    // 60 lines of 12 words, 4 seconds each.
    const segments = Array.from({ length: 60 }, (_, i) => ({
      text: words(12, `t${i}x`),
      startSeconds: i * 4,
      endSeconds: i * 4 + 4,
    }));
    const chunks = chunkSegments(segments);
    expectSlices(segments, chunks);
    // 8 lines (96 words) fit under 100; a ninth would not.
    expect(chunks.map((c) => wordCount(c.text))).toEqual([96, 96, 96, 96, 96, 96, 96, 48]);
    expect(chunks[0]).toMatchObject({ startSeconds: 0, endSeconds: 32, page: null });
    expect(chunks[1]).toMatchObject({ startSeconds: 32, endSeconds: 64 });
    expect(chunks.at(-1)).toMatchObject({ startSeconds: 224, endSeconds: 240 });
  });

  it('cuts one long timed segment by words, each piece keeping its times', () => {
    const segments = [{ text: words(250), startSeconds: 10, endSeconds: 95.5 }];
    const chunks = chunkSegments(segments);
    expectSlices(segments, chunks);
    expect(chunks.map((c) => wordCount(c.text))).toEqual([100, 100, 50]);
    for (const c of chunks) expect(c).toMatchObject({ startSeconds: 10, endSeconds: 95.5 });
  });

  it('keeps timed and untimed text apart', () => {
    const segments = [
      { text: 'Opis filmu.' },
      { text: 'Pierwsze zdanie nagrania.', startSeconds: 0, endSeconds: 3 },
      { text: 'Drugie zdanie nagrania.', startSeconds: 3, endSeconds: 6 },
    ];
    const chunks = chunkSegments(segments);
    expectSlices(segments, chunks);
    expect(chunks.map((c) => [c.text, c.startSeconds, c.endSeconds])).toEqual([
      ['Opis filmu.', null, null],
      [`Pierwsze zdanie nagrania.${SEGMENT_SEPARATOR}Drugie zdanie nagrania.`, 0, 6],
    ]);
  });

  it('skips empty segments but keeps offsets right', () => {
    const segments = [{ text: '' }, { text: '   ', page: 1 }, { text: 'Treść.', page: 2 }];
    const chunks = chunkSegments(segments);
    expectSlices(segments, chunks);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toMatchObject({ page: 2, charStart: 3 + 2 * SEGMENT_SEPARATOR.length });
  });

  it('is deterministic', () => {
    const segments = [{ text: words(777), page: 1 }];
    expect(chunkSegments(segments)).toEqual(chunkSegments(segments));
  });

  it('rejects impossible pages and times', () => {
    expect(() => chunkSegments([{ text: 'x', page: 0 }])).toThrow(RangeError);
    expect(() => chunkSegments([{ text: 'x', startSeconds: Number.NaN }])).toThrow(RangeError);
    expect(() => chunkSegments([{ text: 'x', endSeconds: 3 }])).toThrow(RangeError);
  });
});
