import { useId } from 'react';
import type { Upload } from './use-upload.ts';

/** The files on their way, each with a progress bar. */
export function UploadList({ uploads }: { uploads: readonly Upload[] }) {
  const ids = useId();
  if (uploads.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3" aria-label="Wysyłane pliki">
      {uploads.map((upload) => (
        <li key={upload.key} className="flex flex-col gap-1">
          <span id={`${ids}-upload-${upload.key}`} className="truncate text-sm font-medium">
            Wysyłanie: {upload.name}
          </span>
          <div
            role="progressbar"
            aria-labelledby={`${ids}-upload-${upload.key}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={upload.percent}
            aria-valuetext={`${upload.percent}%`}
            className="h-2 w-full overflow-hidden rounded-full bg-board-100"
          >
            <div className="h-full bg-board-700" style={{ width: `${upload.percent}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
