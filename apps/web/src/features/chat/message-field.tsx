import { MESSAGE_FILES_MAX, MESSAGE_MAX } from '@kreda/shared/limits';
import { formatNumberPl } from '@kreda/shared/numbers';
import type { KeyboardEvent, Ref } from 'react';
import { inputClass } from '../../components/ui/input-class.ts';

/** The counter appears this close to the limit. */
const COUNTER_FROM = MESSAGE_MAX - 1000;

/** Length as the server counts it (code points). */
export const messageLength = (text: string) => [...text].length;

/** The box's own problem: too long, else the server's (or null). */
export function messageProblem(text: string, serverProblem: string | null | undefined): string | null {
  return messageLength(text) > MESSAGE_MAX
    ? `Wiadomość może mieć najwyżej ${formatNumberPl(MESSAGE_MAX)} znaków.`
    : (serverProblem ?? null);
}

interface MessageFieldProps {
  ids: string;
  text: string;
  onChange: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  disabled: boolean;
  error: string | null;
  placeholder: string;
  textareaRef?: Ref<HTMLTextAreaElement> | undefined;
}

/** The message text with its keyboard hint, the counter near the limit and its problem. */
export function MessageField({
  ids,
  text,
  onChange,
  onKeyDown,
  disabled,
  error,
  placeholder,
  textareaRef,
}: MessageFieldProps) {
  const length = messageLength(text);
  const counted = length >= COUNTER_FROM;
  const describedBy = [`${ids}-hint`, counted ? `${ids}-count` : null, error ? `${ids}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <label htmlFor={`${ids}-text`} className="sr-only">
        Twoja wiadomość
      </label>
      <textarea
        id={`${ids}-text`}
        ref={textareaRef}
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        rows={2}
        disabled={disabled}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} max-h-64 min-h-12 resize-y py-2 sm:min-h-20`}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-ink-muted">
        {/* Read with the box (aria-describedby) also where it is not shown. */}
        <p id={`${ids}-hint`} className="hidden sm:block">
          Enter – wyślij, Shift+Enter – nowa linia. Możesz dołączyć do {MESSAGE_FILES_MAX} plików: zdjęcia,
          PDF, DOCX, TXT.
        </p>
        {counted ? (
          <p id={`${ids}-count`} className={length > MESSAGE_MAX ? 'font-semibold text-red-800' : ''}>
            {formatNumberPl(length)} / {formatNumberPl(MESSAGE_MAX)} znaków
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={`${ids}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </>
  );
}
