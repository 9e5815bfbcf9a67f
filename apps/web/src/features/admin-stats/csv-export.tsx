import { useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { StatsRangeInput } from '../../gql/graphql.ts';
import { saveBlob } from '../../lib/download.ts';
import { useUsageCsv } from './api/get-usage-csv.ts';
import { rowsWord } from './format.ts';

// "Eksportuj CSV": the period's AI calls (day × action × model × user) made by the server and
// saved by the browser under the server's file name, with how many rows came and a warning when
// the server cut the export short.

export function CsvExport({ range }: { range: StatsRangeInput }) {
  const csv = useUsageCsv();
  const [saved, setSaved] = useState<{ rows: number; truncated: boolean } | null>(null);
  const run = () => {
    setSaved(null);
    csv.mutate(range, {
      onSuccess: (file) => {
        saveBlob(new Blob([file.content], { type: 'text/csv;charset=utf-8' }), file.filename);
        setSaved({ rows: file.rows, truncated: file.truncated });
      },
    });
  };
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" onClick={run} disabled={csv.isPending}>
        {csv.isPending ? 'Przygotowuję plik…' : 'Eksportuj CSV'}
      </Button>
      <p role="status" className="text-sm text-ink-muted">
        {saved ? `Pobrano ${rowsWord(saved.rows)}.` : ''}
      </p>
      {saved?.truncated ? (
        <FormAlert>
          Plik zawiera tylko pierwsze {rowsWord(saved.rows)}: wierszy było więcej. Wybierz krótszy okres.
        </FormAlert>
      ) : null}
      {csv.error ? <FormAlert>{csv.error.message}</FormAlert> : null}
    </div>
  );
}
