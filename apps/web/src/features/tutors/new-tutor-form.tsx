import { TUTOR_DETAIL_LEVEL_LABELS } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type CardChoice, ChoiceCards } from '../../components/form/choice-cards.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextareaField } from '../../components/form/textarea-field.tsx';
import type { AiTutorDetailLevel } from '../../gql/graphql.ts';
import { useActionSources } from '../../lib/api/get-action-sources.ts';
import { byFormField } from '../../lib/form-errors.ts';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';
import { choiceKey, initialChoice, type SourceChoice } from '../../lib/source-choice.ts';
import { useForm } from '../../lib/use-form.ts';
import { useOrderTutor } from './api/order-tutor.ts';
import type { TutorDetail } from './api/tutor-fragments.ts';
import {
  COMMENT_MAX,
  cleanComment,
  type NewTutorValues,
  type TutorSource,
  underSourceField,
  validateNewTutor,
} from './new-tutor-rules.ts';
import { ChapterSource, MaterialsSource, TopicSource } from './tutor-sources.tsx';

const SOURCE_CHOICES: CardChoice<TutorSource>[] = [
  { value: 'TOPIC', label: 'Temat', description: 'Z podstawy programowej.' },
  { value: 'CHAPTER', label: 'Rozdział podręcznika', description: 'Z biblioteki Kredy.' },
  { value: 'MATERIALS', label: 'Moje materiały', description: 'Z jednej z Twoich przestrzeni.' },
];

const DETAIL_CHOICES: CardChoice<AiTutorDetailLevel>[] = [
  {
    value: 'NORMAL',
    label: TUTOR_DETAIL_LEVEL_LABELS.NORMAL,
    description: 'Najważniejsze pojęcia i typowe zadania – szybciej przez cały temat.',
  },
  {
    value: 'PRECISE',
    label: TUTOR_DETAIL_LEVEL_LABELS.PRECISE,
    description: 'Więcej szczegółów, wyjątków i trudniejszych przykładów.',
  },
];

/** The form's state: the fields, the chosen materials, and sending the order. */
function useNewTutor(initial: NewTutorValues, onCreated: (tutor: TutorDetail) => void | Promise<void>) {
  const order = useOrderTutor();
  const [chosen, setChosen] = useState<SourceChoice[] | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const form = useForm<NewTutorValues>({
    initial,
    validate: validateNewTutor,
    onSubmit: async (values) => {
      setLimitReached(false);
      const comment = cleanComment(values.userComment);
      const common = { detailLevel: values.detailLevel, ...(comment ? { userComment: comment } : {}) };
      try {
        const tutor = await order.mutateAsync(
          values.source === 'MATERIALS'
            ? { input: common, materials: { workspaceId: values.workspaceId, sources: chosen ?? [] } }
            : {
                input: {
                  ...common,
                  ...(values.source === 'TOPIC'
                    ? { tematId: values.tematId }
                    : { rozdzialId: values.rozdzialId }),
                },
              },
        );
        await onCreated(tutor);
      } catch (error) {
        setLimitReached(error instanceof GraphQLRequestError && error.code === 'INSUFFICIENT_RESOURCES');
        throw underSourceField(byFormField(error), values.source);
      }
    },
  });

  const materials = form.values.source === 'MATERIALS';
  const sources = useActionSources(form.values.workspaceId, 'AITUTOR', materials);
  const choose = (next: SourceChoice[]) => {
    setChosen(next);
    form.setValue('sourcesId', next.map(choiceKey).join(' '));
  };
  // Another workspace: its materials, with the last choice made there offered again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the workspace changes.
  useEffect(() => setChosen(null), [form.values.workspaceId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the materials arrive.
  useEffect(() => {
    if (chosen === null && sources.data) choose(initialChoice(sources.data));
  }, [chosen, sources.data]);

  return { form, sources, chosen: chosen ?? [], choose, limitReached };
}

interface NewTutorFormProps {
  initial: NewTutorValues;
  headingId: string;
  /** Called with the ordered tutor (its plan is still being written). */
  onCreated: (tutor: TutorDetail) => void | Promise<void>;
}

/** "Nowy korepetytor": what to learn, how precisely, and a note for the tutor. */
export function NewTutorForm({ initial, headingId, onCreated }: NewTutorFormProps) {
  const tutor = useNewTutor(initial, onCreated);
  const { form } = tutor;
  const commentLength = [...cleanComment(form.values.userComment)].length;
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-labelledby={headingId} className="flex flex-col gap-6">
      <ChoiceCards
        id={form.fieldId('source')}
        legend="Czego chcesz się nauczyć?"
        choices={SOURCE_CHOICES}
        value={form.values.source}
        onChange={(source) => form.setValue('source', source)}
      />
      {form.values.source === 'TOPIC' ? <TopicSource form={form} /> : null}
      {form.values.source === 'CHAPTER' ? <ChapterSource form={form} /> : null}
      {form.values.source === 'MATERIALS' ? (
        <MaterialsSource form={form} sources={tutor.sources} chosen={tutor.chosen} onChoose={tutor.choose} />
      ) : null}
      <ChoiceCards
        id={form.fieldId('detailLevel')}
        legend="Poziom szczegółowości"
        choices={DETAIL_CHOICES}
        value={form.values.detailLevel}
        onChange={(detailLevel) => form.setValue('detailLevel', detailLevel)}
        error={form.errorOf('detailLevel')}
        columns={2}
      />
      <TextareaField
        id={form.fieldId('userComment')}
        label="Uwaga dla korepetytora (opcjonalnie)"
        placeholder="np. mam sprawdzian w piątek"
        hint="Co już umiesz, czego nie rozumiesz albo na kiedy się uczysz."
        counter={`${commentLength} / ${COMMENT_MAX} znaków`}
        value={form.values.userComment}
        onChange={(value) => form.setValue('userComment', value)}
        error={form.errorOf('userComment')}
        rows={3}
      />
      {form.formError ? (
        <FormAlert>
          {form.formError}
          {tutor.limitReached ? (
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
      ) : null}
      <SubmitButton
        loading={form.pending}
        loadingText="Zamawianie korepetytora…"
        className="sm:w-auto sm:self-start"
      >
        Zamów korepetytora
      </SubmitButton>
    </form>
  );
}
