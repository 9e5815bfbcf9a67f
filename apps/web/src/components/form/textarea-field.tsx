import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { inputClass } from '../ui/input-class.ts';
import { FieldError } from './field-error.tsx';

export interface TextareaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Polish message shown under the field; marks the textarea invalid. */
  error?: string | null | undefined;
  /** Help under the textarea (e.g. what to write). */
  hint?: ReactNode;
  /**
   * A line under the field that follows the text (e.g. "120 / 500 znaków", a word count). Part of
   * the field's description, read on focus rather than announced on every keystroke.
   */
  counter?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea with its hint, live counter and error wired through aria-describedby. */
export function TextareaField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  counter,
  className = '',
  rows = 4,
  ...textarea
}: TextareaFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const counterId = counter !== undefined && counter !== null ? `${id}-counter` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, counterId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="font-medium text-board-950">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} py-2 leading-relaxed`}
        {...textarea}
      />
      {hint || counterId ? (
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 text-sm text-ink-muted">
          {hint ? <p id={hintId}>{hint}</p> : null}
          {counterId ? (
            <p id={counterId} className="ml-auto tabular-nums">
              {counter}
            </p>
          ) : null}
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
