import { formatRelativeDate } from '@kreda/shared/dates';
import { ROUTES } from '@kreda/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { answerState } from './answer-view.tsx';
import { STOP_GENERATION } from './chat-documents.ts';
import { actionProblem } from './chat-errors.ts';
import { type ChatMessage, type Conversation, rememberSentMessage, useConversation } from './chat-queries.ts';
import { Composer } from './composer.tsx';
import { MessageThread } from './message-thread.tsx';
import { type Outgoing, sendToConversation } from './send-message.ts';
import { SendProblemAlert } from './send-problem.tsx';
import { useLiveAnswer } from './use-live-answer.ts';
import { useDraft, useSender } from './use-sender.ts';

/** Where the focus goes when the conversation opens: its title (from the list) or the composer. */
export type OpenFocus = 'conversation' | 'composer' | null;

function ConversationSources({ conversation }: { conversation: Conversation }) {
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
                  : ROUTES.workspaceMaterial(conversation.workspaceId, source.id)
              }
              className="inline-block max-w-full truncate rounded-full border border-board-200 bg-white px-3 py-1 font-medium text-board-900 no-underline hover:bg-board-50"
            >
              {source.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ConversationPaneProps {
  conversationId: string;
  /** The task solver puts the camera first and shows no materials. */
  solver: boolean;
  focusOnOpen: OpenFocus;
}

/** One open conversation: its messages with the live answer, and the composer for the next one. */
export function ConversationPane({ conversationId, solver, focusOnOpen }: ConversationPaneProps) {
  const queryClient = useQueryClient();
  const conversation = useConversation(conversationId);
  const { live, clear } = useLiveAnswer(conversationId);
  const draft = useDraft();
  const sender = useSender();
  const [stopping, setStopping] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [focusNext, setFocusNext] = useState<OpenFocus>(focusOnOpen);
  const heading = useRef<HTMLHeadingElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const thread = useRef<HTMLDivElement>(null);

  const data = conversation.data;
  const messages = data?.userMessages ?? [];
  const answering = messages.some((m) => m.botResponses.some((answer) => answerState(answer, live).writing));
  const loaded = !!data;

  // Focus: the title when opened from the list, the stop button (or the box) after sending.
  useEffect(() => {
    if (!loaded || !focusNext) return;
    if (focusNext === 'conversation') heading.current?.focus();
    else (answering ? stopButton.current : textarea.current)?.focus();
    setFocusNext(null);
  }, [loaded, focusNext, answering]);

  // When the answer ends the stop button goes away: the focus it had returns to the message box.
  const wasAnswering = useRef(answering);
  useEffect(() => {
    if (wasAnswering.current && !answering) {
      setStopping(false);
      const active = document.activeElement;
      if (!active || active === document.body) textarea.current?.focus();
    }
    wasAnswering.current = answering;
  }, [answering]);

  // Screen readers hear the end of an answer once, not every word of it.
  useEffect(() => {
    if (live.status === 'done') setAnnouncement('Kreda skończyła odpowiadać.');
    else if (live.status === 'error') setAnnouncement(`Odpowiedź nie powstała. ${live.error ?? ''}`.trim());
    else if (live.status === 'streaming') setAnnouncement('');
  }, [live.status, live.error]);

  const send = async (outgoing: Outgoing): Promise<boolean> => {
    // The previous answer's live text goes; the new answer's starts from empty.
    clear();
    const message = await sender.run(outgoing, (options) =>
      sendToConversation(conversationId, outgoing, options),
    );
    if (!message) return false;
    rememberSentMessage(queryClient, conversationId, message);
    setFocusNext('composer');
    requestAnimationFrame(() =>
      thread.current
        ?.querySelector(`[data-message-id="${message.id}"]`)
        ?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }),
    );
    return true;
  };

  const onSend = async () => {
    if (await send({ message: draft.text.trim(), files: draft.files })) draft.reset();
  };

  const retry = (message: ChatMessage) => {
    void send({ message: message.message, files: [], quote: message.messageContent });
  };

  const stop = async () => {
    setStopping(true);
    try {
      await apiRequest(STOP_GENERATION, { stopConversationGenerationInput: { conversationId } });
    } catch (error) {
      setStopping(false);
      toast.error(actionProblem(error));
    }
  };

  if (conversation.isPending) return <Spinner label="Wczytywanie rozmowy…" className="py-6" />;
  if (conversation.isError || !data) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <p>{conversation.error?.message ?? 'Nie udało się wczytać rozmowy.'}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => void conversation.refetch()}
            disabled={conversation.isFetching}
          >
            Spróbuj ponownie
          </Button>
          <Link
            to={{ search: '' }}
            className="inline-flex min-h-11 items-center font-medium text-board-900 underline"
          >
            Nowa rozmowa
          </Link>
        </div>
      </div>
    );
  }

  const fields = sender.problem?.kind === 'input' ? sender.problem.fields : {};
  return (
    <section aria-labelledby="conversation-title" className="flex min-w-0 flex-col gap-4">
      <header className="flex min-w-0 flex-col gap-1">
        <h2
          id="conversation-title"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold break-words text-board-950 outline-none focus-visible:outline-2"
        >
          {data.name}
        </h2>
        <p className="text-sm text-ink-muted">Rozpoczęta: {formatRelativeDate(data.createdAt)}</p>
        {solver ? null : <ConversationSources conversation={data} />}
      </header>

      <div ref={thread} className="min-w-0">
        <MessageThread
          messages={messages}
          pending={sender.pending}
          live={live}
          conversationId={conversationId}
          slug={data.workspaceId}
          onRetry={retry}
          busy={answering || sender.sending}
        />
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>

      <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-10 flex flex-col gap-2 md:bottom-4">
        {sender.problem ? <SendProblemAlert problem={sender.problem} /> : null}
        <Composer
          text={draft.text}
          onTextChange={draft.setText}
          files={draft.files}
          onFilesChange={draft.setFiles}
          onSend={() => void onSend()}
          answering={answering}
          sending={sender.sending}
          percent={sender.percent}
          onStop={() => void stop()}
          stopping={stopping}
          textError={fields.message ?? null}
          filesError={draft.filesError ?? fields.files ?? null}
          onFilesError={draft.setFilesError}
          textareaRef={textarea}
          stopRef={stopButton}
          placeholder="Zapytaj o coś jeszcze…"
        />
      </div>
    </section>
  );
}
