import type { SourceType } from '@kreda/shared/enums';
import { SOURCE_TYPE_LABELS } from '@kreda/shared/labels';
import { SOURCES_MAX } from '@kreda/shared/limits';
import type { Actor } from '../../core/actor.ts';
import type { Deps, ProvidedSource, SourceProvider } from '../../core/deps.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import { isUuid } from '../../core/ids.ts';
import { findOwnDocs, listWorkspaceDocSummaries, type UserDocView } from '../materials/index.ts';
import { type AiNoteView, findOwnNotes, listWorkspaceNotes } from '../notes/index.ts';
import { requireOwnWorkspace } from '../workspaces/index.ts';
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

/** A material a set may hold, as the GraphQL union `Sources` resolves it. */
export type SourceMaterial =
  | ({ sourceItemType: 'USER_DOC' } & UserDocView)
  | ({ sourceItemType: 'AI_NOTE' } & AiNoteView)
  | ({ sourceItemType: Exclude<SourceItemType, 'USER_DOC' | 'AI_NOTE'>; typename: string } & ProvidedSource);

type SourceDeps = Pick<Deps, 'db' | 'sourceProviders'>;

/** The provider of a kind of material other modules offer, if one is registered. */
const providerOf = (deps: SourceDeps, type: string) => deps.sourceProviders.find((p) => p.itemType === type);

function provided(provider: SourceProvider, source: ProvidedSource): SourceMaterial {
  return {
    ...source,
    sourceItemType: provider.itemType as Exclude<SourceItemType, 'USER_DOC' | 'AI_NOTE'>,
    typename: provider.typename,
  };
}

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
  deps: SourceDeps,
  userId: string,
  items: readonly SourceItem[],
): Promise<SourceMaterial[]> {
  const ids = (type: SourceItemType) => items.filter((i) => i.type === type).map((i) => i.id);
  const others = [...new Set(items.map((i) => i.type))].flatMap((type) => providerOf(deps, type) ?? []);
  const [docs, notes, ...fromOthers] = await Promise.all([
    findOwnDocs(deps.db, userId, ids('USER_DOC')),
    findOwnNotes(deps.db, userId, ids('AI_NOTE')),
    ...others.map((provider) => provider.load(deps, userId, ids(provider.itemType as SourceItemType))),
  ]);
  const byKey = new Map<string, SourceMaterial>();
  for (const doc of docs) byKey.set(`USER_DOC:${doc.id}`, { ...doc, sourceItemType: 'USER_DOC' });
  for (const note of notes) byKey.set(`AI_NOTE:${note.id}`, { ...note, sourceItemType: 'AI_NOTE' });
  others.forEach((provider, i) => {
    for (const source of fromOthers[i] ?? [])
      byKey.set(`${provider.itemType}:${source.id}`, provided(provider, source));
  });
  return items.flatMap((item) => byKey.get(`${item.type}:${item.id}`) ?? []);
}

export async function getSourceSet(deps: SourceDeps, actor: Actor, id: string): Promise<SourceSetView> {
  const set = await findOwnSourceSet(deps.db, actor.user.id, id);
  if (!set) throw notFound(NOT_FOUND);
  return set;
}

/** `recordSources` for the API: the set the choice is recorded in. */
export async function updateSources(...args: Parameters<typeof recordSources>): Promise<SourceSetView> {
  return (await recordSources(...args)).set;
}

/**
 * Records the pupil's choice of materials for a tool. Every item must be one of the viewer's
 * materials in that workspace (another user's id answers NOT_FOUND like a missing one) and must
 * have been read; the same choice as the latest one returns the latest set instead of a copy
 * (`created: false`), so a caller that fails afterwards knows whether to take its set back.
 */
export async function recordSources(
  deps: SourceDeps,
  actor: Actor,
  input: {
    workspaceId: string;
    action: SourcesAction;
    sources: readonly { type: SourceItemType; id: string }[];
  },
): Promise<{ set: SourceSetView; created: boolean }> {
  const { user } = actor;
  const workspace = await requireOwnWorkspace(deps.db, user.id, input.workspaceId);
  const seen = new Set<string>();
  const items: SourceItem[] = [];
  for (const ref of input.sources) {
    if (!(SOURCE_ITEM_TYPES as readonly string[]).includes(ref.type) || !isUuid(ref.id))
      throw notFound(MATERIAL_NOT_FOUND);
    const item = { type: ref.type, id: ref.id.toLowerCase() };
    const key = `${item.type}:${item.id}`;
    if (!seen.has(key)) {
      seen.add(key);
      items.push(item);
    }
  }
  if (items.length > SOURCES_MAX)
    throw badInput({ sources: `Można wybrać najwyżej ${SOURCES_MAX} materiałów.` });

  const materials = await loadSourceMaterials(deps, user.id, items);
  const elsewhere = (m: SourceMaterial) => m.workspaceId !== null && m.workspaceId !== workspace.id;
  if (materials.length !== items.length || materials.some(elsewhere)) throw notFound(MATERIAL_NOT_FOUND);
  const unread = materials.find(
    (m) => m.sourceItemType === 'USER_DOC' && (m.state === 'UPLOAD_FAILED' || m.state === 'SOLVING_FAILED'),
  );
  if (unread)
    throw badInput({
      sources: `Materiału „${unread.name}” nie udało się odczytać, więc nie można go wybrać.`,
    });

  const latest = await latestSourceSet(deps.db, user.id, workspace.id, input.action);
  if (latest && latest.fingerprint === fingerprintOf(items)) return { set: latest, created: false };
  const set = await insertSourceSet(deps.db, {
    userId: user.id,
    workspaceId: workspace.id,
    action: input.action,
    items,
  });
  return { set, created: true };
}

/** What a tool can work from in a workspace, by kind of material, and the latest choice for it. */
export async function getActionSources(
  deps: SourceDeps,
  actor: Actor,
  input: { workspaceId: string; action: SourcesAction },
) {
  const { user } = actor;
  const workspace = await requireOwnWorkspace(deps.db, user.id, input.workspaceId);
  const [docs, notes, selected, fromTools] = await Promise.all([
    listWorkspaceDocSummaries(deps.db, user.id, workspace.id),
    listWorkspaceNotes(deps.db, user.id, workspace.id),
    latestSourceSet(deps.db, user.id, workspace.id, input.action),
    Promise.all(
      deps.sourceProviders.map(async (provider) => ({
        itemType: provider.itemType,
        label: provider.label,
        sources: (await provider.list(deps, user.id, workspace.id)).map((s) => provided(provider, s)),
      })),
    ),
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
  return { workspaceId: workspace.id, action: input.action, selected: selected ?? null, groups, fromTools };
}
