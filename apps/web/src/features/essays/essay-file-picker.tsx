import { formatMegabytes } from '@kreda/shared/uploads';
import { type ChangeEvent, useEffect, useId, useRef } from 'react';
import { FieldError } from '../../components/form/field-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { ESSAY_FILE_ACCEPT, ESSAY_PHOTO_ACCEPT } from './essay-file.ts';

interface EssayFilePickerProps {
  /** Id of the first button (focused on an error). */
  id: string;
  file: File | null;
  /** A picked file (checked by the caller) or null to take it off. */
  onFile: (file: File | null) => void;
  /** Why the file cannot go: a local check or the server's `file` message. */
  problem: string | null | undefined;
  maxBytes: number;
  /** Percent of the upload while it is sent, null otherwise. */
  uploading: number | null;
}

function UploadProgressBar({ percent }: { percent: number }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1" aria-live="polite">
      <span id={id} className="text-sm font-medium text-board-950">
        {percent < 100 ? 'Wysyłanie pracy…' : 'Wysłano – zaraz otworzy się ocena.'}
      </span>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-board-100"
      >
        <div className="h-full bg-board-700" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/**
 * A photo or PDF of a handwritten essay: on a phone "Zrób zdjęcie" opens the camera, the other
 * button picks a photo or a PDF from the device. The chosen file shows with "Usuń".
 */
export function EssayFilePicker({ id, file, onFile, problem, maxBytes, uploading }: EssayFilePickerProps) {
  const camera = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);
  const describedBy = [`${id}-hint`, problem ? `${id}-problem` : null].filter(Boolean).join(' ');
  const busy = uploading !== null;

  // After "Usuń" its button is gone: focus goes back to where a file can be added again.
  useEffect(() => {
    if (refocus.current && !file) {
      refocus.current = false;
      document.getElementById(id)?.focus();
    }
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (picked) onFile(picked);
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 font-medium text-board-950">Zdjęcie albo PDF pracy</legend>
      {file ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-board-200 px-3 py-2">
          <span className="min-w-0 flex-1 break-words text-board-950">
            {file.name} <span className="text-sm text-ink-muted">({formatMegabytes(file.size)})</span>
          </span>
          <Button
            id={id}
            variant="ghost"
            size="sm"
            aria-label={`Usuń plik „${file.name}”`}
            aria-describedby={describedBy}
            disabled={busy}
            onClick={() => {
              refocus.current = true;
              onFile(null);
            }}
          >
            Usuń
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <button
            id={id}
            type="button"
            className={buttonClass('secondary')}
            aria-describedby={describedBy}
            onClick={() => camera.current?.click()}
          >
            Zrób zdjęcie pracy
          </button>
          <Button variant="ghost" aria-describedby={describedBy} onClick={() => chooser.current?.click()}>
            Wybierz zdjęcie lub PDF
          </Button>
        </div>
      )}
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        JPG, PNG, WebP albo PDF do {formatMegabytes(maxBytes)}. Kreda odczyta pismo odręczne – zrób zdjęcie z
        góry, przy dobrym świetle, tak by cała strona była widoczna. Pracę na kilku stronach dodaj jako jeden
        PDF.
      </p>
      <FieldError id={`${id}-problem`} message={problem} />
      {uploading !== null ? <UploadProgressBar percent={uploading} /> : null}
      <input
        ref={camera}
        type="file"
        accept={ESSAY_PHOTO_ACCEPT}
        capture="environment"
        aria-label="Zdjęcie pracy z aparatu"
        tabIndex={-1}
        className="sr-only"
        onChange={onChange}
      />
      <input
        ref={chooser}
        type="file"
        accept={ESSAY_FILE_ACCEPT}
        aria-label="Plik z pracą (zdjęcie lub PDF)"
        tabIndex={-1}
        className="sr-only"
        onChange={onChange}
      />
    </fieldset>
  );
}
