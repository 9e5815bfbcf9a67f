import { NOTE_CONTENT_MAX, NOTE_NAME_MAX } from '@kreda/shared/limits';
import { formatNumberPl } from '@kreda/shared/numbers';
import { useCallback, useRef, useState } from 'react';
import { serverFormErrors } from '../../lib/form-errors.ts';
import type { Note } from './api/note-fragments.ts';
import { useSaveNote } from './api/save-note.ts';

export interface Draft {
  name: string;
  content: string;
}

export type DraftField = keyof Draft;
export type DraftErrors = Partial<Record<DraftField, string>>;

/** Lengths as the server counts them: in characters (code points), not UTF-16 units. */
export const characterCount = (text: string) => [...text].length;

/** Client checks with the server's rules, in Polish; an empty object when the draft can be sent. */
export function validateDraft(draft: Draft): DraftErrors {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'Podaj tytuł notatki.';
  else if (characterCount(name) > NOTE_NAME_MAX)
    errors.name = `Tytuł może mieć najwyżej ${NOTE_NAME_MAX} znaków.`;
  if (characterCount(draft.content) > NOTE_CONTENT_MAX)
    errors.content = `Notatka może mieć najwyżej ${formatNumberPl(NOTE_CONTENT_MAX)} znaków.`;
  return errors;
}

const sameDraft = (a: Draft, b: Draft) => a.name === b.name && a.content === b.content;

export type SaveOutcome = { ok: true; note: Note; created: boolean } | { ok: false; invalid: DraftField[] };

/**
 * The editor's state: the draft, the last saved version (to know about unsaved changes), errors and
 * the save itself. A note without an id is created on its first save.
 */
export function useNoteDraft(note: Note | null, workspaceId: string) {
  const saveNote = useSaveNote();
  const initial: Draft = note ? { name: note.name, content: note.content } : { name: '', content: '' };
  const [saved, setSaved] = useState<Draft>(initial);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const noteId = useRef(note?.id ?? null);
  const busy = useRef(false);

  const setField = useCallback((field: DraftField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // A message about this field no longer applies once the user edits it.
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  }, []);

  const save = async (): Promise<SaveOutcome> => {
    if (busy.current) return { ok: false, invalid: [] };
    const sent = draft;
    const problems = validateDraft(sent);
    setErrors(problems);
    setFormError(null);
    const invalid = Object.keys(problems) as DraftField[];
    if (invalid.length > 0) return { ok: false, invalid };
    busy.current = true;
    setPending(true);
    try {
      const id = noteId.current;
      const editnote = await saveNote.mutateAsync({
        ...(id ? { id } : {}),
        workspaceId,
        name: sent.name,
        content: sent.content,
      });
      noteId.current = editnote.id;
      // The server tidies the title (spaces); what it stored is the new clean state. Edits typed
      // while the request was on its way stay, and stay unsaved.
      const stored = { name: editnote.name, content: editnote.content };
      setSaved(stored);
      setDraft((current) => (sameDraft(current, sent) ? stored : current));
      return { ok: true, note: editnote, created: !id };
    } catch (error) {
      const problem = serverFormErrors(error);
      const fields: DraftErrors = {};
      if (problem.fields.name) fields.name = problem.fields.name;
      if (problem.fields.content) fields.content = problem.fields.content;
      const fieldNames = Object.keys(fields) as DraftField[];
      setErrors(fields);
      setFormError(fieldNames.length > 0 ? 'Popraw zaznaczone pola i zapisz ponownie.' : problem.message);
      return { ok: false, invalid: fieldNames };
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  return {
    draft,
    setField,
    /** Replaces the content (toolbar edits). */
    setContent: (content: string) => setField('content', content),
    dirty: !sameDraft(draft, saved),
    errors,
    formError,
    pending,
    save,
  };
}
