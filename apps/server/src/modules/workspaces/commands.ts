import { LEVELS, type Level, SUBJECTS, type Subject } from '@kreda/shared/enums';
import { WORKSPACE_NAME_MAX } from '@kreda/shared/limits';
import { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import { checkInput, parseInput, text } from '../../core/input.ts';
import { type EventDeps, recordEvent } from '../events/index.ts';
import {
  createOwnTopic,
  OWN_TOPIC_MAX,
  type TematRow,
  topicsByIds,
  topicUsableBy,
} from '../reference/index.ts';
import { requireOwnWorkspace, requireSelfOrAdmin, WORKSPACE_NOT_FOUND } from './policy.ts';
import {
  countOwnWorkspaces,
  deleteOwnWorkspace,
  ensureGeneralWorkspace,
  insertWorkspace,
  listOwnWorkspaces,
  renameWorkspace,
  type WorkspaceRow,
} from './service.ts';

/** A workspace with its topic, ready for the GraphQL `Workspace` type. */
export type WorkspaceView = WorkspaceRow & { temat: TematRow | null };

const NAME = text({
  max: WORKSPACE_NAME_MAX,
  required: true,
  messages: { control: 'Nazwa zawiera niedozwolone znaki.' },
});

const OWN_TOPIC = z.object({
  przedmiot: z.enum(SUBJECTS.filter((subject) => subject !== 'all') as [Subject, ...Subject[]], {
    message: 'Wybierz przedmiot.',
  }),
  poziom: z.enum(LEVELS, { message: 'Wybierz klasę.' }),
  temat: text({
    max: OWN_TOPIC_MAX,
    required: 'Wpisz nazwę tematu.',
    messages: { control: 'Nazwa tematu zawiera niedozwolone znaki.' },
  }),
});

const CREATE = z.object({
  tematId: z.string().nullish(),
  wlasnyTemat: OWN_TOPIC.nullish(),
  name: NAME.nullish(),
  type: z
    .enum(['DEFAULT', 'GENERAL'], { message: 'Ten rodzaj przestrzeni tworzą narzędzia, nie użytkownik.' })
    .nullish()
    .transform((type) => type ?? 'DEFAULT'),
});

type CreateInput = {
  tematId?: string | null;
  wlasnyTemat?: { przedmiot: Subject; poziom: Level; temat: string } | null;
  name?: string | null;
  type?: WorkspaceRow['type'] | null;
};

const UPDATE = z.object({ workspaceId: z.string(), name: NAME });

const LIST_LIMIT = z
  .number()
  .int('Podaj liczbę od 1 do 20.')
  .min(1, 'Podaj liczbę od 1 do 20.')
  .max(20, 'Podaj liczbę od 1 do 20.')
  .nullish();

/** Rows with their topics, looked up in one query for the whole list. */
async function withTopics(deps: Pick<Deps, 'db'>, rows: WorkspaceRow[]): Promise<WorkspaceView[]> {
  const topics = await topicsByIds(
    deps.db,
    rows.flatMap((r) => (r.tematId ? [r.tematId] : [])),
  );
  return rows.map((row) => ({ ...row, temat: row.tematId ? (topics.get(row.tematId) ?? null) : null }));
}

/**
 * A workspace for a catalogue topic (`tematId`) or for the pupil's own topic (`wlasnyTemat`, made
 * with the workspace in one transaction): exactly one of the two.
 */
export async function createWorkspace(
  deps: Pick<Deps, 'db'> & EventDeps,
  actor: Actor,
  input: CreateInput,
): Promise<WorkspaceView> {
  const parsed = checkInput(CREATE, input);
  const own = parsed.ok ? parsed.data.wlasnyTemat : null;
  const topic = input.tematId ? (await topicsByIds(deps.db, [input.tematId])).get(input.tematId) : undefined;
  const topicProblem =
    input.tematId && input.wlasnyTemat
      ? 'Wybierz temat z listy albo wpisz własny, nie oba naraz.'
      : input.wlasnyTemat || topicUsableBy(topic, actor.user.id)
        ? null
        : 'Wybierz temat z listy albo wpisz własny.';
  // The topic and the other fields are reported together, so the form shows every problem at once.
  if (!parsed.ok || topicProblem) {
    throw badInput({
      ...(parsed.ok ? {} : parsed.fields),
      ...(topicProblem ? { tematId: topicProblem } : {}),
    });
  }
  const { name, type } = parsed.data;
  return deps.db.transaction(async (tx) => {
    const chosen = own ? await createOwnTopic(tx, { userId: actor.user.id, ...own }) : (topic as TematRow);
    const row = await insertWorkspace(tx, {
      userId: actor.user.id,
      type,
      name: [...(name ?? chosen.temat)].slice(0, WORKSPACE_NAME_MAX).join(''),
      tematId: chosen.id,
    });
    await recordEvent(deps, tx, {
      type: 'workspace.created',
      userId: actor.user.id,
      entity: { kind: 'workspace', id: row.id },
      payload: { tematId: chosen.id, ownTopic: Boolean(own) },
    });
    return { ...row, temat: chosen };
  });
}

export async function getWorkspace(deps: Pick<Deps, 'db'>, actor: Actor, id: string): Promise<WorkspaceView> {
  const row = await requireOwnWorkspace(deps.db, actor.user.id, id);
  const [view] = await withTopics(deps, [row]);
  if (!view) throw notFound(WORKSPACE_NOT_FOUND);
  return view;
}

export async function solverWorkspace(deps: Pick<Deps, 'db'>, actor: Actor): Promise<WorkspaceView> {
  return { ...(await ensureGeneralWorkspace(deps.db, actor.user.id)), temat: null };
}

/**
 * `getUserWorkspaceCount`: how many workspaces an account has on its list, for its owner or an
 * admin (a count only: no names, no topics, nothing inside). An unknown account has none.
 */
export async function userWorkspaceCount(deps: Pick<Deps, 'db'>, actor: Actor, userId: string) {
  requireSelfOrAdmin(actor, userId);
  return countOwnWorkspaces(deps.db, userId);
}

export async function listWorkspaces(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  limit?: number | null,
): Promise<WorkspaceView[]> {
  const checked = parseInput(z.object({ limit: LIST_LIMIT }), { limit }).limit;
  return withTopics(deps, await listOwnWorkspaces(deps.db, actor.user.id, checked ?? undefined));
}

export async function updateWorkspace(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: { workspaceId: string; name: string },
): Promise<WorkspaceView> {
  const { workspaceId, name } = parseInput(UPDATE, input);
  const row = await renameWorkspace(deps.db, actor.user.id, workspaceId, name);
  if (!row) throw notFound(WORKSPACE_NOT_FOUND);
  const [view] = await withTopics(deps, [row]);
  return view ?? { ...row, temat: null };
}

/**
 * Deletes a workspace and, through every module's `workspaceDeleted` hook, everything in it
 * (conversations, source sets, notes, materials and their files). The workspace row goes last, so
 * a failure part-way leaves it in place to delete again.
 */
export async function deleteWorkspace(
  deps: Pick<Deps, 'db' | 'hooks'>,
  actor: Actor,
  input: { id?: string | null; workspaceId?: string | null },
) {
  const id = input.workspaceId ?? input.id;
  if (!id) throw badInput({ workspaceId: 'Wymagane' });
  if (input.id && input.workspaceId && input.id !== input.workspaceId) {
    throw badInput({ workspaceId: 'Identyfikatory przestrzeni się nie zgadzają.' });
  }
  await requireOwnWorkspace(deps.db, actor.user.id, id);
  await deps.hooks.workspaceDeleted({ userId: actor.user.id, workspaceId: id });
  await deleteOwnWorkspace(deps.db, actor.user.id, id);
  return { success: true, message: 'Pomyślnie usunięto' };
}
