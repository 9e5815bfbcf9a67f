import { FieldError } from '../../components/form/field-error.tsx';

/** A labelled PDF file input with its error (the server checks that it really is a PDF). */
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
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-board-950">
        Plik PDF podręcznika{required ? '' : ' (opcjonalnie)'}
      </label>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        className="min-h-12 w-full rounded-lg border border-board-300 bg-white px-3 py-2 text-base file:mr-3 file:min-h-10 file:rounded-md file:border-0 file:bg-board-100 file:px-3 file:font-semibold"
      />
      <FieldError id={error ? `${id}-error` : undefined} message={error} />
    </div>
  );
}
