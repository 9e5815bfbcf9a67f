import { NOTE_NAME_MAX } from '@kreda/shared/limits';
import { type FormEvent, useDeferredValue, useId, useState } from 'react';
import { FieldError } from '../../components/form/field-error.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/input-class.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import type { Note } from './api/note-fragments.ts';
import { ContentHint } from './content-hint.tsx';
import { DeleteNote } from './delete-note.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import { type EditorView, EditorViewTabs, panelProps } from './editor-view-tabs.tsx';
import { NoteAiActions, type TextRange } from './note-ai-actions.tsx';
import { NotePreview } from './note-preview.tsx';
import { SaveState } from './save-state.tsx';
import { UnsavedChangesDialog } from './unsaved-changes-dialog.tsx';
import { characterCount, type DraftField, useNoteDraft } from './use-note-draft.ts';
import { useSaveShortcut } from './use-save-shortcut.ts';
import { useTextEdits } from './use-text-edits.ts';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

/** From this width the text and its preview stand side by side; below it they are two tabs. */
export const SIDE_BY_SIDE_QUERY = '(min-width: 64rem)';

interface NoteEditorProps {
  /** null: a new note, created on its first save. */
  note: Note | null;
  workspaceId: string;
  /** After the first save of a new note (e.g. go to its own page). */
  onCreated: (note: Note) => void | Promise<void>;
  /** After a confirmed deletion and its toast (e.g. back to the list). */
  onDeleted: () => void | Promise<void>;
}

interface ContentPanelProps {
  ids: string;
  note: Note | null;
  content: string;
  error: string | undefined;
  /** The panel is the "Edycja" tab (narrow screens), not a column. */
  asTab: boolean;
  view: EditorView;
  onChange: (content: string) => void;
  onAiResult: (range: TextRange, text: string) => void;
  edits: ReturnType<typeof useTextEdits>;
}

/** The Markdown text with its toolbar, the AI actions (for a saved note) and the hint. */
function ContentPanel({
  ids,
  note,
  content,
  error,
  asTab,
  view,
  onChange,
  onAiResult,
  edits,
}: ContentPanelProps) {
  const id = `${ids}-content`;
  return (
    <div {...panelProps(ids, 'edit', view, asTab)} className="flex min-w-0 flex-col gap-2">
      <label htmlFor={id} className="font-medium text-board-950">
        Treść
      </label>
      <EditorToolbar controls={id} onAction={edits.format} />
      {note ? (
        <NoteAiActions
          noteId={note.id}
          content={content}
          selection={edits.currentSelection}
          onResult={onAiResult}
        />
      ) : null}
      <textarea
        ref={edits.textarea}
        id={id}
        value={content}
        rows={16}
        spellCheck
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={`${inputClass} min-h-64 resize-y py-2 font-mono text-sm leading-relaxed sm:text-base`}
      />
      <ContentHint id={`${id}-hint`} length={characterCount(content)} />
      <FieldError id={error ? `${id}-error` : undefined} message={error} />
    </div>
  );
}

/** Why the last save failed, save (with its state) and, for a saved note, delete. */
function EditorFooter({
  formError,
  note,
  pending,
  dirty,
  onDeleted,
}: {
  formError: string | null;
  note: Note | null;
  pending: boolean;
  dirty: boolean;
  onDeleted: () => Promise<void>;
}) {
  return (
    <>
      {formError ? (
        <FormAlert>
          <strong>Nie zapisano notatki.</strong> {formError}
        </FormAlert>
      ) : null}
      <div className="flex flex-col gap-3 border-t border-board-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button
            type="submit"
            disabled={pending}
            aria-busy={pending || undefined}
            aria-keyshortcuts="Control+S"
          >
            {pending ? 'Zapisywanie…' : note ? 'Zapisz' : 'Utwórz notatkę'}
          </Button>
          <SaveState pending={pending} dirty={dirty} saved={note !== null} />
        </div>
        {note ? (
          <div>
            <DeleteNote note={note} onDeleted={onDeleted} />
          </div>
        ) : null}
      </div>
    </>
  );
}

/** Saving from the button or Ctrl+S: a refusal focuses its first field, a new note is announced. */
function useSubmitNote(
  save: ReturnType<typeof useNoteDraft>['save'],
  handlers: { focusField: (field: DraftField) => void; onCreated: (note: Note) => Promise<void> },
) {
  return async () => {
    const outcome = await save();
    if (!outcome.ok) {
      const first = outcome.invalid[0];
      if (first) handlers.focusField(first);
      return;
    }
    if (outcome.created) await handlers.onCreated(outcome.note);
  };
}

/** Title and Markdown content with a toolbar, a live preview, Ctrl/Cmd+S and an unsaved-changes guard. */
export function NoteEditor({ note, workspaceId, onCreated, onDeleted }: NoteEditorProps) {
  const ids = useId();
  const fieldId = (field: DraftField) => `${ids}-${field}`;
  const { draft, setField, setContent, dirty, errors, formError, pending, save } = useNoteDraft(
    note,
    workspaceId,
  );
  const { blocker, allowLeaving } = useUnsavedChanges(dirty);
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const [view, setView] = useState<EditorView>('edit');
  const preview = useDeferredValue(draft.content);
  const edits = useTextEdits(draft.content, setContent);

  const submit = useSubmitNote(save, {
    focusField: (field) => {
      if (field === 'content') setView('edit');
      // After the render that shows the field again (the edit tab on phones).
      requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
    },
    onCreated: async (created) => {
      allowLeaving();
      await onCreated(created);
    },
  });
  useSaveShortcut(() => void submit());
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex min-w-0 flex-col gap-5">
      <TextField
        id={fieldId('name')}
        label="Tytuł"
        value={draft.name}
        maxLength={NOTE_NAME_MAX}
        autoComplete="off"
        placeholder="Np. Ułamki zwykłe"
        error={errors.name}
        onChange={(event) => setField('name', event.currentTarget.value)}
      />

      <div className="flex min-w-0 flex-col gap-3">
        {sideBySide ? null : <EditorViewTabs ids={ids} view={view} onChange={setView} />}
        <div className={sideBySide ? 'grid min-w-0 grid-cols-2 gap-4' : 'min-w-0'}>
          <ContentPanel
            ids={ids}
            note={note}
            content={draft.content}
            error={errors.content}
            asTab={!sideBySide}
            view={view}
            onChange={setContent}
            onAiResult={(range, text) => {
              setView('edit');
              edits.replace(range, text);
            }}
            edits={edits}
          />
          <NotePreview ids={ids} content={preview} view={view} sideBySide={sideBySide} />
        </div>
      </div>

      <EditorFooter
        formError={formError}
        note={note}
        pending={pending}
        dirty={dirty}
        onDeleted={async () => {
          allowLeaving();
          await onDeleted();
        }}
      />
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
