import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import type { Conversation } from './api/chat-fragments.ts';

/** The materials and notes a conversation rests on, each linking to itself. */
export function ConversationSources({ conversation }: { conversation: Conversation }) {
  const sources = conversation.sources?.sources ?? [];
  if (sources.length === 0)
    return <p className="text-sm text-ink-muted">Rozmowa bez wybranych materiałów.</p>;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
      <span className="text-ink-muted">Materiały:</span>
      <ul className="flex min-w-0 flex-wrap gap-2">
        {sources.map((source) => (
          <li key={source.id} className="max-w-full min-w-0">
            <Link
              to={
                source.__typename === 'AiNote'
                  ? ROUTES.workspaceNote(conversation.workspaceId, source.id)
                  : source.__typename === 'QuizResult'
                    ? ROUTES.workspaceQuizResult(conversation.workspaceId, source.quizWorkspaceId, source.id)
                    : source.__typename === 'LibrarySource'
                      ? ROUTES.textbook(source.podrecznikId)
                      : ROUTES.workspaceMaterial(conversation.workspaceId, source.id)
              }
              className="inline-block max-w-full truncate rounded-full border border-board-200 bg-white px-3 py-2.5 font-medium text-board-900 no-underline hover:bg-board-50"
            >
              {source.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
