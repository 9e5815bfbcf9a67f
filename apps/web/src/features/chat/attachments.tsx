import { useEffect, useId, useState } from 'react';

/** Thumbnails of the attached photos (object URLs, given back when the files change). */
function usePreviews(files: readonly File[]): (string | null)[] {
  const [urls, setUrls] = useState<(string | null)[]>([]);
  useEffect(() => {
    const made = files.map((file) =>
      file.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(file)
        : null,
    );
    setUrls(made);
    return () => {
      for (const url of made) if (url) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

/** The files attached to the message being written, each with a button that takes it off. */
export function AttachmentChips({
  files,
  disabled,
  onRemove,
}: {
  files: readonly File[];
  disabled: boolean;
  onRemove: (index: number) => void;
}) {
  const previews = usePreviews(files);
  if (files.length === 0) return null;
  return (
    <ul aria-label="Dołączone pliki" className="flex flex-wrap gap-2">
      {files.map((file, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be attached twice; the position tells them apart
          key={`${file.name}-${index}`}
          className="flex max-w-full min-w-0 items-center gap-2 rounded-full border border-board-200 bg-board-50 py-1 pr-1 pl-2 text-sm"
        >
          {previews[index] ? (
            <img src={previews[index] ?? undefined} alt="" className="size-7 shrink-0 rounded object-cover" />
          ) : null}
          <span className="min-w-0 truncate">{file.name}</span>
          <button
            type="button"
            onClick={() => onRemove(index)}
            disabled={disabled}
            aria-label={`Usuń plik „${file.name}”`}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-board-900 hover:bg-board-100 disabled:opacity-60"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** How much of the attached files has been sent. */
export function UploadProgressBar({ percent }: { percent: number }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <span id={id} className="text-sm font-medium">
        Wysyłanie plików…
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
