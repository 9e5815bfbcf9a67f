import { TEXT_ACTION_LABELS } from '@kreda/shared/labels';
import { type FormEvent, useState } from 'react';
import { FieldError } from '../../components/form/field-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/input-class.ts';
import type { TextAction } from '../../gql/graphql.ts';
import { AiProblem } from './ai-problem.tsx';
import type { EssayRewrite, EssaySegment } from './api/essay-fragments.ts';
import { useSegmentTextAction } from './api/segment-text-action.ts';

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

/** "Popraw z AI": one of the eight text actions on the segment; the result is a proposal. */
export function SegmentAiActions({
  segment,
  onProposal,
}: {
  segment: EssaySegment;
  onProposal: (rewrite: EssayRewrite) => void;
}) {
  const run = useSegmentTextAction();
  const [action, setAction] = useState<TextAction>('FIX_GRAMMAR');
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const ids = `segment-${segment.id}-action`;
  const generating = action === 'GENERATE_TEXT';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (generating && !text.trim()) {
      setTextError('Napisz, co AI ma dopisać.');
      document.getElementById(`${ids}-text`)?.focus();
      return;
    }
    setTextError(null);
    try {
      onProposal(
        await run.mutateAsync({
          segmentId: segment.id,
          action,
          ...(generating ? { text: text.trim() } : {}),
        }),
      );
      setText('');
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids} className="font-medium text-board-950">
          Co zrobić z tą częścią?
        </label>
        <select
          id={ids}
          value={action}
          onChange={(event) => setAction(event.currentTarget.value as TextAction)}
          className={`${inputClass} sm:max-w-xs`}
        >
          {ACTIONS.map((value) => (
            <option key={value} value={value}>
              {TEXT_ACTION_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {generating ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${ids}-text`} className="font-medium text-board-950">
            Co dopisać?
          </label>
          <input
            id={`${ids}-text`}
            value={text}
            maxLength={500}
            placeholder="np. przykład z historii Polski"
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? `${ids}-text-error` : undefined}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setTextError(null);
            }}
            className={inputClass}
          />
          <FieldError id={`${ids}-text-error`} message={textError} />
        </div>
      ) : null}
      {run.isError ? <AiProblem error={run.error} /> : null}
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={run.isPending}
        aria-busy={run.isPending || undefined}
      >
        {run.isPending ? 'AI pracuje…' : 'Zastosuj'}
      </Button>
    </form>
  );
}
