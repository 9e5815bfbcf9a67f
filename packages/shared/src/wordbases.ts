// Vocabulary sets ("bazy słówek"): the limits the server enforces and the web app shows, the parser
// of a pasted word list, duplicate merging and the mixed-alphabet check. The answer checker of the
// exercises lives in wordbases-check.ts and is re-exported here.
import { pluralPl } from './form-messages.ts';

export {
  type AnswerCheck,
  type AnswerNote,
  type CheckOptions,
  checkAnswer,
  expectedVariants,
} from './wordbases-check.ts';

export const WORDBASE_NAME_MAX = 120;
export const WORDBASE_DESCRIPTION_MAX = 1000;
/** Characters of a word or term. */
export const WORD_MAX = 200;
/** Characters of a translation or definition. */
export const TRANSLATION_MAX = 500;
export const USAGE_EXAMPLE_MAX = 500;
/** Words in one save call. */
export const WORDS_PER_SAVE_MAX = 1000;
/** Words in one set. */
export const WORDBASE_WORDS_MAX = 5000;
/** Words the AI translates in one call. */
export const TRANSLATE_WORDS_MAX = 50;
export const EXTRACT_COUNT = { min: 5, max: 50, default: 20 } as const;
export const SESSION_COUNT = { min: 3, max: 50, defaultWord: 20, defaultExercise: 10 } as const;
export const EXERCISE_ANSWER_MAX = 500;
export const SWIPE_THRESHOLD_PX = 50;

export interface WordPair {
  word: string;
  translation: string;
  usageExample: string | null;
}
export interface ParsedWord extends WordPair {
  /** 1-based line of the input. */
  line: number;
}
export interface ParseProblem {
  line: number;
  text: string;
  /** Polish, for the pupil. */
  message: string;
}
export type ListFormat = 'DASH' | 'TAB' | 'CSV' | 'EMPTY';
export interface ParsedList {
  format: ListFormat;
  words: ParsedWord[];
  problems: ParseProblem[];
  merged: MergedWord[];
}
export interface MergedWord {
  word: string;
  count: number;
  /** Lines of the merged entries; empty when they did not come from parsing. */
  lines: number[];
}

const MISSING_TRANSLATION_MESSAGE = 'Brak tłumaczenia – uzupełnij je albo poproś AI o tłumaczenia.';
const MISSING_WORD_MESSAGE = 'Brak słowa – wpisz je przed tłumaczeniem.';
/** A problem quotes at most this much of its line. */
const PROBLEM_TEXT_MAX = 100;

/** "1.", "1)", "-", "•", "*" followed by a space (or a tab). */
const LIST_MARKER = /^\s*(?:\d{1,4}[.)]|[-•*])[ \t]+/u;
/** " – ", " — ", " - ", " = ", " : "; a hyphen inside a word ("e-mail") is not one. */
const SPACED_SEPARATOR = /(?:^|\s)[-–—=:](?=\s|$)/u;
const WORD_HEADERS = new Set(['word', 'słowo', 'słówko', 'term', 'pojęcie']);
const TRANSLATION_HEADERS = new Set([
  'translation',
  'tłumaczenie',
  'definicja',
  'znaczenie',
  'definition',
  'meaning',
]);

const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  // Han with Kana (Japanese) or Hangul (Korean) is normal writing, so they count as one script.
  ['CJK', /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}\p{scx=Bopomofo}]/u],
  ['Latin', /\p{sc=Latin}/u],
  ['Cyrillic', /\p{sc=Cyrillic}/u],
  ['Greek', /\p{sc=Greek}/u],
  ['Armenian', /\p{sc=Armenian}/u],
  ['Georgian', /\p{sc=Georgian}/u],
  ['Hebrew', /\p{sc=Hebrew}/u],
  ['Arabic', /\p{sc=Arabic}/u],
  ['Devanagari', /\p{sc=Devanagari}/u],
  ['Thai', /\p{sc=Thai}/u],
];

function clean(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

function length(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

export function wordKey(word: string): string {
  return clean(word)
    .toLowerCase()
    .replace(/[.!?]+$/u, '')
    .trimEnd();
}

export function mixedScriptWords(text: string): string[] {
  const found: string[] = [];
  for (const raw of text.normalize('NFC').split(/\s+/)) {
    const token = raw.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
    if (token === '' || found.includes(token)) continue;
    const scripts = new Set<string>();
    for (const ch of token) {
      if (!/\p{L}/u.test(ch)) continue;
      const script = SCRIPTS.find(([, pattern]) => pattern.test(ch));
      if (script) scripts.add(script[0]);
    }
    if (scripts.size > 1) found.push(token);
  }
  return found;
}

interface Group<T extends WordPair> {
  first: T;
  translations: string[];
  seen: Set<string>;
  example: string | null;
  count: number;
  lines: number[];
}

function addTranslations(group: Group<WordPair>, translation: string): void {
  for (const part of translation.split(';').map(clean)) {
    const key = part.toLowerCase();
    if (part === '' || group.seen.has(key)) continue;
    const joined = [...group.translations, part].join('; ');
    // A merged translation must still fit the field; what does not fit is left out.
    if (group.translations.length > 0 && length(joined) > TRANSLATION_MAX) continue;
    group.seen.add(key);
    group.translations.push(part);
  }
}

export function mergeDuplicateWords<T extends WordPair>(
  words: readonly T[],
): { words: T[]; merged: MergedWord[] } {
  const groups: Group<T>[] = [];
  const byKey = new Map<string, Group<T>>();
  for (const entry of words) {
    const key = wordKey(entry.word);
    let group = byKey.get(key);
    if (!group) {
      group = { first: entry, translations: [], seen: new Set(), example: null, count: 0, lines: [] };
      byKey.set(key, group);
      groups.push(group);
    }
    group.count++;
    addTranslations(group, entry.translation);
    if (group.example === null && entry.usageExample?.trim()) group.example = entry.usageExample;
    const line = (entry as { line?: unknown }).line;
    if (typeof line === 'number') group.lines.push(line);
  }
  const merged: MergedWord[] = [];
  const result = groups.map((group) => {
    if (group.count === 1) return group.first;
    merged.push({ word: group.first.word, count: group.count, lines: group.lines });
    return { ...group.first, translation: group.translations.join('; '), usageExample: group.example };
  });
  return { words: result, merged };
}

interface Line {
  line: number;
  /** The line as the pupil wrote it, trimmed and shortened, for problems. */
  text: string;
  /** The line without its list marker. */
  content: string;
}

function shorten(text: string): string {
  const chars = Array.from(text);
  return chars.length > PROBLEM_TEXT_MAX ? `${chars.slice(0, PROBLEM_TEXT_MAX).join('')}…` : text;
}

function contentLines(text: string): Line[] {
  const lines: Line[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const content = raw.replace(LIST_MARKER, '');
    if (content.trim() !== '') lines.push({ line: index + 1, text: shorten(trimmed), content });
  }
  return lines;
}

function detectFormat(lines: readonly Line[]): 'TAB' | 'DASH' | 'CSV' {
  let tabs = 0;
  let dashes = 0;
  let commas = 0;
  for (const { content } of lines) {
    if (content.includes('\t')) tabs++;
    if (SPACED_SEPARATOR.test(content.trim())) dashes++;
    if (/[,;]/.test(content)) commas++;
  }
  if (tabs * 2 >= lines.length) return 'TAB';
  // "Most lines" are at least half; a dash list with many words still untranslated is a dash list too.
  if (dashes * 2 >= lines.length || dashes > commas) return 'DASH';
  return 'CSV';
}

function csvDelimiter(lines: readonly Line[]): ';' | ',' {
  const semicolons = lines.filter(({ content }) => content.includes(';')).length;
  const commas = lines.filter(({ content }) => content.includes(',')).length;
  return semicolons > 0 && semicolons >= commas ? ';' : ',';
}

/** One CSV line: fields split at `delimiter`, a field may be "quoted", with "" for a quote inside. */
function splitCsv(line: string, delimiter: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line.charAt(i);
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (line.charAt(i + 1) === '"') field += line.charAt(++i);
      else quoted = false;
    } else if (ch === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (ch === delimiter) {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

/** Word, translation and example at the first two spaced separators. */
function splitDash(content: string): string[] {
  const fields: string[] = [];
  let rest = content.trim();
  for (let i = 0; i < 2; i++) {
    const separator = SPACED_SEPARATOR.exec(rest);
    if (!separator) break;
    fields.push(rest.slice(0, separator.index));
    rest = rest.slice(separator.index + separator[0].length);
  }
  fields.push(rest);
  return fields;
}

/** Splits a line by the list's format; a line without that format's separator falls back to another one. */
function splitLine(content: string, format: 'TAB' | 'DASH' | 'CSV', delimiter: string): string[] {
  if (format === 'CSV' && content.includes(delimiter)) return splitCsv(content, delimiter);
  if (format === 'TAB' && content.includes('\t')) return content.split('\t');
  if (SPACED_SEPARATOR.test(content.trim())) return splitDash(content);
  if (content.includes('\t')) return content.split('\t');
  return format === 'CSV' ? splitCsv(content, delimiter) : [content];
}

function isHeader(fields: readonly string[]): boolean {
  const [word = '', translation = ''] = fields.map((field) => clean(field).toLowerCase());
  return WORD_HEADERS.has(word) && TRANSLATION_HEADERS.has(translation);
}

function readRow(
  fields: readonly string[],
  line: Line,
): { word: ParsedWord | null; problem: ParseProblem | null } {
  const [word = '', translation = '', example = ''] = fields.map(clean);
  const problem = (message: string) => ({
    word: null,
    problem: { line: line.line, text: line.text, message },
  });
  if (word === '' && translation === '' && example === '') return { word: null, problem: null };
  if (word === '') return problem(MISSING_WORD_MESSAGE);
  if (length(word) > WORD_MAX) return problem(`Słowo jest za długie (najwyżej ${WORD_MAX} znaków).`);
  if (length(translation) > TRANSLATION_MAX) {
    return problem(`Tłumaczenie jest za długie (najwyżej ${TRANSLATION_MAX} znaków).`);
  }
  if (length(example) > USAGE_EXAMPLE_MAX) {
    return problem(`Przykład użycia jest za długi (najwyżej ${USAGE_EXAMPLE_MAX} znaków).`);
  }
  const mixed = mixedScriptWords(word)[0];
  if (mixed) {
    return problem(
      `Słowo „${mixed}” łączy litery z różnych alfabetów (np. łacińskie i cyrylicę) – popraw je.`,
    );
  }
  const parsed: ParsedWord = {
    word,
    translation,
    usageExample: example === '' ? null : example,
    line: line.line,
  };
  if (translation !== '') return { word: parsed, problem: null };
  return {
    word: parsed,
    problem: { line: line.line, text: line.text, message: MISSING_TRANSLATION_MESSAGE },
  };
}

/** "1 słowo", "3 słowa", "5 słów", "22 słowa". */
function wordsPl(n: number): string {
  return `${n} ${pluralPl(n, 'słowo', 'słowa', 'słów')}`;
}

export function parseWordList(text: string): ParsedList {
  const lines = contentLines(text);
  const format = detectFormat(lines);
  const delimiter = csvDelimiter(lines);
  const words: ParsedWord[] = [];
  const problems: ParseProblem[] = [];
  for (const [index, line] of lines.entries()) {
    const fields = splitLine(line.content, format, delimiter);
    if (index === 0 && format !== 'DASH' && isHeader(fields)) continue;
    const row = readRow(fields, line);
    if (row.word) words.push(row.word);
    if (row.problem) problems.push(row.problem);
  }
  const unique = mergeDuplicateWords(words);
  let kept = unique.words;
  let merged = unique.merged;
  const firstDropped = kept[WORDBASE_WORDS_MAX];
  if (firstDropped) {
    const dropped = kept.length - WORDBASE_WORDS_MAX;
    kept = kept.slice(0, WORDBASE_WORDS_MAX);
    const keptKeys = new Set(kept.map((word) => wordKey(word.word)));
    merged = merged.filter((entry) => keptKeys.has(wordKey(entry.word)));
    problems.push({
      line: firstDropped.line,
      text: lines.find((line) => line.line === firstDropped.line)?.text ?? '',
      message: `Baza słówek może mieć najwyżej ${WORDBASE_WORDS_MAX} słów – pominięto ${wordsPl(dropped)} (od wiersza ${firstDropped.line}).`,
    });
  }
  problems.sort((a, b) => a.line - b.line);
  return { format: kept.length > 0 ? format : 'EMPTY', words: kept, problems, merged };
}
