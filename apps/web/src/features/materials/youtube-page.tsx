import { ROUTES } from '@kreda/shared/routes';
import { type ReactNode, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { BackIcon } from '../../components/ui/icons.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useMaterial } from './api/get-material.ts';
import type { Material } from './api/material-fragments.ts';
import { formatTimestamp, Transcript } from './material-text.tsx';

type Video = NonNullable<Material['youtubeMetadata']>;

/** The moment asked for by `?t=` (whole seconds, never negative); 0 without one. */
export function startOf(params: URLSearchParams): number {
  const seconds = Number(params.get('t'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}

/** The caption playing at a moment: the last one that starts at or before it. */
export function partAt(video: Video, seconds: number): number | null {
  let found: number | null = null;
  for (const part of video.transcripts) if (part.start <= seconds) found = part.start;
  return found;
}

/**
 * The player behind a button: nothing is loaded from YouTube until the pupil asks (no third-party
 * request on opening the page, which matters for minors' data and for the page's speed); then the
 * privacy-enhanced player starts at the moment, and a new moment restarts it there.
 */
function Player({ videoId, title, start }: { videoId: string; title: string; start: number }) {
  const [playing, setPlaying] = useState(false);
  const at = formatTimestamp(start);
  if (!playing)
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-2xl bg-board-950 p-4 text-center text-white">
        <p className="max-w-md text-sm">Film wczyta się z serwisu YouTube dopiero po kliknięciu.</p>
        <Button onClick={() => setPlaying(true)}>{start > 0 ? `Odtwórz od ${at}` : 'Odtwórz film'}</Button>
      </div>
    );
  const query = new URLSearchParams({ start: String(start), autoplay: '1', rel: '0' });
  return (
    <iframe
      key={start}
      src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${query}`}
      title={`Odtwarzacz YouTube: ${title}`}
      className="aspect-video w-full rounded-2xl border-0"
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

function VideoView({ material, start }: { material: Material; start: number }) {
  const video = material.youtubeMetadata as Video;
  // A video without a title on YouTube is called by the pupil's name of the material.
  const title = video.title ?? material.name;
  useDocumentTitle(title);
  const current = partAt(video, start);
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold break-words text-board-950 sm:text-3xl">{title}</h1>
        <p className="text-sm text-ink-muted">
          {video.author ? `${video.author} · ` : ''}
          {start > 0 ? `od ${formatTimestamp(start)}` : 'od początku'}
        </p>
      </header>
      {video.videoId ? (
        <Player videoId={video.videoId} title={title} start={start} />
      ) : (
        <a
          href={video.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', 'md', 'self-start')}
        >
          Obejrzyj w YouTube<span className="sr-only"> (w nowej karcie)</span>
        </a>
      )}
      <section aria-labelledby="video-captions" className="flex flex-col gap-3">
        <h2 id="video-captions" className="text-lg font-bold text-board-950">
          Napisy filmu
        </h2>
        <Transcript
          video={video}
          current={current}
          momentLink={(seconds) => ({ to: `${ROUTES.youtube(material.id)}?t=${Math.floor(seconds)}` })}
        />
      </section>
    </div>
  );
}

function Problem({ title, text, workspace }: { title: string; text: string; workspace?: string }) {
  useDocumentTitle(title);
  return (
    <section data-testid="error-page" data-status="404" className="flex flex-col items-start gap-3">
      <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">{title}</h1>
      <p>{text}</p>
      <Link
        to={workspace ? ROUTES.workspaceMaterials(workspace) : ROUTES.workspaces}
        className={buttonClass('primary', 'md')}
      >
        {workspace ? 'Wróć do materiałów' : 'Przejdź do przestrzeni'}
      </Link>
    </section>
  );
}

/**
 * /app/yt/{id}: one of the pupil's YouTube materials with its player at the moment a citation
 * points to (`?t=` seconds) and its captions, each leading to its moment. Another pupil's material,
 * or one that is not a video, is not shown.
 */
export function Component() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const material = useMaterial(id);
  let body: ReactNode;
  if (material.isPending) body = <Spinner label="Wczytywanie filmu…" className="py-6" />;
  else if (
    material.isError &&
    material.error instanceof GraphQLRequestError &&
    material.error.code === 'NOT_FOUND'
  )
    body = (
      <Problem
        title="Nie znaleziono filmu"
        text="Ten film nie istnieje, został usunięty albo nie należy do Ciebie."
      />
    );
  else if (material.isError)
    body = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <h1 className="text-xl font-bold">Nie udało się wczytać filmu</h1>
        <p>{material.error.message}</p>
        <Button variant="secondary" onClick={() => void material.refetch()} disabled={material.isFetching}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  else if (!material.data.youtubeMetadata)
    body = (
      <Problem
        title="To nie jest film z YouTube"
        text="Ten materiał nie jest filmem – otwórz go wśród materiałów przestrzeni."
        workspace={material.data.workspaceId}
      />
    );
  else body = <VideoView material={material.data} start={startOf(params)} />;
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-4">
      {material.data ? (
        <Link
          to={ROUTES.workspaceMaterial(material.data.workspaceId, material.data.id)}
          className={`${textLinkClass} inline-flex min-h-10 items-center gap-1 self-start`}
        >
          <BackIcon className="size-5" />
          Materiał w przestrzeni
        </Link>
      ) : null}
      {body}
    </div>
  );
}
