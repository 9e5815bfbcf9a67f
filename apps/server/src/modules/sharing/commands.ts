import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import type { Deps, Shareable } from '../../core/deps.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import { parseInput } from '../../core/input.ts';
import { ensureAllowed } from '../../core/rate-limited.ts';
import { requireOwnWorkspace } from '../workspaces/index.ts';
import { findActiveShare, findOwnShare, findShareByToken, type ShareRow } from './service.ts';
import { shareCopies, shares } from './tables.ts';
import { newShareToken, parseShareToken } from './tokens.ts';

export const LINK_INACTIVE = 'Ten link nie jest już aktywny.';
export const LINK_NOT_FOUND = 'Nie znaleziono tego linku.';

/** Links a pupil may make in an hour, and copies they may take: generous for a class, not a script. */
const LINKS_PER_HOUR = 30;
const COPIES_PER_HOUR = 30;

const linkLimiter = (deps: Pick<Deps, 'services'>) =>
  deps.services.rateLimiters.create('sharing:link', { points: LINKS_PER_HOUR, durationSeconds: 3600 });
const copyLimiter = (deps: Pick<Deps, 'services'>) =>
  deps.services.rateLimiters.create('sharing:copy', { points: COPIES_PER_HOUR, durationSeconds: 3600 });

/** The GraphQL enum SharedKind: the kinds the word bases and quizzes modules declare. */
const SHARED_KINDS = ['WORD_BASE', 'QUIZ'] as const;

const ITEM = z.object({
  kind: z.enum(SHARED_KINDS, { message: 'Tego nie można udostępnić.' }),
  id: z.string(),
});

/** A shared item as the preview shows it: the token and kind with the module's preview. */
export type SharedItemView = NonNullable<Awaited<ReturnType<Shareable['preview']>>> & {
  token: string;
  kind: string;
};

export interface SharedCopyView {
  kind: string;
  id: string;
  workspaceId: string;
  alreadyCopied: boolean;
}

function shareableOf(deps: Pick<Deps, 'shareables'>, kind: string): Shareable {
  const shareable = deps.shareables.find((s) => s.kind === kind);
  if (!shareable) throw badInput({ kind: 'Tego nie można udostępnić.' });
  return shareable;
}

/** The pupil's own item of the input, or NOT_FOUND (another pupil's item is answered as missing). */
async function ownItem(deps: Deps, actor: Actor, input: unknown) {
  const { kind, id } = parseInput(ITEM, input);
  const shareable = shareableOf(deps, kind);
  const item = await shareable.find(deps, actor.user.id, id);
  if (!item) throw notFound(shareable.notFound);
  return { kind, shareable, item };
}

/** `getShareLink`: the working link of the pupil's item, or null. */
export async function getShareLink(deps: Deps, actor: Actor, input: unknown): Promise<ShareRow | null> {
  const { kind, item } = await ownItem(deps, actor, input);
  return (await findActiveShare(deps.db, actor.user.id, kind, item.id)) ?? null;
}

/** `createShareLink`: shares the pupil's ready item by a new link, or returns its working one. */
export async function createShareLink(deps: Deps, actor: Actor, input: unknown): Promise<ShareRow> {
  const { kind, shareable, item } = await ownItem(deps, actor, input);
  if (!item.ready) throw badInput({ id: shareable.notReady }, shareable.notReady);
  const existing = await findActiveShare(deps.db, actor.user.id, kind, item.id);
  if (existing) return existing;
  await ensureAllowed([linkLimiter(deps).hit(actor.user.id)], 'Tworzysz zbyt wiele linków.');
  // A concurrent call may have made the link first: the unique index keeps one, both return it.
  await deps.db
    .insert(shares)
    .values({
      token: newShareToken(),
      kind,
      itemId: item.id,
      ownerId: actor.user.id,
      workspaceId: item.workspaceId,
    })
    .onConflictDoNothing();
  const made = await findActiveShare(deps.db, actor.user.id, kind, item.id);
  if (!made) throw notFound(shareable.notFound);
  return made;
}

/** `revokeShareLink`: the link stops working at once; copies already made stay their pupils'. */
export async function revokeShareLink(
  deps: Deps,
  actor: Actor,
  input: { token?: unknown },
): Promise<ShareRow> {
  const token = parseShareToken(input.token);
  const share = await findOwnShare(deps.db, actor.user.id, token);
  if (!share) throw notFound(LINK_NOT_FOUND);
  if (share.revokedAt) return share;
  const [revoked] = await deps.db
    .update(shares)
    .set({ revokedAt: sql`now()` })
    .where(eq(shares.id, share.id))
    .returning();
  return revoked as ShareRow;
}

/** `getSharedItem`: what anyone with the link sees; a revoked link or a deleted item is inactive. */
export async function getSharedItem(deps: Deps, input: { token?: unknown }): Promise<SharedItemView> {
  const token = parseShareToken(input.token);
  const share = await findShareByToken(deps.db, token);
  if (!share || share.revokedAt) throw notFound(LINK_INACTIVE);
  const shareable = deps.shareables.find((s) => s.kind === share.kind);
  const preview = await shareable?.preview(deps, share.ownerId, share.itemId);
  if (!preview) throw notFound(LINK_INACTIVE);
  return { ...preview, token, kind: share.kind };
}

/**
 * `copySharedItem`: copies the shared item into the pupil's workspace in one transaction, once per
 * link and pupil: a second call (a double click, a second visit) returns the copy already made while
 * it exists. A revoked link or a deleted item is refused and nothing is written.
 */
export async function copySharedItem(
  deps: Deps,
  actor: Actor,
  input: { token?: unknown; workspaceId?: unknown },
): Promise<SharedCopyView> {
  const { user } = actor;
  const token = parseShareToken(input.token);
  const share = await findShareByToken(deps.db, token);
  if (!share || share.revokedAt) throw notFound(LINK_INACTIVE);
  const workspace = await requireOwnWorkspace(deps.db, user.id, String(input.workspaceId ?? ''));
  const shareable = shareableOf(deps, share.kind);
  await ensureAllowed([copyLimiter(deps).hit(user.id)], 'Kopiujesz zbyt wiele naraz.');
  return deps.db.transaction(async (tx) => {
    // Held until the commit: a revocation waits for this copy instead of racing it.
    const locked = await findShareByToken(tx, token, { lock: true });
    if (!locked || locked.revokedAt) throw notFound(LINK_INACTIVE);
    // The recipient's one record for this link, locked: a concurrent second call waits here.
    const [record] = await tx
      .insert(shareCopies)
      .values({ shareId: locked.id, userId: user.id })
      .onConflictDoUpdate({
        target: [shareCopies.shareId, shareCopies.userId],
        set: { shareId: sql`excluded.share_id` },
      })
      .returning();
    if (!record) throw notFound(LINK_INACTIVE);
    if (record.copyId) {
      const earlier = await shareable.find({ db: tx }, user.id, record.copyId);
      if (earlier)
        return { kind: locked.kind, id: earlier.id, workspaceId: earlier.workspaceId, alreadyCopied: true };
    }
    const copyId = await shareable.copy(
      tx,
      { ownerId: locked.ownerId, id: locked.itemId },
      { userId: user.id, workspaceId: workspace.id },
    );
    // The item is gone (deleted after the link was made): the transaction rolls back.
    if (!copyId) throw notFound(LINK_INACTIVE);
    await tx
      .update(shareCopies)
      .set({ copyId, workspaceId: workspace.id })
      .where(eq(shareCopies.id, record.id));
    return { kind: locked.kind, id: copyId, workspaceId: workspace.id, alreadyCopied: false };
  });
}
