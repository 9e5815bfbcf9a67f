import { randomUUID } from 'node:crypto';
import { formatDate } from '@kreda/shared/dates';
import {
  TEST_PDF_PAGES_MAX,
  TEST_PHOTOS_MAX,
  TEST_POLECENIE_MAX,
  TEST_TITLE_MAX,
  ZADANIE_QUESTION_MAX,
} from '@kreda/shared/limits';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { type Actor, requireVerified } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, DomainError, notFound } from '../../core/domain-error.ts';
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
import { publishTask, publishTest, testUsage } from './finish.ts';
import { EXTRACT_JOB, enqueueExtraction, enqueueSolving, SOLVE_JOB } from './jobs.ts';
import {
  deleteTestRows,
  findOwnTest,
  findOwnZadanie,
  type TestSolverRow,
  type ZadanieRow,
} from './service.ts';
import { testSolvers, zadania } from './tables.ts';

export const TEST_NOT_FOUND = 'Nie znaleziono sprawdzianu.';
export const TASK_NOT_FOUND = 'Nie znaleziono zadania.';

const ORDERS_PER_MINUTE = 6;
const orderLimiter = (deps: Pick<Deps, 'services'>) =>
  deps.services.rateLimiters.create('testsolver:order', { points: ORDERS_PER_MINUTE, durationSeconds: 60 });
/** Tasks solved again (after an edit or a failure) per pupil per minute: each is a model call. */
const RESOLVES_PER_MINUTE = 20;
const resolveLimiter = (deps: Pick<Deps, 'services'>) =>
  deps.services.rateLimiters.create('testsolver:resolve', {
    points: RESOLVES_PER_MINUTE,
    durationSeconds: 60,
  });

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
        await enqueueExtraction(deps, tx, id);
        return row as TestSolverRow;
      },
    );
    return added.result;
  });
  deps.services.jobs.wake(EXTRACT_JOB);
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

const EDIT = z.object({
  question: text({
    max: ZADANIE_QUESTION_MAX,
    multiline: true,
    required: 'Treść zadania nie może być pusta.',
  }).nullish(),
  numberExercise: text({ max: 40, required: 'Podaj numer zadania.' }).nullish(),
  zadanieOdpowiedzi: z
    .array(
      z.object({
        key: text({ max: 4, required: 'Podaj literę odpowiedzi.' }),
        value: text({ max: 2_000, required: 'Wpisz treść odpowiedzi.' }),
      }),
    )
    .max(10, { message: 'Zadanie może mieć najwyżej 10 odpowiedzi do wyboru.' })
    .refine((options) => new Set(options.map((o) => o.key.toUpperCase())).size === options.length, {
      message: 'Litery odpowiedzi nie mogą się powtarzać.',
    })
    .nullish(),
  solve: z.boolean().nullish(),
});

/**
 * `updateZadanie`: corrects a task the extraction got wrong and/or solves it again (after an edit,
 * a failure, or when it was skipped) as a new attempt of its own job.
 */
export async function updateTask(
  deps: Deps,
  actor: Actor,
  input: { id?: string | null } & z.input<typeof EDIT>,
): Promise<ZadanieRow> {
  const { user } = requireVerified(actor);
  if (!input.id) throw badInput({ id: 'Wskaż zadanie.' });
  const edit = parseInput(EDIT, input);
  const task = await findOwnZadanie(deps.db, user.id, input.id);
  if (!task) throw notFound(TASK_NOT_FOUND);
  if (edit.solve) {
    if (task.state === 'PENDING' || task.state === 'SOLVING')
      throw badInput({ solve: 'To zadanie jest właśnie rozwiązywane.' });
    if (!deps.services.ai.has('main')) throw new DomainError('AI_NOT_CONFIGURED');
    await ensureAllowed([resolveLimiter(deps).hit(user.id)], 'Rozwiązujesz zadania ponownie zbyt szybko.');
  }
  const options = edit.zadanieOdpowiedzi?.map((o) => ({ key: o.key.toUpperCase(), value: o.value }));
  const type =
    options === undefined || options === null
      ? task.type
      : options.length >= 2
        ? 'ZAMKNIETE'
        : task.type === 'ZAMKNIETE'
          ? 'OTWARTE'
          : task.type;
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(zadania)
      .set({
        ...(edit.question ? { question: edit.question } : {}),
        ...(edit.numberExercise ? { numberExercise: edit.numberExercise } : {}),
        ...(options ? { options: type === 'ZAMKNIETE' ? options : [] } : {}),
        type,
        ...(edit.solve
          ? {
              state: 'PENDING' as const,
              attempt: task.attempt + 1,
              answer: null,
              explanation: null,
              dlaczego: null,
              check: null,
              checkMessage: null,
              error: null,
            }
          : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(zadania.id, task.id), eq(zadania.attempt, task.attempt)))
      .returning();
    if (!row) throw badInput({ solve: 'To zadanie jest właśnie rozwiązywane.' });
    if (edit.solve) {
      await enqueueSolving(deps, tx, row);
      // The test shows its progress again until this task ends.
      await tx
        .update(testSolvers)
        .set({ state: 'SOLVING', updatedAt: new Date() })
        .where(
          and(eq(testSolvers.id, row.testSolverId), inArray(testSolvers.state, ['SOLVED', 'SOLVING_FAILED'])),
        );
    }
    return row;
  });
  if (edit.solve) deps.services.jobs.wake(SOLVE_JOB);
  publishTask(deps, updated);
  publishTest(deps, { id: updated.testSolverId, userId: updated.userId });
  return updated;
}
