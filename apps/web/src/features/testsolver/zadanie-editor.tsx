import { maxLength } from '@kreda/shared/form-messages';
import { textLength, ZADANIE_QUESTION_MAX } from '@kreda/shared/limits';
import { useEffect, useRef, useState } from 'react';
import { FieldError } from '../../components/form/field-error.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { TextareaField } from '../../components/form/textarea-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/input-class.ts';
import { focusAfterPaint } from '../../lib/focus-after-paint.ts';
import { toast } from '../../lib/toast.ts';
import { useForm } from '../../lib/use-form.ts';
import type { Zadanie } from './api/testsolver-fragments.ts';
import { useUpdateZadanie } from './api/update-zadanie.ts';

/** The longest number of a task ("5.2", "12 b)") and of an option's letter, as the server takes them. */
const NUMBER_MAX = 40;
const KEY_MAX = 4;
/** Options of one closed task, at most. */
const OPTIONS_MAX = 10;

interface OptionDraft {
  uid: number;
  key: string;
  value: string;
}

/** The options being edited, each with an id of its own so React keeps their inputs apart. */
function useOptionDrafts(task: Zadanie) {
  const next = useRef(task.zadanieOdpowiedzi.length);
  const [options, setOptions] = useState<OptionDraft[]>(() =>
    task.zadanieOdpowiedzi.map((option, uid) => ({ uid, ...option })),
  );
  const add = () => {
    next.current += 1;
    setOptions([...options, { uid: next.current, key: String.fromCharCode(65 + options.length), value: '' }]);
  };
  const change = (uid: number, patch: Partial<OptionDraft>) =>
    setOptions(options.map((option) => (option.uid === uid ? { ...option, ...patch } : option)));
  const remove = (uid: number) => setOptions(options.filter((option) => option.uid !== uid));
  return { options, add, change, remove };
}

type Options = ReturnType<typeof useOptionDrafts>;

/** Why the options cannot be saved, in the server's words, or null. */
function optionsProblem(options: readonly OptionDraft[]): string | null {
  if (options.some((option) => !option.key.trim() || !option.value.trim()))
    return 'Uzupełnij literę i treść każdej odpowiedzi albo usuń pustą.';
  const keys = new Set(options.map((option) => option.key.trim().toLocaleUpperCase('pl-PL')));
  return keys.size < options.length ? 'Litery odpowiedzi nie mogą się powtarzać.' : null;
}

function OptionsEditor({ id, drafts, error }: { id: string; drafts: Options; error: string | undefined }) {
  return (
    <fieldset id={id} tabIndex={-1} className="flex min-w-0 flex-col gap-2 outline-none">
      <legend className="mb-1 font-medium text-board-950">Odpowiedzi do wyboru</legend>
      {drafts.options.length === 0 ? (
        <p className="text-sm text-ink-muted">To zadanie nie ma odpowiedzi do wyboru.</p>
      ) : null}
      {drafts.options.map((option, index) => (
        <div key={option.uid} className="flex min-w-0 items-start gap-2">
          <input
            aria-label={`Litera odpowiedzi ${index + 1}`}
            value={option.key}
            maxLength={KEY_MAX}
            onChange={(event) => drafts.change(option.uid, { key: event.currentTarget.value })}
            className={`${inputClass} w-14 shrink-0 text-center`}
          />
          <input
            aria-label={`Treść odpowiedzi ${option.key || index + 1}`}
            value={option.value}
            onChange={(event) => drafts.change(option.uid, { value: event.currentTarget.value })}
            className={`${inputClass} min-w-0 flex-1`}
          />
          <Button
            variant="ghost"
            size="sm"
            className="min-h-12"
            aria-label={`Usuń odpowiedź ${option.key || index + 1}`}
            onClick={() => drafts.remove(option.uid)}
          >
            Usuń
          </Button>
        </div>
      ))}
      {drafts.options.length < OPTIONS_MAX ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={drafts.add}>
          Dodaj odpowiedź do wyboru
        </Button>
      ) : null}
      <FieldError id={error ? `${id}-error` : undefined} message={error} />
    </fieldset>
  );
}

/**
 * "Popraw treść": the number, the text and the options of a task read with a mistake. Saving
 * stores the correction and solves the task again; a refusal keeps what was typed.
 */
export function ZadanieEditor({ task, onDone }: { task: Zadanie; onDone: (saved: boolean) => void }) {
  const update = useUpdateZadanie();
  const drafts = useOptionDrafts(task);
  const form = useForm({
    initial: {
      numberExercise: task.numberExercise,
      question: task.question,
      zadanieOdpowiedzi: JSON.stringify(drafts.options),
    },
    validate: (values) => ({
      numberExercise: !values.numberExercise.trim()
        ? 'Wpisz numer zadania.'
        : textLength(values.numberExercise.trim()) > NUMBER_MAX
          ? maxLength(NUMBER_MAX)
          : null,
      question: !values.question.trim()
        ? 'Wpisz treść zadania.'
        : textLength(values.question) > ZADANIE_QUESTION_MAX
          ? maxLength(ZADANIE_QUESTION_MAX)
          : null,
      zadanieOdpowiedzi: optionsProblem(drafts.options),
    }),
    onSubmit: async (values) => {
      await update.mutateAsync({
        id: task.id,
        numberExercise: values.numberExercise.trim(),
        question: values.question,
        zadanieOdpowiedzi: drafts.options.map(({ key, value }) => ({ key: key.trim(), value: value.trim() })),
        solve: true,
      });
      toast.success('Zapisano poprawkę. Kreda rozwiązuje zadanie jeszcze raz.');
      onDone(true);
    },
  });
  // The options live beside the form's fields: an edit checks them again and clears the server's word.
  const optionsKey = JSON.stringify(drafts.options);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the options only.
  useEffect(() => {
    if (optionsKey !== form.values.zadanieOdpowiedzi) form.setValue('zadanieOdpowiedzi', optionsKey);
  }, [optionsKey]);
  const questionField = useRef<HTMLTextAreaElement>(null);
  useEffect(() => focusAfterPaint(() => questionField.current), []);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={`Popraw zadanie ${task.numberExercise}`}
      className="flex flex-col gap-4"
    >
      <TextField
        {...form.field('numberExercise')}
        label="Numer zadania"
        autoComplete="off"
        className="sm:max-w-40"
      />
      <TextareaField
        id={form.fieldId('question')}
        ref={questionField}
        label="Treść zadania"
        value={form.values.question}
        onChange={(value) => form.setValue('question', value)}
        error={form.errorOf('question')}
        rows={8}
        hint="Popraw to, co odczytano źle. Wzory zapisuj jak w LaTeX, np. $\frac{1}{2}$."
      />
      <OptionsEditor
        id={form.fieldId('zadanieOdpowiedzi')}
        drafts={drafts}
        error={form.errorOf('zadanieOdpowiedzi')}
      />
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <SubmitButton loading={form.pending} loadingText="Zapisywanie…" className="sm:w-auto">
          Zapisz i rozwiąż ponownie
        </SubmitButton>
        <Button variant="ghost" onClick={() => onDone(false)} disabled={form.pending}>
          Anuluj
        </Button>
      </div>
    </form>
  );
}
