import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass, DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import type { Word, WordBase } from './api/wordbase-fragments.ts';
import { useWordEdits } from './use-word-edits.ts';
import { WordForm } from './word-form.tsx';
import { itemsLabel, reviewStateLabel } from './wordbase-labels.ts';

/** Words listed at first; "Pokaż więcej" adds this many. */
const PAGE = 100;

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

function WordRow({ word, kind, editing, onEdit, onDone, onRemove, busy, edits }: WordRowProps) {
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

/** The set's words with their review state; each can be changed or removed, and words added. */
export function WordsEditor({ base }: { base: WordBase }) {
  const edits = useWordEdits(base);
  const [editing, setEditing] = useState<string | null>(null);
  const [shown, setShown] = useState(PAGE);
  const heading = useRef<HTMLHeadingElement>(null);
  const words = [...base.words].sort((a, b) => a.order - b.order);

  return (
    <section
      aria-labelledby="words-title"
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
    >
      <h2
        id="words-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-board-950 outline-none"
      >
        {base.type === 'Other' ? 'Pojęcia' : 'Słowa'} ({itemsLabel(base.type, words.length)})
      </h2>
      {edits.notice ? <FormAlert tone="info">{edits.notice}</FormAlert> : null}
      {words.length === 0 ? (
        <p className="text-ink-muted">Ta baza nie ma jeszcze słów. Dodaj pierwsze poniżej.</p>
      ) : null}
      <ul className="flex flex-col">
        {words.slice(0, shown).map((word) => (
          <WordRow
            key={word.id}
            word={word}
            kind={base.type}
            editing={editing === word.id}
            onEdit={() => setEditing(word.id)}
            onDone={() => setEditing(null)}
            onRemove={() =>
              void edits.remove(word).then((removed) => {
                if (removed) heading.current?.focus();
              })
            }
            busy={edits.removing}
            edits={edits}
          />
        ))}
      </ul>
      {words.length > shown ? (
        <Button variant="secondary" className="self-start" onClick={() => setShown((n) => n + PAGE)}>
          Pokaż więcej ({words.length - shown})
        </Button>
      ) : null}
      <div className="border-t border-board-100 pt-4">
        <h3 className="mb-2 font-semibold text-board-950">
          {base.type === 'Other' ? 'Dodaj pojęcie' : 'Dodaj słowo'}
        </h3>
        <WordForm
          kind={base.type}
          label={base.type === 'Other' ? 'Dodaj pojęcie' : 'Dodaj słowo'}
          submitLabel="Dodaj"
          resetAfter
          onSave={edits.add}
        />
      </div>
    </section>
  );
}
