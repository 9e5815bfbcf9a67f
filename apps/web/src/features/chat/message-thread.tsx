import { AnswerView } from './answer-view.tsx';
import type { ChatMessage } from './api/chat-fragments.ts';
import { EssayCall } from './essay-call.tsx';
import type { LiveAnswer } from './stream-text.ts';
import { ZadanieCall } from './zadanie-call.tsx';

/** A message on its way to the server, shown at once as the pupil's bubble. */
export interface PendingMessage {
  message: string;
  fileNames: string[];
}

const isImage = (contentType: string) => contentType.startsWith('image/');

/** The pupil's bubble: the task or passage asked about, the text, and the attached photos and files. */
export function PupilMessage({
  message,
  quote,
  task,
  files,
  sendingFiles,
}: {
  message: string;
  quote?: string | null | undefined;
  /** The test's task the message asks about. */
  task?: ChatMessage['zadanieCall'] | undefined;
  files: ChatMessage['messageFiles'];
  /** Names of the files still on their way. */
  sendingFiles?: readonly string[];
}) {
  return (
    <div className="ml-auto flex max-w-[88%] min-w-0 flex-col gap-2 rounded-2xl bg-board-100 px-4 py-3 text-board-950 sm:max-w-[80%]">
      <p className="sr-only">Ty:</p>
      <ZadanieCall task={task ?? null} />
      {quote ? (
        <blockquote className="border-l-4 border-board-300 pl-3 text-sm break-words whitespace-pre-wrap text-ink-muted">
          <span className="sr-only">Cytowany fragment: </span>
          {quote}
        </blockquote>
      ) : null}
      <p className="break-words whitespace-pre-wrap">{message}</p>
      {files.length > 0 ? (
        <ul aria-label="Załączniki" className="flex flex-wrap gap-2">
          {files.map((file) => (
            <li key={file.fileId} className="max-w-full min-w-0">
              <a
                href={file.fileUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex max-w-full items-center gap-2 rounded-lg bg-white p-1 text-sm font-medium text-board-900 underline-offset-2 hover:underline"
              >
                {isImage(file.contentType) ? (
                  <img
                    src={file.fileUrl}
                    alt={file.originalFileName}
                    className="max-h-40 max-w-full rounded object-contain"
                  />
                ) : (
                  <span className="truncate px-1">{file.originalFileName}</span>
                )}
                <span className="sr-only"> (otwiera się w nowej karcie)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {sendingFiles && sendingFiles.length > 0 ? (
        <p className="text-sm break-words text-ink-muted">Załączniki: {sendingFiles.join(', ')}</p>
      ) : null}
    </div>
  );
}

interface MessageThreadProps {
  messages: readonly ChatMessage[];
  pending: PendingMessage | null;
  live: LiveAnswer;
  conversationId: string;
  slug: string;
  onRetry: (message: ChatMessage) => void;
  busy: boolean;
}

/**
 * Where a led conversation (a tutor's session) begins: its opening instruction is the tutor's,
 * not the pupil's words, so it is a marker rather than the pupil's bubble.
 */
function LeadStart() {
  return (
    <p className="flex items-center gap-3 text-sm font-medium text-ink-muted">
      <span aria-hidden="true" className="h-px flex-1 bg-board-100" />
      Początek sesji
      <span aria-hidden="true" className="h-px flex-1 bg-board-100" />
    </p>
  );
}

/** The conversation from its first message; each pupil message is followed by its answers. */
export function MessageThread({
  messages,
  pending,
  live,
  conversationId,
  slug,
  onRetry,
  busy,
}: MessageThreadProps) {
  return (
    <ol aria-label="Wiadomości" className="flex min-w-0 flex-col gap-4">
      {messages.map((message) => (
        <li key={message.id} className="flex min-w-0 flex-col gap-3" data-message-id={message.id}>
          {message.type === 'AITUTOR_INSTRUCTION' ? (
            <LeadStart />
          ) : (
            <PupilMessage
              message={message.message}
              quote={message.messageContent}
              task={message.zadanieCall}
              files={message.messageFiles}
            />
          )}
          <EssayCall message={message} />
          {message.botResponses.map((answer) => (
            <AnswerView
              key={answer.id}
              answer={answer}
              live={live}
              conversationId={conversationId}
              slug={slug}
              onRetry={
                answer.isError || (live.botMessageId === answer.id && live.status === 'error')
                  ? () => onRetry(message)
                  : undefined
              }
              retryDisabled={busy}
            />
          ))}
        </li>
      ))}
      {pending ? (
        <li className="flex min-w-0 flex-col gap-3" data-pending="true">
          <PupilMessage message={pending.message} files={[]} sendingFiles={pending.fileNames} />
          <p className="text-sm text-ink-muted">Wysyłanie…</p>
        </li>
      ) : null}
    </ol>
  );
}
