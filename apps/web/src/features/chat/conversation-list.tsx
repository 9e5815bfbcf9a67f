import { formatRelativeDate } from '@kreda/shared/dates';
import { type Ref, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass, DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog, useConfirmedDelete } from '../../components/ui/confirm-delete-dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { afterPaintModule, useAfterPaintModule } from '../../lib/after-paint-module.ts';
import { flattenPages } from './api/chat-cache.ts';
import type { ConversationSummary } from './api/chat-fragments.ts';
import { useDeleteConversation } from './api/delete-conversation.ts';
import { useConversationPages } from './api/get-conversations.ts';
import { actionProblem } from './chat-errors.ts';

/** Where a conversation opens: `?c=<id>`; `focus` asks the opened view to take the focus. */
export const conversationLink = (id: string) => ({ search: `?c=${encodeURIComponent(id)}` });

/** The conversation's name (its link), when it began and whether Kreda is answering; rename, delete. */
function RowSummary({
  conversation,
  current,
  renameRef,
  onRename,
  onDelete,
}: {
  conversation: ConversationSummary;
  current: boolean;
  renameRef: Ref<HTMLButtonElement>;
  onRename: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Link
        to={conversationLink(conversation.id)}
        state={{ focus: 'conversation' }}
        aria-current={current ? 'page' : undefined}
        className="py-2 font-semibold break-words text-board-900 underline-offset-2 hover:underline"
      >
        {conversation.name}
      </Link>
      <p className="text-sm text-ink-muted">
        {formatRelativeDate(conversation.createdAt)}
        {conversation.isFetching ? ' · Kreda odpowiada…' : ''}
      </p>
      <div className="flex flex-wrap gap-1">
        <button
          ref={renameRef}
          type="button"
          className={buttonClass('ghost', 'sm', 'min-h-11')}
          onClick={onRename}
          aria-label={`Zmień nazwę rozmowy „${conversation.name}”`}
        >
          Zmień nazwę
        </button>
        <Button
          variant="ghost"
          size="sm"
          className={`${DANGER_BUTTON_CLASS} min-h-11`}
          onClick={onDelete}
          aria-label={`Usuń rozmowę „${conversation.name}”`}
        >
          Usuń
        </Button>
      </div>
    </>
  );
}

// The rename form, shown after the pupil asks for it: loaded after the list's first paint.
const renameForms = afterPaintModule(() => import('./rename-form.tsx'));

function ConversationRow({
  conversation,
  current,
  onDeleted,
}: {
  conversation: ConversationSummary;
  current: boolean;
  onDeleted: (id: string) => void;
}) {
  const remove = useDeleteConversation();
  const [renaming, setRenaming] = useState(false);
  const rename = useAfterPaintModule(renameForms, renaming);
  const renameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!renaming && returnFocus.current) {
      returnFocus.current = false;
      renameButton.current?.focus();
    }
  }, [renaming]);

  const deletion = useConfirmedDelete({
    remove: () => remove.mutateAsync(conversation),
    afterDeleted: () => {
      onDeleted(conversation.id);
      remove.forget(conversation);
    },
    describeError: actionProblem,
  });

  return (
    <li
      className={`flex min-w-0 flex-col gap-1 rounded-xl border p-3 ${
        current ? 'border-board-700 bg-board-50' : 'border-board-100 bg-white'
      }`}
    >
      {renaming && rename ? (
        <rename.RenameForm
          conversation={conversation}
          onDone={() => {
            returnFocus.current = true;
            setRenaming(false);
          }}
        />
      ) : (
        <RowSummary
          conversation={conversation}
          current={current}
          renameRef={renameButton}
          onRename={() => setRenaming(true)}
          onDelete={deletion.open}
        />
      )}
      {deletion.confirming ? (
        <ConfirmDeleteDialog
          title={`Usunąć rozmowę „${conversation.name}”?`}
          description="Wiadomości, odpowiedzi i dołączone pliki znikną. Tego nie da się cofnąć."
          confirmLabel="Usuń rozmowę"
          {...deletion.dialog}
        />
      ) : null}
    </li>
  );
}

interface ConversationListProps {
  workspaceId: string;
  currentId: string | null;
  onDeleted: (id: string) => void;
}

/** The workspace's conversations, newest first, 20 at a time with "Pokaż starsze". */
export function ConversationList({ workspaceId, currentId, onDeleted }: ConversationListProps) {
  const pages = useConversationPages(workspaceId);
  const conversations = flattenPages(pages.data);
  const total = pages.data?.pages[0]?.total ?? 0;

  if (pages.isPending) return <Spinner label="Wczytywanie rozmów…" className="py-4" />;
  if (pages.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800"
      >
        <p>{pages.error.message}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void pages.refetch()}
          disabled={pages.isFetching}
        >
          Spróbuj ponownie
        </Button>
      </div>
    );
  }
  if (conversations.length === 0) {
    return <p className="text-sm text-ink-muted">Nie masz jeszcze rozmów. Zadaj pierwsze pytanie.</p>;
  }
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <p className="text-sm text-ink-muted">{total === 1 ? '1 rozmowa' : `Rozmowy: ${total}`}</p>
      <ul className="flex min-w-0 flex-col gap-2">
        {conversations.map((conversation) => (
          <ConversationRow
            key={conversation.id}
            conversation={conversation}
            current={conversation.id === currentId}
            onDeleted={onDeleted}
          />
        ))}
      </ul>
      {pages.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11"
          onClick={() => void pages.fetchNextPage()}
          disabled={pages.isFetchingNextPage}
          aria-busy={pages.isFetchingNextPage || undefined}
        >
          {pages.isFetchingNextPage ? 'Wczytywanie…' : 'Pokaż starsze'}
        </Button>
      ) : null}
      {pages.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-red-800">
          Nie udało się wczytać starszych rozmów. Spróbuj ponownie.
        </p>
      ) : null}
    </div>
  );
}
