import { Link } from 'react-router';
import type { BotAnswer } from './api/chat-fragments.ts';
import { citationHref, citationPlace } from './citations.ts';

/** "Źródła": each cited passage as a chip linking to its place (page, moment of a video). */
export function AnswerSources({ citations, slug }: { citations: BotAnswer['citations']; slug: string }) {
  if (citations.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-board-950">Źródła</h3>
      <ul className="mt-1 flex flex-wrap gap-2">
        {citations.map((citation) => {
          const place = citationPlace(citation);
          return (
            <li key={citation.number} className="max-w-full">
              <Link
                to={citationHref(slug, citation)}
                title={citation.excerpt}
                className="inline-flex min-h-10 min-w-10 max-w-full items-center gap-1 rounded-full border border-board-200 bg-board-50 px-3 text-sm font-medium text-board-900 no-underline hover:bg-board-100"
              >
                <span className="shrink-0">[{citation.number}]</span>
                <span className="truncate">{citation.name}</span>
                {place ? <span className="shrink-0 text-ink-muted">· {place}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
