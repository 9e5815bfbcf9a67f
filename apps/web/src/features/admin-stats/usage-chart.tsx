import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { type ChartTable, chartSummary, formatMeasure, type Measure } from './chart-data.ts';
import { SERIES_COLORS } from './chart-options.ts';
import { CodeName } from './code-name.tsx';
import { fullDay } from './format.ts';
import { ScrollRegion } from './scroll-region.tsx';
import { UplotChart } from './uplot-chart.tsx';

// One usage chart as a figure: its caption (title and the numbers in a sentence), a legend, the
// canvas, and the same numbers as a table behind "Pokaż dane w tabeli" — a canvas says nothing
// to a screen reader, and a table is easier to read exactly.

function Legend({ table, measure }: { table: ChartTable; measure: Measure }) {
  return (
    <ul aria-label="Legenda" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {table.series.map((series, i) => (
        <li key={series.label} className="flex min-w-0 items-center gap-2">
          <span
            aria-hidden="true"
            className={`inline-block size-3 shrink-0 rounded-sm ${SERIES_COLORS[i % SERIES_COLORS.length]}`}
          />
          <span className="min-w-0">
            <CodeName>{series.label}</CodeName>
          </span>
          <span className="text-ink-muted">{formatMeasure(series.total, measure)}</span>
        </li>
      ))}
    </ul>
  );
}

function DataTable({
  id,
  title,
  table,
  measure,
}: {
  id: string;
  title: string;
  table: ChartTable;
  measure: Measure;
}) {
  return (
    <ScrollRegion id={id} label={`${title} – tabela`}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr className="border-b border-board-100 text-left">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Dzień
            </th>
            {table.series.map((series) => (
              <th key={series.label} scope="col" className="py-2 pr-3 text-right font-semibold">
                <CodeName>{series.label}</CodeName>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.days.map((day, i) => (
            <tr key={day} className="border-b border-board-50">
              <th scope="row" className="py-1.5 pr-3 text-left font-normal whitespace-nowrap">
                {fullDay(day)}
              </th>
              {table.series.map((series) => (
                <td key={series.label} className="py-1.5 pr-3 text-right tabular-nums whitespace-nowrap">
                  {formatMeasure(series.values[i] ?? 0, measure)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function UsageChart({
  title,
  table,
  measure,
}: {
  title: string;
  table: ChartTable;
  measure: Measure;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <figure className="m-0 flex min-w-0 flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4">
      <figcaption className="flex flex-col gap-1">
        <span className="text-lg font-bold text-board-950">{title}</span>
        <span className="text-sm text-ink-muted">{chartSummary(table, measure)}</span>
      </figcaption>
      {table.series.length ? (
        <>
          <Legend table={table} measure={measure} />
          <UplotChart table={table} measure={measure} />
        </>
      ) : null}
      <div>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? `${id}-table` : undefined}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? 'Ukryj tabelę' : 'Pokaż dane w tabeli'}
        </Button>
      </div>
      {open ? <DataTable id={`${id}-table`} title={title} table={table} measure={measure} /> : null}
    </figure>
  );
}
