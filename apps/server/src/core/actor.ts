import type { UserRow } from '../modules/users/tables.ts';
import { DomainError } from './domain-error.ts';

/**
 * Who a command acts for: the signed-in user and the session it came through. The GraphQL context
 * resolves it from the access cookie; a job or an admin script builds it from stored ids.
 */
export interface Actor {
  sessionId: string;
  user: UserRow;
}

/** Anything that can name the signed-in user (the GraphQL context does). */
export interface ActorSource {
  viewer(): Promise<Actor | null>;
}

/** The signed-in user, or the contract's UNAUTHENTICATED error (HTTP 401, message "Unauthorized"). */
export async function requireViewer(ctx: ActorSource): Promise<Actor> {
  const viewer = await ctx.viewer();
  if (!viewer) throw new DomainError('UNAUTHENTICATED');
  return viewer;
}

/** The actor, who must be an admin; a signed-in non-admin gets FORBIDDEN. */
export function requireAdmin(actor: Actor): Actor {
  if (actor.user.role !== 'ADMIN') throw new DomainError('FORBIDDEN');
  return actor;
}

/**
 * An actor who has confirmed an e-mail or a phone: AI tools cost money and carry minors' data, so
 * an unconfirmed sign-up cannot use them (the web app sends such users to verification).
 */
export function requireVerified(actor: Actor): Actor {
  if (!actor.user.isVerified)
    throw new DomainError(
      'FORBIDDEN',
      'Potwierdź adres e-mail albo numer telefonu, aby korzystać z narzędzi AI.',
    );
  return actor;
}
