import { ONBOARDING_STATUS_LABELS, ROLE_LABELS, SUBSCRIPTION_STATUS_LABELS } from '@kreda/shared/labels';
import type { AdminUser } from './api/get-user.ts';
import { useUserWorkspaceCount } from './api/get-user-usage.ts';
import { count, fullName, momentOr } from './format.ts';
import { Fact, QueryPart, UserSection } from './section.tsx';

function planText(user: AdminUser): string {
  const status = user.subStatus ? ` (${SUBSCRIPTION_STATUS_LABELS[user.subStatus].toLowerCase()})` : '';
  return user.isFreeSub ? `darmowy${status}` : `z subskrypcją${status}`;
}

/** Who the account is, where it stands and since when; no pupil content. */
export function ProfileSection({ user }: { user: AdminUser }) {
  return (
    <UserSection id="profil" title="Profil">
      <dl className="flex flex-col gap-2">
        <Fact term="E-mail">{user.email ?? 'brak'}</Fact>
        <Fact term="Telefon">{user.phone ?? 'brak'}</Fact>
        <Fact term="Imię i nazwisko">{fullName(user) ?? 'nie podano'}</Fact>
        <Fact term="Rola">{ROLE_LABELS[user.role]}</Fact>
        <Fact term="Etap wdrożenia">{ONBOARDING_STATUS_LABELS[user.onboardingStatus]}</Fact>
        <Fact term="Plan">{planText(user)}</Fact>
        <Fact term="Potwierdzone konto">{user.isVerified ? 'tak' : 'nie'}</Fact>
        <Fact term="Założone">{momentOr(user.createdAt, '—')}</Fact>
        <Fact term="Ostatnie logowanie">{momentOr(user.lastLogin, 'nigdy')}</Fact>
        <Fact term="Logowanie zablokowane">
          {user.blockedAt ? `od ${momentOr(user.blockedAt, '—')}` : 'nie'}
        </Fact>
      </dl>
    </UserSection>
  );
}

/** How many workspaces the pupil has: a number, never their names or what is inside. */
export function WorkspacesSection({ userId }: { userId: string }) {
  const workspaces = useUserWorkspaceCount(userId);
  return (
    <UserSection id="przestrzenie" title="Przestrzenie">
      <QueryPart
        query={workspaces}
        loading="Wczytuję przestrzenie…"
        failed="Nie udało się wczytać przestrzeni"
      >
        {(n) => (
          <p>
            Przestrzenie na liście ucznia: <strong>{count(n)}</strong>. Ich nazw i treści panel nie pokazuje.
          </p>
        )}
      </QueryPart>
    </UserSection>
  );
}
