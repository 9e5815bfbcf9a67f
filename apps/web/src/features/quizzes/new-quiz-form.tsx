import { QUIZ_DETAIL_SCALE_LABELS } from '@kreda/shared/labels';
import { useEffect, useState } from 'react';
import { type CardChoice, ChoiceCards } from '../../components/form/choice-cards.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { MaterialPicker } from '../../components/form/material-picker.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import type { ContentType, QuizDetailScale } from '../../gql/graphql.ts';
import { useActionSources } from '../../lib/api/get-action-sources.ts';
import { FormMessageError } from '../../lib/form-errors.ts';
import { choiceKey, initialChoice, type SourceChoice } from '../../lib/source-choice.ts';
import { useForm } from '../../lib/use-form.ts';
import { useGenerateQuiz } from './api/generate-quiz.ts';
import type { Lektura } from './api/get-lektury.ts';
import { useWorkspaceSubject } from './api/get-workspace-subject.ts';
import type { QuizSummary } from './api/quiz-fragments.ts';
import { LekturaPicker } from './lektura-picker.tsx';
import {
  PRACTICE_SUBJECTS,
  QUESTION_COUNT_DEFAULT,
  QUESTION_COUNT_MAX,
  QUESTION_COUNT_MIN,
  QUESTION_MIXES,
  type QuestionMix,
} from './quiz-labels.ts';

type SourceKind = 'MATERIALS' | 'LEKTURA';

const SOURCE_CHOICES: CardChoice<SourceKind>[] = [
  { value: 'MATERIALS', label: 'Materiały z przestrzeni' },
  { value: 'LEKTURA', label: 'Lektura' },
];
const SCALE_CHOICES: CardChoice<QuizDetailScale>[] = (['PROSTSZY', 'NORMALNY', 'TRUDNIEJSZY'] as const).map(
  (value) => ({ value, label: QUIZ_DETAIL_SCALE_LABELS[value] }),
);
const MIX_CHOICES: CardChoice<QuestionMix>[] = (['ZAMKNIETE', 'OTWARTE', 'OBA'] as const).map((value) => ({
  value,
  label: QUESTION_MIXES[value].label,
}));
const TYPE_CHOICES: CardChoice<ContentType>[] = [
  { value: 'THEORY', label: 'Teoria', description: 'Pytania o pojęcia, definicje i zależności.' },
  {
    value: 'PRACTICE',
    label: 'Zadania obliczeniowe',
    description: 'Zadania z wynikiem liczbowym, sprawdzanym co do wartości.',
  },
];

const INITIAL = {
  source: 'MATERIALS',
  sourcesId: '',
  lekturaId: '',
  questionCount: String(QUESTION_COUNT_DEFAULT),
  detailScale: 'NORMALNY',
  questionTypes: 'OBA',
  type: 'THEORY',
};
type Values = typeof INITIAL;

function validate(values: Values) {
  const count = Number(values.questionCount);
  return {
    questionCount:
      /^\d+$/.test(values.questionCount.trim()) && count >= QUESTION_COUNT_MIN && count <= QUESTION_COUNT_MAX
        ? null
        : `Podaj liczbę pytań od ${QUESTION_COUNT_MIN} do ${QUESTION_COUNT_MAX}.`,
    sourcesId:
      values.source === 'MATERIALS' && !values.sourcesId ? 'Zaznacz co najmniej jeden materiał.' : null,
    lekturaId: values.source === 'LEKTURA' && !values.lekturaId ? 'Wybierz lekturę z listy.' : null,
  };
}

/** The form's state: the fields, the chosen materials and reading, and sending the order. */
function useNewQuiz(workspaceId: string, onCreated: (quiz: QuizSummary) => void | Promise<void>) {
  const generate = useGenerateQuiz();
  const subject = useWorkspaceSubject(workspaceId);
  const practiceAllowed = PRACTICE_SUBJECTS.has(subject.data ?? '');
  const [chosen, setChosen] = useState<SourceChoice[] | null>(null);
  const [lektura, setLektura] = useState<Lektura | null>(null);

  const form = useForm({
    initial: INITIAL,
    validate,
    onSubmit: async (values) => {
      const fromMaterials = values.source === 'MATERIALS';
      const answer = await generate.mutateAsync({
        input: {
          workspaceId,
          questionCount: Number(values.questionCount),
          detailScale: values.detailScale as QuizDetailScale,
          questionTypes: [...QUESTION_MIXES[values.questionTypes as QuestionMix].types],
          ...(practiceAllowed ? { type: values.type as ContentType } : {}),
          ...(fromMaterials ? {} : { lekturaId: values.lekturaId }),
        },
        ...(fromMaterials ? { sources: chosen ?? [] } : {}),
      });
      if (answer.__typename === 'ExecutionError') throw new FormMessageError(answer.message);
      await onCreated(answer);
    },
  });

  const sources = useActionSources(workspaceId, 'QUIZ', form.values.source === 'MATERIALS');
  const choose = (next: SourceChoice[]) => {
    setChosen(next);
    form.setValue('sourcesId', next.map(choiceKey).join(' '));
  };
  // The last choice is offered again once the materials are known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the materials arrive.
  useEffect(() => {
    if (chosen === null && sources.data) choose(initialChoice(sources.data));
  }, [chosen, sources.data]);

  const chooseLektura = (next: Lektura) => {
    setLektura(next);
    form.setValue('lekturaId', next.id);
  };
  return { form, sources, chosen: chosen ?? [], choose, lektura, chooseLektura, practiceAllowed };
}

interface NewQuizFormProps {
  workspaceId: string;
  /** Called with the ordered quiz (its questions are still being written). */
  onCreated: (quiz: QuizSummary) => void | Promise<void>;
  headingId: string;
}

/** "Nowy quiz": the source (materials or a set reading), the number of questions, difficulty and mix. */
export function NewQuizForm({ workspaceId, onCreated, headingId }: NewQuizFormProps) {
  const quiz = useNewQuiz(workspaceId, onCreated);
  const { form } = quiz;
  const fromMaterials = form.values.source === 'MATERIALS';

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-labelledby={headingId} className="flex flex-col gap-5">
      <ChoiceCards
        id={form.fieldId('source')}
        legend="Z czego ma powstać quiz?"
        choices={SOURCE_CHOICES}
        value={form.values.source}
        onChange={(value) => form.setValue('source', value)}
        columns={2}
      />
      {fromMaterials ? (
        <MaterialPicker
          id={form.fieldId('sourcesId')}
          workspaceId={workspaceId}
          sources={quiz.sources.data}
          loading={quiz.sources.isPending}
          loadError={quiz.sources.isError ? quiz.sources.error.message : null}
          chosen={quiz.chosen}
          onChange={quiz.choose}
          error={form.errorOf('sourcesId')}
          hint="Zaznacz materiały, z których mają powstać pytania."
          emptyTail=" albo wybierz lekturę."
        />
      ) : (
        <div className="flex flex-col gap-2">
          <LekturaPicker
            id={form.fieldId('lekturaId')}
            chosen={quiz.lektura}
            onChange={quiz.chooseLektura}
            error={form.errorOf('lekturaId')}
          />
          <p className="text-sm text-ink-muted">
            Pytania dotyczą fabuły, bohaterów, motywów i kontekstu lektury. Szczegóły warto sprawdzić w
            tekście.
          </p>
        </div>
      )}
      <QuizSettings form={form} practiceAllowed={quiz.practiceAllowed} />
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <SubmitButton
        loading={form.pending}
        loadingText="Zamawianie quizu…"
        className="sm:w-auto sm:self-start"
      >
        Utwórz quiz
      </SubmitButton>
    </form>
  );
}

function QuizSettings({
  form,
  practiceAllowed,
}: {
  form: ReturnType<typeof useNewQuiz>['form'];
  practiceAllowed: boolean;
}) {
  return (
    <>
      <TextField
        {...form.field('questionCount')}
        label="Liczba pytań"
        type="number"
        inputMode="numeric"
        min={QUESTION_COUNT_MIN}
        max={QUESTION_COUNT_MAX}
        hint={`Od ${QUESTION_COUNT_MIN} do ${QUESTION_COUNT_MAX}.`}
        className="sm:max-w-48"
      />
      <ChoiceCards
        id={form.fieldId('detailScale')}
        legend="Poziom trudności"
        choices={SCALE_CHOICES}
        value={form.values.detailScale}
        onChange={(value) => form.setValue('detailScale', value)}
        error={form.errorOf('detailScale')}
      />
      <ChoiceCards
        id={form.fieldId('questionTypes')}
        legend="Rodzaj pytań"
        choices={MIX_CHOICES}
        value={form.values.questionTypes}
        onChange={(value) => form.setValue('questionTypes', value)}
        error={form.errorOf('questionTypes')}
      />
      {practiceAllowed ? (
        <ChoiceCards
          id={form.fieldId('type')}
          legend="Teoria czy zadania?"
          choices={TYPE_CHOICES}
          value={form.values.type}
          onChange={(value) => form.setValue('type', value)}
          error={form.errorOf('type')}
          columns={2}
        />
      ) : null}
    </>
  );
}
