import type { ReactNode } from 'react';
import { FieldError } from '../../components/form/field-error.tsx';

/** A labelled file input with its hint and error (the server checks what the file really is). */
export function FileField({
  id,
  label,
  accept,
  hint,
  onFile,
  error,
}: {
  id: string;
  label: ReactNode;
  accept: string;
  hint?: ReactNode;
  onFile: (file: File | null) => void;
  error?: string | null | undefined;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-board-950">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        className="min-h-12 w-full rounded-lg border border-board-300 bg-white px-3 py-2 text-base file:mr-3 file:min-h-10 file:rounded-md file:border-0 file:bg-board-100 file:px-3 file:font-semibold"
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={error ? `${id}-error` : undefined} message={error} />
    </div>
  );
}

/** The textbook's PDF. */
export function PdfField({
  id,
  onFile,
  error,
  required = false,
}: {
  id: string;
  onFile: (file: File | null) => void;
  error?: string | null | undefined;
  required?: boolean;
}) {
  return (
    <FileField
      id={id}
      label={`Plik PDF podręcznika${required ? '' : ' (opcjonalnie)'}`}
      accept="application/pdf,.pdf"
      onFile={onFile}
      error={error}
    />
  );
}
