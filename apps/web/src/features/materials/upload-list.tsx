import { ROUTES } from '@kreda/shared/routes';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { useMaterials } from './api/get-materials.ts';
import type { Upload } from './use-upload.ts';

function Sending({
  upload,
  percent,
  cancelling,
  onCancel,
}: {
  upload: Upload;
  percent: number;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const ids = useId();
  return (
    <div className="flex items-center gap-3">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p id={`${ids}-label`} className="flex justify-between gap-2 text-sm font-medium text-board-950">
          <span className="truncate">
            {cancelling ? 'Anulowanie' : 'Wysyłanie'}: {upload.name}
          </span>
          {/* The bar says it to screen readers; the live region is not told every percent. */}
          <span aria-hidden="true" className="shrink-0 tabular-nums">
            {percent}%
          </span>
        </p>
        <div
          role="progressbar"
          aria-labelledby={`${ids}-label`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          className="h-2 w-full overflow-hidden rounded-full bg-board-100"
        >
          <div className="h-full bg-board-700" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="min-h-11 shrink-0"
        onClick={onCancel}
        disabled={cancelling}
        aria-label={`Anuluj wysyłanie „${upload.name}”`}
      >
        Anuluj
      </Button>
    </div>
  );
}

function Outcome({ upload, slug }: { upload: Upload; slug: string }) {
  const { state } = upload;
  if (state.phase === 'refused') return <FormAlert>{state.message}</FormAlert>;
  if (state.phase === 'cancelled') {
    return (
      <FormAlert tone="info">
        Anulowano wysyłanie „<span className="break-words">{upload.name}</span>”. Nic nie zostało dodane.
      </FormAlert>
    );
  }
  if (state.phase !== 'added') return null;
  return <Added name={upload.name} slug={slug} materialId={state.materialId} />;
}

/**
 * An added file, told as its row in the list below says it: read, failed, or still being read
 * (the list is kept live; the notice said "odczytuje" long after the row said "Gotowe").
 */
function Added({ name, slug, materialId }: { name: string; slug: string; materialId: string }) {
  const materials = useMaterials(slug);
  const material = materials.data?.find((doc) => doc.id === materialId);
  const reading =
    material?.state === 'SOLVED'
      ? 'Tekst jest gotowy, Kreda może z niego korzystać.'
      : material?.state === 'UPLOAD_FAILED' || material?.state === 'SOLVING_FAILED'
        ? 'Nie udało się odczytać z niego tekstu.'
        : 'Kreda odczytuje z niego tekst.';
  return (
    <FormAlert tone="info">
      Dodano „<span className="break-words">{name}</span>”. {reading}{' '}
      <Link
        to={ROUTES.workspaceMaterial(slug, materialId)}
        className={`${textLinkClass} inline-flex min-h-10 items-center`}
      >
        Otwórz materiał
      </Link>
    </FormAlert>
  );
}

/**
 * What happened to the picked files, right under the picker: progress with "Anuluj", then added,
 * refused or cancelled. It scrolls into view (clear of the sticky header and the bottom bar)
 * whenever something changes, so a pupil on a phone sees it without looking for it.
 */
export function UploadList({
  uploads,
  slug,
  onCancel,
}: {
  uploads: readonly Upload[];
  slug: string;
  onCancel: (key: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const phases = uploads.map((upload) => `${upload.key}:${upload.state.phase}`).join(' ');

  useEffect(() => {
    if (phases) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [phases]);

  return (
    <div ref={box} aria-live="polite" className="scroll-mt-20 scroll-mb-28 empty:hidden md:scroll-mb-4">
      {uploads.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label="Dodawane pliki">
          {uploads.map((upload) => (
            <li key={upload.key}>
              {upload.state.phase === 'sending' ? (
                <Sending
                  upload={upload}
                  percent={upload.state.percent}
                  cancelling={upload.state.cancelling}
                  onCancel={() => onCancel(upload.key)}
                />
              ) : (
                <Outcome upload={upload} slug={slug} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
