import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed, Loading } from '../../components/ui/load-states.tsx';
import { type Activity, useActivity } from './api/get-activity.ts';
import { CodeName } from './code-name.tsx';
import { formatCount } from './format.ts';
import { periodParam, periodRange } from './period.ts';
import { ScrollRegion } from './scroll-region.tsx';

// What pupils did in the app over the dashboard's period (`?okres=`), from product telemetry:
// never a concrete address, only route patterns, tool names and tour keys.

type Row = { key: string; cells: (string | number)[] };

function Table({
  title,
  columns,
  rows,
  empty,
}: {
  title: string;
  columns: string[];
  rows: Row[];
  empty: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-2 rounded-2xl border border-board-100 bg-white p-4"
    >
      <h3 id={id} className="text-lg font-bold text-board-950">
        {title}
      </h3>
      {rows.length ? (
        <ScrollRegion label={`${title} – tabela`}>
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b border-board-100 text-left">
                {columns.map((column, i) => (
                  <th key={column} scope="col" className={`py-2 pr-3 font-semibold ${i ? 'text-right' : ''}`}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-board-50">
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                    <CodeName>{row.key}</CodeName>
                  </th>
                  {row.cells.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                    <td key={i} className="py-1.5 pr-3 text-right tabular-nums">
                      {typeof cell === 'number' ? formatCount(cell) : cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p className="text-sm text-ink-muted">{empty}</p>
      )}
    </section>
  );
}

const ms = (value: number | null | undefined) =>
  value == null ? '–' : `${formatCount(Math.round(value))} ms`;

function Details({ activity }: { activity: Activity }) {
  const { totals, performance } = activity;
  return (
    <>
      <p>
        Aktywni użytkownicy: <strong>{formatCount(totals.activeUsers)}</strong> · wizyty:{' '}
        <strong>{formatCount(totals.visits)}</strong> · odsłony:{' '}
        <strong>{formatCount(totals.pageViews)}</strong>
        {performance.appLoads.samples
          ? ` · ładowanie aplikacji (p75): ${ms(performance.appLoads.loadMsP75)}`
          : ''}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Table
          title="Najczęściej oglądane strony"
          columns={['Strona', 'Odsłony', 'Wizyty']}
          rows={activity.pages.slice(0, 10).map((p) => ({ key: p.route, cells: [p.views, p.visits] }))}
          empty="Brak odsłon w tym okresie."
        />
        <Table
          title="Otwarcia narzędzi"
          columns={['Narzędzie', 'Otwarcia', 'Użytkownicy']}
          rows={activity.tools.map((t) => ({ key: t.tool, cells: [t.opens, t.users] }))}
          empty="Nikt nie otworzył narzędzia w tym okresie."
        />
        <Table
          title="Przewodniki"
          columns={['Przewodnik', 'Ukończone', 'Pominięte']}
          rows={activity.tours.map((t) => ({ key: t.tourKey, cells: [t.completed, t.skipped] }))}
          empty="Nikt nie oglądał przewodnika w tym okresie."
        />
        <Table
          title="Szybkość stron (p75)"
          columns={['Miara', 'Próbki', 'p75']}
          rows={performance.vitals.map((v) => ({
            key: v.name,
            cells: [
              v.samples,
              v.name === 'CLS' ? v.p75.toLocaleString('pl-PL', { maximumFractionDigits: 3 }) : ms(v.p75),
            ],
          }))}
          empty="Brak pomiarów w tym okresie."
        />
      </div>
    </>
  );
}

export function ActivitySection() {
  const id = useId();
  const [params] = useSearchParams();
  const period = periodParam(params.get('okres'));
  const today = new Date().toDateString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `today` renews the days at midnight
  const { days } = useMemo(() => periodRange(period), [period, today]);
  const activity = useActivity(days);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-bold text-board-950">
        Aktywność w aplikacji
      </h2>
      {activity.isPending ? <Loading label="Wczytywanie aktywności…" /> : null}
      {activity.error && !activity.data ? (
        <LoadFailed
          title="Nie udało się wczytać aktywności"
          error={activity.error}
          onRetry={() => void activity.refetch()}
          retrying={activity.isFetching}
        />
      ) : null}
      {activity.data ? (
        <div aria-busy={activity.isPlaceholderData} className="flex flex-col gap-4">
          <Details activity={activity.data} />
        </div>
      ) : null}
    </section>
  );
}
