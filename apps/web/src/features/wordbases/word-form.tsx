import { maxLength } from '@kreda/shared/form-messages';
import { TRANSLATION_MAX, USAGE_EXAMPLE_MAX, WORD_MAX } from '@kreda/shared/wordbases';
import { useEffect, useRef } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { FlashcardKind } from '../../gql/graphql.ts';
import { useForm } from '../../lib/use-form.ts';

export type WordValues = { word: string; translation: string; usageExample: string };

const length = (text: string) => [...text].length;

function validate(values: WordValues, kind: FlashcardKind) {
  const word = values.word.trim();
  const translation = values.translation.trim();
  return {
    word:
      word === ''
        ? kind === 'Other'
          ? 'Wpisz pojęcie.'
          : 'Wpisz słowo.'
        : length(word) > WORD_MAX
          ? maxLength(WORD_MAX)
          : null,
    translation:
      translation === ''
        ? kind === 'Other'
          ? 'Wpisz definicję.'
          : 'Wpisz tłumaczenie.'
        : length(translation) > TRANSLATION_MAX
          ? maxLength(TRANSLATION_MAX)
          : null,
    usageExample:
      length(values.usageExample.trim()) > USAGE_EXAMPLE_MAX ? maxLength(USAGE_EXAMPLE_MAX) : null,
  };
}

interface WordFormProps {
  kind: FlashcardKind;
  initial?: WordValues;
  /** Saves the word; the form empties itself afterwards when `resetAfter` (adding). */
  onSave: (values: WordValues) => Promise<void>;
  onCancel?: () => void;
  submitLabel: string;
  resetAfter?: boolean;
  /** Names the form (e.g. "Zmień słowo „dog”"). */
  label: string;
  /** Focus the first field when the form appears (an edit opened by its button). */
  focusFirst?: boolean;
}

/** A word (or term), its translation (or definition) and an example: to add one or change it. */
export function WordForm(props: WordFormProps) {
  const { kind, initial, onSave, onCancel, submitLabel, resetAfter, label, focusFirst } = props;
  const first = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form appears.
  useEffect(() => {
    if (focusFirst) first.current?.focus();
  }, []);
  const form = useForm({
    initial: initial ?? { word: '', translation: '', usageExample: '' },
    validate: (values) => validate(values, kind),
    onSubmit: async (values) => {
      await onSave({
        word: values.word.trim(),
        translation: values.translation.trim(),
        usageExample: values.usageExample.trim(),
      });
      if (resetAfter) {
        form.reset();
        first.current?.focus();
      }
    },
  });
  return (
    <form noValidate aria-label={label} onSubmit={form.handleSubmit} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          {...form.field('word')}
          ref={first}
          label={kind === 'Other' ? 'Pojęcie' : 'Słowo'}
          maxLength={WORD_MAX}
          autoComplete="off"
        />
        <TextField
          {...form.field('translation')}
          label={kind === 'Other' ? 'Definicja' : 'Tłumaczenie'}
          maxLength={TRANSLATION_MAX}
          autoComplete="off"
        />
      </div>
      <TextField
        {...form.field('usageExample')}
        label="Przykładowe zdanie (nieobowiązkowe)"
        maxLength={USAGE_EXAMPLE_MAX}
        autoComplete="off"
      />
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton loading={form.pending} loadingText="Zapisywanie…" className="sm:w-auto">
          {submitLabel}
        </SubmitButton>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={form.pending}>
            Anuluj
          </Button>
        ) : null}
      </div>
    </form>
  );
}
