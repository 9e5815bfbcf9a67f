import { ANSWER_PHOTO_ACCEPT, formatMegabytes } from '@kreda/shared/uploads';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '../../components/form/field-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { QuizAnswer } from './api/quiz-fragments.ts';

/** An object URL of the chosen photo, given back when the photo changes (jsdom has none). */
function usePreview(photo: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(photo);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [photo]);
  return url;
}

/** Where a photographed answer stands while it is sent: bytes going out, then the handwriting read. */
export type PhotoSending = { phase: 'uploading'; percent: number } | { phase: 'reading' };

function SendingPhoto({ sending }: { sending: PhotoSending }) {
  const id = useId();
  if (sending.phase === 'reading')
    return <Spinner label="Odczytuję pismo ze zdjęcia… To może potrwać kilka sekund." />;
  return (
    <div className="flex flex-col gap-1">
      <span id={id} className="text-sm font-medium text-board-950">
        Wysyłanie zdjęcia…
      </span>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={sending.percent}
        aria-valuetext={`${sending.percent}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-board-100"
      >
        <div className="h-full bg-board-700" style={{ width: `${sending.percent}%` }} />
      </div>
    </div>
  );
}

interface PhotoPickerProps {
  photo: File | null;
  /** A chosen file (checked by the caller) or null to take the photo off. */
  onPhoto: (file: File | null) => void;
  /** Why the photo cannot go (a local check or the server's `file` message). */
  problem: string | null;
  sending: PhotoSending | null;
  maxBytes: number;
}

/**
 * "Dodaj zdjęcie rozwiązania": on a phone the camera opens (a plain file choice sits beside it),
 * the chosen photo shows as a thumbnail with "Zrób inne" and "Usuń", and while the answer is on
 * its way the pupil sees the upload and then the reading of the handwriting.
 */
export function PhotoPicker({ photo, onPhoto, problem, sending, maxBytes }: PhotoPickerProps) {
  const ids = useId();
  const camera = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const preview = usePreview(photo);
  const busy = sending !== null;
  const describedBy = [`${ids}-hint`, problem ? `${ids}-problem` : null].filter(Boolean).join(' ');

  // After "Usuń" the button is gone: focus goes back to where a photo can be added again.
  useEffect(() => {
    if (refocus.current && !photo) {
      refocus.current = false;
      addButton.current?.focus();
    }
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) onPhoto(file);
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 font-medium text-board-950">Zdjęcie rozwiązania</legend>
      {photo ? (
        <div className="flex flex-wrap items-center gap-3">
          {preview ? (
            <img
              src={preview}
              alt={`Podgląd zdjęcia „${photo.name}”`}
              className="size-24 shrink-0 rounded-lg border border-board-200 bg-white object-cover sm:size-32"
            />
          ) : (
            <span className="min-w-0 truncate text-sm text-board-950">{photo.name}</span>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label="Zrób inne zdjęcie"
              aria-describedby={describedBy}
              disabled={busy}
              onClick={() => camera.current?.click()}
            >
              Zrób inne
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label="Usuń zdjęcie"
              disabled={busy}
              onClick={() => {
                refocus.current = true;
                onPhoto(null);
              }}
            >
              Usuń
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <button
            ref={addButton}
            type="button"
            className={buttonClass('secondary')}
            aria-describedby={describedBy}
            onClick={() => camera.current?.click()}
          >
            Dodaj zdjęcie rozwiązania
          </button>
          <Button variant="ghost" aria-describedby={describedBy} onClick={() => chooser.current?.click()}>
            Wybierz zdjęcie z urządzenia
          </Button>
        </div>
      )}
      <p id={`${ids}-hint`} className="text-sm text-ink-muted">
        JPG, PNG albo WebP do {formatMegabytes(maxBytes)}. Pismo ze zdjęcia odczyta AI – możesz też dopisać
        tekst.
      </p>
      <FieldError id={`${ids}-problem`} message={problem} />
      {sending ? (
        <div aria-live="polite">
          <SendingPhoto sending={sending} />
        </div>
      ) : null}
      <input
        ref={camera}
        type="file"
        accept={ANSWER_PHOTO_ACCEPT}
        capture="environment"
        aria-label="Zdjęcie rozwiązania z aparatu"
        tabIndex={-1}
        className="sr-only"
        onChange={onChange}
      />
      <input
        ref={chooser}
        type="file"
        accept={ANSWER_PHOTO_ACCEPT}
        aria-label="Plik ze zdjęciem rozwiązania"
        tabIndex={-1}
        className="sr-only"
        onChange={onChange}
      />
    </fieldset>
  );
}

/** The photo of an answered solution (from its signed link) beside the text read from it. */
export function AnsweredPhoto({ answer }: { answer: Pick<QuizAnswer, 'fileUrl' | 'userAnswer'> }) {
  const [broken, setBroken] = useState(false);
  if (!answer.fileUrl) return null;
  return (
    <figure className="flex flex-col gap-3 sm:flex-row sm:items-start">
      {broken ? (
        <p className="text-sm text-ink-muted sm:w-48">
          Nie udało się wczytać zdjęcia. Odśwież stronę, aby je zobaczyć.
        </p>
      ) : (
        <a
          href={answer.fileUrl}
          target="_blank"
          rel="noreferrer"
          className="block shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-board-950 sm:w-48"
        >
          <img
            src={answer.fileUrl}
            alt="Zdjęcie Twojego rozwiązania (otwiera się w nowej karcie)"
            onError={() => setBroken(true)}
            className="max-h-72 w-full rounded-lg border border-board-200 bg-white object-contain"
          />
        </a>
      )}
      <figcaption className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-sm font-semibold text-board-950">Tekst odczytany ze zdjęcia</span>
        <span className="break-words whitespace-pre-wrap text-board-950">{answer.userAnswer}</span>
      </figcaption>
    </figure>
  );
}
