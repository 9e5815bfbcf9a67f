import { ZADANIE_TYPES } from '@kreda/shared/enums';
import { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { completeListItems } from '../../platform/ai/salvage.ts';
import type { AiCallMeta } from '../../platform/ai/types.ts';
import type { ZadanieOption } from './tables.ts';

/*
 * The faithful extraction of tasks from pages' text, shared by every owner that cuts tasks from
 * pages (the test solver's photographed tests, the library's imported textbooks): pages read in
 * batches, each task cut exactly once by the batch it starts in, the model's answer checked by a
 * schema, a cut-off list salvaged, and its tasks tidied by code. Each owner brings its own prompt,
 * schema name and action; the rules of what a task is are the same.
 */

/** Pages one extraction call reads at most, and characters: a longer text is read in batches. */
export const BATCH_PAGES = 4;
export const BATCH_CHARS = 12_000;
/** Characters of the next page given to finish a task that runs over. */
const CONTINUATION_CHARS = 3_000;

/** One page: its number in the whole document (from 1) and its text. */
export interface TaskPage {
  page: number;
  text: string;
}

export interface PageBatch {
  pages: TaskPage[];
  /** The page after the batch, to finish a task that runs over (not to cut tasks from). */
  next: TaskPage | null;
  first: number;
  last: number;
}

/** Consecutive batches of at most BATCH_PAGES pages and about BATCH_CHARS characters. */
export function pageBatches(pages: readonly TaskPage[]): PageBatch[] {
  const batches: PageBatch[] = [];
  let current: TaskPage[] = [];
  let chars = 0;
  const close = (next: TaskPage | null) => {
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

/** What an extraction call answers (structured output). */
export const extractionSchema = z.object({
  przedmiot: z.string().max(40).nullable(),
  zadania: z.array(taskSchema).max(80),
});
export type Extraction = z.infer<typeof extractionSchema> & { partial?: boolean };

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
 * Tasks as code accepts them: a number and a text (a task without text is dropped); a closed task
 * keeps distinct lettered options (with fewer than two it cannot be closed, so it is solved as an
 * open one); pages within the batch; points as printed (0–100).
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
export function extractTasks(
  deps: Pick<Deps, 'services'>,
  input: { meta: AiCallMeta; system: string; schemaName: string; batch: PageBatch; signal?: AbortSignal },
): Promise<Extraction> {
  return deps.services.ai.generateObject<Extraction>({
    meta: input.meta,
    temperature: 0,
    system: input.system,
    messages: [{ role: 'user', content: extractionMessage(input.batch) }],
    schema: extractionSchema,
    schemaName: input.schemaName,
    salvage: salvageTasks,
    ...(input.signal ? { signal: input.signal } : {}),
  });
}
