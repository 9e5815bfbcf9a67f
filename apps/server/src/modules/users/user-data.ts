import { eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { UserDataEntry } from '../../core/module.ts';
import { presentUser } from './presenter.ts';
import { findUserById, listIntegrations } from './service.ts';
import { userIntegrations, users } from './tables.ts';
import { usersChanged } from './user-cache.ts';

/*
 * The account itself, for its owner's deletion and data export. The users row goes last of all
 * (the users module is the first in MODULES, so its hook runs after every other module's).
 */

/** Deletes the account and its integrations (their tokens with them). */
export async function removeUser(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  usersChanged([userId]);
  await deps.db.transaction(async (tx) => {
    await tx.delete(userIntegrations).where(eq(userIntegrations.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/** The profile as the API shows it (no password hash) and the connected services (no tokens). */
export async function exportProfile(deps: Pick<Deps, 'db'>, userId: string): Promise<UserDataEntry[]> {
  const user = await findUserById(deps.db, userId);
  if (!user) return [];
  const integrations = await listIntegrations(deps.db, userId);
  return [
    {
      path: 'profil.json',
      about: 'dane konta, odpowiedzi z pytań wstępnych, połączone usługi',
      json: {
        ...presentUser(user),
        integrations: integrations.map((row) => ({
          integrationType: row.integrationType,
          createdAt: row.createdAt,
          expiresAt: row.expiresAt,
        })),
      },
    },
  ];
}
