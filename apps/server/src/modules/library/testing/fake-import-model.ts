import { type FakeAiReply, type FakeAiRequest, promptOf } from '../../../testing/fakes/fake-openai.ts';

/*
 * The import's side of the fake model: it reads a textbook's contents pages as a model would
 * ("1. Kąty ..... 3" is a chapter, "1.2 Kąty w trójkącie ..... 4" a subchapter of it) and, on
 * request, makes the mistakes real models make: a page number misread past the end of the book, a
 * subchapter sent before the page of the one above it, an answer cut off mid-JSON. Requests are
 * told apart by their action (`LIBRARY_IMPORT_TOC`), never by the wording of the prompt.
 */

/** The AI call actions of the library's import (`AiCallMeta.action`). */
export const LIBRARY_IMPORT_ACTIONS: ReadonlySet<string> = new Set(['LIBRARY_IMPORT_TOC']);

export interface ImportScript {
  /** The last entry's page read as this (e.g. 99 in a 7-page book). */
  lastPage?: number;
  /** Every answer cut in the middle (the first and the repair). */
  truncated?: boolean;
}

interface Entry {
  nazwa: string;
  strona: number | null;
}

/** The table of contents on the pages of a request, as the model answers it. */
export function readContents(text: string): { rozdzialy: (Entry & { podrozdzialy: Entry[] })[] } {
  const rozdzialy: (Entry & { podrozdzialy: Entry[] })[] = [];
  for (const line of text.split('\n')) {
    const match = /^\s*(\d+)(\.\d+)?\.?\s+(.+?)\s*\.{2,}\s*(\d+)\s*$/.exec(line);
    if (!match) continue;
    const entry = { nazwa: (match[3] ?? '').trim(), strona: Number(match[4]) };
    if (match[2]) rozdzialy.at(-1)?.podrozdzialy.push(entry);
    else rozdzialy.push({ ...entry, podrozdzialy: [] });
  }
  return { rozdzialy };
}

export function createImportModel(initial: ImportScript = {}) {
  let script = initial;
  const reply = (request: FakeAiRequest): FakeAiReply => {
    const toc = readContents(promptOf(request).user);
    const last = toc.rozdzialy.at(-1);
    const lastEntry = last?.podrozdzialy.at(-1) ?? last;
    if (lastEntry && script.lastPage !== undefined) lastEntry.strona = script.lastPage;
    const text = JSON.stringify(toc);
    return { text: script.truncated ? text.slice(0, Math.floor(text.length * 0.6)) : text };
  };
  return {
    reply,
    set(next: ImportScript) {
      script = next;
    },
  };
}
