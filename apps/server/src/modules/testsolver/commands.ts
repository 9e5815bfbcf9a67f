import { randomUUID } from 'node:crypto';
import { formatDate } from '@kreda/shared/dates';
import {
  TEST_PDF_PAGES_MAX,
  TEST_PHOTOS_MAX,
  TEST_POLECENIE_MAX,
  TEST_TITLE_MAX,
} from '@kreda/shared/limits';
import { z } from 'zod';
import { type Actor, requireVerified } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import { parseInput, text } from '../../core/input.ts';
import { ensureAllowed } from '../../core/rate-limited.ts';
import {
  addToolMaterials,
  checkAttachments,
  removeToolMaterials,
  type UploadedFile,
} from '../materials/index.ts';
import { runAiAction } from '../usage/index.ts';
import { ensureGeneralWorkspace, requireOwnWorkspace } from '../workspaces/index.ts';
import { publishTest, testUsage } from './finish.ts';
import { deleteTestRows, findOwnTest, type TestSolverRow } from './service.ts';
import { testSolvers } from './tables.ts';

export const TEST_NOT_FOUND = 'Nie znaleziono sprawdzianu.';

const ORDERS_PER_MINUTE = 6;
const orderLimiter = (deps: Pick<Deps, 'services'>) =>
  deps.services.rateLimiters.create('testsolver:order', { points: ORDERS_PER_MINUTE, durationSeconds: 60 });

const ONLY_PHOTOS_OR_PDF = 'Wyślij zdjęcia stron (JPG, PNG, WebP) albo jeden plik PDF sprawdzianu.';

const ORDER = z.object({
  polecenie: text({ max: TEST_POLECENIE_MAX, multiline: true }).nullish(),
  title: text({ max: TEST_TITLE_MAX }).nullish(),
  workspaceId: z.string().nullish(),
});

/** The pages, checked by content and size like any upload: photos, or one PDF of at most 30 pages. */
async function checkedPages(deps: Pick<Deps, 'config' | 'services'>, files: readonly UploadedFile[]) {
  if (files.length === 0) throw badInput({ files: 'Dodaj zdjęcia stron albo plik PDF sprawdzianu.' });
  if (files.length > TEST_PHOTOS_MAX)
    throw badInput({ files: `Dodaj najwyżej ${TEST_PHOTOS_MAX} zdjęć stron.` });
  const checked = await checkAttachments(deps, files, { maxPdfPages: TEST_PDF_PAGES_MAX });
  const photos = checked.every((file) => file.kind === 'IMAGE');
  const pdf = checked.length === 1 && checked[0]?.kind === 'PDF';
  if (!photos && !pdf) throw badInput({ files: ONLY_PHOTOS_OR_PDF });
  return checked;
}

/**
 * `sprawdziansolution`: keeps the pages as materials of kind SPRAWDZIAN, the test and its
 * extraction job in one transaction after reserving one use of "Rozwiązywanie sprawdzianów"; the
 * jobs read the pages, cut the tasks and solve each. A refused file stores nothing.
 */
export async function orderTestSolution(
  deps: Deps,
  actor: Actor,
  input: {
    workspaceId?: string | null;
    files: readonly UploadedFile[];
    polecenie?: string | null;
    title?: string | null;
  },
): Promise<TestSolverRow> {
  const { user } = requireVerified(actor);
  const order = parseInput(ORDER, {
    polecenie: input.polecenie,
    title: input.title,
    workspaceId: input.workspaceId,
  });
  const workspace = order.workspaceId
    ? await requireOwnWorkspace(deps.db, user.id, order.workspaceId)
    : await ensureGeneralWorkspace(deps.db, user.id);
  const pages = await checkedPages(deps, input.files);
  await ensureAllowed([orderLimiter(deps).hit(user.id)], 'Wysyłasz sprawdziany zbyt szybko.');
  const title = order.title || `Sprawdzian z ${formatDate(new Date())}`;
  const id = randomUUID();
  const test = await runAiAction(deps, { actor, action: 'TEST_SOLVER', entity: testUsage(id) }, async () => {
    const added = await addToolMaterials(
      deps,
      {
        userId: user.id,
        workspaceId: workspace.id,
        files: pages.map((checked, i) => ({
          checked,
          name: pages.length > 1 ? `${title} – strona ${i + 1}` : title,
        })),
        sourceType: 'SPRAWDZIAN',
      },
      async (tx, docs) => {
        const [row] = await tx
          .insert(testSolvers)
          .values({
            id,
            userId: user.id,
            workspaceId: workspace.id,
            title,
            polecenie: order.polecenie || null,
            docIds: docs.map((d) => d.id),
          })
          .returning();
        // Its reading is sent when the pages are read (`pagesSettled`), not polled for.
        return row as TestSolverRow;
      },
    );
    return added.result;
  });
  publishTest(deps, test);
  return test;
}

/** `deleteTestSolver`: the test, its tasks, and its materials (the pages and the solutions). */
export async function deleteTest(deps: Deps, actor: Actor, id: string) {
  const test = await findOwnTest(deps.db, actor.user.id, id);
  if (!test) throw notFound(TEST_NOT_FOUND);
  await deps.db.transaction((tx) => deleteTestRows(tx, actor.user.id, [test.id]));
  await removeToolMaterials(deps, actor.user.id, [
    ...test.docIds,
    ...(test.solvedDocId ? [test.solvedDocId] : []),
  ]);
  publishTest(deps, test);
  return { success: true, message: 'Sprawdzian został usunięty.' };
}
