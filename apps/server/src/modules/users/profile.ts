import { isAvatarId, NAME_MAX_LENGTH, SURNAME_MAX_LENGTH } from '@kreda/shared/accounts';
import { FORM_MESSAGES } from '@kreda/shared/form-messages';
import { type Actor, requireAdmin } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import {
  deleteIntegration,
  findUserById,
  listUsers,
  mergeUserMetadata,
  type UserListFilter,
  type UserRow,
  updateUser,
} from './service.ts';

// Letters, spaces, hyphens and apostrophes of any script; no control or markup characters.
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;

function nameProblem(value: string, max: number): string | null {
  if ([...value].length > max) return FORM_MESSAGES.maxLength(max);
  return NAME_PATTERN.test(value) ? null : 'Użyj tylko liter, spacji, łącznika lub apostrofu.';
}

export async function updateUserInfo(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: {
    name?: string | null;
    surname?: string | null;
    avatar?: string | null;
    metadata?: { hasSeenInitialConversation?: boolean | null } | null;
  },
): Promise<UserRow> {
  const { user } = actor;
  const fields: Record<string, string> = {};
  const patch: Partial<Pick<UserRow, 'name' | 'surname' | 'avatar'>> = {};
  for (const [key, max] of [
    ['name', NAME_MAX_LENGTH],
    ['surname', SURNAME_MAX_LENGTH],
  ] as const) {
    const raw = input[key];
    if (raw === undefined || raw === null) continue;
    const value = raw.trim().replace(/\s+/g, ' ');
    if (value === '') {
      patch[key] = null;
      continue;
    }
    const problem = nameProblem(value, max);
    if (problem) fields[key] = problem;
    else patch[key] = value;
  }
  if (input.avatar !== undefined) {
    if (input.avatar === null || input.avatar === '') patch.avatar = null;
    else if (isAvatarId(input.avatar)) patch.avatar = input.avatar;
    else fields.avatar = 'Wybierz awatar z listy.';
  }
  if (Object.keys(fields).length) throw badInput(fields);

  const flag = input.metadata?.hasSeenInitialConversation;
  if (typeof flag === 'boolean')
    await mergeUserMetadata(deps.db, user.id, { hasSeenInitialConversation: flag });
  if (Object.keys(patch).length) await updateUser(deps.db, user.id, patch);
  return (await findUserById(deps.db, user.id)) ?? user;
}

export async function removeIntegration(deps: Pick<Deps, 'db'>, actor: Actor, id: string) {
  const { user } = actor;
  // Another user's integration answers exactly like a missing one.
  if (!(await deleteIntegration(deps.db, user.id, id))) throw notFound();
  return { success: true, message: 'Integracja została usunięta.' };
}

export async function adminListUsers(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: UserListFilter & { page?: number | null; limit?: number | null },
) {
  requireAdmin(actor);
  const page = input.page ?? 1;
  const limit = input.limit ?? 20;
  const fields: Record<string, string> = {};
  if (!Number.isInteger(page) || page < 1) fields.page = FORM_MESSAGES.minNumber(1);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) fields.limit = 'Podaj liczbę od 1 do 100.';
  if ((input.search?.length ?? 0) > 100) fields.search = FORM_MESSAGES.maxLength(100);
  if (Object.keys(fields).length) throw badInput(fields);
  const { rows, total } = await listUsers(deps.db, {
    page,
    limit,
    search: input.search,
    role: input.role,
    onboardingStatus: input.onboardingStatus,
    isFreeSub: input.isFreeSub,
  });
  return { rows, total, page, limit };
}

export async function adminGetUser(deps: Pick<Deps, 'db'>, actor: Actor, id: string): Promise<UserRow> {
  requireAdmin(actor);
  const user = await findUserById(deps.db, id);
  if (!user) throw notFound();
  return user;
}

export { answerOnboardingQuestion } from './onboarding-answers.ts';
