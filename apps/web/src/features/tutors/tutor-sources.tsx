import { LEVEL_CHOICES, SUBJECT_CHOICES } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { MaterialPicker } from '../../components/form/material-picker.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { ActionSources } from '../../lib/api/get-action-sources.ts';
import type { SourceChoice } from '../../lib/source-choice.ts';
import type { useForm } from '../../lib/use-form.ts';
import {
  useTutorChapters,
  useTutorTextbooks,
  useTutorTopics,
  useTutorWorkspaces,
} from './api/get-source-choices.ts';
import { isLevel, isSubject, type NewTutorValues } from './new-tutor-rules.ts';

type Form = ReturnType<typeof useForm<NewTutorValues>>;

const subjectOf = (form: Form) => (isSubject(form.values.przedmiot) ? form.values.przedmiot : '');
const levelOf = (form: Form) => (isLevel(form.values.poziom) ? form.values.poziom : '');

/** A list could not be read: the reason, said where the list would be. */
const LoadProblem = ({ message }: { message: string }) => <p className="text-sm text-red-800">{message}</p>;

/** The subject and the class (a topic or a textbook is chosen among theirs); another one clears the choice. */
export function SubjectAndLevel({ form }: { form: Form }) {
  const clear = { tematId: '', podrecznikId: '', rozdzialId: '' };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id={form.fieldId('przedmiot')}
        label="Przedmiot"
        placeholder="Wybierz przedmiot"
        options={SUBJECT_CHOICES}
        value={form.values.przedmiot}
        onChange={(przedmiot) => form.setValuesOf({ przedmiot, ...clear })}
        error={form.errorOf('przedmiot')}
      />
      <SelectField
        id={form.fieldId('poziom')}
        label="Klasa"
        placeholder="Wybierz klasę"
        options={LEVEL_CHOICES}
        value={form.values.poziom}
        onChange={(poziom) => form.setValuesOf({ poziom, ...clear })}
        error={form.errorOf('poziom')}
      />
    </div>
  );
}

/** A topic or chapter chosen by the link that opened the form, not among the lists shown. */
function ChosenByLink({ what }: { what: string }) {
  return (
    <FormAlert tone="info">
      {what} wybrany w bibliotece albo w linku, z którego tu trafiłeś. Możesz wybrać inny poniżej.
    </FormAlert>
  );
}

/** A curriculum topic of the chosen subject and class. */
export function TopicSource({ form }: { form: Form }) {
  const topics = useTutorTopics(subjectOf(form), levelOf(form));
  const listed = topics.data?.some((topic) => topic.id === form.values.tematId) ?? false;
  return (
    <div className="flex flex-col gap-4">
      {form.values.tematId && !listed && !topics.isFetching ? <ChosenByLink what="Temat" /> : null}
      <SubjectAndLevel form={form} />
      {topics.isError ? <LoadProblem message={topics.error.message} /> : null}
      <SelectField
        id={form.fieldId('tematId')}
        label="Temat z podstawy programowej"
        placeholder={topics.isFetching ? 'Wczytywanie tematów…' : 'Wybierz temat'}
        options={(topics.data ?? []).map((topic) => ({
          value: topic.id,
          label: topic.ckePoziom === 'MATURA_ROZSZERZONA' ? `${topic.temat} (rozszerzenie)` : topic.temat,
        }))}
        value={listed ? form.values.tematId : ''}
        onChange={(tematId) => form.setValue('tematId', tematId)}
        error={form.errorOf('tematId')}
        disabled={!topics.data}
        hint={topics.data ? null : 'Najpierw wybierz przedmiot i klasę.'}
      />
      {topics.data?.length === 0 ? (
        <p className="text-sm text-ink-muted">
          Ten przedmiot nie ma tematów w tej klasie. Wybierz inną klasę.
        </p>
      ) : null}
    </div>
  );
}

/** A chapter of a published textbook of the chosen subject and class. */
export function ChapterSource({ form }: { form: Form }) {
  const textbooks = useTutorTextbooks(subjectOf(form), levelOf(form));
  const chapters = useTutorChapters(form.values.podrecznikId);
  const listed = chapters.data?.some((chapter) => chapter.id === form.values.rozdzialId) ?? false;
  return (
    <div className="flex flex-col gap-4">
      {form.values.rozdzialId && !listed && !chapters.isFetching ? <ChosenByLink what="Rozdział" /> : null}
      <SubjectAndLevel form={form} />
      {textbooks.isError ? <LoadProblem message={textbooks.error.message} /> : null}
      <SelectField
        id={form.fieldId('podrecznikId')}
        label="Podręcznik"
        placeholder={textbooks.isFetching ? 'Wczytywanie podręczników…' : 'Wybierz podręcznik'}
        options={(textbooks.data ?? []).map((book) => ({ value: book.id, label: book.title }))}
        value={form.values.podrecznikId}
        onChange={(podrecznikId) => form.setValuesOf({ podrecznikId, rozdzialId: '' })}
        error={form.errorOf('podrecznikId')}
        disabled={!textbooks.data}
        hint={
          textbooks.data?.length === 0 ? (
            <>
              W bibliotece nie ma jeszcze podręcznika do tego przedmiotu i klasy.{' '}
              <Link to={ROUTES.textbooks} className={textLinkClass}>
                Zobacz bibliotekę
              </Link>
            </>
          ) : textbooks.data ? null : (
            'Najpierw wybierz przedmiot i klasę.'
          )
        }
      />
      {chapters.isError ? <LoadProblem message={chapters.error.message} /> : null}
      <SelectField
        id={form.fieldId('rozdzialId')}
        label="Rozdział"
        placeholder={chapters.isFetching ? 'Wczytywanie rozdziałów…' : 'Wybierz rozdział'}
        options={(chapters.data ?? []).map((chapter) => ({
          value: chapter.id,
          label: `${chapter.number}. ${chapter.name}`,
        }))}
        value={listed ? form.values.rozdzialId : ''}
        onChange={(rozdzialId) => form.setValue('rozdzialId', rozdzialId)}
        error={form.errorOf('rozdzialId')}
        disabled={!chapters.data}
      />
    </div>
  );
}

interface MaterialsSourceProps {
  form: Form;
  sources: { data: ActionSources | undefined; isPending: boolean; error: Error | null };
  chosen: readonly SourceChoice[];
  onChoose: (chosen: SourceChoice[]) => void;
}

/** One of the pupil's workspaces, then its materials (the picker every material-made tool uses). */
export function MaterialsSource({ form, sources, chosen, onChoose }: MaterialsSourceProps) {
  const workspaces = useTutorWorkspaces(true);
  if (workspaces.isPending) return <Spinner label="Wczytywanie przestrzeni…" className="py-2" />;
  if (workspaces.isError) return <LoadProblem message={workspaces.error.message} />;
  if (workspaces.data.length === 0)
    return (
      <p className="text-ink-muted">
        Nie masz jeszcze przestrzeni z materiałami.{' '}
        <Link to={ROUTES.workspaces} className={textLinkClass}>
          Załóż przestrzeń
        </Link>{' '}
        i dodaj do niej materiały albo wybierz temat lub rozdział podręcznika.
      </p>
    );
  const workspaceId = form.values.workspaceId;
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        id={form.fieldId('workspaceId')}
        label="Przestrzeń"
        placeholder="Wybierz przestrzeń"
        options={workspaces.data.map((workspace) => ({ value: workspace.id, label: workspace.name }))}
        value={workspaceId}
        onChange={(id) => form.setValuesOf({ workspaceId: id, sourcesId: '' })}
        error={form.errorOf('workspaceId')}
      />
      {workspaceId ? (
        <MaterialPicker
          id={form.fieldId('sourcesId')}
          workspaceId={workspaceId}
          sources={sources.data}
          loading={sources.isPending}
          loadError={sources.error ? sources.error.message : null}
          chosen={chosen}
          onChange={onChoose}
          error={form.errorOf('sourcesId')}
          hint="Zaznacz materiały, z których korepetytor ma uczyć."
        />
      ) : null}
    </div>
  );
}
