import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES } from '@kreda/shared/accounts';
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DB } from '../../platform/db/database.ts';
import { authCodes } from './tables.ts';
import { codeMatches, hashCode, newCode } from './tokens.ts';

export type CodePurpose =
  | 'EMAIL_VERIFICATION'
  | 'PASSWORD_RESET'
  | 'SMS_LOGIN'
  | 'PHONE_VERIFICATION'
  /** Sent to the new address of `changeEmail`. */
  | 'EMAIL_CHANGE'
  /** Sent by SMS to confirm `deleteAccount` on an account without a password. */
  | 'ACCOUNT_DELETION';

/**
 * Issues a fresh code; earlier unused codes for the same purpose, recipient and account stop
 * working. Another account's code for the same recipient (two accounts asking to move to one
 * address) stays: no account can end a code it did not ask for.
 */
export async function issueCode(
  db: DB,
  secret: string,
  input: { purpose: CodePurpose; target: string; userId?: string | null },
): Promise<string> {
  const code = newCode();
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(authCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(authCodes.purpose, input.purpose),
          eq(authCodes.target, input.target),
          input.userId ? eq(authCodes.userId, input.userId) : isNull(authCodes.userId),
          isNull(authCodes.consumedAt),
        ),
      );
    await tx.insert(authCodes).values({
      purpose: input.purpose,
      target: input.target,
      userId: input.userId ?? null,
      codeHash: hashCode(secret, input.purpose, input.target, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
    });
  });
  return code;
}

export type CodeCheck =
  | { ok: true; userId: string | null }
  | { ok: false; reason: 'missing' | 'wrong' | 'locked'; attemptsLeft: number };

/**
 * Checks a code: single use, 10 minutes, at most five attempts. With `userId` only that account's
 * codes are tried: for another account the code is missing, and its tries do not count against it.
 *
 * A try is counted before comparing, by one conditional UPDATE of the newest live code, so parallel
 * guesses cannot exceed the limit. That one statement runs whether or not a code is pending, and
 * its commit does not wait for the disk (`synchronous_commit = off`): otherwise counting a try at a
 * pending code would take a flush longer than a try at none, and the time would tell what the
 * answer does not. A database crash may forget the last few counted tries; it never lets a
 * comparison skip the count. `detail: false` leaves a locked code looking missing, one query less.
 */
export async function consumeCode(
  db: DB,
  secret: string,
  input: { purpose: CodePurpose; target: string; code: string; userId?: string },
  options: { detail?: boolean } = {},
): Promise<CodeCheck> {
  const now = new Date();
  const live = and(
    eq(authCodes.purpose, input.purpose),
    eq(authCodes.target, input.target),
    input.userId ? eq(authCodes.userId, input.userId) : undefined,
    isNull(authCodes.consumedAt),
    gt(authCodes.expiresAt, now),
  );
  const newest = db
    .select({ id: authCodes.id })
    .from(authCodes)
    .where(live)
    .orderBy(desc(authCodes.createdAt))
    .limit(1);
  const counted = await db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    const [row] = await tx
      .update(authCodes)
      .set({ attempts: sql`${authCodes.attempts} + 1` })
      .where(
        and(
          inArray(authCodes.id, newest),
          lt(authCodes.attempts, CODE_MAX_ATTEMPTS),
          isNull(authCodes.consumedAt),
        ),
      )
      .returning({
        id: authCodes.id,
        attempts: authCodes.attempts,
        codeHash: authCodes.codeHash,
        userId: authCodes.userId,
      });
    return row;
  });
  if (!counted) {
    const locked =
      options.detail !== false &&
      (await db.select({ id: authCodes.id }).from(authCodes).where(live).limit(1)).length > 0;
    return { ok: false, reason: locked ? 'locked' : 'missing', attemptsLeft: 0 };
  }

  if (!codeMatches(secret, input.purpose, input.target, input.code, counted.codeHash)) {
    const attemptsLeft = CODE_MAX_ATTEMPTS - counted.attempts;
    return { ok: false, reason: attemptsLeft > 0 ? 'wrong' : 'locked', attemptsLeft };
  }
  const [consumed] = await db
    .update(authCodes)
    .set({ consumedAt: now })
    .where(and(eq(authCodes.id, counted.id), isNull(authCodes.consumedAt)))
    .returning({ id: authCodes.id });
  // Another request used the same code a moment ago: single use means this one loses.
  if (!consumed) return { ok: false, reason: 'missing', attemptsLeft: 0 };
  return { ok: true, userId: counted.userId };
}

/** Removes codes that can no longer be used (called now and then; they are worthless). */
export async function deleteStaleCodes(db: DB, olderThan: Date): Promise<void> {
  await db.delete(authCodes).where(lt(authCodes.expiresAt, olderThan));
}

/**
 * Ends the unused codes of a user for these purposes (e.g. a reset code mailed to the address the
 * account just left must not set its password any more).
 */
export async function voidUserCodes(db: DB, userId: string, purposes: readonly CodePurpose[]): Promise<void> {
  await db
    .update(authCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(eq(authCodes.userId, userId), inArray(authCodes.purpose, purposes), isNull(authCodes.consumedAt)),
    );
}

/** Deletes every code of a user and every code sent to its addresses (the account's deletion). */
export async function deleteCodesOf(db: DB, userId: string, targets: readonly string[]): Promise<void> {
  await db
    .delete(authCodes)
    .where(or(eq(authCodes.userId, userId), targets.length ? inArray(authCodes.target, targets) : undefined));
}
