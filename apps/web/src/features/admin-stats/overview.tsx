import { type ReactNode, useId } from 'react';
import type { AdminStats, AiTotals } from './api/get-admin-stats.ts';
import { CodeName } from './code-name.tsx';
import { callsWord, formatCost, formatCount } from './format.ts';

// The dashboard's first screen: accounts, activity, AI today and this month as cards; the models
// without a price; the most used actions; the jobs that failed in the last day.

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4"
    >
      <h2 id={id} className="text-lg font-bold text-board-950">
        {title}
      </h2>
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-3">{children}</dl>
    </section>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string | null }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-2xl font-bold break-words text-board-950 tabular-nums">{value}</dd>
      {note ? <dd className="text-xs text-ink-muted">{note}</dd> : null}
    </div>
  );
}

function AiCard({ title, totals }: { title: string; totals: AiTotals }) {
  const tokens = totals.tokensPrompt + totals.tokensOutput;
  return (
    <Card title={title}>
      <Figure label="Wywołania" value={formatCount(totals.calls)} />
      <Figure
        label="Tokeny"
        value={formatCount(tokens)}
        note={`${formatCount(totals.tokensPrompt)} wejście, ${formatCount(totals.tokensOutput)} wyjście`}
      />
      <Figure
        label="Koszt"
        value={formatCost(totals.cost, totals.calls, totals.unpricedCalls)}
        note={totals.unpricedCalls > 0 ? `${callsWord(totals.unpricedCalls)} bez ceny` : null}
      />
    </Card>
  );
}

function UnpricedModels({ models }: { models: readonly string[] }) {
  const id = useId();
  if (!models.length) return null;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id={id} className="text-lg font-bold">
        Modele bez ceny — uzupełnij AI_PRICES
      </h2>
      <p className="text-sm">
        Ich wywołania w ostatnich 30 dniach nie mają kosztu: koszty na tej stronie ich nie obejmują.
      </p>
      <ul className="flex flex-col gap-1 text-sm">
        {models.map((model) => (
          <li key={model}>
            <CodeName>{model}</CodeName>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TopActions({ actions }: { actions: AdminStats['topActions'] }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4"
    >
      <h2 id={id} className="text-lg font-bold text-board-950">
        Najczęstsze akcje AI (30 dni)
      </h2>
      {actions.length ? (
        <ol className="flex flex-col gap-2">
          {actions.map((action) => (
            <li
              key={action.action}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5"
            >
              <span className="min-w-0 text-sm text-board-950">
                <CodeName>{action.action}</CodeName>
              </span>
              <span className="text-sm text-ink-muted tabular-nums">
                {callsWord(action.count)} · {formatCost(action.cost, action.count, action.unpricedCalls)}
                {action.unpricedCalls > 0 && action.unpricedCalls < action.count
                  ? ` (${formatCount(action.unpricedCalls)} bez ceny)`
                  : null}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-ink-muted">Brak wywołań AI w ostatnich 30 dniach.</p>
      )}
    </section>
  );
}

function FailingJobs({ jobs }: { jobs: AdminStats['failingJobs'] }) {
  const id = useId();
  const failed = jobs.filter((job) => job.count > 0);
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4"
    >
      <h2 id={id} className="text-lg font-bold text-board-950">
        Nieudane zadania w tle (ostatnia doba)
      </h2>
      {failed.length ? (
        <ul className="flex flex-col gap-2">
          {failed.map((job) => (
            <li
              key={job.queue}
              className="flex flex-wrap items-baseline justify-between gap-x-3 text-red-900"
            >
              <span className="min-w-0 text-sm">
                <CodeName>{job.queue}</CodeName>
              </span>
              <span className="font-semibold tabular-nums">{formatCount(job.count)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">Brak nieudanych zadań w ostatniej dobie.</p>
      )}
    </section>
  );
}

export function Overview({ stats }: { stats: AdminStats }) {
  return (
    <div className="flex flex-col gap-4">
      <UnpricedModels models={stats.unpricedModels} />
      <div className="grid gap-4 md:grid-cols-2">
        <Card title="Użytkownicy">
          <Figure label="Łącznie" value={formatCount(stats.usersTotal)} />
          <Figure label="Nowi (7 dni)" value={formatCount(stats.usersNew7)} />
          <Figure label="Nowi (30 dni)" value={formatCount(stats.usersNew30)} />
        </Card>
        <Card title="Aktywni">
          <Figure label="Dziś" value={formatCount(stats.activeToday)} />
          <Figure label="7 dni" value={formatCount(stats.active7)} />
          <Figure label="30 dni" value={formatCount(stats.active30)} />
        </Card>
        <AiCard title="AI dziś" totals={stats.aiToday} />
        <AiCard title="AI w tym miesiącu" totals={stats.aiMonth} />
        <TopActions actions={stats.topActions} />
        <FailingJobs jobs={stats.failingJobs} />
      </div>
    </div>
  );
}
