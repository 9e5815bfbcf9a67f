import { fileURLToPath } from 'node:url';
import { isOneOf, SUBJECTS, ZADANIE_TYPES } from '@kreda/shared/enums';
import { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { loadPrompt } from '../../platform/ai/prompts.ts';
import { completeListItems } from '../../platform/ai/salvage.ts';
import type { ZadanieOption } from '../exercises/index.ts';
import type { UserDocRecord } from '../materials/index.ts';

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));

/** Pages one extraction call reads at most, and characters: a longer test is read in batches. */
export const BATCH_PAGES = 4;
export const BATCH_CHARS = 12_000;
/** Characters of the next page given to finish a task that runs over. */
const CONTINUATION_CHARS = 3_000;

/** One page of a test: its number in the whole test (from 1) and its text. */
export interface TestPage {
  page: number;
  text: string;
}

/** The test's pages in the pupil's order: a PDF's pages, or one page per photo. */
export function testPages(docs: readonly UserDocRecord[]): TestPage[] {
  const pages: TestPage[] = [];
  let offset = 0;
  for (const doc of docs) {
    const segments = doc.contentJson?.segments ?? (doc.content ? [{ text: doc.content }] : []);
    const count = Math.max(doc.contentJson?.pageCount ?? 1, ...segments.map((s) => s.page ?? 1));
    for (let page = 1; page <= count; page++) {
      const text = segments
        .filter((s) => (s.page ?? 1) === page)
        .map((s) => s.text)
        .join('\n')
        .trim();
      pages.push({ page: offset + page, text });
    }
    offset += count;
  }
  return pages;
}

export interface PageBatch {
  pages: TestPage[];
  /** The page after the batch, to finish a task that runs over (not to cut tasks from). */
  next: TestPage | null;
  first: number;
  last: number;
}

/** Consecutive batches of at most BATCH_PAGES pages and about BATCH_CHARS characters. */
export function pageBatches(pages: readonly TestPage[]): PageBatch[] {
  const batches: PageBatch[] = [];
  let current: TestPage[] = [];
  let chars = 0;
  const close = (next: TestPage | null) => {
    const first = current[0];
    const last = current.at(-1);
    if (first && last) batches.push({ pages: current, next, first: first.page, last: last.page });
    current = [];
    chars = 0;
  };
  pages.forEach((page) => {
    if (current.length > 0 && (current.length >= BATCH_PAGES || chars + page.text.length > BATCH_CHARS))
      close(page);
    current.push(page);
    chars += page.text.length;
  });
  close(null);
  return batches;
}

const taskSchema = z.object({
  numer: z.string().max(40),
  tresc: z.string().max(12_000),
  rodzaj: z.enum(ZADANIE_TYPES),
  odpowiedzi: z.array(z.object({ litera: z.string().max(4), tresc: z.string().max(2_000) })).max(10),
  punkty: z.number().nullable(),
  strony: z.array(z.number()).max(20),
  doRozwiazania: z.boolean(),
});
export type ExtractedTask = z.infer<typeof taskSchema>;

/** What the extraction call answers (structured output). */
export const extractionSchema = z.object({
  przedmiot: z.string().max(40).nullable(),
  zadania: z.array(taskSchema).max(80),
});
export type Extraction = z.infer<typeof extractionSchema> & { partial?: boolean };
export const EXTRACTION_SCHEMA_NAME = 'zadania_sprawdzianu';

/**
 * The complete tasks of a cut-off or invalid answer: each whole `{…}` of the `zadania` list that
 * passes the schema. The result is marked `partial`; null when not one task is whole.
 */
export function salvageTasks(text: string): Extraction | null {
  const found = completeListItems(text, 'zadania', taskSchema);
  if (found.length === 0) return null;
  const subject = /"przedmiot"\s*:\s*"([^"]{1,40})"/.exec(text)?.[1] ?? null;
  return { przedmiot: subject, zadania: found, partial: true };
}

/** A task as stored: checked and tidied by code. */
export interface CutTask {
  numberExercise: string;
  question: string;
  type: (typeof ZADANIE_TYPES)[number];
  options: ZadanieOption[];
  points: number | null;
  pages: number[];
  solve: boolean;
}

const letterOf = (raw: string) => raw.replace(/[^\p{L}\d]/gu, '').toUpperCase();

/**
 * Tasks as code accepts them: a number and a text; a closed task keeps distinct lettered options
 * (with fewer than two it cannot be closed, so it is solved as an open one); pages within the
 * batch; points as printed (0–100).
 */
export function tidyTasks(
  extracted: readonly ExtractedTask[],
  batch: Pick<PageBatch, 'first' | 'last'>,
): CutTask[] {
  return extracted.flatMap((task, i): CutTask[] => {
    const question = task.tresc.trim();
    if (!question) return [];
    const options: ZadanieOption[] = [];
    for (const option of task.odpowiedzi) {
      const key = letterOf(option.litera);
      const value = option.tresc.trim();
      if (key && value && !options.some((o) => o.key === key)) options.push({ key, value });
    }
    const closed = task.rodzaj === 'ZAMKNIETE' && options.length >= 2;
    const pages = [...new Set(task.strony.map(Math.round))].filter(
      (p) => p >= batch.first && p <= batch.last + 1,
    );
    const points =
      task.punkty !== null && task.punkty >= 0 && task.punkty <= 100 ? Math.round(task.punkty) : null;
    return [
      {
        numberExercise:
          task.numer
            .trim()
            .replace(/^zadanie\s*/i, '')
            .replace(/[.)]+$/, '') || String(i + 1),
        question,
        type: closed ? 'ZAMKNIETE' : task.rodzaj === 'ZAMKNIETE' ? 'OTWARTE' : task.rodzaj,
        options: closed ? options : [],
        points,
        pages: pages.length ? pages.sort((a, b) => a - b) : [batch.first],
        solve: task.doRozwiazania,
      },
    ];
  });
}

/** The recognised subject, if it is one of the product's. */
export function subjectOf(raw: string | null): string | null {
  const value = raw?.trim().toLowerCase() ?? '';
  return isOneOf(SUBJECTS, value) && value !== 'all' ? value : null;
}

/** The extraction prompt for a batch. Pure, so an eval could send exactly what the product sends. */
export function extractionPrompt(batch: PageBatch, polecenie: string | null): Promise<string> {
  const range = batch.first === batch.last ? `${batch.first}` : `${batch.first}–${batch.last}`;
  return loadPrompt(PROMPTS, 'test-extract', {
    pages: range,
    continuation: batch.next ? ` i, osobno, początek następnej strony (${batch.next.page})` : '',
    polecenie: polecenie ?? '(brak – wytnij i rozwiąż wszystkie zadania)',
  });
}

/** The user message: the batch's pages with their markers, then the next page's beginning. */
export function extractionMessage(batch: PageBatch): string {
  const pages = batch.pages
    .map((p) => `=== Strona ${p.page} ===\n${p.text || '(strona bez tekstu)'}`)
    .join('\n\n');
  const next = batch.next
    ? `\n\n=== Następna strona ${batch.next.page} (tylko do dokończenia ostatniego zadania) ===\n${batch.next.text.slice(0, CONTINUATION_CHARS)}`
    : '';
  return `${pages}${next}`;
}

/** Cuts the tasks of one batch: structured output, one repair, then whatever whole tasks were given. */
export async function extractBatch(
  deps: Pick<Deps, 'services'>,
  input: { userId: string; batch: PageBatch; polecenie: string | null; signal?: AbortSignal },
): Promise<Extraction> {
  return deps.services.ai.generateObject<Extraction>({
    meta: { userId: input.userId, action: 'TEST_SOLVER_EXTRACT' },
    temperature: 0,
    system: await extractionPrompt(input.batch, input.polecenie),
    messages: [{ role: 'user', content: extractionMessage(input.batch) }],
    schema: extractionSchema,
    schemaName: EXTRACTION_SCHEMA_NAME,
    salvage: salvageTasks,
    ...(input.signal ? { signal: input.signal } : {}),
  });
}
