import { Spinner } from '../../components/ui/spinner.tsx';
import type { WordBaseSummary } from './api/wordbase-fragments.ts';
import { isExtracting } from './wordbase-state.ts';

/** A set whose words AI is still picking, or failed to pick: what is happening and why. */
export function ExtractionStatus({ base }: { base: WordBaseSummary }) {
  if (isExtracting(base.state))
    return (
      <section className="flex flex-col gap-2 rounded-2xl border border-board-100 bg-white p-4 sm:p-6">
        <Spinner label="AI wybiera słowa…" />
        <p className="text-sm text-ink-muted">
          Kreda czyta wybrane materiały i wybiera z nich najważniejsze słowa. Zwykle trwa to chwilę – ta
          strona odświeży się sama.
        </p>
      </section>
    );
  return (
    <section
      role="alert"
      className="flex flex-col gap-2 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 sm:p-6"
    >
      <h2 className="text-lg font-bold">Nie udało się wybrać słów</h2>
      <p>{base.error ?? 'Spróbuj ponownie za chwilę.'}</p>
      <p className="text-sm">To zamówienie nie zostało wliczone do Twojego limitu.</p>
    </section>
  );
}
