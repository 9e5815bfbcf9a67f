// The editor toolbar's edits as pure functions of the text and the selection, so they can be tested
// without a textarea. Each returns the new text and what to select afterwards (the placeholder or
// the text the user had selected), so typing right away replaces the placeholder.

export type FormatAction = 'bold' | 'heading' | 'list' | 'inlineMath' | 'blockMath';

export interface TextEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

const PLACEHOLDERS = {
  bold: 'pogrubiony tekst',
  heading: 'Nagłówek',
  list: 'punkt listy',
  inlineMath: 'x^2',
  blockMath: 'a^2 + b^2 = c^2',
} as const satisfies Record<FormatAction, string>;

const HEADING = '## ';
const BULLET = '- ';

function wrap(value: string, start: number, end: number, before: string, after: string, placeholder: string) {
  const inner = value.slice(start, end) || placeholder;
  const from = start + before.length;
  return {
    value: value.slice(0, start) + before + inner + after + value.slice(end),
    selectionStart: from,
    selectionEnd: from + inner.length,
  };
}

const lineStart = (value: string, index: number) => value.lastIndexOf('\n', index - 1) + 1;

function lineEnd(value: string, index: number) {
  const next = value.indexOf('\n', index);
  return next === -1 ? value.length : next;
}

/** Adds `prefix` to every selected line, or removes it when all of them already have it. */
function prefixLines(
  value: string,
  start: number,
  end: number,
  prefix: string,
  placeholder: string,
): TextEdit {
  const from = lineStart(value, start);
  // A selection ending right after a newline does not take in the next line.
  const to = lineEnd(value, end > start && value[end - 1] === '\n' ? end - 1 : end);
  const block = value.slice(from, to);
  if (block === '') {
    const inserted = prefix + placeholder;
    return {
      value: value.slice(0, from) + inserted + value.slice(to),
      selectionStart: from + prefix.length,
      selectionEnd: from + inserted.length,
    };
  }
  const lines = block.split('\n');
  const remove = lines.every((line) => line.startsWith(prefix));
  const changed = lines.map((line) => (remove ? line.slice(prefix.length) : prefix + line)).join('\n');
  const shift = remove ? -prefix.length : prefix.length;
  const single = lines.length === 1;
  return {
    value: value.slice(0, from) + changed + value.slice(to),
    // One line: the caret or selection moves with its text; several: the changed lines are selected.
    selectionStart: single ? Math.max(from, start + shift) : from,
    selectionEnd: single ? Math.max(from, end + shift) : from + changed.length,
  };
}

/** `$$ … $$` on lines of their own, with a blank line around it (a paragraph of its own). */
function blockMath(value: string, start: number, end: number): TextEdit {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inner = value.slice(start, end).trim() || PLACEHOLDERS.blockMath;
  const opening = `${lead}$$\n`;
  return {
    value: `${before}${opening}${inner}\n$$${trail}${after}`,
    selectionStart: start + opening.length,
    selectionEnd: start + opening.length + inner.length,
  };
}

/** The text after a toolbar action on the selection [start, end). */
export function applyFormat(value: string, start: number, end: number, action: FormatAction): TextEdit {
  switch (action) {
    case 'bold':
      return wrap(value, start, end, '**', '**', PLACEHOLDERS.bold);
    case 'inlineMath':
      return wrap(value, start, end, '$', '$', PLACEHOLDERS.inlineMath);
    case 'heading':
      return prefixLines(value, start, end, HEADING, PLACEHOLDERS.heading);
    case 'list':
      return prefixLines(value, start, end, BULLET, PLACEHOLDERS.list);
    case 'blockMath':
      return blockMath(value, start, end);
  }
}
