import type { Passage } from '../retrieval/index.ts';
import type { StoredCitation } from './tables.ts';

/** `m:ss` or `h:mm:ss`. */
function timestamp(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Where a passage sits in its material, in Polish ("strona 3", "od 1:15"). */
export function passagePlace(passage: Passage): string | null {
  if (passage.citation.page !== null) return `strona ${passage.citation.page}`;
  if (passage.citation.startSeconds !== null) return `od ${timestamp(passage.citation.startSeconds)}`;
  return null;
}

/** The numbered passages as the model sees them: `[1] „Name” (strona 3)` and the text. */
export function passagesBlock(passages: readonly Passage[], names: ReadonlyMap<string, string>): string {
  return passages
    .map((passage, index) => {
      const name = names.get(passage.source.id) ?? 'Materiał';
      const place = passagePlace(passage);
      return `[${index + 1}] „${name}”${place ? ` (${place})` : ''}\n${passage.text.trim()}`;
    })
    .join('\n\n');
}

const MARKER = /\[(\d{1,2})\]/g;

/**
 * The citations an answer actually uses: every `[n]` that names one of the passages, in order of
 * first use; markers the model invented (numbers not on the list) cite nothing.
 */
export function citationsFor(
  answer: string,
  passages: readonly Passage[],
  names: ReadonlyMap<string, string>,
): StoredCitation[] {
  const used: number[] = [];
  for (const match of answer.matchAll(MARKER)) {
    const n = Number(match[1]);
    if (n >= 1 && n <= passages.length && !used.includes(n)) used.push(n);
  }
  return used.map((number) => {
    const passage = passages[number - 1] as Passage;
    return {
      number,
      sourceType: passage.source.kind as StoredCitation['sourceType'],
      sourceId: passage.source.id,
      name: names.get(passage.source.id) ?? 'Materiał',
      page: passage.citation.page,
      startSeconds: passage.citation.startSeconds,
      endSeconds: passage.citation.endSeconds,
      charStart: passage.citation.charStart,
      charEnd: passage.citation.charEnd,
      excerpt: [...passage.text.trim()].slice(0, 300).join(''),
    };
  });
}
