import type { BillingInterval } from '@kreda/shared/enums';
import { BILLING_INTERVAL_LABELS } from '@kreda/shared/labels';
import { PERIODS } from './billing-format.ts';

/** 1 / 3 / 12 months: a native radio group (arrows move, one tab stop), drawn as a segmented switch. */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: BillingInterval;
  onChange: (period: BillingInterval) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-board-950">Okres płatności</legend>
      <div className="inline-flex w-full max-w-md rounded-xl border border-board-200 bg-white p-1 sm:w-auto">
        {PERIODS.map((period) => (
          <label
            key={period}
            className="relative flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-semibold text-board-900 has-[:checked]:bg-board-700 has-[:checked]:text-chalk has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-board-700 sm:px-5"
          >
            <input
              type="radio"
              name="period"
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
              className="sr-only"
            />
            {BILLING_INTERVAL_LABELS[period]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
