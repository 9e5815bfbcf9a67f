import { isOneOf, ONBOARDING_STATUSES, ROLES } from '@kreda/shared/enums';
import { pluralPl } from '@kreda/shared/form-messages';
import { ONBOARDING_STATUS_LABELS, ROLE_LABELS } from '@kreda/shared/labels';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../components/form/select-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-states.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ADMIN_USERS_PER_PAGE, useAdminUsers } from './api/get-users.ts';
import { UserList } from './user-list.tsx';

/** Typing settles for this long before the search goes to the address and the server. */
export const SEARCH_DELAY_MS = 300;

const ROLE_FILTER = [
  { value: '', label: 'Wszystkie' },
  ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];
/** The plan filter's address values: Polish words, as the other filters' are readable. */
const PLANS = { darmowy: true, subskrypcja: false } as const;
const PLAN_FILTER = [
  { value: '', label: 'Wszystkie' },
  { value: 'darmowy', label: 'Darmowy' },
  { value: 'subskrypcja', label: 'Z subskrypcją (opłaconą albo przyznaną)' },
];
const STATUS_FILTER = [
  { value: '', label: 'Wszystkie etapy' },
  ...ONBOARDING_STATUSES.map((status) => ({ value: status, label: ONBOARDING_STATUS_LABELS[status] })),
];

const found = (n: number): string =>
  n === 0
    ? 'Nie znaleziono użytkowników.'
    : `Znaleziono ${n} ${pluralPl(n, 'użytkownika', 'użytkowników', 'użytkowników')}.`;

/**
 * The list's filters live in the address (`szukaj`, `plan`, `rola`, `etap`, `strona`), so reloading, Back
 * from a user's page and a shared link keep them. Filters replace the history entry; a page of
 * the list is a step of its own.
 */
function useUserFilters() {
  const [params, setParams] = useSearchParams();
  const role = params.get('rola');
  const status = params.get('etap');
  const plan = params.get('plan');
  const change = (changes: Record<string, string>, push = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: !push, preventScrollReset: true },
    );
  return {
    search: params.get('szukaj') ?? '',
    role: isOneOf(ROLES, role) ? role : null,
    onboardingStatus: isOneOf(ONBOARDING_STATUSES, status) ? status : null,
    isFreeSub: plan === 'darmowy' || plan === 'subskrypcja' ? PLANS[plan] : null,
    page: Math.max(1, Number.parseInt(params.get('strona') ?? '1', 10) || 1),
    change,
  };
}

/** The search box: what is typed goes to the address once typing settles. */
function SearchBox({ search, onSearch }: { search: string; onSearch: (value: string) => void }) {
  const [typed, setTyped] = useState(search);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  // Back, Forward or a link changed the address: the box follows it.
  useEffect(() => {
    setTyped((current) => (current.trim() === search ? current : search));
  }, [search]);
  useEffect(() => {
    const value = typed.trim();
    if (value === search) return;
    const timer = setTimeout(() => latest.current(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);
  return (
    // A search landmark that every browser knows (iOS 16's Safari has no <search> element).
    // biome-ignore lint/a11y/useSemanticElements: see above
    <form
      role="search"
      aria-label="Szukaj użytkownika"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <TextField
        id="admin-users-search"
        label="Szukaj"
        hint="E-mail, telefon, imię albo nazwisko."
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
    </form>
  );
}

/** `/admin/users`: accounts found by address or name, by plan, role and onboarding step. */
export function Component() {
  useDocumentTitle('Użytkownicy – administracja');
  const { change, ...filter } = useUserFilters();
  const users = useAdminUsers(filter);
  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_USERS_PER_PAGE));
  const shown = users.data?.data ?? [];

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-board-950">Użytkownicy</h1>
        <p className="text-ink-muted">
          Otwórz konto, aby zobaczyć jego plan, wykorzystanie limitów i koszty AI, zmienić rolę albo
          zablokować logowanie. Treści uczniów nie są tu widoczne.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SearchBox search={filter.search} onSearch={(value) => change({ szukaj: value, strona: '' })} />
        <SelectField
          id="admin-users-plan"
          label="Plan"
          value={filter.isFreeSub === null ? '' : filter.isFreeSub ? 'darmowy' : 'subskrypcja'}
          options={PLAN_FILTER}
          onChange={(value) => change({ plan: value, strona: '' })}
        />
        <SelectField
          id="admin-users-role"
          label="Rola"
          value={filter.role ?? ''}
          options={ROLE_FILTER}
          onChange={(value) => change({ rola: value, strona: '' })}
        />
        <SelectField
          id="admin-users-status"
          label="Etap wdrożenia"
          value={filter.onboardingStatus ?? ''}
          options={STATUS_FILTER}
          onChange={(value) => change({ etap: value, strona: '' })}
        />
      </div>
      <section aria-labelledby="admin-users-list" className="flex flex-col gap-4">
        <h2 id="admin-users-list" className="text-xl font-bold text-board-950">
          Lista kont
        </h2>
        <p role="status" className="text-ink-muted">
          {users.isPlaceholderData ? 'Wczytuję użytkowników…' : users.data ? found(total) : ''}
        </p>
        {!users.data && !users.error ? <Loading label="Wczytuję użytkowników…" /> : null}
        {users.error ? (
          <LoadFailed
            title="Nie udało się wczytać użytkowników"
            error={users.error}
            onRetry={() => void users.refetch()}
            retrying={users.isFetching}
          />
        ) : null}
        {shown.length ? <UserList users={shown} busy={users.isPlaceholderData} /> : null}
        <Pager
          page={Math.min(pages, filter.page)}
          pages={pages}
          label="Strony listy użytkowników"
          onPage={(next) => change({ strona: next > 1 ? String(next) : '' }, true)}
        />
      </section>
    </div>
  );
}
