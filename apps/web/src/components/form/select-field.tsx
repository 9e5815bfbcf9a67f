import type { ChangeEvent, ReactNode, SelectHTMLAttributes } from 'react';
import { inputClass } from '../ui/input-class.ts';
import { FieldError } from './field-error.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  /**
   * Text of the empty first option ("Wybierz…"); it cannot be chosen back once a value is set.
   * Without one, the first of `options` is the default (e.g. an option for "none").
   */
  placeholder?: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  /** Help under the select (what the choice changes). */
  hint?: ReactNode;
}

/** A labelled native select (the phone's own picker) with its error wired through aria-describedby. */
export function SelectField({
  id,
  label,
  value,
  options,
  placeholder,
  onChange,
  error,
  hint,
  className = '',
  ...select
}: SelectFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="font-medium text-board-950">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} truncate pr-8`}
        {...select}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
