import { ONBOARDING_STATUS_LABELS, ROLE_LABELS } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import type { AdminUserSummary } from './api/get-users.ts';
import { contactOf, dateOr, fullName, momentOr, planOf } from './format.ts';

// The found accounts: a table from the sm breakpoint up, cards on a phone. Both are in the page;
// CSS shows one (display: none takes the other out of the accessibility tree too).

/** "Zablokowane" in words and a border, not by colour alone. */
export function BlockedBadge() {
  return (
    <span className="inline-block rounded-md border border-red-700 bg-red-50 px-2 py-0.5 text-sm font-semibold whitespace-nowrap text-red-900">
      Zablokowane
    </span>
  );
}

function UserLink({ user }: { user: AdminUserSummary }) {
  return (
    <Link
      to={ROUTES.adminUser(user.id)}
      className={`${textLinkClass} inline-flex min-h-10 items-center font-semibold break-all`}
    >
      {contactOf(user)}
    </Link>
  );
}

function UsersTable({ users }: { users: readonly AdminUserSummary[] }) {
  const th = 'px-3 py-2 text-left text-sm font-semibold text-board-950';
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-board-100 bg-white sm:block">
      <table className="w-full border-collapse">
        <caption className="sr-only">Użytkownicy</caption>
        <thead className="border-b border-board-100 bg-board-50">
          <tr>
            <th scope="col" className={th}>
              Użytkownik
            </th>
            <th scope="col" className={th}>
              Rola i plan
            </th>
            <th scope="col" className={th}>
              Etap wdrożenia
            </th>
            <th scope="col" className={th}>
              Założone
            </th>
            <th scope="col" className={th}>
              Ostatnie logowanie
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className="border-t border-board-100 align-top">
              <td className="px-3 py-2">
                <UserLink user={user} />
                {fullName(user) ? <p className="text-sm break-words">{fullName(user)}</p> : null}
                {user.blockedAt ? <BlockedBadge /> : null}
              </td>
              <td className="px-3 py-2 text-sm">
                {ROLE_LABELS[user.role]}
                <br />
                {planOf(user)}
              </td>
              <td className="px-3 py-2 text-sm">{ONBOARDING_STATUS_LABELS[user.onboardingStatus]}</td>
              <td className="px-3 py-2 text-sm whitespace-nowrap">{dateOr(user.createdAt, '—')}</td>
              <td className="px-3 py-2 text-sm whitespace-nowrap">{momentOr(user.lastLogin, 'nigdy')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UserCards({ users }: { users: readonly AdminUserSummary[] }) {
  return (
    <ul aria-label="Użytkownicy" className="flex flex-col gap-3 sm:hidden">
      {users.map((user) => (
        <li key={user.id} className="flex flex-col gap-1 rounded-2xl border border-board-100 bg-white p-4">
          <UserLink user={user} />
          {fullName(user) ? <p className="break-words">{fullName(user)}</p> : null}
          {user.blockedAt ? (
            <p>
              <BlockedBadge />
            </p>
          ) : null}
          <p className="text-sm text-ink-muted">
            {ROLE_LABELS[user.role]} · {planOf(user)} · {ONBOARDING_STATUS_LABELS[user.onboardingStatus]}
          </p>
          <p className="text-sm text-ink-muted">
            Założone {dateOr(user.createdAt, '—')} · ostatnie logowanie: {momentOr(user.lastLogin, 'nigdy')}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The page of found accounts; each row links to the account's page. */
export function UserList({ users, busy }: { users: readonly AdminUserSummary[]; busy: boolean }) {
  return (
    <div aria-busy={busy || undefined}>
      <UsersTable users={users} />
      <UserCards users={users} />
    </div>
  );
}
