import { ROUTES } from '@kreda/shared/routes';
import { type MouseEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Markdown } from '../../components/markdown/lazy-markdown.tsx';
import { Button } from '../../components/ui/button.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import type { BotAnswer } from './api/chat-fragments.ts';
import { useGenerateNote } from './api/generate-note.ts';
import { actionProblem } from './chat-errors.ts';
import { citationHref, citationPlace, linkCitations } from './citations.ts';
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
  const [note, setNote] = useState<{ id: string; name: string; workspaceId: string } | null>(null);
  const generateNote = useGenerateNote();
  const makingNote = generateNote.isPending;
  const [problem, setProblem] = useState<string | null>(null);

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

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(answer.content);
      toast.success('Skopiowano');
    } catch {
      toast.error('Nie udało się skopiować. Zaznacz tekst i skopiuj go ręcznie.');
    }
  };

  const makeNote = async () => {
    setProblem(null);
    try {
      const made = await generateNote.mutateAsync({ conversationId, botMessageId: answer.id });
      setNote(made);
      const href = ROUTES.workspaceNote(made.workspaceId, made.id);
      toast.success(`Utworzono notatkę „${made.name}”`, {
        action: { label: 'Otwórz', onClick: () => void navigate(href) },
      });
    } catch (failure) {
      setProblem(actionProblem(failure));
    }
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
          <Markdown content={linkCitations(text, writing ? [] : answer.citations, slug)} />
          {writing ? <Cursor /> : null}
        </div>
      )}
      {answer.stopped ? <p className="text-sm text-ink-muted">Odpowiedź zatrzymana.</p> : null}

      {!writing && !error && answer.citations.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-board-950">Źródła</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {answer.citations.map((citation) => {
              const place = citationPlace(citation);
              return (
                <li key={citation.number} className="max-w-full">
                  <Link
                    to={citationHref(slug, citation)}
                    title={citation.excerpt}
                    className="inline-flex min-h-9 max-w-full items-center gap-1 rounded-full border border-board-200 bg-board-50 px-3 text-sm font-medium text-board-900 no-underline hover:bg-board-100"
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
      ) : null}

      {!writing && !error && answer.content.trim() !== '' ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" className="min-h-11" onClick={() => void copy()}>
            Kopiuj odpowiedź
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="min-h-11"
            onClick={() => void makeNote()}
            disabled={makingNote}
            aria-busy={makingNote || undefined}
          >
            {makingNote ? 'Tworzenie notatki…' : 'Zrób notatkę'}
          </Button>
        </div>
      ) : null}
      {note ? (
        <p className="text-sm">
          <Link to={ROUTES.workspaceNote(note.workspaceId, note.id)} className={textLinkClass}>
            Otwórz notatkę „{note.name}”
          </Link>
        </p>
      ) : null}
      {problem ? <FormAlert>{problem}</FormAlert> : null}
    </div>
  );
}
