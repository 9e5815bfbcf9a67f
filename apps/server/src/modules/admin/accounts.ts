import type { Role } from '@kreda/shared/enums';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import { recordAudit } from '../admin-plans/index.ts';
import { endBlockedSessions } from '../auth/index.ts';
import { changeUserRole, presentUser, setUserBlocked, type UserChange } from '../users/index.ts';

const USER_NOT_FOUND = 'Nie ma takiego użytkownika.';
const LAST_ADMIN = 'To ostatni administrator: nadaj najpierw tę rolę komuś innemu.';
const SELF_BLOCK = 'Nie możesz zablokować własnego konta.';

/** What the audit log keeps of an account change: the fields changed, never the profile. */
const auditView = (row: UserChange['before']) => ({ role: row.role, blockedAt: row.blockedAt });

/** `updateUserRole`: any role, except that the last admin keeps theirs. Audited. */
export async function updateUserRole(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: { userId: string; role: Role },
) {
  const change = await deps.db.transaction(async (tx) => {
    const result = await changeUserRole(tx, input.userId, input.role);
    if (result === 'not-found') throw notFound(USER_NOT_FOUND);
    if (result === 'last-admin') throw badInput({ role: LAST_ADMIN }, LAST_ADMIN);
    await recordAudit(tx, {
      adminId: actor.user.id,
      operation: 'updateUserRole',
      targetType: 'User',
      targetId: input.userId,
      before: auditView(result.before),
      after: auditView(result.after),
    });
    return result;
  });
  return presentUser(change.after);
}

/**
 * `setUserBlocked`: a blocked account cannot sign in and its sessions end at once (open sockets
 * too); lifting the block lets it sign in again. An admin cannot block themselves. Audited.
 */
export async function updateUserBlocked(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  actor: Actor,
  input: { userId: string; blocked: boolean },
) {
  if (input.blocked && input.userId === actor.user.id) throw badInput({ blocked: SELF_BLOCK }, SELF_BLOCK);
  const change = await deps.db.transaction(async (tx) => {
    const result = await setUserBlocked(tx, input.userId, input.blocked);
    if (result === 'not-found') throw notFound(USER_NOT_FOUND);
    await recordAudit(tx, {
      adminId: actor.user.id,
      operation: 'setUserBlocked',
      targetType: 'User',
      targetId: input.userId,
      before: auditView(result.before),
      after: auditView(result.after),
    });
    return result;
  });
  if (input.blocked) await endBlockedSessions(deps, input.userId);
  return presentUser(change.after);
}
