// Markdown read as plain text, for the moment before its HTML is here (lazy-markdown.tsx): small
// and dependency-free, so it ships with the page, and never shows the source's markup — no `$`
// around formulas, no LaTeX commands, no table rules, no `**`. Formulas become readable text with
// superscripts and subscripts ("a/b", "x²"); a text cut in the middle (a streamed answer) reads as
// if it ended there.
import { type Run, texRuns } from './plain-tex.ts';

export type PlainBlock =
  | { kind: 'paragraph' | 'quote' | 'item'; runs: Run[]; marker?: string }
  | { kind: 'heading'; level: number; runs: Run[] }
  | { kind: 'formula' | 'code'; runs: Run[] }
  | { kind: 'table'; rows: Run[][][] }
  | { kind: 'rule' };

/** Inline Markdown as runs; markup that is cut off (a stream) is dropped, never shown. */
export function inlineRuns(source: string): Run[] {
  const runs: Run[] = [];
  const push = (text: string, kind?: Run['kind']) => {
    if (!text) return;
    const last = runs.at(-1);
    if (last && last.kind === kind) last.text += text;
    else runs.push(kind ? { text, kind } : { text });
  };
  let at = 0;
  while (at < source.length) {
    const rest = source.slice(at);
    const char = source[at] ?? '';
    if (char === '\\' && /^\\[\\`*_{}[\]()#+\-.!|$~<>]/.test(rest)) {
      push(source[at + 1] ?? '');
      at += 2;
    } else if (char === '$') {
      const fence = rest.startsWith('$$') ? '$$' : '$';
      const end = source.indexOf(fence, at + fence.length);
      // An unclosed formula (still being written) is read as one up to the end.
      const tex = source.slice(at + fence.length, end < 0 ? source.length : end);
      for (const run of texRuns(tex)) push(run.text, run.kind);
      at = end < 0 ? source.length : end + fence.length;
    } else if (char === '`') {
      const ticks = /^`+/.exec(rest)?.[0] ?? '`';
      const end = source.indexOf(ticks, at + ticks.length);
      push(source.slice(at + ticks.length, end < 0 ? source.length : end), 'code');
      at = end < 0 ? source.length : end + ticks.length;
    } else if (/^!?\[/.test(rest)) {
      // A link or an image: its text (or its description), without the address.
      // A bracket with no address after it (a citation's "[1]") is text.
      const link = /^!?\[((?:\\.|[^\]\\])*)\](?:\([^)]*\)?|\[[^\]]*\]?)/.exec(rest);
      if (link) {
        for (const run of inlineRuns(link[1] ?? '')) push(run.text, run.kind);
        at += link[0].length;
      } else {
        push(rest.startsWith('!') ? '![' : '[');
        at += rest.startsWith('!') ? 2 : 1;
      }
    } else if (char === '*' || char === '_' || char === '~') {
      const marks = /^(\*+|_+|~+)/.exec(rest)?.[0] ?? char;
      // An underscore inside a word (snake_case) is text, as in GFM.
      const inWord =
        char === '_' && /\w/.test(source[at - 1] ?? '') && /\w/.test(source[at + marks.length] ?? '');
      if (inWord) push(marks);
      at += marks.length;
    } else if (char === '<') {
      const auto = /^<((?:https?:|mailto:)[^>\s]*)>/.exec(rest) ?? /^<\/?[A-Za-z][^>]*>/.exec(rest);
      if (auto) {
        push(auto[1] ?? '');
        at += auto[0].length;
      } else {
        push('<');
        at++;
      }
    } else {
      const plain = /^[^\\$`![*_~<]+/.exec(rest)?.[0] ?? char;
      push(plain);
      at += plain.length;
    }
  }
  // Bold and italic markers were dropped above; bold text keeps no weight in the preview (cheap,
  // and a cut-off `**` cannot make the rest of the text bold).
  return runs;
}

const TABLE_RULE = /^\|?[\s:|-]*$/;
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => inlineRuns(cell.trim()));

/** The blocks of `markdown` as plain text: paragraphs, headings, list items, tables, formulas, code. */
export function plainBlocks(markdown: string): PlainBlock[] {
  const blocks: PlainBlock[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', runs: inlineRuns(paragraph.join(' ')) });
    paragraph = [];
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const trimmed = line.trim();
    const fence = /^(```+|~~~+)/.exec(trimmed)?.[0];
    if (fence) {
      flush();
      const body: string[] = [];
      for (index++; index < lines.length && !(lines[index] ?? '').trim().startsWith(fence); index++)
        body.push(lines[index] ?? '');
      blocks.push({ kind: 'code', runs: [{ text: body.join('\n'), kind: 'code' }] });
    } else if (trimmed.startsWith('$$') && trimmed.indexOf('$$', 2) < 0) {
      flush();
      const body = [trimmed.slice(2)];
      for (index++; index < lines.length && !(lines[index] ?? '').includes('$$'); index++)
        body.push(lines[index] ?? '');
      body.push((lines[index] ?? '').split('$$')[0] ?? '');
      blocks.push({ kind: 'formula', runs: texRuns(body.join(' ')) });
    } else if (/^\$\$.*\$\$$/.test(trimmed)) {
      flush();
      blocks.push({ kind: 'formula', runs: texRuns(trimmed.slice(2, -2)) });
    } else if (trimmed.startsWith('|')) {
      flush();
      const rows: Run[][][] = [];
      for (; index < lines.length && (lines[index] ?? '').trim().startsWith('|'); index++) {
        const row = (lines[index] ?? '').trim();
        if (!TABLE_RULE.test(row)) rows.push(cells(row));
      }
      index--;
      if (rows.length > 0) blocks.push({ kind: 'table', rows });
    } else if (trimmed === '') {
      flush();
    } else if (/^#{1,6}(\s|$)/.test(trimmed)) {
      flush();
      const level = /^#+/.exec(trimmed)?.[0].length ?? 1;
      blocks.push({
        kind: 'heading',
        level,
        runs: inlineRuns(
          trimmed
            .slice(level)
            .replace(/\s#+\s*$/, '')
            .trim(),
        ),
      });
    } else if (/^([-*_])(\s*\1){2,}$/.test(trimmed)) {
      flush();
      blocks.push({ kind: 'rule' });
    } else if (/^>/.test(trimmed)) {
      flush();
      blocks.push({ kind: 'quote', runs: inlineRuns(trimmed.replace(/^(>\s?)+/, '')) });
    } else if (/^([-*+]|\d+[.)])(\s|$)/.test(trimmed)) {
      flush();
      const marker = /^([-*+]|\d+[.)])/.exec(trimmed)?.[0] ?? '-';
      const text = trimmed
        .slice(marker.length)
        .trim()
        .replace(/^\[[ xX]\]\s*/, '');
      blocks.push({
        kind: 'item',
        marker: /\d/.test(marker) ? marker.replace(')', '.') : '•',
        runs: inlineRuns(text),
      });
    } else if (/^(=+|-+)$/.test(trimmed) && paragraph.length > 0) {
      // A setext heading's underline.
      const runs = inlineRuns(paragraph.join(' '));
      paragraph = [];
      blocks.push({ kind: 'heading', level: trimmed.startsWith('=') ? 1 : 2, runs });
    } else {
      paragraph.push(trimmed);
    }
  }
  flush();
  return blocks;
}
