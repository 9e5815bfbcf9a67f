import type { SourceType } from '@kreda/shared/enums';
import { SOURCE_TYPE_LABELS } from '@kreda/shared/labels';
import { requireViewer } from '../../core/actor.ts';
import { badInput, domainError } from '../../core/domain-error.ts';
import { isUuid } from '../../core/ids.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { findOwnDocs, listWorkspaceDocs, type UserDocRow } from '../materials/service.ts';
import { type AiNoteRow, findOwnNotes, listWorkspaceNotes } from '../notes/service.ts';
import { requireOwnWorkspace } from '../workspaces/policy.ts';
import {
  findOwnSourceSet,
  fingerprintOf,
  insertSourceSet,
  latestSourceSet,
  SOURCE_ITEM_TYPES,
  type SourceItem,
  type SourceItemType,
  type SourceSetView,
  type SourcesAction,
} from './service.ts';

type Ctx = GraphQLContext;

/** A material a set may hold, as the GraphQL union `Sources` resolves it. */
export type SourceMaterial =
  | ({ sourceItemType: 'USER_DOC' } & UserDocRow)
  | ({ sourceItemType: 'AI_NOTE' } & AiNoteRow);

export const MAX_SOURCES = 50;
const NOT_FOUND = 'Nie znaleziono zestawu materiałów.';
const MATERIAL_NOT_FOUND = 'Nie znaleziono materiału.';
const GROUP_ORDER: readonly SourceType[] = [
  'NOTATKA',
  'SPRAWDZIAN',
  'ROZWIAZANE_ZADANIA',
  'ROZPRAWKA',
  'YOUTUBE',
];

/** The materials behind these items that still exist, in the items' order. */
export async function loadSourceMaterials(
  ctx: Pick<Ctx, 'db'>,
  userId: string,
  items: readonly SourceItem[],
): Promise<SourceMaterial[]> {
  const ids = (type: SourceItemType) => items.filter((i) => i.type === type).map((i) => i.id);
  const [docs, notes] = await Promise.all([
    findOwnDocs(ctx.db, userId, ids('USER_DOC')),
    findOwnNotes(ctx.db, userId, ids('AI_NOTE')),
  ]);
  const byKey = new Map<string, SourceMaterial>();
  for (const doc of docs) byKey.set(`USER_DOC:${doc.id}`, { ...doc, sourceItemType: 'USER_DOC' });
  for (const note of notes) byKey.set(`AI_NOTE:${note.id}`, { ...note, sourceItemType: 'AI_NOTE' });
  return items.flatMap((item) => byKey.get(`${item.type}:${item.id}`) ?? []);
}

export async function getSourceSet(ctx: Ctx, id: string): Promise<SourceSetView> {
  const { user } = await requireViewer(ctx);
  const set = await findOwnSourceSet(ctx.db, user.id, id);
  if (!set) throw domainError('NOT_FOUND', NOT_FOUND);
  return set;
}

/**
 * Records the pupil's choice of materials for a tool. Every item must be one of the viewer's
 * materials in that workspace (another user's id answers NOT_FOUND like a missing one) and must
 * have been read; the same choice as the latest one returns the latest set instead of a copy.
 */
export async function updateSources(
  ctx: Ctx,
  input: {
    workspaceId: string;
    action: SourcesAction;
    sources: readonly { type: SourceItemType; id: string }[];
  },
): Promise<SourceSetView> {
  const { user } = await requireViewer(ctx);
  const workspace = await requireOwnWorkspace(ctx.db, user.id, input.workspaceId);
  const seen = new Set<string>();
  const items: SourceItem[] = [];
  for (const ref of input.sources) {
    if (!(SOURCE_ITEM_TYPES as readonly string[]).includes(ref.type) || !isUuid(ref.id))
      throw domainError('NOT_FOUND', MATERIAL_NOT_FOUND);
    const item = { type: ref.type, id: ref.id.toLowerCase() };
    const key = `${item.type}:${item.id}`;
    if (!seen.has(key)) {
      seen.add(key);
      items.push(item);
    }
  }
  if (items.length > MAX_SOURCES)
    throw badInput({ sources: `Można wybrać najwyżej ${MAX_SOURCES} materiałów.` });

  const materials = await loadSourceMaterials(ctx, user.id, items);
  if (materials.length !== items.length || materials.some((m) => m.workspaceId !== workspace.id))
    throw domainError('NOT_FOUND', MATERIAL_NOT_FOUND);
  const unread = materials.find(
    (m) => m.sourceItemType === 'USER_DOC' && (m.state === 'UPLOAD_FAILED' || m.state === 'SOLVING_FAILED'),
  );
  if (unread)
    throw badInput({
      sources: `Materiału „${unread.name}” nie udało się odczytać, więc nie można go wybrać.`,
    });

  const latest = await latestSourceSet(ctx.db, user.id, workspace.id, input.action);
  if (latest && latest.fingerprint === fingerprintOf(items)) return latest;
  return insertSourceSet(ctx.db, { userId: user.id, workspaceId: workspace.id, action: input.action, items });
}

/** What a tool can work from in a workspace, by kind of material, and the latest choice for it. */
export async function getActionSources(ctx: Ctx, input: { workspaceId: string; action: SourcesAction }) {
  const { user } = await requireViewer(ctx);
  const workspace = await requireOwnWorkspace(ctx.db, user.id, input.workspaceId);
  const [docs, notes, selected] = await Promise.all([
    listWorkspaceDocs(ctx.db, user.id, workspace.id),
    listWorkspaceNotes(ctx.db, user.id, workspace.id),
    latestSourceSet(ctx.db, user.id, workspace.id, input.action),
  ]);
  const groups = GROUP_ORDER.map((type) => ({
    type,
    label: SOURCE_TYPE_LABELS[type],
    sources: [] as SourceMaterial[],
  }));
  const group = (type: SourceType) => groups.find((g) => g.type === type);
  for (const note of notes) group('NOTATKA')?.sources.push({ ...note, sourceItemType: 'AI_NOTE' });
  for (const doc of docs) {
    // A material that could not be read cannot feed a tool.
    if (doc.state === 'UPLOAD_FAILED' || doc.state === 'SOLVING_FAILED') continue;
    group(doc.sourceType)?.sources.push({ ...doc, sourceItemType: 'USER_DOC' });
  }
  return { workspaceId: workspace.id, action: input.action, selected: selected ?? null, groups };
}
