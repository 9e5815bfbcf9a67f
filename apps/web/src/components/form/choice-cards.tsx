import type { ReactNode } from 'react';
import { FieldError } from './field-error.tsx';

export interface CardChoice<T extends string> {
  value: T;
  label: string;
  /** A second line under the label. */
  description?: ReactNode;
}

interface ChoiceCardsProps<T extends string> {
  /** The group's name and its first radio's id (focused on an error); the others are `${id}-${value}`. */
  id: string;
  legend: string;
  choices: readonly CardChoice<T>[];
  value: string;
  onChange: (value: T) => void;
  error?: string | undefined;
  /** Side by side from this many columns on wider screens. */
  columns?: 2 | 3;
}

/** One choice of a few, as large tappable cards (a native radio group: arrow keys move the choice). */
export function ChoiceCards<T extends string>({
  id,
  legend,
  choices,
  value,
  onChange,
  error,
  columns = 3,
}: ChoiceCardsProps<T>) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId} className="min-w-0">
      <legend className="font-medium text-board-950">{legend}</legend>
      <ul className={`mt-1.5 grid gap-2 ${columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {choices.map((choice, index) => (
          <li key={choice.value}>
            <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-board-200 px-3 py-2 text-board-950 hover:bg-board-50 has-checked:border-board-700 has-checked:bg-board-50 has-focus-visible:outline-2 has-focus-visible:outline-board-950">
              <input
                // The first radio stands for the group when an error moves focus to it.
                id={index === 0 ? id : `${id}-${choice.value}`}
                type="radio"
                name={id}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                className="size-5 shrink-0 accent-board-700"
              />
              <span className="flex min-w-0 flex-col">
                <span>{choice.label}</span>
                {choice.description ? (
                  <span className="text-sm text-ink-muted">{choice.description}</span>
                ) : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
