import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import type { QuizAnswer } from './api/quiz-fragments.ts';

type Citation = NonNullable<QuizAnswer['citation']>;

/** `m:ss` or `h:mm:ss` of a moment in a recording. */
function formatMoment(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Where the passage sits: "str. 3", "1:15", or nothing for a short text. */
function placeOf(citation: Citation): string | null {
  if (citation.page !== null) return `str. ${citation.page}`;
  if (citation.startSeconds !== null) return formatMoment(citation.startSeconds);
  return null;
}

/** The page of the cited material or note in this workspace; none for other kinds of source. */
function hrefOf(slug: string, citation: Citation): string | null {
  if (citation.sourceKind === 'AI_NOTE') return ROUTES.workspaceNote(slug, citation.sourceId);
  if (citation.sourceKind === 'USER_DOC' || citation.sourceKind === 'YOUTUBE')
    return ROUTES.workspaceMaterial(slug, citation.sourceId);
  return null;
}

/** The passage the question was made from, with a link to its material (like the chat's sources). */
export function QuizCitation({ citation, slug }: { citation: Citation; slug: string }) {
  const place = placeOf(citation);
  const href = hrefOf(slug, citation);
  return (
    <figure className="flex flex-col gap-1.5">
      <figcaption className="text-sm font-semibold text-board-950">
        Źródło:{' '}
        {href ? (
          <Link
            to={href}
            className="inline-flex min-h-10 items-center font-medium break-words text-board-700 underline underline-offset-2 hover:text-board-900"
          >
            {citation.sourceName}
          </Link>
        ) : (
          <span className="font-medium">{citation.sourceName}</span>
        )}
        {place ? <span className="font-normal text-ink-muted">, {place}</span> : null}
      </figcaption>
      <blockquote className="border-l-4 border-board-200 pl-3 text-sm break-words whitespace-pre-line text-ink-muted">
        {citation.text}
      </blockquote>
    </figure>
  );
}
