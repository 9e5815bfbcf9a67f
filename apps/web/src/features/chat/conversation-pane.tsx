import { formatRelativeDate } from '@kreda/shared/dates';
import { type ReactNode, type Ref, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { answerState } from './answer-view.tsx';
import type { ChatMessage, Conversation } from './api/chat-fragments.ts';
import { useConversation } from './api/get-conversation.ts';
import { useLiveAnswer } from './api/llm-stream.ts';
import { useSendMessage } from './api/send-message.ts';
import { ComposerDock } from './composer-dock.tsx';
import { ConversationSources } from './conversation-sources.tsx';
import { MessageThread } from './message-thread.tsx';
import type { Outgoing } from './outgoing.ts';
import { useAnswerAnnouncement } from './use-answer-announcement.ts';
import { useFollowAnswer } from './use-follow-answer.ts';
import { type OpenFocus, usePaneFocus } from './use-pane-focus.ts';
import { useDraft, useSender } from './use-sender.ts';
import { useStopAnswer } from './use-stop-answer.ts';

/** The conversation could not be read: try again, or start a new one. */
function ConversationProblem({ conversation }: { conversation: ReturnType<typeof useConversation> }) {
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

/** The title (focusable, for opening from the list), when it began and its materials. */
function ConversationHeader({
  conversation,
  solver,
  headingRef,
}: {
  conversation: Conversation;
  solver: boolean;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <header className="flex min-w-0 flex-col gap-1">
      <h2
        id="conversation-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold break-words text-board-950 outline-none focus-visible:outline-2"
      >
        {conversation.name}
      </h2>
      <p className="text-sm text-ink-muted">Rozpoczęta: {formatRelativeDate(conversation.createdAt)}</p>
      {solver ? null : <ConversationSources conversation={conversation} />}
    </header>
  );
}

/** A conversation another tool leads (a tutor's session): its own replies and words, no materials. */
export interface LeadOptions {
  /** Replies sent with one tap, shown above the message box (e.g. "Wyjaśnij wprost"). */
  quickReplies: readonly { label: string; message: string }[];
  placeholder: string;
  /** Read-only once the leading tool has ended it: the thread without the message box. */
  closed: boolean;
}

interface ConversationPaneProps {
  conversationId: string;
  /** The task solver puts the camera first and shows no materials. */
  solver: boolean;
  focusOnOpen: OpenFocus;
  lead?: LeadOptions;
}

/** The lead's one-tap replies (their labels say what they send). */
function QuickReplies({
  replies,
  disabled,
  onSend,
}: {
  replies: LeadOptions['quickReplies'];
  disabled: boolean;
  onSend: (message: string) => void;
}): ReactNode {
  if (replies.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {replies.map((reply) => (
        <Button
          key={reply.message}
          variant="secondary"
          size="sm"
          className="min-h-10"
          disabled={disabled}
          onClick={() => onSend(reply.message)}
        >
          {reply.label}
        </Button>
      ))}
    </div>
  );
}

/** One open conversation: its messages with the live answer, and the composer for the next one. */
export function ConversationPane({ conversationId, solver, focusOnOpen, lead }: ConversationPaneProps) {
  const conversation = useConversation(conversationId);
  const sendMessage = useSendMessage(conversationId);
  const { live, clear } = useLiveAnswer(conversationId);
  const draft = useDraft();
  const sender = useSender();
  const stopper = useStopAnswer(conversationId);
  const announcement = useAnswerAnnouncement(live);
  const thread = useRef<HTMLDivElement>(null);
  const dock = useRef<HTMLDivElement>(null);

  const data = conversation.data;
  const messages = data?.userMessages ?? [];
  const answering = messages.some((m) => m.botResponses.some((answer) => answerState(answer, live).writing));
  const focus = usePaneFocus(!!data, answering, focusOnOpen, stopper.done);
  useFollowAnswer(thread, dock, answering);

  const send = async (outgoing: Outgoing): Promise<boolean> => {
    // The previous answer's live text goes; the new answer's starts from empty.
    clear();
    const message = await sender.run(outgoing, (options) =>
      sendMessage.mutateAsync({ outgoing, ...options }),
    );
    if (!message) return false;
    focus.focusComposer();
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

  if (conversation.isPending) return <Spinner label="Wczytywanie rozmowy…" className="py-6" />;
  if (conversation.isError || !data) return <ConversationProblem conversation={conversation} />;

  return (
    <section aria-labelledby="conversation-title" className="flex min-w-0 flex-col gap-4">
      <ConversationHeader conversation={data} solver={solver || !!lead} headingRef={focus.heading} />

      {/* Scrolled into view or focused, nothing in the thread stays under the top bar or the composer. */}
      <div ref={thread} className="min-w-0 **:scroll-mt-20 **:scroll-mb-(--chat-dock-space)">
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

      {lead?.closed ? null : (
        <ComposerDock
          draft={draft}
          sender={sender}
          onSend={() => void onSend()}
          answering={answering}
          onStop={() => void stopper.stop()}
          stopping={stopper.stopping}
          textareaRef={focus.textarea}
          stopRef={focus.stopButton}
          dockRef={dock}
          placeholder={lead?.placeholder ?? 'Zapytaj o coś jeszcze…'}
          above={
            lead ? (
              <QuickReplies
                replies={lead.quickReplies}
                disabled={answering || sender.sending}
                onSend={(message) => void send({ message, files: [] })}
              />
            ) : null
          }
        />
      )}
    </section>
  );
}
