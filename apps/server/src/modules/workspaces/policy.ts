import type { Actor } from '../../core/actor.ts';
import { DomainError, notFound } from '../../core/domain-error.ts';
import type { DB } from '../../platform/db/database.ts';
import { findOwnWorkspace, type WorkspaceRow } from './service.ts';

export const WORKSPACE_NOT_FOUND = 'Nie znaleziono przestrzeni.';

/** The viewer's workspace, or NOT_FOUND — the same answer for another user's id and a missing one. */
export async function requireOwnWorkspace(db: DB, userId: string, id: string): Promise<WorkspaceRow> {
  const workspace = await findOwnWorkspace(db, userId, id);
  if (!workspace) throw notFound(WORKSPACE_NOT_FOUND);
  return workspace;
}

/** Facts about an account (counts, never content) are for its owner and for admins: FORBIDDEN otherwise. */
export function requireSelfOrAdmin(actor: Actor, userId: string): void {
  if (actor.user.id !== userId && actor.user.role !== 'ADMIN') throw new DomainError('FORBIDDEN');
}
