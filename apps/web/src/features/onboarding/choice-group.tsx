import type { ReactNode, Ref } from 'react';
import { FieldError } from '../../components/form/field-error.tsx';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

interface ChoiceGroupProps<T extends string> {
  id: string;
  legend: string;
  /** Receives focus when the step opens, so screen readers hear the question first. */
  legendRef?: Ref<HTMLHeadingElement>;
  hint?: ReactNode;
  type: 'radio' | 'checkbox';
  choices: readonly Choice<T>[];
  selected: readonly T[];
  onToggle: (value: T) => void;
  /** Choices that cannot be picked right now (e.g. a limit reached). */
  isDisabled?: (value: T) => boolean;
  error?: string | null;
}

/** A question with radio or checkbox answers drawn as large, tappable cards. */
export function ChoiceGroup<T extends string>({
  id,
  legend,
  legendRef,
  hint,
  type,
  choices,
  selected,
  onToggle,
  isDisabled,
  error,
}: ChoiceGroupProps<T>) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
      className="min-w-0"
    >
      <legend className="w-full">
        <h2 ref={legendRef} tabIndex={-1} className="text-xl font-bold text-board-950 outline-none">
          {legend}
        </h2>
      </legend>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {/* Under the question, not under a long list of choices: seen and heard where the pupil is. */}
      <div aria-live="polite" data-step-problem="" className="[&:not(:empty)]:mt-3">
        <FieldError id={errorId} message={error} />
      </div>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => {
          const checked = selected.includes(choice.value);
          const disabled = !checked && (isDisabled?.(choice.value) ?? false);
          return (
            <li key={choice.value}>
              <label
                className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-board-950 has-checked:border-board-700 has-checked:bg-board-50 has-focus-visible:outline-2 has-focus-visible:outline-board-950 ${
                  disabled
                    ? 'cursor-not-allowed border-board-100 text-ink-muted'
                    : 'border-board-200 hover:bg-board-50'
                }`}
              >
                <input
                  type={type}
                  name={id}
                  value={choice.value}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onToggle(choice.value)}
                  className="size-5 shrink-0 accent-board-700"
                />
                <span>{choice.label}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
