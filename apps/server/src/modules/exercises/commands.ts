import { ZADANIE_QUESTION_MAX } from '@kreda/shared/limits';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type Actor, requireVerified } from '../../core/actor.ts';
import type { Deps, ExerciseOwner } from '../../core/deps.ts';
import { badInput, DomainError, notFound } from '../../core/domain-error.ts';
import { isUuid } from '../../core/ids.ts';
import { parseInput, text } from '../../core/input.ts';
import { ensureAllowed } from '../../core/rate-limited.ts';
import { findOwnZadanie, findZadanie, PUBLIC_TASKS_USER, publishTask } from './service.ts';
import { type ZadanieRow, zadania } from './tables.ts';

export const TASK_NOT_FOUND = 'Nie znaleziono zadania.';

/** Tasks solved again (after an edit or a failure) per pupil per minute: each is a model call. */
const RESOLVES_PER_MINUTE = 20;
const resolveLimiter = (deps: Pick<Deps, 'services'>) =>
  deps.services.rateLimiters.create('exercises:resolve', {
    points: RESOLVES_PER_MINUTE,
    durationSeconds: 60,
  });

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
  answer: text({ max: 2_000, multiline: true, required: 'Odpowiedź nie może być pusta.' }).nullish(),
  explanation: text({
    max: ZADANIE_QUESTION_MAX,
    multiline: true,
    required: 'Rozwiązanie nie może być puste.',
  }).nullish(),
});

/**
 * The task a user may change: their own, or for an admin a public one (the library's, stored under
 * PUBLIC_TASKS_USER). Only the library's admin corrects a solution; a public task is never solved
 * again on request (the import solves it).
 */
async function changeableTask(deps: Pick<Deps, 'db'>, actor: Actor, id: string, edit: z.infer<typeof EDIT>) {
  const own = await findOwnZadanie(deps.db, actor.user.id, id);
  const task =
    own ??
    (actor.user.role === 'ADMIN' && isUuid(id)
      ? await findZadanie(deps.db, id).then((row) => (row?.userId === PUBLIC_TASKS_USER ? row : undefined))
      : undefined);
  if (!task) throw notFound(TASK_NOT_FOUND);
  const isPublic = task.userId === PUBLIC_TASKS_USER;
  if (!isPublic && (edit.answer != null || edit.explanation != null))
    throw badInput({ answer: 'Rozwiązanie poprawia tylko administrator biblioteki zadań.' });
  if (isPublic && edit.solve)
    throw badInput({ solve: 'Zadania z biblioteki nie rozwiązuje się ponownie – popraw rozwiązanie.' });
  return task;
}

/** The registered owner of a task's kind; a task whose kind no module owns cannot be solved again. */
export function ownerOf(deps: Pick<Deps, 'exerciseOwners'>, kind: string): ExerciseOwner | undefined {
  return deps.exerciseOwners.find((owner) => owner.kind === kind);
}

const RESET = {
  state: 'PENDING' as const,
  answer: null,
  explanation: null,
  dlaczego: null,
  check: null,
  checkMessage: null,
  error: null,
};

/**
 * `updateZadanie`: corrects a task its reading got wrong and/or solves it again (after an edit, a
 * failure, or when it was skipped) as a new attempt, enqueued by the module that owns the task. An
 * admin corrects a library task's text and solution the same way.
 */
export async function updateTask(
  deps: Deps,
  actor: Actor,
  input: { id?: string | null } & z.input<typeof EDIT>,
): Promise<ZadanieRow> {
  const { user } = requireVerified(actor);
  if (!input.id) throw badInput({ id: 'Wskaż zadanie.' });
  const edit = parseInput(EDIT, input);
  const task = await changeableTask(deps, actor, input.id, edit);
  const owner = ownerOf(deps, task.ownerKind);
  if (edit.solve) {
    if (task.state === 'PENDING' || task.state === 'SOLVING')
      throw badInput({ solve: 'To zadanie jest właśnie rozwiązywane.' });
    if (!owner) throw badInput({ solve: 'Tego zadania nie da się rozwiązać ponownie.' });
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
        ...(edit.answer ? { answer: edit.answer } : {}),
        ...(edit.explanation ? { explanation: edit.explanation } : {}),
        type,
        ...(edit.solve ? { ...RESET, attempt: task.attempt + 1 } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(zadania.id, task.id), eq(zadania.attempt, task.attempt)))
      .returning();
    if (!row) throw badInput({ solve: 'To zadanie jest właśnie rozwiązywane.' });
    if (edit.solve && owner) await owner.solveAgain(deps, tx, row);
    return row;
  });
  publishTask(deps, updated);
  owner?.taskChanged?.(deps, updated, Boolean(edit.solve));
  return updated;
}
