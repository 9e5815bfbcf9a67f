import { CONVERSATION_NAME_MAX } from '@kreda/shared/limits';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/input-class.ts';
import type { ConversationSummary } from './api/chat-fragments.ts';
import { useRenameConversation } from './api/rename-conversation.ts';
import { actionProblem } from './chat-errors.ts';

/** The new name, its problem and saving it (an unchanged name just closes the form). */
function useRenameDraft(conversation: ConversationSummary, onDone: (saved: boolean) => void) {
  const rename = useRenameConversation();
  const [name, setName] = useState(conversation.name);
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Wpisz nazwę rozmowy.');
      return;
    }
    if (trimmed === conversation.name) {
      onDone(false);
      return;
    }
    setError(null);
    try {
      await rename.mutateAsync({ id: conversation.id, name: trimmed });
      onDone(true);
    } catch (failure) {
      setError(actionProblem(failure));
    }
  };

  return { name, setName, error, saving: rename.isPending, save };
}

/** Renaming a conversation in place in the list: Enter saves, Esc gives up. */
export function RenameForm({
  conversation,
  onDone,
}: {
  conversation: ConversationSummary;
  onDone: (saved: boolean) => void;
}) {
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const { name, setName, error, saving, save } = useRenameDraft(conversation, onDone);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  return (
    <form
      noValidate
      onSubmit={(event) => void save(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) {
          event.preventDefault();
          onDone(false);
        }
      }}
      className="flex flex-col gap-2"
    >
      <label htmlFor={`${ids}-name`} className="text-sm font-medium text-board-950">
        Nowa nazwa rozmowy
      </label>
      <input
        id={`${ids}-name`}
        ref={input}
        value={name}
        maxLength={CONVERSATION_NAME_MAX}
        onChange={(event) => setName(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids}-error` : undefined}
        className={inputClass}
      />
      {error ? (
        <p id={`${ids}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button
          type="submit"
          size="sm"
          className="min-h-11"
          disabled={saving}
          aria-busy={saving || undefined}
        >
          {saving ? 'Zapisywanie…' : 'Zapisz'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="min-h-11"
          onClick={() => onDone(false)}
          disabled={saving}
        >
          Anuluj
        </Button>
      </div>
    </form>
  );
}
