import type { GraphQLContext } from '../../graphql/context.ts';
import { badUserInput, clientError } from '../../graphql/errors.ts';
import { requireViewer } from '../auth/viewer.ts';
import { removeWorkspaceConversations } from '../conversations/commands.ts';
import { removeWorkspaceMaterials } from '../materials/commands.ts';
import { removeWorkspaceNotes } from '../notes/commands.ts';
import { type TematRow, topicsByIds } from '../reference/service.ts';
import { deleteWorkspaceSourceSets } from '../sources/service.ts';
import { requireOwnWorkspace, WORKSPACE_NOT_FOUND } from './policy.ts';
import {
  deleteOwnWorkspace,
  ensureGeneralWorkspace,
  insertWorkspace,
  listOwnWorkspaces,
  renameWorkspace,
  type WorkspaceRow,
} from './service.ts';

type Ctx = GraphQLContext;

export const WORKSPACE_NAME_MAX = 80;

/** A workspace with its topic, ready for the GraphQL `Workspace` type. */
export type WorkspaceView = WorkspaceRow & { temat: TematRow | null };

async function withTopics(ctx: Ctx, rows: WorkspaceRow[]): Promise<WorkspaceView[]> {
  const topics = await topicsByIds(
    ctx.db,
    rows.flatMap((r) => (r.tematId ? [r.tematId] : [])),
  );
  return rows.map((row) => ({ ...row, temat: row.tematId ? (topics.get(row.tematId) ?? null) : null }));
}

function cleanName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

function nameProblem(name: string): string | null {
  if (name.length === 0) return 'Wymagane';
  if ([...name].length > WORKSPACE_NAME_MAX) return `Maksymalna długość to ${WORKSPACE_NAME_MAX} znaków`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'Nazwa zawiera niedozwolone znaki.';
  return null;
}

export async function createWorkspace(
  ctx: Ctx,
  input: { tematId: string; name?: string | null; type?: WorkspaceRow['type'] | null },
): Promise<WorkspaceView> {
  const { user } = await requireViewer(ctx);
  const fields: Record<string, string> = {};
  const type = input.type ?? 'DEFAULT';
  if (type !== 'DEFAULT' && type !== 'GENERAL')
    fields.type = 'Ten rodzaj przestrzeni tworzą narzędzia, nie użytkownik.';
  const topic = (await topicsByIds(ctx.db, [input.tematId])).get(input.tematId);
  if (!topic?.visible) fields.tematId = 'Wybierz temat z listy.';
  const name = input.name != null ? cleanName(input.name) : (topic?.temat ?? '');
  const problem = input.name != null ? nameProblem(name) : null;
  if (problem) fields.name = problem;
  if (Object.keys(fields).length || !topic) throw badUserInput(fields);
  const row = await insertWorkspace(ctx.db, {
    userId: user.id,
    type,
    name: [...name].slice(0, WORKSPACE_NAME_MAX).join(''),
    tematId: topic.id,
  });
  return { ...row, temat: topic };
}

export async function getWorkspace(ctx: Ctx, id: string): Promise<WorkspaceView> {
  const { user } = await requireViewer(ctx);
  const row = await requireOwnWorkspace(ctx.db, user.id, id);
  const [view] = await withTopics(ctx, [row]);
  if (!view) throw clientError('NOT_FOUND', WORKSPACE_NOT_FOUND);
  return view;
}

export async function solverWorkspace(ctx: Ctx): Promise<WorkspaceView> {
  const { user } = await requireViewer(ctx);
  return { ...(await ensureGeneralWorkspace(ctx.db, user.id)), temat: null };
}

export async function listWorkspaces(ctx: Ctx, limit?: number | null): Promise<WorkspaceView[]> {
  const { user } = await requireViewer(ctx);
  if (limit !== undefined && limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > 20)) {
    throw badUserInput({ limit: 'Podaj liczbę od 1 do 20.' });
  }
  return withTopics(ctx, await listOwnWorkspaces(ctx.db, user.id, limit ?? undefined));
}

export async function updateWorkspace(
  ctx: Ctx,
  input: { workspaceId: string; name: string },
): Promise<WorkspaceView> {
  const { user } = await requireViewer(ctx);
  const name = cleanName(input.name);
  const problem = nameProblem(name);
  if (problem) throw badUserInput({ name: problem });
  const row = await renameWorkspace(ctx.db, user.id, input.workspaceId, name);
  if (!row) throw clientError('NOT_FOUND', WORKSPACE_NOT_FOUND);
  const [view] = await withTopics(ctx, [row]);
  return view ?? { ...row, temat: null };
}

export async function deleteWorkspace(ctx: Ctx, input: { id?: string | null; workspaceId?: string | null }) {
  const { user } = await requireViewer(ctx);
  const id = input.workspaceId ?? input.id;
  if (!id) throw badUserInput({ workspaceId: 'Wymagane' });
  if (input.id && input.workspaceId && input.id !== input.workspaceId) {
    throw badUserInput({ workspaceId: 'Identyfikatory przestrzeni się nie zgadzają.' });
  }
  await requireOwnWorkspace(ctx.db, user.id, id);
  // Materials first: a failure part-way leaves the workspace in place to delete again.
  await removeWorkspaceConversations(ctx, user.id, id);
  await removeWorkspaceMaterials(ctx, user.id, id);
  await removeWorkspaceNotes(ctx, user.id, id);
  await deleteWorkspaceSourceSets(ctx.db, user.id, id);
  await deleteOwnWorkspace(ctx.db, user.id, id);
  return { success: true, message: 'Pomyślnie usunięto' };
}
