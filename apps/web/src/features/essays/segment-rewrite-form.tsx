import { ESSAY_INSTRUCTION_MAX } from '@kreda/shared/essays';
import { maxLength } from '@kreda/shared/form-messages';
import { type FormEvent, useState } from 'react';
import { TextareaField } from '../../components/form/textarea-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { AiProblem } from './ai-problem.tsx';
import type { EssayRewrite, EssaySegment } from './api/essay-fragments.ts';
import { useRewriteSegment } from './api/rewrite-segment.ts';
import { lengthOf, limitCounter } from './text-limits.ts';

/**
 * "Zmień z instrukcją": the pupil says what to change ("użyj innego przykładu z Lalki") and the AI
 * proposes a new version, shown beside the current one to accept or discard.
 */
export function SegmentRewriteForm({
  segment,
  onProposal,
}: {
  segment: EssaySegment;
  onProposal: (rewrite: EssayRewrite) => void;
}) {
  const rewrite = useRewriteSegment();
  const [instruction, setInstruction] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const id = `segment-${segment.id}-instruction`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = instruction.trim();
    const problem = !text
      ? 'Napisz, co zmienić w tej części.'
      : lengthOf(text) > ESSAY_INSTRUCTION_MAX
        ? maxLength(ESSAY_INSTRUCTION_MAX)
        : null;
    setFieldError(problem);
    if (problem) {
      document.getElementById(id)?.focus();
      return;
    }
    try {
      onProposal(await rewrite.mutateAsync({ segmentId: segment.id, instruction: text }));
      setInstruction('');
    } catch (error) {
      setFieldError(serverFormErrors(error).fields.instruction ?? null);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <TextareaField
        id={id}
        label="Co zmienić?"
        value={instruction}
        onChange={(value) => {
          setInstruction(value);
          setFieldError(null);
        }}
        rows={2}
        placeholder="np. użyj innego przykładu z lektury albo dodaj kontekst historyczny"
        counter={limitCounter(instruction, ESSAY_INSTRUCTION_MAX)}
        error={fieldError}
      />
      {rewrite.isError && !fieldError ? <AiProblem error={rewrite.error} /> : null}
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={rewrite.isPending}
        aria-busy={rewrite.isPending || undefined}
      >
        {rewrite.isPending ? 'Kreda pisze nową wersję…' : 'Zaproponuj zmianę'}
      </Button>
    </form>
  );
}
