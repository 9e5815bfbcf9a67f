import { ROUTES } from '@kreda/shared/routes';
import { Link, useParams } from 'react-router';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { LoadFailed, Loading } from '../../components/ui/load-states.tsx';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';
import { useCurrentUser } from '../../lib/session-cache.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { BlockSection, RoleSection } from './account-sections.tsx';
import { type AdminUser, useAdminUser } from './api/get-user.ts';
import { contactOf, fullName } from './format.ts';
import { GiftLimitSection } from './gift-limit-section.tsx';
import { PlanSection } from './plan-section.tsx';
import { ProfileSection, WorkspacesSection } from './profile-section.tsx';
import { AiSection, LimitsSection } from './usage-sections.tsx';
import { BlockedBadge } from './user-list.tsx';

function BackLink() {
  return (
    <Link to={ROUTES.adminUsers} className={`${textLinkClass} inline-flex min-h-10 items-center`}>
      Wszyscy użytkownicy
    </Link>
  );
}

function UnknownUser() {
  useDocumentTitle('Nie ma takiego użytkownika – administracja');
  return (
    <div className="flex max-w-2xl flex-col items-start gap-4">
      <h1 className="text-3xl font-bold text-board-950">Nie ma takiego użytkownika</h1>
      <p>Konto mogło zostać usunięte albo adres strony jest niepełny.</p>
      <BackLink />
    </div>
  );
}

function UserView({ user }: { user: AdminUser }) {
  const me = useCurrentUser();
  const isSelf = me?.id === user.id;
  useDocumentTitle(`${contactOf(user)} – użytkownicy – administracja`);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <BackLink />
        <h1 className="text-3xl font-bold break-all text-board-950">{contactOf(user)}</h1>
        {fullName(user) ? <p className="text-lg break-words">{fullName(user)}</p> : null}
        {user.blockedAt ? (
          <p>
            <BlockedBadge />
          </p>
        ) : null}
      </div>
      <ProfileSection user={user} />
      <PlanSection userId={user.id} />
      <GiftLimitSection userId={user.id} />
      <LimitsSection userId={user.id} />
      <AiSection userId={user.id} />
      <WorkspacesSection userId={user.id} />
      <RoleSection key={user.role} user={user} isSelf={isSelf} />
      <BlockSection user={user} isSelf={isSelf} />
    </div>
  );
}

/** `/admin/users/:id`: one account — profile, plan and grants, usage and AI costs, role, block. */
export function Component() {
  const { id = '' } = useParams();
  const user = useAdminUser(id);
  if (user.error instanceof GraphQLRequestError && user.error.code === 'NOT_FOUND') return <UnknownUser />;
  if (user.error)
    return (
      <div className="mx-auto flex max-w-4xl flex-col items-start gap-4">
        <BackLink />
        <LoadFailed
          heading="h1"
          title="Nie udało się wczytać użytkownika"
          error={user.error}
          onRetry={() => void user.refetch()}
          retrying={user.isFetching}
        />
      </div>
    );
  if (!user.data) return <Loading label="Wczytuję użytkownika…" />;
  return <UserView user={user.data} />;
}
