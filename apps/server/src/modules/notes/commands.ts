import { hasControlCharacters, NOTE_CONTENT_MAX, NOTE_NAME_MAX, textLength } from '@kreda/shared/limits';
import { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { notFound } from '../../core/domain-error.ts';
import { parseInput, text } from '../../core/input.ts';
import type { DB } from '../../platform/db/database.ts';
import { indexSource, removeSource } from '../retrieval/index.ts';
import { requireOwnWorkspace, touchWorkspace } from '../workspaces/index.ts';
import {
  type AiNoteRow,
  type AiNoteView,
  deleteNoteRow,
  findOwnNote,
  insertNote,
  listWorkspaceNotes,
  updateOwnNote,
} from './service.ts';

const NOT_FOUND = 'Nie znaleziono notatki.';

const EDIT_NOTE = z.object({
  id: z.string().nullish(),
  workspaceId: z.string(),
  name: text({
    max: NOTE_NAME_MAX,
    required: true,
    messages: { control: 'Tytuł zawiera niedozwolone znaki.' },
  }),
  content: z
    .string()
    .transform((raw) => raw.replace(/\r\n?/g, '\n'))
    .superRefine((content, ctx) => {
      if (textLength(content) > NOTE_CONTENT_MAX)
        ctx.addIssue({ code: 'custom', message: `Notatka może mieć najwyżej ${NOTE_CONTENT_MAX} znaków.` });
      else if (hasControlCharacters(content))
        ctx.addIssue({ code: 'custom', message: 'Treść zawiera niedozwolone znaki.' });
    }),
});

/** Keeps the note findable by the AI tools: its text replaces its chunks in the retrieval index. */
async function reindex(db: DB, note: AiNoteRow): Promise<void> {
  const text = `${note.name}\n\n${note.content}`.trim();
  await indexSource(db, {
    userId: note.userId,
    workspaceId: note.workspaceId,
    source: { kind: 'AI_NOTE', id: note.id },
    segments: text ? [{ text }] : [],
  });
}

/** Creates a user-written note (no id) or saves changes to one of the actor's notes. */
export async function editNote(
  deps: Deps,
  actor: Actor,
  input: { id?: string | null; workspaceId: string; name: string; content: string },
): Promise<AiNoteRow> {
  const { user } = actor;
  const workspace = await requireOwnWorkspace(deps.db, user.id, input.workspaceId);
  const values = parseInput(EDIT_NOTE, input);
  const existing = values.id ? await findOwnNote(deps.db, user.id, values.id) : undefined;
  if (values.id && (!existing || existing.workspaceId !== workspace.id)) throw notFound(NOT_FOUND);
  // The note, its search index and the workspace's "last used" change together or not at all.
  const note = await deps.db.transaction(async (tx) => {
    const saved = existing
      ? await updateOwnNote(tx, user.id, existing.id, { name: values.name, content: values.content })
      : await insertNote(tx, {
          userId: user.id,
          workspaceId: workspace.id,
          action: 'USER_GENERATED',
          name: values.name,
          content: values.content,
        });
    if (!saved) throw notFound(NOT_FOUND);
    await reindex(tx, saved);
    await touchWorkspace(tx, workspace.id);
    return saved;
  });
  if (!existing) deps.pubsub.publish('aiNote', workspace.id, { id: note.id });
  return note;
}

/** A note written by a tool (chat, quiz): stored, indexed for retrieval and announced. */
export async function saveGeneratedNote(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  input: {
    userId: string;
    workspaceId: string;
    name: string;
    content: string;
    action: AiNoteRow['action'];
    sourcesId?: string | null;
    /** The chat answer it was made from, when it was made from one. */
    botMessageId?: string | null;
  },
): Promise<AiNoteRow> {
  const name = [...input.name.trim().replace(/\s+/g, ' ')].slice(0, NOTE_NAME_MAX).join('') || 'Notatka';
  const content = [...input.content.replace(/\r\n?/g, '\n')].slice(0, NOTE_CONTENT_MAX).join('');
  const note = await deps.db.transaction(async (tx) => {
    const inserted = await insertNote(tx, {
      userId: input.userId,
      workspaceId: input.workspaceId,
      action: input.action,
      name,
      content,
      sourcesId: input.sourcesId ?? null,
      botMessageId: input.botMessageId ?? null,
    });
    await reindex(tx, inserted);
    await touchWorkspace(tx, inserted.workspaceId);
    return inserted;
  });
  deps.pubsub.publish('aiNote', note.workspaceId, { id: note.id });
  return note;
}

export async function getNote(deps: Pick<Deps, 'db'>, actor: Actor, id: string): Promise<AiNoteRow> {
  const note = await findOwnNote(deps.db, actor.user.id, id);
  if (!note) throw notFound(NOT_FOUND);
  return note;
}

export async function listNotes(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  workspaceId: string,
): Promise<AiNoteView[]> {
  await requireOwnWorkspace(deps.db, actor.user.id, workspaceId);
  return listWorkspaceNotes(deps.db, actor.user.id, workspaceId);
}

async function removeNote(db: DB, note: Pick<AiNoteRow, 'id' | 'userId'>): Promise<void> {
  await db.transaction(async (tx) => {
    await removeSource(tx, note.userId, { kind: 'AI_NOTE', id: note.id });
    await deleteNoteRow(tx, note.id);
  });
}

export async function deleteNote(deps: Pick<Deps, 'db'>, actor: Actor, id: string) {
  await removeNote(deps.db, await getNote(deps, actor, id));
  return { success: true, message: 'Pomyślnie usunięto' };
}

/** Every note of a workspace, for the workspace's deletion. */
export async function removeWorkspaceNotes(deps: Pick<Deps, 'db'>, userId: string, workspaceId: string) {
  for (const note of await listWorkspaceNotes(deps.db, userId, workspaceId)) await removeNote(deps.db, note);
}
