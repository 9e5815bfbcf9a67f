import { useId } from 'react';
import {
  LEVEL_TEXT,
  limitOf,
  progressValueText,
  remainingOf,
  remainingText,
  renewalText,
  type UsageFigures,
  type UsageLevel,
  usageLevel,
  usedPercent,
  usedText,
} from './usage-format.ts';

const BADGE: Partial<Record<UsageLevel, string>> = {
  near: 'border-amber-300 bg-amber-50 text-amber-900',
  full: 'border-red-300 bg-red-50 text-red-800',
  unlimited: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  unavailable: 'border-board-200 bg-board-50 text-ink-muted',
};

const CARD: Record<UsageLevel, string> = {
  ok: 'border-board-100',
  near: 'border-amber-400 border-2',
  full: 'border-red-400 border-2',
  unlimited: 'border-board-100',
  unavailable: 'border-dashed border-board-200',
};

const BAR: Partial<Record<UsageLevel, string>> = {
  ok: 'bg-board-700',
  near: 'bg-amber-600',
  full: 'bg-red-700',
};

function WarningIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor">
      <path d="M12 3 2 21h20L12 3Z" strokeWidth="2" strokeLinejoin="round" />
      <path d="M12 10v5M12 18v.01" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * One action of the plan: its name, how much of the limit is used in the period (a progress bar
 * with the same words for screen readers), what is left and when it renews. "Bez limitu" and
 * "Niedostępne w Twoim planie" replace the figures that do not apply; an action near or at its
 * limit says so in words as well as colour.
 */
export function UsageMeter({ label, item, now }: { label: string; item: UsageFigures; now?: Date }) {
  const labelId = useId();
  const level = usageLevel(item);
  const badge = LEVEL_TEXT[level];
  const renewal = level === 'unavailable' || level === 'unlimited' ? null : renewalText(item.renewsAt, now);

  return (
    <div className={`flex h-full min-w-0 flex-col gap-3 rounded-2xl border bg-white p-4 ${CARD[level]}`}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <h3 id={labelId} className="min-w-0 font-semibold break-words text-board-950">
          {label}
        </h3>
        {badge ? (
          <span
            className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold ${BADGE[level]}`}
          >
            {level === 'near' || level === 'full' ? <WarningIcon /> : null}
            {badge}
          </span>
        ) : null}
      </div>

      {level === 'unavailable' ? null : <p className="text-ink">{usedText(item)}</p>}

      {level === 'ok' || level === 'near' || level === 'full' ? (
        <>
          <div
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={limitOf(item)}
            aria-valuenow={Math.min(item.usage, limitOf(item))}
            aria-valuetext={progressValueText(item)}
            className="h-2.5 w-full overflow-hidden rounded-full bg-board-100"
          >
            <div className={`h-full rounded-full ${BAR[level]}`} style={{ width: `${usedPercent(item)}%` }} />
          </div>
          <p className="flex flex-wrap justify-between gap-x-3 gap-y-1 text-sm">
            <span className={level === 'ok' ? 'text-ink-muted' : 'font-semibold text-board-950'}>
              {remainingText(remainingOf(item))}
            </span>
            {renewal ? <span className="text-ink-muted">{renewal}</span> : null}
          </p>
        </>
      ) : null}
    </div>
  );
}
