import { formatPhone } from '@kreda/shared/accounts';
import type { CurrentUser } from './session-cache.ts';

/** Name to greet the user with: first name, else e-mail, else the formatted phone number. */
export function displayName(user: Pick<CurrentUser, 'name' | 'email' | 'phone'>): string {
  return user.name?.trim() || user.email || (user.phone ? formatPhone(user.phone) : '');
}
