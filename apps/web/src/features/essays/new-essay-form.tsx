import type { ExamLevel } from '@kreda/shared/enums';
import { ESSAY_ARGUMENTS_MAX, ESSAY_INSTRUCTION_MAX, ESSAY_TOPIC_MAX } from '@kreda/shared/essays';
import { maxLength } from '@kreda/shared/form-messages';
import { ESSAY_LANGUAGE_LEVEL_LABELS, ESSAY_MODE_LABELS } from '@kreda/shared/labels';
import { useState } from 'react';
import { type CardChoice, ChoiceCards } from '../../components/form/choice-cards.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextareaField } from '../../components/form/textarea-field.tsx';
import type { PoziomJezyka, RozprawkaType } from '../../gql/graphql.ts';
import { FormMessageError } from '../../lib/form-errors.ts';
import { useCurrentUser } from '../../lib/session-cache.ts';
import { useForm } from '../../lib/use-form.ts';
import type { Essay } from './api/essay-fragments.ts';
import { useGenerateEssay } from './api/generate-essay.ts';
import type { EssayLektura } from './api/get-essay-lektury.ts';
import { type ExamChoice, ExamPicker, likelyExam } from './exam-picker.tsx';
import { LekturyPicker } from './lektury-picker.tsx';
import { lengthOf, limitCounter } from './text-limits.ts';

const MODE_CHOICES: CardChoice<RozprawkaType>[] = [
  {
    value: 'FULL',
    label: ESSAY_MODE_LABELS.FULL,
    description: 'Cała rozprawka: wstęp z tezą, argumenty z kontekstami i zakończenie.',
  },
  {
    value: 'STRUCTURE',
    label: ESSAY_MODE_LABELS.STRUCTURE,
    description: 'Sam plan w punktach: teza, argumenty, przykłady – piszesz samodzielnie.',
  },
  {
    value: 'HELPER',
    label: ESSAY_MODE_LABELS.HELPER,
    description: 'Wskazówki i zwroty do każdej części, bez gotowych akapitów.',
  },
];
const ARGUMENT_CHOICES: CardChoice<string>[] = ['2', '3', '4'].map((value) => ({
  value,
  label: `${value} argumenty`,
}));
const LEVEL_CHOICES: CardChoice<PoziomJezyka>[] = (['PROSTSZY', 'STANDARDOWY', 'ZAAWANSOWANY'] as const).map(
  (value) => ({ value, label: ESSAY_LANGUAGE_LEVEL_LABELS[value] }),
);

type Values = {
  temat: string;
  przedmiot: string;
  poziom: string;
  type: string;
  liczbaArgumentow: string;
  poziomJezyka: string;
  lektury: string;
  polecenie: string;
};

function validate(values: Values) {
  const temat = values.temat.trim();
  return {
    temat: !temat
      ? 'Wpisz temat rozprawki.'
      : lengthOf(temat) > ESSAY_TOPIC_MAX
        ? maxLength(ESSAY_TOPIC_MAX)
        : null,
    polecenie:
      lengthOf(values.polecenie.trim()) > ESSAY_INSTRUCTION_MAX ? maxLength(ESSAY_INSTRUCTION_MAX) : null,
  };
}

/** The order as the server takes it: readings only for Polish, empty optional fields left out. */
function orderOf(values: Values, lektury: readonly EssayLektura[]) {
  const polecenie = values.polecenie.trim();
  const ids = values.przedmiot === 'polish' ? lektury.map((l) => l.id) : [];
  return {
    temat: values.temat.trim(),
    przedmiot: values.przedmiot as ExamChoice['przedmiot'],
    poziom: values.poziom as ExamLevel,
    type: values.type as RozprawkaType,
    liczbaArgumentow: Math.min(Number(values.liczbaArgumentow), ESSAY_ARGUMENTS_MAX),
    poziomJezyka: values.poziomJezyka as PoziomJezyka,
    ...(ids.length > 0 ? { lektury: ids } : {}),
    ...(polecenie ? { polecenie } : {}),
  };
}

/** The form's state: the fields, the chosen readings and sending the order. */
function useNewEssay(initialTopic: string, onCreated: (essay: Essay) => void | Promise<void>) {
  const generate = useGenerateEssay();
  const user = useCurrentUser();
  const [lektury, setLektury] = useState<EssayLektura[]>([]);
  const exam = likelyExam(user?.onboarding.egzaminy);
  const form = useForm<Values>({
    initial: {
      temat: initialTopic,
      przedmiot: exam.przedmiot,
      poziom: exam.poziom,
      type: 'FULL',
      liczbaArgumentow: '2',
      poziomJezyka: 'STANDARDOWY',
      lektury: '',
      polecenie: '',
    },
    validate,
    onSubmit: async (values) => {
      const answer = await generate.mutateAsync(orderOf(values, lektury));
      if (answer.__typename === 'ExecutionError') throw new FormMessageError(answer.message);
      await onCreated(answer);
    },
  });
  const chooseLektury = (next: EssayLektura[]) => {
    setLektury(next);
    form.setValue('lektury', next.map((l) => l.id).join(' '));
  };
  const chooseExam = (next: ExamChoice) => {
    // Readings of primary school and of the matura differ; English essays use none.
    const sameSchool = (next.poziom === 'PODSTAWOWKA') === (form.values.poziom === 'PODSTAWOWKA');
    const keep = next.przedmiot === 'polish' && sameSchool;
    if (!keep) setLektury([]);
    form.setValuesOf({ ...next, ...(keep ? {} : { lektury: '' }) });
  };
  return { form, lektury, chooseLektury, chooseExam };
}

interface NewEssayFormProps {
  headingId: string;
  /** The topic to start from (from the address, e.g. a chat's suggestion). */
  initialTopic?: string;
  /** Called with the ordered essay (its segments are still being written). */
  onCreated: (essay: Essay) => void | Promise<void>;
}

/** "Nowa rozprawka": topic, exam, mode, arguments, language, readings and extra instructions. */
export function NewEssayForm({ headingId, initialTopic = '', onCreated }: NewEssayFormProps) {
  const essay = useNewEssay(initialTopic, onCreated);
  const { form } = essay;
  const polish = form.values.przedmiot === 'polish';
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-labelledby={headingId} className="flex flex-col gap-6">
      <TextareaField
        id={form.fieldId('temat')}
        label="Temat rozprawki"
        value={form.values.temat}
        onChange={(value) => form.setValue('temat', value)}
        error={form.errorOf('temat')}
        rows={3}
        placeholder="np. Czy warto poświęcić się dla innych? Rozważ problem na podstawie Lalki i innego tekstu."
        counter={limitCounter(form.values.temat, ESSAY_TOPIC_MAX)}
      />
      <ExamPicker
        ids={{ przedmiot: form.fieldId('przedmiot'), poziom: form.fieldId('poziom') }}
        przedmiot={form.values.przedmiot as ExamChoice['przedmiot']}
        poziom={form.values.poziom as ExamLevel}
        onChange={essay.chooseExam}
        errors={{ przedmiot: form.errorOf('przedmiot'), poziom: form.errorOf('poziom') }}
      />
      <EssayOptions form={form} />
      {polish ? (
        <LekturyPicker
          id={form.fieldId('lektury')}
          poziom={form.values.poziom as ExamLevel}
          chosen={essay.lektury}
          onChange={essay.chooseLektury}
          error={form.errorOf('lektury')}
        />
      ) : null}
      <TextareaField
        id={form.fieldId('polecenie')}
        label="Dodatkowe wskazówki (opcjonalnie)"
        value={form.values.polecenie}
        onChange={(value) => form.setValue('polecenie', value)}
        error={form.errorOf('polecenie')}
        rows={2}
        placeholder="np. użyj kontekstu historycznego"
        counter={limitCounter(form.values.polecenie, ESSAY_INSTRUCTION_MAX)}
      />
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <SubmitButton
        loading={form.pending}
        loadingText="Zamawianie rozprawki…"
        className="sm:w-auto sm:self-start"
      >
        Napisz rozprawkę
      </SubmitButton>
    </form>
  );
}

function EssayOptions({ form }: { form: ReturnType<typeof useNewEssay>['form'] }) {
  return (
    <>
      <ChoiceCards
        id={form.fieldId('type')}
        legend="Co ma przygotować Kreda?"
        choices={MODE_CHOICES}
        value={form.values.type}
        onChange={(value) => form.setValue('type', value)}
        error={form.errorOf('type')}
      />
      <ChoiceCards
        id={form.fieldId('liczbaArgumentow')}
        legend="Liczba argumentów"
        choices={ARGUMENT_CHOICES}
        value={form.values.liczbaArgumentow}
        onChange={(value) => form.setValue('liczbaArgumentow', value)}
        error={form.errorOf('liczbaArgumentow')}
      />
      <ChoiceCards
        id={form.fieldId('poziomJezyka')}
        legend="Poziom języka"
        choices={LEVEL_CHOICES}
        value={form.values.poziomJezyka}
        onChange={(value) => form.setValue('poziomJezyka', value)}
        error={form.errorOf('poziomJezyka')}
      />
    </>
  );
}
