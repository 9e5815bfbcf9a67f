import { useId } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useWarmMarkdown } from '../../components/markdown/lazy-markdown.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { BackIcon } from '../../components/ui/icons.tsx';
import { useLiveConversations } from './api/use-live-conversations.ts';
import { ConversationList } from './conversation-list.tsx';
import { ConversationPane } from './conversation-pane.tsx';
import { NewConversation } from './new-conversation.tsx';
import type { ChatTarget } from './outgoing.ts';
import type { OpenFocus } from './use-pane-focus.ts';

interface ChatViewProps {
  /** The workspace whose conversations are listed (the solver's hidden one for the task solver). */
  workspaceId: string;
  target: ChatTarget;
  title: string;
  intro: string;
}

function openFocus(state: unknown): OpenFocus {
  const focus = (state as { focus?: unknown } | null)?.focus;
  return focus === 'conversation' || focus === 'composer' ? focus : null;
}

/**
 * The chat: the list of conversations beside the open one (`?c=<id>`) or a new one. On a phone
 * the list is its own view (`?lista=1`) with a way back, so the conversation gets the whole width.
 */
export function ChatView({ workspaceId, target, title, intro }: ChatViewProps) {
  const ids = useId();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const current = params.get('c');
  const listOpen = params.get('lista') === '1';
  useLiveConversations(workspaceId);
  // Answers are Markdown: their formatting starts while the pupil picks a conversation.
  useWarmMarkdown(current === null);

  const onDeleted = (id: string) => {
    if (id === current) void navigate({ search: listOpen ? '?lista=1' : '' }, { replace: true });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-ink-muted">{intro}</p>
      </div>
      <div className="flex min-w-0 flex-col gap-6 md:flex-row md:items-start">
        <section
          aria-labelledby={`${ids}-list`}
          className={`${listOpen ? 'flex' : 'hidden'} min-w-0 flex-col gap-3 md:sticky md:top-20 md:flex md:max-h-[calc(100dvh-6rem)] md:w-72 md:shrink-0 md:overflow-y-auto lg:w-80`}
        >
          <Link
            to={{ search: current ? `?c=${encodeURIComponent(current)}` : '' }}
            className={`${buttonClass('ghost', 'sm')} min-h-11 self-start md:hidden`}
          >
            <BackIcon className="size-5" />
            Wróć do czatu
          </Link>
          <h2 id={`${ids}-list`} className="text-lg font-bold text-board-950">
            Twoje rozmowy
          </h2>
          <Link to={{ search: '' }} className={buttonClass('primary', 'md')}>
            Nowa rozmowa
          </Link>
          <ConversationList workspaceId={workspaceId} currentId={current} onDeleted={onDeleted} />
        </section>

        <div className={`${listOpen ? 'hidden' : 'flex'} min-w-0 flex-1 flex-col gap-4 md:flex`}>
          <div className="flex flex-wrap gap-2 md:hidden">
            <Link to={{ search: '?lista=1' }} className={`${buttonClass('secondary', 'sm')} min-h-11`}>
              Twoje rozmowy
            </Link>
            {current ? (
              <Link to={{ search: '' }} className={`${buttonClass('ghost', 'sm')} min-h-11`}>
                Nowa rozmowa
              </Link>
            ) : null}
          </div>
          {current ? (
            <ConversationPane
              key={current}
              conversationId={current}
              solver={target.kind === 'solver'}
              focusOnOpen={openFocus(location.state)}
            />
          ) : (
            <NewConversation key={location.key} target={target} />
          )}
        </div>
      </div>
    </div>
  );
}
