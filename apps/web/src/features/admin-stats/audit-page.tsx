import { ROUTES } from '@kreda/shared/routes';
import { Link, useSearchParams } from 'react-router';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { LoadFailed, Loading } from '../../components/ui/load-states.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useAdminAccounts } from './api/get-admin-account.ts';
import { AUDIT_PER_PAGE, useAuditLog } from './api/get-audit-log.ts';
import { AuditEntryItem } from './audit-entry.tsx';

// `/admin/dziennik`: every admin change (plans, limits, grants, roles, blocks), newest first, 20 a
// page (`?strona=`); `?cel=` narrows it to one plan, limit, subscription or account.

export function Component() {
  useDocumentTitle('Dziennik zmian – administracja');
  const [params, setParams] = useSearchParams();
  const targetId = params.get('cel') || null;
  const requested = Math.max(1, Number.parseInt(params.get('strona') ?? '1', 10) || 1);
  const log = useAuditLog({ page: requested, targetId });
  const entries = log.data?.data ?? [];
  const names = useAdminAccounts(entries.map((entry) => entry.adminId));
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / AUDIT_PER_PAGE));

  const goTo = (page: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('strona', String(page));
        else next.delete('strona');
        return next;
      },
      { preventScrollReset: false },
    );

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-board-950">Dziennik zmian</h1>
        <p className="text-ink-muted">
          Kto, co i kiedy zmienił w planach, limitach, subskrypcjach i kontach — od najnowszych.
        </p>
        {targetId ? (
          <p className="flex flex-wrap items-center gap-x-2 text-sm">
            <span className="break-all">Tylko zmiany: {targetId}.</span>
            <Link to={ROUTES.adminAudit} className={`${textLinkClass} inline-flex min-h-10 items-center`}>
              Pokaż wszystkie zmiany
            </Link>
          </p>
        ) : null}
      </div>
      {log.isPending ? <Loading label="Wczytywanie dziennika…" /> : null}
      {log.error && !log.data ? (
        <LoadFailed
          title="Nie udało się wczytać dziennika"
          error={log.error}
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
        />
      ) : null}
      {log.data && entries.length === 0 ? (
        <p className="text-ink-muted">
          {targetId ? 'Brak zmian tego obiektu.' : 'Dziennik jest pusty: nikt jeszcze niczego nie zmienił.'}
        </p>
      ) : null}
      {entries.length ? (
        <ul aria-label="Zmiany" aria-busy={log.isPlaceholderData} className="flex flex-col gap-3">
          {entries.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} adminName={names.get(entry.adminId)} />
          ))}
        </ul>
      ) : null}
      <Pager page={Math.min(requested, pages)} pages={pages} label="Strony dziennika zmian" onPage={goTo} />
    </div>
  );
}
