import { START_NOW_CONSENT_TEXT } from '@kreda/shared/labels';
import { useId } from 'react';
import type { Purchase } from './use-purchase.ts';

export const CONSENT_TEXT = START_NOW_CONSENT_TEXT;

export const CONSENT_MISSING =
  'Zaznacz zgodę na rozpoczęcie usługi od razu — bez niej nie możemy przyjąć płatności.';

/** The buyer's required consent that the digital service starts at once (before any buy button acts). */
export function ConsentCheckbox({ consent }: { consent: Purchase['consent'] }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div
      className={`rounded-xl border bg-white p-4 ${consent.invalid ? 'border-2 border-red-600' : 'border-board-200'}`}
    >
      <div className="flex items-start gap-3">
        <input
          ref={consent.inputRef}
          id={id}
          type="checkbox"
          required
          checked={consent.checked}
          onChange={(event) => consent.onChange(event.target.checked)}
          aria-invalid={consent.invalid || undefined}
          aria-describedby={consent.invalid ? errorId : undefined}
          className="mt-0.5 size-6 shrink-0 accent-board-700"
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-ink">
          {CONSENT_TEXT} <span className="text-ink-muted">(wymagane)</span>
        </label>
      </div>
      {consent.invalid ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-800">
          {CONSENT_MISSING}
        </p>
      ) : null}
    </div>
  );
}
