import { Link } from 'react-router';
import type { Material } from './api/material-fragments.ts';

/** `m:ss` or `h:mm:ss` of a moment in a video. */
export function formatTimestamp(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * A video's captions, each leading to its moment on the video's page (`/app/yt/{id}?t=`); the
 * caption playing there (`current`, its start) is marked.
 */
export function Transcript({
  video,
  momentLink,
  current = null,
}: {
  video: NonNullable<Material['youtubeMetadata']>;
  momentLink: (seconds: number) => { to: string };
  current?: number | null;
}) {
  if (video.transcripts.length === 0) return <p className="text-ink-muted">Ten film nie ma napisów.</p>;
  return (
    <ol className="flex flex-col gap-4">
      {video.transcripts.map((part) => (
        <li
          key={part.start}
          className={`flex min-w-0 flex-col gap-1 sm:flex-row sm:gap-4 ${part.start === current ? '-mx-2 rounded-lg bg-board-50 px-2 py-1' : ''}`}
        >
          <Link
            {...momentLink(part.start)}
            aria-current={part.start === current ? 'time' : undefined}
            className="inline-flex min-h-11 shrink-0 items-start font-mono font-semibold text-board-800 underline-offset-2 hover:underline sm:min-h-0 sm:w-16"
          >
            {formatTimestamp(part.start)}
            <span className="sr-only"> – obejrzyj od tego miejsca</span>
          </Link>
          <p className="min-w-0 break-words">{part.text}</p>
        </li>
      ))}
    </ol>
  );
}

interface PageText {
  page: number | null;
  text: string;
}

/** The read text split by page (segments of one page joined), in page order. */
export function textByPage(material: Pick<Material, 'segments' | 'content'>): PageText[] {
  if (material.segments.length === 0) return material.content ? [{ page: null, text: material.content }] : [];
  const pages: PageText[] = [];
  for (const segment of material.segments) {
    const last = pages.at(-1);
    if (last && last.page === segment.page) last.text += `\n\n${segment.text}`;
    else pages.push({ page: segment.page, text: segment.text });
  }
  return pages;
}

/** The text read from a document, by page, marking pages read from a scan. */
export function ExtractedText({ material }: { material: Material }) {
  const pages = textByPage(material);
  if (pages.length === 0 || pages.every((item) => !item.text.trim())) {
    return <p className="text-ink-muted">W tym materiale nie znaleziono tekstu.</p>;
  }
  const paged = pages.some((item) => item.page !== null);
  return (
    <div className="flex flex-col gap-5">
      {pages.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pages do not move; their order is their identity
        <article key={index} className="min-w-0">
          {paged && item.page !== null ? (
            <h3 className="text-base font-bold text-board-950">
              Strona {item.page}
              {material.ocrPages.includes(item.page) ? (
                <span className="ml-2 text-sm font-normal text-ink-muted">(odczytane ze skanu)</span>
              ) : null}
            </h3>
          ) : null}
          <p className="mt-1 break-words whitespace-pre-wrap">{item.text}</p>
        </article>
      ))}
    </div>
  );
}
