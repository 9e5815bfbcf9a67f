import { TEXT_ACTION_LABELS } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/input-class.ts';
import type { TextAction } from '../../gql/graphql.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';
import { useNoteAction } from './api/note-action.ts';

const ACTIONS: readonly TextAction[] = [
  'FIX_GRAMMAR',
  'IMPROVE',
  'EASIER_LANGUAGE',
  'HARDER_LANGUAGE',
  'MAKE_SHORTER',
  'MAKE_LONGER',
  'REWRITE',
  'GENERATE_TEXT',
];

export interface TextRange {
  start: number;
  end: number;
}

/**
 * What the action works on: the instruction at the cursor when generating, else the selection, or
 * the whole note when nothing is selected.
 */
function aiTarget(generating: boolean, picked: TextRange, content: string, instruction: string) {
  const range = generating
    ? { start: picked.end, end: picked.end }
    : picked.end > picked.start
      ? picked
      : { start: 0, end: content.length };
  return { range, text: generating ? instruction.trim() : content.slice(range.start, range.end) };
}

/** Why the AI did not help, with the way to the plan's limits when one is used up. */
function AiProblem({ problem, limitReached }: { problem: string; limitReached: boolean }) {
  return (
    <FormAlert>
      {problem}
      {limitReached ? (
        <>
          {' '}
          <Link to={ROUTES.workspaceUsage} className="font-semibold underline">
            Zobacz limity
          </Link>
          <span aria-hidden="true"> · </span>
          <Link to={ROUTES.fullAccess} className="font-semibold underline">
            Zobacz, co daje pełny dostęp
          </Link>
        </>
      ) : null}
    </FormAlert>
  );
}

interface ActionFieldsProps {
  ids: string;
  action: TextAction;
  onAction: (action: TextAction) => void;
  instruction: string;
  onInstruction: (instruction: string) => void;
  /** Enter in the instruction runs the action instead of saving the note. */
  onEnter: () => void;
}

/** "Co zrobić" and, for writing something new, "Co dopisać?". */
function ActionFields({ ids, action, onAction, instruction, onInstruction, onEnter }: ActionFieldsProps) {
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${ids}-action`} className="font-medium text-board-950">
          Co zrobić
        </label>
        <select
          id={`${ids}-action`}
          value={action}
          onChange={(event) => onAction(event.currentTarget.value as TextAction)}
          className={`${inputClass} sm:max-w-xs`}
        >
          {ACTIONS.map((value) => (
            <option key={value} value={value}>
              {TEXT_ACTION_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {action === 'GENERATE_TEXT' ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${ids}-instruction`} className="font-medium text-board-950">
            Co dopisać?
          </label>
          <input
            id={`${ids}-instruction`}
            value={instruction}
            maxLength={2000}
            placeholder="np. przykład z obliczeniami"
            onChange={(event) => onInstruction(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              onEnter();
            }}
            className={inputClass}
          />
        </div>
      ) : null}
    </>
  );
}

/**
 * "Popraw z AI": the AI rewrites the selected passage (or the whole text when nothing is
 * selected), or writes a new passage at the cursor from an instruction. The result goes into the
 * editor like typing would: nothing is saved until the pupil saves, so unsaved edits are never lost.
 */
export function NoteAiActions({
  noteId,
  content,
  selection,
  onResult,
}: {
  noteId: string;
  content: string;
  /** The textarea's selection when the action runs. */
  selection: () => TextRange;
  onResult: (range: TextRange, text: string) => void;
}) {
  const ids = useId();
  const [action, setAction] = useState<TextAction>('FIX_GRAMMAR');
  const [instruction, setInstruction] = useState('');
  const noteAction = useNoteAction();
  const pending = noteAction.isPending;
  const [problem, setProblem] = useState<string | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const generating = action === 'GENERATE_TEXT';

  const run = async () => {
    if (pending) return;
    const { range, text } = aiTarget(generating, selection(), content, instruction);
    if (!text.trim()) {
      setProblem(
        generating ? 'Napisz, co AI ma dopisać.' : 'Notatka jest pusta – najpierw coś w niej napisz.',
      );
      return;
    }
    setProblem(null);
    setLimitReached(false);
    try {
      const result = await noteAction.mutateAsync({ id: noteId, action, text });
      onResult(range, generating && range.start > 0 ? `\n\n${result}` : result);
      if (generating) setInstruction('');
    } catch (error) {
      setProblem(serverFormErrors(error).message);
      setLimitReached(error instanceof GraphQLRequestError && error.code === 'INSUFFICIENT_RESOURCES');
    }
  };

  return (
    <details className="rounded-xl border border-board-100 bg-white p-3">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-board-900">
        Popraw z AI
      </summary>
      {/* Not a form: the panel sits inside the note's form, whose submit saves the note. */}
      <div className="mt-2 flex flex-col gap-3">
        <p className="text-sm text-ink-muted">
          Zaznacz fragment w treści albo nic – wtedy AI zmieni całą notatkę. Wynik trafi do edytora; zapisz,
          jeśli Ci odpowiada.
        </p>
        <ActionFields
          ids={ids}
          action={action}
          onAction={setAction}
          instruction={instruction}
          onInstruction={setInstruction}
          onEnter={() => void run()}
        />
        {problem ? <AiProblem problem={problem} limitReached={limitReached} /> : null}
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={() => void run()}
        >
          {pending ? 'AI pracuje…' : 'Zastosuj'}
        </Button>
      </div>
    </details>
  );
}
