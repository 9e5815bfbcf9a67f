import { fileURLToPath } from 'node:url';
import { isOneOf, SUBJECTS } from '@kreda/shared/enums';
import type { Deps } from '../../core/deps.ts';
import { loadPrompt } from '../../platform/ai/prompts.ts';
import { type Extraction, extractTasks, type PageBatch, type TaskPage } from '../exercises/index.ts';
import type { UserDocRecord } from '../materials/index.ts';

/*
 * The test solver's side of the shared extraction (`exercises/extraction.ts`): a test's pages from
 * its materials, its prompt (with the pupil's instruction) and its action.
 */

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));
const EXTRACTION_SCHEMA_NAME = 'zadania_sprawdzianu';

/** The test's pages in the pupil's order: a PDF's pages, or one page per photo. */
export function testPages(docs: readonly UserDocRecord[]): TaskPage[] {
  const pages: TaskPage[] = [];
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

/** The recognised subject, if it is one of the product's. */
export function subjectOf(raw: string | null): string | null {
  const value = raw?.trim().toLowerCase() ?? '';
  return isOneOf(SUBJECTS, value) && value !== 'all' ? value : null;
}

/** The extraction prompt for a batch. Pure, so an eval could send exactly what the product sends. */
function extractionPrompt(batch: PageBatch, polecenie: string | null): Promise<string> {
  const range = batch.first === batch.last ? `${batch.first}` : `${batch.first}–${batch.last}`;
  return loadPrompt(PROMPTS, 'test-extract', {
    pages: range,
    continuation: batch.next ? ` i, osobno, początek następnej strony (${batch.next.page})` : '',
    polecenie: polecenie ?? '(brak – wytnij i rozwiąż wszystkie zadania)',
  });
}

/** Cuts the tasks of one batch: structured output, one repair, then whatever whole tasks were given. */
export async function extractBatch(
  deps: Pick<Deps, 'services'>,
  input: { userId: string; batch: PageBatch; polecenie: string | null; signal?: AbortSignal },
): Promise<Extraction> {
  return extractTasks(deps, {
    meta: { userId: input.userId, action: 'TEST_SOLVER_EXTRACT' },
    system: await extractionPrompt(input.batch, input.polecenie),
    schemaName: EXTRACTION_SCHEMA_NAME,
    batch: input.batch,
    ...(input.signal ? { signal: input.signal } : {}),
  });
}
