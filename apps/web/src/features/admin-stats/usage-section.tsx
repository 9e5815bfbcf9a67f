import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed, Loading } from '../../components/ui/load-states.tsx';
import { ActionCosts } from './action-costs.tsx';
import { type UsageDay, useUsage } from './api/get-usage.ts';
import { chartTable, type Measure } from './chart-data.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { CsvExport } from './csv-export.tsx';
import { type Period, periodParam, periodRange } from './period.ts';
import { UsageChart } from './usage-chart.tsx';

// The dashboard's period (7, 30 or 90 days, kept in the address as `?okres=`): AI calls or their
// cost per day by action and by model, the cost of each action, and the CSV export of the period.

const PERIOD_OPTIONS = [
  { value: 7, label: '7 dni' },
  { value: 30, label: '30 dni' },
  { value: 90, label: '90 dni' },
] as const satisfies readonly { value: Period; label: string }[];

const MEASURE_OPTIONS = [
  { value: 'calls', label: 'Wywołania' },
  { value: 'cost', label: 'Koszt' },
] as const satisfies readonly { value: Measure; label: string }[];

function Charts({ usage, days, measure }: { usage: readonly UsageDay[]; days: string[]; measure: Measure }) {
  const byAction = useMemo(() => chartTable(usage, days, 'byAction', measure), [usage, days, measure]);
  const byModel = useMemo(() => chartTable(usage, days, 'byModel', measure), [usage, days, measure]);
  const what = measure === 'calls' ? 'Wywołania AI' : 'Koszt AI';
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <UsageChart title={`${what} dziennie według akcji`} table={byAction} measure={measure} />
      <UsageChart title={`${what} dziennie według modelu`} table={byModel} measure={measure} />
    </div>
  );
}

export function UsageSection() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const period = periodParam(params.get('okres'));
  const [measure, setMeasure] = useState<Measure>('calls');
  // The day list and range change at midnight, not on every render (one cache entry a day).
  const today = new Date().toDateString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `today` renews the range at midnight
  const { range, days } = useMemo(() => periodRange(period), [period, today]);
  const usage = useUsage(range);

  const choosePeriod = (next: Period) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('okres', String(next));
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-bold text-board-950">
        Użycie AI w okresie
      </h2>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <ChoiceGroup legend="Okres" options={PERIOD_OPTIONS} value={period} onChange={choosePeriod} />
        <ChoiceGroup
          legend="Wykresy pokazują"
          options={MEASURE_OPTIONS}
          value={measure}
          onChange={setMeasure}
        />
      </div>
      <CsvExport range={range} />
      {usage.error && !usage.data ? (
        <LoadFailed
          title="Nie udało się wczytać użycia AI"
          error={usage.error}
          onRetry={() => void usage.refetch()}
          retrying={usage.isFetching}
        />
      ) : null}
      {usage.isPending ? <Loading label="Wczytywanie użycia AI…" /> : null}
      {usage.data ? (
        <div aria-busy={usage.isPlaceholderData} className="flex flex-col gap-4">
          <Charts usage={usage.data.getAggregatedUsage} days={days} measure={measure} />
          <ActionCosts actions={usage.data.getActionCost} busy={usage.isPlaceholderData} />
        </div>
      ) : null}
    </section>
  );
}
