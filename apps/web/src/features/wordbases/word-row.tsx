import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass, DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import type { Word } from './api/get-word-page.ts';
import type { WordBase } from './api/wordbase-fragments.ts';
import type { useWordEdits } from './use-word-edits.ts';
import { WordForm } from './word-form.tsx';
import { reviewStateLabel } from './wordbase-labels.ts';

interface WordRowProps {
  word: Word;
  kind: WordBase['type'];
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  onRemove: () => void;
  busy: boolean;
  edits: ReturnType<typeof useWordEdits>;
}

/** One word of the set's list with its review state, "Zmień" (in place) and "Usuń". */
export function WordRow({ word, kind, editing, onEdit, onDone, onRemove, busy, edits }: WordRowProps) {
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  // Done editing: back to this word's "Zmień".
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  if (editing)
    return (
      <li className="border-t border-board-100 py-3">
        <WordForm
          kind={kind}
          label={`Zmień „${word.word}”`}
          initial={{ word: word.word, translation: word.translation, usageExample: word.usageExample ?? '' }}
          submitLabel="Zapisz zmiany"
          onSave={async (values) => {
            await edits.change(word, values);
            onDone();
          }}
          onCancel={onDone}
          focusFirst
        />
      </li>
    );
  return (
    <li className="flex flex-col gap-2 border-t border-board-100 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="break-words">
          <span className="font-semibold text-board-950">{word.word}</span>
          <span className="text-ink-muted"> – </span>
          <span>{word.translation}</span>
        </p>
        {word.usageExample ? (
          <p className="text-sm break-words text-ink-muted italic">{word.usageExample}</p>
        ) : null}
        <p className="text-sm text-board-800">{reviewStateLabel(word)}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <button
          ref={editButton}
          type="button"
          className={buttonClass('secondary', 'sm', 'min-h-11')}
          onClick={onEdit}
          aria-label={`Zmień „${word.word}”`}
        >
          Zmień
        </button>
        <Button
          variant="ghost"
          size="sm"
          className={`${DANGER_BUTTON_CLASS} min-h-11`}
          onClick={onRemove}
          disabled={busy}
          aria-label={`Usuń „${word.word}”`}
        >
          Usuń
        </Button>
      </div>
    </li>
  );
}
