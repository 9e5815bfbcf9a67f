import { countWords, ESSAY_SEGMENT_MAX } from '@kreda/shared/essays';
import { maxLength } from '@kreda/shared/form-messages';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextareaField } from '../../components/form/textarea-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { problemOf } from './ai-problem.tsx';
import type { EssaySegment } from './api/essay-fragments.ts';
import { useUpdateSegment } from './api/update-segment.ts';
import { lengthOf, wordsLabel } from './text-limits.ts';

interface SegmentEditorProps {
  segment: EssaySegment;
  /** The segment's title, for the field's label ("Argument 2"). */
  title: string;
  /** HELPER mode: the pupil writes the part here, the editor stays open. */
  ownText: boolean;
  /** The unsaved text as it changes (for the essay's live word count); null once saved or dropped. */
  onDraft: (text: string | null) => void;
  /** Saved or cancelled (the editor of a generated part closes). */
  onDone: (saved: boolean) => void;
}

/** "Edytuj": the segment's text by hand, with its live word count; a failed save keeps the text. */
export function SegmentEditor({ segment, title, ownText, onDraft, onDone }: SegmentEditorProps) {
  const save = useUpdateSegment();
  const [text, setText] = useState(segment.content);
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const changed = text !== segment.content;
  const id = `segment-${segment.id}-text`;
  const field = useRef<HTMLTextAreaElement>(null);
  // "Edytuj" was pressed: the pupil continues in the text (the pupil's own text waits to be started).
  useEffect(() => {
    if (!ownText) field.current?.focus();
  }, [ownText]);

  const change = (next: string) => {
    setText(next);
    setProblem(null);
    onDraft(next === segment.content ? null : next);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lengthOf(text) > ESSAY_SEGMENT_MAX) {
      setProblem({ field: 'content', message: maxLength(ESSAY_SEGMENT_MAX) });
      return;
    }
    try {
      await save.mutateAsync({ id: segment.id, content: text });
      onDraft(null);
      onDone(true);
    } catch (error) {
      const errors = serverFormErrors(error);
      const field = errors.fields.content;
      setProblem(field ? { field: 'content', message: field } : { field: null, message: problemOf(error) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <TextareaField
        id={id}
        ref={field}
        label={ownText ? `Twój tekst – ${title}` : `Treść – ${title}`}
        value={text}
        onChange={change}
        rows={ownText ? 6 : 10}
        hint={ownText ? 'Napisz tę część sam, korzystając ze wskazówek.' : undefined}
        counter={wordsLabel(countWords(text))}
        error={problem?.field ? problem.message : undefined}
      />
      {problem && !problem.field ? <FormAlert>{problem.message}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          size="sm"
          disabled={save.isPending || !changed}
          aria-busy={save.isPending || undefined}
        >
          {save.isPending ? 'Zapisywanie…' : 'Zapisz'}
        </Button>
        {ownText ? null : (
          <Button
            variant="ghost"
            size="sm"
            disabled={save.isPending}
            onClick={() => {
              onDraft(null);
              onDone(false);
            }}
          >
            Anuluj
          </Button>
        )}
      </div>
    </form>
  );
}
