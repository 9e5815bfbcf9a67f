import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Deps } from '../../../core/deps.ts';
import { loadPrompt } from '../../../platform/ai/prompts.ts';
import type { TocDraft } from './toc-rules.ts';

/*
 * A table of contents read by the AI from the book's contents pages ("Spis treści"), for PDFs
 * without an outline. The answer is only a draft: the import checks it by the same rules as any
 * other table (toc-rules.ts) and asks an admin for one when it breaks them.
 */

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));
export const TOC_ACTION = 'LIBRARY_IMPORT_TOC';
const SCHEMA_NAME = 'spis_tresci';
/** Contents pages are looked for among the first pages only. */
const FRONT_PAGES = 20;
/** Contents pages read at most (a long contents runs over a few pages). */
const CONTENTS_PAGES_MAX = 4;

const entry = z.object({ nazwa: z.string(), strona: z.number().int().nullable() });
const schema = z.object({
  rozdzialy: z.array(entry.extend({ podrozdzialy: z.array(entry) })),
});

/** A contents line's end: dot leaders or a wide gap, then the page. */
const LEADER_AND_PAGE = /(\.{2,}|\s{2,}|\t)\s*\d+\s*$/;
const CONTENTS_HEADING = /spis\s+treści|^\s*treść\s*$/im;

/** The pages (from 1) of the contents: the first front page headed "Spis treści" and those after it. */
export function contentsPages(pages: readonly string[]): number[] {
  const first = pages.slice(0, FRONT_PAGES).findIndex((text) => CONTENTS_HEADING.test(text));
  if (first < 0) return [];
  const found = [first + 1];
  // A contents page goes on while its lines keep ending in page numbers.
  for (let n = first + 2; n <= Math.min(pages.length, first + CONTENTS_PAGES_MAX); n++) {
    const lines = (pages[n - 1] ?? '').split('\n').filter((line) => line.trim());
    const numbered = lines.filter((line) => LEADER_AND_PAGE.test(line)).length;
    if (lines.length === 0 || numbered / lines.length < 0.6) break;
    found.push(n);
  }
  return found;
}

/** The AI's reading of the contents pages, as a draft table of contents. */
export async function readContentsPages(
  deps: Pick<Deps, 'services'>,
  input: { title: string; pages: readonly string[]; contents: number[]; signal?: AbortSignal },
): Promise<TocDraft> {
  const text = input.contents.map((n) => `=== Strona ${n} ===\n${input.pages[n - 1] ?? ''}`).join('\n\n');
  const answer = await deps.services.ai.generateObject({
    meta: { userId: null, action: TOC_ACTION },
    temperature: 0,
    system: await loadPrompt(PROMPTS, 'library-toc', { title: input.title, pages: input.pages.length }),
    messages: [{ role: 'user', content: text }],
    schema,
    schemaName: SCHEMA_NAME,
    ...(input.signal ? { signal: input.signal } : {}),
  });
  return {
    chapters: answer.rozdzialy.map((chapter) => ({
      name: chapter.nazwa,
      page: chapter.strona,
      subchapters: chapter.podrozdzialy.map((sub) => ({ name: sub.nazwa, page: sub.strona })),
    })),
  };
}
