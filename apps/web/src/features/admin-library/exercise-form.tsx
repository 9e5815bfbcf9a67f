import { useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { TextareaField } from '../../components/form/textarea-field.tsx';
import { useForm } from '../../lib/use-form.ts';
import { useUpdateExercise } from './api/update-exercise.ts';

export interface EditableExercise {
  id: string;
  numberExercise: string;
  question: string;
  answer?: string | null | undefined;
  explanation?: string | null | undefined;
}

/** Corrects a library exercise with `updateZadanie`: only the changed fields are sent. */
export function ExerciseForm({
  exercise,
  subchapterId,
}: {
  exercise: EditableExercise;
  subchapterId: string;
}) {
  const update = useUpdateExercise(subchapterId);
  const [saved, setSaved] = useState(false);
  const initial = {
    numberExercise: exercise.numberExercise,
    question: exercise.question,
    answer: exercise.answer ?? '',
    explanation: exercise.explanation ?? '',
  };
  const form = useForm({
    initial,
    onSubmit: async (values) => {
      setSaved(false);
      const changed = Object.fromEntries(
        Object.entries(values).filter(([name, value]) => value !== initial[name as keyof typeof initial]),
      );
      if (Object.keys(changed).length === 0) {
        form.setFormError('Nic się nie zmieniło.');
        return;
      }
      await update.mutateAsync({ id: exercise.id, ...changed });
      setSaved(true);
    },
  });
  const area = (name: 'question' | 'answer' | 'explanation', label: string, rows: number) => (
    <TextareaField
      id={form.fieldId(name)}
      label={label}
      rows={rows}
      value={form.values[name]}
      onChange={(value) => {
        setSaved(false);
        form.setValue(name, value);
      }}
      error={form.errorOf(name)}
    />
  );
  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-3">
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <TextField label="Numer zadania" {...form.field('numberExercise')} />
      {area('question', 'Treść (Markdown, wzory w LaTeX)', 4)}
      {area('answer', 'Odpowiedź', 2)}
      {area('explanation', 'Rozwiązanie krok po kroku', 6)}
      {saved ? <FormAlert tone="info">Zapisano zadanie.</FormAlert> : null}
      <SubmitButton loading={form.pending} loadingText="Zapisuję…" className="sm:w-auto sm:self-start">
        Zapisz zadanie
      </SubmitButton>
    </form>
  );
}
