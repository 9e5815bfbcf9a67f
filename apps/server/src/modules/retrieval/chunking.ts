import type { IndexSegment } from './types.ts';

/** One passage of a source, cut so its text is exactly `fullText.slice(charStart, charEnd)`. */
export interface Chunk {
  ordinal: number;
  text: string;
  page: number | null;
  startSeconds: number | null;
  endSeconds: number | null;
  charStart: number;
  charEnd: number;
}

export interface ChunkOptions {
  /** Target words per chunk of ordinary text. */
  words?: number;
  /** Words repeated at the start of the next window when ordinary text is cut. */
  overlapWords?: number;
  /** Target words per chunk of timestamped (transcript) segments; the spec says about 100. */
  transcriptWords?: number;
}

const DEFAULTS = { words: 180, overlapWords: 30, transcriptWords: 100 } satisfies Required<ChunkOptions>;

/**
 * How segments are joined into the source's full text. Citations' offsets point into this string,
 * so a module that stores the full text must build it with this function.
 */
export const SEGMENT_SEPARATOR = '\n\n';

export function sourceFullText(segments: readonly IndexSegment[]): string {
  return segments.map((s) => s.text).join(SEGMENT_SEPARATOR);
}

interface Word {
  start: number;
  end: number;
  /** Ends a sentence, so a window may stop here instead of mid-sentence. */
  sentenceEnd: boolean;
}

interface Run {
  transcript: boolean;
  page: number | null;
  /** Each segment's words, with offsets into the full text. */
  segments: { segment: IndexSegment; words: Word[] }[];
}

const WORD = /\S+/gu;
const SENTENCE_END = /[.!?…][)\]"'»”]*$/u;

/**
 * Cuts a source into passages. Ordinary text is windowed (~`words` words, `overlapWords` shared
 * with the next window, ending at a sentence end when one is near); transcript segments are packed
 * whole into chunks of ~`transcriptWords` carrying the first start and the last end. A chunk never
 * spans a page change or the border between timestamped and ordinary text. Pure and deterministic.
 */
export function chunkSegments(segments: readonly IndexSegment[], options: ChunkOptions = {}): Chunk[] {
  const opts = { ...DEFAULTS, ...options };
  if (
    opts.words < 1 ||
    opts.transcriptWords < 1 ||
    opts.overlapWords < 0 ||
    opts.overlapWords >= opts.words / 2
  ) {
    throw new RangeError(
      'chunkSegments: need words ≥ 1, transcriptWords ≥ 1 and 0 ≤ overlapWords < words / 2',
    );
  }
  const fullText = sourceFullText(segments);
  const chunks: Omit<Chunk, 'ordinal' | 'text'>[] = [];
  for (const run of runsOf(segments)) {
    if (run.transcript) chunks.push(...packTranscript(run, opts.transcriptWords));
    else chunks.push(...windowText(run, opts.words, opts.overlapWords));
  }
  return chunks.map((c, ordinal) => ({ ordinal, text: fullText.slice(c.charStart, c.charEnd), ...c }));
}

/** Groups consecutive segments that may share a chunk: same page, same kind (timed or not). */
function runsOf(segments: readonly IndexSegment[]): Run[] {
  const runs: Run[] = [];
  let offset = 0;
  for (const segment of segments) {
    validate(segment);
    const words: Word[] = [];
    for (const match of segment.text.matchAll(WORD)) {
      const start = offset + match.index;
      words.push({ start, end: start + match[0].length, sentenceEnd: SENTENCE_END.test(match[0]) });
    }
    offset += segment.text.length + SEGMENT_SEPARATOR.length;
    const transcript = segment.startSeconds !== undefined;
    const page = segment.page ?? null;
    const last = runs.at(-1);
    if (last && last.transcript === transcript && last.page === page) last.segments.push({ segment, words });
    else runs.push({ transcript, page, segments: [{ segment, words }] });
  }
  return runs;
}

function validate(segment: IndexSegment): void {
  if (segment.page !== undefined && !(Number.isInteger(segment.page) && segment.page >= 1)) {
    throw new RangeError(`chunkSegments: page must be a positive integer, got ${segment.page}`);
  }
  for (const seconds of [segment.startSeconds, segment.endSeconds]) {
    if (seconds !== undefined && !(Number.isFinite(seconds) && seconds >= 0)) {
      throw new RangeError(`chunkSegments: seconds must be finite and ≥ 0, got ${seconds}`);
    }
  }
  if (segment.endSeconds !== undefined && segment.startSeconds === undefined) {
    throw new RangeError('chunkSegments: endSeconds needs startSeconds');
  }
}

function windowText(run: Run, size: number, overlap: number): Omit<Chunk, 'ordinal' | 'text'>[] {
  const words = run.segments.flatMap((s) => s.words);
  const out: Omit<Chunk, 'ordinal' | 'text'>[] = [];
  // A tail of up to `overlap` extra words joins the last window rather than forming a sliver.
  const slack = overlap;
  // How far back from the target size a sentence end may pull the window's end.
  const snapBack = Math.floor(size / 4);
  let start = 0;
  while (start < words.length) {
    let end = words.length;
    if (words.length - start > size + slack) {
      end = start + size;
      for (let i = end - 1; i >= start + size - snapBack; i--) {
        if (words[i]?.sentenceEnd) {
          end = i + 1;
          break;
        }
      }
    }
    out.push(span(words, start, end, run.page, null, null));
    if (end === words.length) break;
    start = Math.max(end - overlap, start + 1);
  }
  return out;
}

function packTranscript(run: Run, size: number): Omit<Chunk, 'ordinal' | 'text'>[] {
  const out: Omit<Chunk, 'ordinal' | 'text'>[] = [];
  let pending: { segment: IndexSegment; words: Word[] }[] = [];
  let pendingWords = 0;
  const flush = () => {
    const first = pending[0];
    const last = pending.at(-1);
    if (!first || !last) return;
    const words = pending.flatMap((p) => p.words);
    out.push(span(words, 0, words.length, run.page, first.segment.startSeconds ?? null, endOf(last.segment)));
    pending = [];
    pendingWords = 0;
  };
  for (const entry of run.segments) {
    const n = entry.words.length;
    if (n === 0) continue;
    if (pendingWords > 0 && pendingWords + n > size) flush();
    if (n > size) {
      // A single long timed segment (a voice note without pauses) is cut by words; every piece
      // keeps the segment's own times, the most precise citation available.
      for (let i = 0; i < n; i += size) {
        const piece = entry.words.slice(i, i + size);
        out.push(
          span(piece, 0, piece.length, run.page, entry.segment.startSeconds ?? null, endOf(entry.segment)),
        );
      }
      continue;
    }
    pending.push(entry);
    pendingWords += n;
  }
  flush();
  return out;
}

function endOf(segment: IndexSegment): number | null {
  return segment.endSeconds ?? segment.startSeconds ?? null;
}

function span(
  words: Word[],
  start: number,
  end: number,
  page: number | null,
  startSeconds: number | null,
  endSeconds: number | null,
): Omit<Chunk, 'ordinal' | 'text'> {
  const first = words[start];
  const last = words[end - 1];
  if (!first || !last) throw new Error('chunkSegments: empty span');
  return { page, startSeconds, endSeconds, charStart: first.start, charEnd: last.end };
}
