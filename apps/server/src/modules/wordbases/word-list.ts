/**
 * Every word form of a Hunspell dictionary in one compact buffer, asked "is this a word?" in
 * microseconds. nspell expands a dictionary's affixes into an object with a key per form (3.5
 * million for Polish: ~380 MB of heap and 12–25 s to build), which no server should keep; the
 * forms it produced are written here once (dictionary-worker.ts), sorted and front-coded in blocks
 * (each word stores only what differs from the one before), so a language takes 0.6–20 MB and
 * loads from its cached file in milliseconds. A lookup follows nspell's `correct`: the dictionary's
 * input conversions, the word as typed, then in sentence case when it was all capitals, then in
 * lower case; a form nspell keeps only inside compounds or forbids is left out when building.
 *
 * File layout: "KWL1", the header's length (u32 LE), the header (JSON), padding to 4 bytes, one
 * u32 offset per block, then the blocks. A block's first word is [length][UTF-8 bytes]; each next
 * one [bytes shared with the previous word][length of the rest][the rest].
 */

export interface WordListHeader {
  format: typeof FORMAT;
  /** The package and version the forms come from, e.g. `dictionary-pl@2.0.0`. */
  source: string;
  words: number;
  blocks: number;
  /** ICONV of the affix file: [pattern source, flags, replacement]. */
  conversions: [string, string, string][];
  /** COMPOUNDRULE expressions nspell builds (English ordinals such as "21st"): [source, flags]. */
  compounds: [string, string][];
  compoundMin: number;
}

const MAGIC = 'KWL1';
const FORMAT = 1;
const BLOCK_SIZE = 16;
const MAX_WORD_BYTES = 255;

const encoder = new TextEncoder();

/** Whether `a[from, from + length)` sorts before (−), with (0) or after (+) `b`, bytewise. */
function compareBytes(a: Uint8Array, from: number, length: number, b: Uint8Array): number {
  const n = Math.min(length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[from + i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return length - b.length;
}

/**
 * The file of a list of words (any order, duplicates allowed). Words longer than 255 bytes in
 * UTF-8 or with characters outside the Basic Multilingual Plane are left out (no dictionary has them).
 */
export function buildWordList(
  words: readonly string[],
  meta: Omit<WordListHeader, 'format' | 'words' | 'blocks'>,
): Uint8Array {
  // UTF-16 order is UTF-8 byte order for text without surrogates, which is all that is kept.
  const sorted = words.filter((w) => w !== '' && !/[\uD800-\uDFFF]/.test(w)).sort();
  const offsets: number[] = [];
  let body = new Uint8Array(sorted.reduce((n, w) => n + w.length + 2, 1024));
  let at = 0;
  let word = new Uint8Array(MAX_WORD_BYTES * 3);
  let previous = new Uint8Array(MAX_WORD_BYTES * 3);
  let previousLength = -1;
  let count = 0;
  for (const text of sorted) {
    const length = encoder.encodeInto(text, word).written;
    const repeated =
      previousLength === length && compareBytes(word, 0, length, previous.subarray(0, length)) === 0;
    if (length > MAX_WORD_BYTES || repeated) continue;
    if (at + length + 2 > body.length) {
      const grown = new Uint8Array(Math.ceil(body.length * 1.5) + length + 2);
      grown.set(body.subarray(0, at));
      body = grown;
    }
    let shared = 0;
    if (count % BLOCK_SIZE === 0) offsets.push(at);
    else {
      while (shared < length && shared < previousLength && word[shared] === previous[shared]) shared++;
      body[at++] = shared;
    }
    body[at++] = length - shared;
    body.set(word.subarray(shared, length), at);
    at += length - shared;
    [previous, word] = [word, previous];
    previousLength = length;
    count++;
  }
  const blocks = Uint32Array.from(offsets);
  const header: WordListHeader = { format: FORMAT, ...meta, words: count, blocks: blocks.length };
  const json = encoder.encode(JSON.stringify(header));
  const start = Math.ceil((8 + json.length) / 4) * 4;
  const file = new Uint8Array(start + blocks.byteLength + at);
  file.set(encoder.encode(MAGIC), 0);
  new DataView(file.buffer).setUint32(4, json.length, true);
  file.set(json, 8);
  file.set(new Uint8Array(blocks.buffer), start);
  file.set(body.subarray(0, at), start + blocks.byteLength);
  return file;
}

export class WordList {
  readonly header: WordListHeader;
  private readonly blocks: Uint32Array;
  private readonly body: Uint8Array;
  private readonly conversions: [RegExp, string][];
  private readonly compounds: RegExp[];
  /** The word being rebuilt from a block (no word is longer). */
  private readonly scratch = new Uint8Array(MAX_WORD_BYTES * 2);

  private constructor(header: WordListHeader, blocks: Uint32Array, body: Uint8Array) {
    this.header = header;
    this.blocks = blocks;
    this.body = body;
    this.conversions = header.conversions.map(([source, flags, to]) => [new RegExp(source, flags), to]);
    this.compounds = header.compounds.map(([source, flags]) => new RegExp(source, flags));
  }

  /** Reads a file of `buildWordList`; null when it is not one (another format, cut short). */
  static fromFile(file: Uint8Array): WordList | null {
    if (file.length < 8 || new TextDecoder().decode(file.subarray(0, 4)) !== MAGIC) return null;
    const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
    const jsonLength = view.getUint32(4, true);
    if (8 + jsonLength > file.length) return null;
    let header: WordListHeader;
    try {
      header = JSON.parse(new TextDecoder().decode(file.subarray(8, 8 + jsonLength))) as WordListHeader;
    } catch {
      return null;
    }
    if (header.format !== FORMAT) return null;
    const start = Math.ceil((8 + jsonLength) / 4) * 4;
    const bodyStart = start + header.blocks * 4;
    if (bodyStart > file.length) return null;
    // Copied once (a Node Buffer's slice would not copy) so the offsets are aligned whatever the
    // buffer the file was read into.
    const blocks = new Uint32Array(new Uint8Array(file.subarray(start, bodyStart)).buffer);
    return new WordList(header, blocks, file.subarray(bodyStart));
  }

  /** Bytes held (offsets and blocks). */
  get bytes(): number {
    return this.blocks.byteLength + this.body.byteLength;
  }

  /** Whether exactly this form is in the list. */
  has(word: string): boolean {
    const query = encoder.encode(word);
    if (query.length === 0 || query.length > MAX_WORD_BYTES || this.blocks.length === 0) return false;
    // The last block whose first word is not after the query.
    let low = 0;
    let high = this.blocks.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      const at = this.blocks[mid] ?? 0;
      if (compareBytes(this.body, at + 1, this.body[at] ?? 0, query) <= 0) low = mid;
      else high = mid - 1;
    }
    return this.inBlock(low, query);
  }

  private inBlock(block: number, query: Uint8Array): boolean {
    const end = this.blocks[block + 1] ?? this.body.length;
    let at = this.blocks[block] ?? 0;
    let length = this.body[at++] ?? 0;
    this.scratch.set(this.body.subarray(at, at + length), 0);
    at += length;
    for (;;) {
      const order = compareBytes(this.scratch, 0, length, query);
      if (order === 0) return true;
      if (order > 0 || at >= end) return false;
      const shared = this.body[at++] ?? 0;
      const rest = this.body[at++] ?? 0;
      this.scratch.set(this.body.subarray(at, at + rest), shared);
      at += rest;
      length = shared + rest;
    }
  }

  private exact(word: string): boolean {
    if (this.has(word)) return true;
    return word.length >= this.header.compoundMin && this.compounds.some((rule) => rule.test(word));
  }

  /** Whether `word` is spelt right, as nspell's `correct` says. */
  spells(word: string): boolean {
    let normal = word.trim();
    if (normal === '') return false;
    for (const [pattern, to] of this.conversions) normal = normal.replace(pattern, to);
    if (this.exact(normal)) return true;
    if (normal.toUpperCase() === normal) {
      const sentence = normal.charAt(0) + normal.slice(1).toLowerCase();
      if (sentence !== normal && this.exact(sentence)) return true;
    }
    const lower = normal.toLowerCase();
    return lower !== normal && this.exact(lower);
  }
}
