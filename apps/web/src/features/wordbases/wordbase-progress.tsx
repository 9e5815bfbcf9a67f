import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import type { WordBaseSummary } from './api/wordbase-fragments.ts';

/** How much of the set the pupil remembers, what is due today and what is new. */
export function WordBaseProgress({ base }: { base: WordBaseSummary }) {
  const percent = Math.round(base.progress * 100);
  return (
    <div className="flex flex-col gap-2">
      <ProgressBar
        label="Opanowane"
        value={percent}
        valueText={`${percent}% – tyle słów pamiętasz na pewno`}
      />
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className={base.dueCount > 0 ? 'font-semibold text-board-950' : 'text-ink-muted'}>
          Do powtórki dziś: {base.dueCount}
        </span>
        <span className="text-ink-muted">Nowe: {base.newCount}</span>
      </p>
    </div>
  );
}
