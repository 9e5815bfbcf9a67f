import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Markdown } from '../../components/markdown/lazy-markdown.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AnswerActions } from './answer-actions.tsx';
import { AnswerSources } from './answer-sources.tsx';
import type { BotAnswer } from './api/chat-fragments.ts';
import { linkCitations } from './citations.ts';
import type { LiveAnswer } from './stream-text.ts';

/** What an answer shows now: the saved answer, or the live text while it is being written. */
export function answerState(answer: BotAnswer, live: LiveAnswer | null) {
  const here = live && live.botMessageId === answer.id ? live : null;
  const ended = here?.status === 'done' || here?.status === 'error';
  const writing = answer.isFetching && !ended;
  const error = answer.isError
    ? (answer.error ?? 'Nie udało się wygenerować odpowiedzi.')
    : answer.isFetching && here?.status === 'error'
      ? here.error
      : null;
  const text = error ? '' : answer.isFetching && here ? here.text : answer.content;
  return { writing, error, text };
}

/** A subtle blinking block after the growing text; screen readers skip it. */
function Cursor() {
  return (
    <span
      aria-hidden="true"
      data-testid="stream-cursor"
      className="ml-0.5 inline-block h-4 w-1.5 rounded-sm bg-board-300 align-middle motion-safe:animate-pulse"
    />
  );
}

interface AnswerViewProps {
  answer: BotAnswer;
  live: LiveAnswer | null;
  conversationId: string;
  /** The workspace whose materials and notes the answer links to. */
  slug: string;
  /** Sends the question again (offered on a failed answer). */
  onRetry?: (() => void) | undefined;
  retryDisabled?: boolean;
}

/** One AI answer: Markdown with formulas and linked citations, its sources and its actions. */
export function AnswerView({ answer, live, conversationId, slug, onRetry, retryDisabled }: AnswerViewProps) {
  const navigate = useNavigate();
  const { writing, error, text } = answerState(answer, live);

  // Links in the Markdown are plain <a>: the app's own ones open without reloading the page.
  const routeLinks = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || link?.target) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <div
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4"
      aria-busy={writing || undefined}
      data-testid="answer"
    >
      <p className="text-sm font-semibold text-board-700">Kreda</p>
      {error ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          <p>{error}</p>
          {onRetry ? (
            <Button
              variant="secondary"
              size="sm"
              className="min-h-11"
              onClick={onRetry}
              disabled={retryDisabled}
            >
              Spróbuj ponownie
            </Button>
          ) : null}
        </div>
      ) : text === '' && writing ? (
        <p className="text-ink-muted">
          Kreda myśli…
          <Cursor />
        </p>
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: only routes clicks of the links inside, which are the interactive elements
        // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this click too
        <div onClick={routeLinks} className="min-w-0">
          <Markdown
            content={linkCitations(text, writing ? [] : answer.citations, slug)}
            streaming={writing}
          />
          {writing ? <Cursor /> : null}
        </div>
      )}
      {answer.stopped ? <p className="text-sm text-ink-muted">Odpowiedź zatrzymana.</p> : null}

      {!writing && !error ? <AnswerSources citations={answer.citations} slug={slug} /> : null}
      <AnswerActions answer={answer} conversationId={conversationId} slug={slug} shown={!writing && !error} />
    </div>
  );
}
