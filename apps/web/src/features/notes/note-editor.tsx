import {
  type FormEvent,
  type KeyboardEvent,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { FieldError } from '../../components/form/field-error.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { inputClass, TextField } from '../../components/form/text-field.tsx';
import { Markdown } from '../../components/markdown/lazy-markdown.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DeleteNote } from './delete-note.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import { applyFormat, type FormatAction, type TextEdit } from './markdown-format.ts';
import { NoteAiActions, type TextRange } from './note-ai-actions.tsx';
import type { Note } from './note-queries.ts';
import { UnsavedChangesDialog } from './unsaved-changes-dialog.tsx';
import { useMediaQuery } from './use-media-query.ts';
import {
  characterCount,
  type DraftField,
  NOTE_CONTENT_MAX,
  NOTE_NAME_MAX,
  useNoteDraft,
} from './use-note-draft.ts';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

/** From this width the text and its preview stand side by side; below it they are two tabs. */
export const SIDE_BY_SIDE_QUERY = '(min-width: 64rem)';

type View = 'edit' | 'preview';

/** A piece of Markdown syntax in the hint, kept on one line. */
const Syntax = ({ children }: { children: string }) => (
  <code className="rounded bg-board-50 px-1 whitespace-nowrap text-board-950">{children}</code>
);

function SaveState({ pending, dirty, saved }: { pending: boolean; dirty: boolean; saved: boolean }) {
  const [text, tone] = pending
    ? ['Zapisywanie…', 'text-ink-muted']
    : dirty
      ? ['Niezapisane zmiany', 'text-amber-900']
      : saved
        ? ['Wszystko zapisane', 'text-emerald-800']
        : ['', ''];
  return (
    <p aria-live="polite" data-testid="save-state" className={`text-sm font-medium ${tone}`}>
      {dirty && !pending ? <span aria-hidden="true">● </span> : null}
      {text}
    </p>
  );
}

interface NoteEditorProps {
  /** null: a new note, created on its first save. */
  note: Note | null;
  workspaceId: string;
  /** After the first save of a new note (e.g. go to its own page). */
  onCreated: (note: Note) => void | Promise<void>;
  /** After a confirmed deletion and its toast (e.g. back to the list). */
  onDeleted: () => void | Promise<void>;
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
  const [view, setView] = useState<View>('edit');
  const preview = useDeferredValue(draft.content);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const selection = useRef<TextEdit | null>(null);
  const tabs = useRef<Record<View, HTMLButtonElement | null>>({ edit: null, preview: null });

  const submit = async () => {
    const outcome = await save();
    if (!outcome.ok) {
      const first = outcome.invalid[0];
      if (first) {
        if (first === 'content') setView('edit');
        // After the render that shows the field again (the edit tab on phones).
        requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
      }
      return;
    }
    if (outcome.created) {
      allowLeaving();
      await onCreated(outcome.note);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  // Ctrl+S / Cmd+S saves from anywhere on the page instead of saving the web page itself.
  const submitRef = useRef(submit);
  submitRef.current = submit;
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      void submitRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const format = (action: FormatAction) => {
    const element = textarea.current;
    const start = element?.selectionStart ?? draft.content.length;
    const end = element?.selectionEnd ?? draft.content.length;
    const edit = applyFormat(draft.content, start, end, action);
    selection.current = edit;
    setContent(edit.value);
  };

  const currentSelection = (): TextRange => ({
    start: textarea.current?.selectionStart ?? draft.content.length,
    end: textarea.current?.selectionEnd ?? draft.content.length,
  });

  /** The AI's text replaces the range; it is selected so the pupil sees what changed. */
  const applyAiResult = (range: TextRange, text: string) => {
    const value = draft.content.slice(0, range.start) + text + draft.content.slice(range.end);
    selection.current = { value, selectionStart: range.start, selectionEnd: range.start + text.length };
    setView('edit');
    setContent(value);
  };

  // The toolbar's selection is applied once the new text is in the textarea.
  useLayoutEffect(() => {
    const edit = selection.current;
    const element = textarea.current;
    if (!edit || !element || element.value !== edit.value) return;
    selection.current = null;
    element.focus();
    element.setSelectionRange(edit.selectionStart, edit.selectionEnd);
  });

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: View =
      event.key === 'Home' ? 'edit' : event.key === 'End' ? 'preview' : view === 'edit' ? 'preview' : 'edit';
    setView(next);
    tabs.current[next]?.focus();
  };

  const tab = (value: View, label: string) => (
    <button
      ref={(element) => {
        tabs.current[value] = element;
      }}
      type="button"
      role="tab"
      id={`${ids}-tab-${value}`}
      aria-selected={view === value}
      aria-controls={`${ids}-panel-${value}`}
      tabIndex={view === value ? 0 : -1}
      onClick={() => setView(value)}
      onKeyDown={onTabKeyDown}
      className="min-h-11 flex-1 rounded-md px-4 font-semibold text-board-900 aria-selected:bg-white aria-selected:shadow-sm"
    >
      {label}
    </button>
  );

  const panelProps = (value: View) =>
    sideBySide
      ? { id: `${ids}-panel-${value}` }
      : {
          id: `${ids}-panel-${value}`,
          role: 'tabpanel',
          'aria-labelledby': `${ids}-tab-${value}`,
          hidden: view !== value,
        };

  const contentLength = characterCount(draft.content);
  const contentError = errors.content;
  const showPreview = sideBySide || view === 'preview';

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
        {sideBySide ? null : (
          <div role="tablist" aria-label="Widok notatki" className="flex gap-1 rounded-lg bg-board-100 p-1">
            {tab('edit', 'Edycja')}
            {tab('preview', 'Podgląd')}
          </div>
        )}
        <div className={sideBySide ? 'grid min-w-0 grid-cols-2 gap-4' : 'min-w-0'}>
          <div {...panelProps('edit')} className="flex min-w-0 flex-col gap-2">
            <label htmlFor={fieldId('content')} className="font-medium text-board-950">
              Treść
            </label>
            <EditorToolbar controls={fieldId('content')} onAction={format} />
            {note ? (
              <NoteAiActions
                noteId={note.id}
                content={draft.content}
                selection={currentSelection}
                onResult={applyAiResult}
              />
            ) : null}
            <textarea
              ref={textarea}
              id={fieldId('content')}
              value={draft.content}
              rows={16}
              spellCheck
              aria-invalid={contentError ? true : undefined}
              aria-describedby={`${ids}-content-hint${contentError ? ` ${ids}-content-error` : ''}`}
              onChange={(event) => setContent(event.currentTarget.value)}
              className={`${inputClass} min-h-64 resize-y py-2 font-mono text-sm leading-relaxed sm:text-base`}
            />
            <p id={`${ids}-content-hint`} className="text-sm text-ink-muted">
              Markdown: <Syntax>**pogrubienie**</Syntax>, <Syntax>## nagłówek</Syntax>,{' '}
              <Syntax>- lista</Syntax>. Wzory w LaTeX: <Syntax>$x^2$</Syntax> w tekście,{' '}
              <Syntax>$$…$$</Syntax> w osobnej linii.
              {contentLength > NOTE_CONTENT_MAX * 0.9 ? (
                <span className="block font-medium text-board-950">
                  {contentLength.toLocaleString('pl-PL')} z {NOTE_CONTENT_MAX.toLocaleString('pl-PL')} znaków
                </span>
              ) : null}
            </p>
            <FieldError id={contentError ? `${ids}-content-error` : undefined} message={contentError} />
          </div>
          <section
            {...panelProps('preview')}
            aria-labelledby={sideBySide ? `${ids}-preview-title` : `${ids}-tab-preview`}
            className="flex min-w-0 flex-col gap-2"
          >
            {sideBySide ? (
              <h2 id={`${ids}-preview-title`} className="font-medium text-board-950">
                Podgląd
              </h2>
            ) : null}
            <div className="min-h-64 min-w-0 rounded-lg border border-board-200 bg-white p-4">
              {!showPreview ? null : preview.trim() ? (
                <Markdown content={preview} />
              ) : (
                <p className="text-ink-muted">Tu zobaczysz notatkę z wzorami, gdy coś napiszesz.</p>
              )}
            </div>
          </section>
        </div>
      </div>

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
            <DeleteNote
              note={note}
              onDeleted={async () => {
                allowLeaving();
                await onDeleted();
              }}
            />
          </div>
        ) : null}
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
