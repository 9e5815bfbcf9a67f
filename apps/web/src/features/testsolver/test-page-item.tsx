import { formatMegabytes } from '@kreda/shared/uploads';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { isPdf } from './test-pages.ts';
import type { PickedPage } from './use-test-pages.ts';

/** An object URL of the photo while it is shown, given back when the photo changes or leaves. */
function usePreview(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (isPdf(file) || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

function Thumbnail({ page, label }: { page: PickedPage; label: string }) {
  const preview = usePreview(page.file);
  const box = 'h-24 w-18 shrink-0 rounded-lg border border-board-200 bg-white';
  if (preview) return <img src={preview} alt={label} className={`${box} object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${box} flex items-center justify-center text-sm font-bold text-board-800`}
    >
      {isPdf(page.file) ? 'PDF' : 'Zdjęcie'}
    </span>
  );
}

export interface PageItemProps {
  page: PickedPage;
  index: number;
  count: number;
  /** Prefix of the buttons' ids, so focus can be put back on them after a move or a removal. */
  idPrefix: string;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onRetake: () => void;
  onRemove: () => void;
}

export const pageButtonId = (prefix: string, pageId: string, action: 'up' | 'down' | 'retake' | 'remove') =>
  `${prefix}-${pageId}-${action}`;

/** One page: its thumbnail, its place, and the buttons that move, retake or remove it. */
export function PageItem({ page, index, count, idPrefix, busy, onMove, onRetake, onRemove }: PageItemProps) {
  const pdf = isPdf(page.file);
  const name = pdf ? 'Sprawdzian (PDF)' : `Strona ${index + 1}`;
  const which = pdf ? 'PDF' : `strona ${index + 1}`;
  const button = (action: 'up' | 'down' | 'retake' | 'remove') => pageButtonId(idPrefix, page.id, action);
  return (
    <li className="flex min-w-0 gap-3 rounded-xl border border-board-100 bg-board-50 p-2">
      <Thumbnail page={page} label={`${name}: ${page.file.name}`} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="min-w-0 break-words">
          <span className="font-semibold text-board-950">{name}</span>
          <span className="block text-sm text-ink-muted">
            {page.file.name} ({formatMegabytes(page.file.size)})
          </span>
        </p>
        <div className="flex flex-wrap gap-1">
          {pdf ? null : (
            <>
              <Button
                id={button('up')}
                variant="ghost"
                size="sm"
                aria-label={`W górę, ${which}`}
                disabled={busy || index === 0}
                onClick={() => onMove(-1)}
              >
                W górę
              </Button>
              <Button
                id={button('down')}
                variant="ghost"
                size="sm"
                aria-label={`W dół, ${which}`}
                disabled={busy || index === count - 1}
                onClick={() => onMove(1)}
              >
                W dół
              </Button>
              <Button
                id={button('retake')}
                variant="ghost"
                size="sm"
                aria-label={`Zrób ponownie, ${which}`}
                disabled={busy}
                onClick={onRetake}
              >
                Zrób ponownie
              </Button>
            </>
          )}
          <Button
            id={button('remove')}
            variant="ghost"
            size="sm"
            aria-label={`Usuń, ${which}`}
            disabled={busy}
            onClick={onRemove}
          >
            Usuń
          </Button>
        </div>
      </div>
    </li>
  );
}
