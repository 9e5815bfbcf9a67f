import { useId } from 'react';

interface ProgressBarProps {
  /** What is measured, shown above the bar and naming it ("Wysyłanie stron…"). */
  label: string;
  value: number;
  max?: number;
  /** How far, in words ("3 z 8 zadań"); defaults to the percentage. */
  valueText?: string;
  className?: string;
}

/** A labelled progress bar (role="progressbar" with its value in words); the width never animates under reduced motion. */
export function ProgressBar({ label, value, max = 100, valueText, className = '' }: ProgressBarProps) {
  const id = useId();
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <span id={id} className="text-sm font-medium text-board-950">
        {label}
      </span>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={valueText ?? `${percent}%`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-board-100"
      >
        <div
          className="h-full rounded-full bg-board-700 motion-safe:transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
