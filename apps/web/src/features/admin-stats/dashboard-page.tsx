import { LoadFailed, Loading } from '../../components/ui/load-states.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ActivitySection } from './activity-section.tsx';
import { useAdminStats } from './api/get-admin-stats.ts';
import { Overview } from './overview.tsx';
import { UsageSection } from './usage-section.tsx';

/** `/admin`: the state of the service at a glance, then AI usage and cost over a chosen period. */
export function Component() {
  useDocumentTitle('Pulpit – administracja');
  const stats = useAdminStats();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-board-950">Pulpit</h1>
        <p className="text-ink-muted">
          Stan serwisu na pierwszy rzut oka. Koszty w dolarach według cen modeli z AI_PRICES z chwili
          wywołania.
        </p>
      </div>
      {stats.isPending ? <Loading label="Wczytywanie statystyk…" /> : null}
      {stats.error ? (
        <LoadFailed
          title="Nie udało się wczytać statystyk"
          error={stats.error}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : null}
      {stats.data ? <Overview stats={stats.data} /> : null}
      <UsageSection />
      <ActivitySection />
    </div>
  );
}
