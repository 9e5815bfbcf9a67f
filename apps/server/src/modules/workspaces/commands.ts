import { WORKSPACE_NAME_MAX } from '@kreda/shared/limits';
import { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import { checkInput, parseInput, text } from '../../core/input.ts';
import { type TematRow, topicsByIds } from '../reference/index.ts';
import { requireOwnWorkspace, WORKSPACE_NOT_FOUND } from './policy.ts';
import {
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

const CREATE = z.object({
  tematId: z.string(),
  name: NAME.nullish(),
  type: z
    .enum(['DEFAULT', 'GENERAL'], { message: 'Ten rodzaj przestrzeni tworzą narzędzia, nie użytkownik.' })
    .nullish()
    .transform((type) => type ?? 'DEFAULT'),
});

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

export async function createWorkspace(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: { tematId: string; name?: string | null; type?: WorkspaceRow['type'] | null },
): Promise<WorkspaceView> {
  const parsed = checkInput(CREATE, input);
  const topic = (await topicsByIds(deps.db, [input.tematId])).get(input.tematId);
  // The topic and the other fields are reported together, so the form shows every problem at once.
  if (!parsed.ok || !topic?.visible) {
    throw badInput({
      ...(parsed.ok ? {} : parsed.fields),
      ...(topic?.visible ? {} : { tematId: 'Wybierz temat z listy.' }),
    });
  }
  const name = parsed.data.name ?? topic.temat;
  const row = await insertWorkspace(deps.db, {
    userId: actor.user.id,
    type: parsed.data.type,
    name: [...name].slice(0, WORKSPACE_NAME_MAX).join(''),
    tematId: topic.id,
  });
  return { ...row, temat: topic };
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
