import { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { parseInput } from '../../core/input.ts';
import { batchByOwner } from '../../core/request-batch.ts';
import { ensureLanguageWorkspace, findOwnWorkspaces, type WorkspaceRow } from '../workspaces/index.ts';
import { listOwnWordBases, type WordBaseRow } from './service.ts';

/*
 * The pupil's word bases across workspaces (the app's "Słówka" page) and the language workspace a
 * set made there goes into (ADR 024): summaries only, capped, each with its workspace's name read
 * once per request for the whole list.
 */

/** At most this many bases in one answer: a pupil's sets fit, a runaway list does not. */
export const ALL_BASES_MAX = 100;

const LIMIT = z.object({
  limit: z
    .number()
    .int(`Podaj liczbę od 1 do ${ALL_BASES_MAX}.`)
    .min(1, `Podaj liczbę od 1 do ${ALL_BASES_MAX}.`)
    .max(ALL_BASES_MAX, `Podaj liczbę od 1 do ${ALL_BASES_MAX}.`)
    .nullish(),
});

/** Every live base of the actor, newest first, at most `limit` (default ALL_BASES_MAX). */
export function listAllWordBases(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  limit?: number | null,
): Promise<WordBaseRow[]> {
  const checked = parseInput(LIMIT, { limit }).limit ?? ALL_BASES_MAX;
  return listOwnWordBases(deps.db, actor.user.id, { limit: checked });
}

/** The actor's "Języki obce" workspace, made on first use; without a topic, as a `Workspace`. */
export async function languageWorkspace(deps: Pick<Deps, 'db'>, actor: Actor) {
  return { ...(await ensureLanguageWorkspace(deps.db, actor.user.id)), temat: null };
}

/** A per-request lookup of workspace names: one query per owner for all the rows asked about. */
export function workspaceNames(deps: Pick<Deps, 'db'>) {
  const load = batchByOwner<WorkspaceRow>((userId, ids) => findOwnWorkspaces(deps.db, userId, ids));
  return async (userId: string, workspaceId: string) => (await load(userId, workspaceId))?.name ?? '';
}
