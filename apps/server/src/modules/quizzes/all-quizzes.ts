import { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { parseInput } from '../../core/input.ts';
import { batchByOwner } from '../../core/request-batch.ts';
import { findOwnWorkspaces, type WorkspaceRow } from '../workspaces/index.ts';
import { listAllOwnQuizzes, type QuizRow } from './service.ts';

/*
 * The pupil's quizzes across workspaces (the app's "Quizy" page): summaries only, capped, each with
 * its workspace's name read once per request for the whole list.
 */

/** At most this many quizzes in one answer. */
export const ALL_QUIZZES_MAX = 100;

const LIMIT = z.object({
  limit: z
    .number()
    .int(`Podaj liczbę od 1 do ${ALL_QUIZZES_MAX}.`)
    .min(1, `Podaj liczbę od 1 do ${ALL_QUIZZES_MAX}.`)
    .max(ALL_QUIZZES_MAX, `Podaj liczbę od 1 do ${ALL_QUIZZES_MAX}.`)
    .nullish(),
});

/** Every quiz of the actor, newest first, at most `limit` (default ALL_QUIZZES_MAX). */
export function listAllQuizzes(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  limit?: number | null,
): Promise<QuizRow[]> {
  const checked = parseInput(LIMIT, { limit }).limit ?? ALL_QUIZZES_MAX;
  return listAllOwnQuizzes(deps.db, actor.user.id, checked);
}

/** A per-request lookup of workspace names: one query per owner for all the rows asked about. */
export function workspaceNames(deps: Pick<Deps, 'db'>) {
  const load = batchByOwner<WorkspaceRow>((userId, ids) => findOwnWorkspaces(deps.db, userId, ids));
  return async (userId: string, workspaceId: string) => (await load(userId, workspaceId))?.name ?? '';
}
