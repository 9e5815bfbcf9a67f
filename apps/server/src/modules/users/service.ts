import { normalizeEmail } from '@kreda/shared/accounts';
import type { OnboardingStatus, Role, SubscriptionStatus } from '@kreda/shared/enums';
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import { type IntegrationRow, type UserMetadata, type UserRow, userIntegrations, users } from './tables.ts';
import { userCache, usersChanged } from './user-cache.ts';

/*
 * The users service: every read and write of the users and user_integrations tables. Callers
 * (resolvers, the auth module) decide who may do what; these functions only do it. Every write
 * tells `usersChanged` first, so no process keeps serving the row it had (user-cache.ts).
 */

export type { IntegrationRow, UserRow };

export async function findUserById(db: DB, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * The user behind a signed-in request, from this process's cache when read in the last 30 s and
 * not changed since (user-cache.ts); the row is frozen, as it is shared between requests.
 */
export function findUserByIdCached(db: DB, id: string): Promise<Readonly<UserRow> | undefined> {
  return userCache.load(id, async () => {
    const row = await findUserById(db, id);
    return row ? Object.freeze(row) : undefined;
  });
}

export async function findUserByEmail(db: DB, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

export async function findUserByPhone(db: DB, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

/** Creates an e-mail account; undefined when the address is taken (unique index, no race). */
export async function createEmailUser(
  db: DB,
  input: {
    /** The id to give the account (sign-up answers with it before it is known whether one exists). */
    id?: string;
    email: string;
    passwordHash: string;
    role: Role;
    onboardingStatus: OnboardingStatus;
    isVerified?: boolean;
  },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({
      ...(input.id ? { id: input.id } : {}),
      email: normalizeEmail(input.email),
      passwordHash: input.passwordHash,
      role: input.role,
      onboardingStatus: input.onboardingStatus,
      isVerified: input.isVerified ?? false,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Finds or creates the account of a verified phone number (SMS sign-in). */
export async function findOrCreatePhoneUser(
  db: DB,
  phone: string,
  onboardingStatus: OnboardingStatus,
): Promise<{ user: UserRow; created: boolean }> {
  const [created] = await db
    .insert(users)
    .values({ phone, onboardingStatus, isVerified: true })
    .onConflictDoNothing()
    .returning();
  if (created) return { user: created, created: true };
  const existing = await findUserByPhone(db, phone);
  if (!existing) throw new Error('phone user vanished between insert and select');
  return { user: existing, created: false };
}

/** True for PostgreSQL's unique violation, however the driver wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Moves an account to an address a code has just proven (so it is verified); undefined when
 * another account has that address (checked in the statement, and by the unique index in a race).
 */
export async function changeUserEmail(
  db: DB,
  id: string,
  email: string,
  patch: Pick<UserPatch, 'role'> = {},
): Promise<UserRow | undefined> {
  const address = normalizeEmail(email);
  usersChanged([id]);
  try {
    const [row] = await db
      .update(users)
      .set({ ...patch, email: address, isVerified: true, updatedAt: new Date() })
      .where(
        and(
          eq(users.id, id),
          sql`not exists (select 1 from ${users} as other where other.email = ${address} and other.id <> ${id})`,
        ),
      )
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

type UserPatch = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'surname'
    | 'avatar'
    | 'passwordHash'
    | 'role'
    | 'onboardingStatus'
    | 'isVerified'
    | 'phone'
    | 'lastLogin'
    | 'poziom'
    | 'egzaminy'
    | 'przedmioty'
    | 'typSzkoly'
    | 'maturaPoziomy'
    | 'kwalifikacja'
    | 'kierunek'
    | 'kursy'
    | 'zaliczenie'
  >
>;

export async function updateUser(db: DB, id: string, patch: UserPatch): Promise<UserRow | undefined> {
  usersChanged([id]);
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Moves a user to `to` only if the status is still one of `from` (one conditional UPDATE), so two
 * racing requests cannot both advance the onboarding. Undefined when the status had moved on.
 */
export async function advanceOnboarding(
  db: DB,
  id: string,
  from: OnboardingStatus[],
  to: OnboardingStatus,
  patch: UserPatch = {},
): Promise<UserRow | undefined> {
  usersChanged([id]);
  const [row] = await db
    .update(users)
    .set({ ...patch, onboardingStatus: to, updatedAt: new Date() })
    .where(and(eq(users.id, id), inArray(users.onboardingStatus, from)))
    .returning();
  return row;
}

/**
 * The user's record follows their paid subscription (billing, ADR 033): `subStatus` and
 * `isFreeSub` mirror it, and a renewal that failed (PastDue, Unpaid) sends a finished onboarding
 * to PASTDUE_INVOICE (the web client's redirect to the billing page) until it is paid, cancelled
 * or ended, when the user is back at COMPLETED. One statement: the onboarding moves only from
 * those two states, never from an unfinished onboarding.
 */
export async function followSubscription(db: DB, id: string, status: SubscriptionStatus): Promise<void> {
  usersChanged([id]);
  const unpaid = status === 'PastDue' || status === 'Unpaid';
  const [from, to] = unpaid ? ['COMPLETED', 'PASTDUE_INVOICE'] : ['PASTDUE_INVOICE', 'COMPLETED'];
  await db
    .update(users)
    .set({
      subStatus: status,
      isFreeSub: status !== 'Active' && status !== 'Trialing',
      onboardingStatus: sql`case when ${users.onboardingStatus} = ${from}::onboarding_status then ${to}::onboarding_status else ${users.onboardingStatus} end`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}

/** Merges metadata flags into the stored JSON in one statement. */
export async function mergeUserMetadata(db: DB, id: string, metadata: Partial<UserMetadata>): Promise<void> {
  usersChanged([id]);
  await db
    .update(users)
    .set({ metadata: sql`${users.metadata} || ${JSON.stringify(metadata)}::jsonb`, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Gives the ADMIN role to verified accounts with these e-mails; returns how many changed. */
export async function promoteAdmins(db: DB, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const rows = await db
    .update(users)
    .set({ role: 'ADMIN', updatedAt: new Date() })
    .where(
      and(
        inArray(users.email, emails.map(normalizeEmail)),
        eq(users.isVerified, true),
        sql`${users.role} <> 'ADMIN'`,
      ),
    )
    .returning({ id: users.id });
  usersChanged(rows.map((row) => row.id));
  return rows.length;
}

/**
 * The admin's user list filters: a fragment of e-mail, phone or name, a role, an onboarding step,
 * and the plan (free, or a subscription in force).
 */
export interface UserListFilter {
  search?: string | null;
  role?: UserRow['role'] | null;
  onboardingStatus?: UserRow['onboardingStatus'] | null;
  isFreeSub?: boolean | null;
}

export async function listUsers(
  db: DB,
  input: UserListFilter & { page: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const search = input.search?.trim();
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(users.phone, pattern),
          ilike(users.name, pattern),
          ilike(users.surname, pattern),
        )
      : undefined,
    input.role ? eq(users.role, input.role) : undefined,
    input.onboardingStatus ? eq(users.onboardingStatus, input.onboardingStatus) : undefined,
    typeof input.isFreeSub === 'boolean' ? eq(users.isFreeSub, input.isFreeSub) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export function listIntegrations(db: DB, userId: string): Promise<IntegrationRow[]> {
  return db
    .select()
    .from(userIntegrations)
    .where(eq(userIntegrations.userId, userId))
    .orderBy(userIntegrations.createdAt);
}

/** Deletes one of the user's own integrations; false when there is none with that id for this user. */
export async function deleteIntegration(db: DB, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(userIntegrations)
    .where(and(eq(userIntegrations.id, id), eq(userIntegrations.userId, userId)))
    .returning({ id: userIntegrations.id });
  return rows.length > 0;
}
