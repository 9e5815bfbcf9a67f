import type { GraphQLContext } from '../../graphql/context.ts';
import { badUserInput, clientError } from '../../graphql/errors.ts';
import { requireViewer } from '../auth/viewer.ts';
import { indexSource, removeSource } from '../retrieval/service.ts';
import { requireOwnWorkspace } from '../workspaces/policy.ts';
import { touchWorkspace } from '../workspaces/service.ts';
import {
  type AiNoteRow,
  deleteNoteRow,
  findOwnNote,
  insertNote,
  listWorkspaceNotes,
  updateOwnNote,
} from './service.ts';

type Ctx = GraphQLContext;

export const NOTE_NAME_MAX = 120;
export const NOTE_CONTENT_MAX = 100_000;
const NOT_FOUND = 'Nie znaleziono notatki.';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function validate(input: { name: string; content: string }) {
  const name = input.name.trim().replace(/\s+/g, ' ');
  const content = input.content.replace(/\r\n?/g, '\n');
  const fields: Record<string, string> = {};
  if (!name) fields.name = 'Wymagane';
  else if ([...name].length > NOTE_NAME_MAX) fields.name = `Maksymalna długość to ${NOTE_NAME_MAX} znaków`;
  else if (CONTROL_CHARACTERS.test(name)) fields.name = 'Tytuł zawiera niedozwolone znaki.';
  if ([...content].length > NOTE_CONTENT_MAX)
    fields.content = `Notatka może mieć najwyżej ${NOTE_CONTENT_MAX} znaków.`;
  else if (CONTROL_CHARACTERS.test(content)) fields.content = 'Treść zawiera niedozwolone znaki.';
  if (Object.keys(fields).length) throw badUserInput(fields);
  return { name, content };
}

/** Keeps the note findable by the AI tools: its text replaces its chunks in the retrieval index. */
async function reindex(ctx: Pick<Ctx, 'db'>, note: AiNoteRow): Promise<void> {
  const text = `${note.name}\n\n${note.content}`.trim();
  await indexSource(ctx.db, {
    userId: note.userId,
    workspaceId: note.workspaceId,
    source: { kind: 'AI_NOTE', id: note.id },
    segments: text ? [{ text }] : [],
  });
}

/** Creates a user-written note (no id) or saves changes to one of the viewer's notes. */
export async function editNote(
  ctx: Ctx,
  input: { id?: string | null; workspaceId: string; name: string; content: string },
): Promise<AiNoteRow> {
  const { user } = await requireViewer(ctx);
  const workspace = await requireOwnWorkspace(ctx.db, user.id, input.workspaceId);
  const values = validate(input);
  let note: AiNoteRow | undefined;
  if (input.id) {
    const existing = await findOwnNote(ctx.db, user.id, input.id);
    if (!existing || existing.workspaceId !== workspace.id) throw clientError('NOT_FOUND', NOT_FOUND);
    note = await updateOwnNote(ctx.db, user.id, existing.id, values);
    if (!note) throw clientError('NOT_FOUND', NOT_FOUND);
  } else {
    note = await insertNote(ctx.db, {
      userId: user.id,
      workspaceId: workspace.id,
      action: 'USER_GENERATED',
      ...values,
    });
    ctx.pubsub.publish('aiNote', workspace.id, { id: note.id });
  }
  await reindex(ctx, note);
  await touchWorkspace(ctx.db, workspace.id);
  return note;
}

/** A note written by a tool (chat, quiz): stored, indexed for retrieval and announced. */
export async function saveGeneratedNote(
  ctx: Pick<Ctx, 'db' | 'pubsub'>,
  input: {
    userId: string;
    workspaceId: string;
    name: string;
    content: string;
    action: AiNoteRow['action'];
    sourcesId?: string | null;
  },
): Promise<AiNoteRow> {
  const name = [...input.name.trim().replace(/\s+/g, ' ')].slice(0, NOTE_NAME_MAX).join('') || 'Notatka';
  const content = [...input.content.replace(/\r\n?/g, '\n')].slice(0, NOTE_CONTENT_MAX).join('');
  const note = await insertNote(ctx.db, {
    userId: input.userId,
    workspaceId: input.workspaceId,
    action: input.action,
    name,
    content,
    sourcesId: input.sourcesId ?? null,
  });
  await reindex(ctx, note);
  ctx.pubsub.publish('aiNote', note.workspaceId, { id: note.id });
  await touchWorkspace(ctx.db, note.workspaceId);
  return note;
}

export async function getNote(ctx: Ctx, id: string): Promise<AiNoteRow> {
  const { user } = await requireViewer(ctx);
  const note = await findOwnNote(ctx.db, user.id, id);
  if (!note) throw clientError('NOT_FOUND', NOT_FOUND);
  return note;
}

export async function listNotes(ctx: Ctx, workspaceId: string): Promise<AiNoteRow[]> {
  const { user } = await requireViewer(ctx);
  await requireOwnWorkspace(ctx.db, user.id, workspaceId);
  return listWorkspaceNotes(ctx.db, user.id, workspaceId);
}

async function removeNote(ctx: Pick<Ctx, 'db'>, note: AiNoteRow): Promise<void> {
  await removeSource(ctx.db, note.userId, { kind: 'AI_NOTE', id: note.id });
  await deleteNoteRow(ctx.db, note.id);
}

export async function deleteNote(ctx: Ctx, id: string) {
  await removeNote(ctx, await getNote(ctx, id));
  return { success: true, message: 'Pomyślnie usunięto' };
}

/** Every note of a workspace, for the workspace's deletion. */
export async function removeWorkspaceNotes(ctx: Pick<Ctx, 'db'>, userId: string, workspaceId: string) {
  for (const note of await listWorkspaceNotes(ctx.db, userId, workspaceId)) await removeNote(ctx, note);
}
