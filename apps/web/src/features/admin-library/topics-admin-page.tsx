import { bookSubjectOf, type Level, levelOf, type Subject } from '@kreda/shared/enums';
import { pluralPl } from '@kreda/shared/form-messages';
import { LEVEL_CHOICES, SUBJECT_CHOICES } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '../../components/form/select-field.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { LoadFailed, Loading } from '../../components/ui/load-states.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useAdminTopics } from './api/admin-topics.ts';
import { TopicForm } from './topic-form.tsx';

const CHOOSE = { value: '', label: 'Wybierz…' };

function Topics({ przedmiot, poziom }: { przedmiot: Subject; poziom: Level }) {
  const topics = useAdminTopics(przedmiot, poziom);
  if (topics.isPending) return <Loading label="Wczytuję tematy…" />;
  if (topics.isError)
    return (
      <LoadFailed
        title="Nie udało się wczytać tematów"
        error={topics.error}
        onRetry={() => void topics.refetch()}
        retrying={topics.isFetching}
      />
    );
  const { topics: list, textbooks } = topics.data;
  if (list.length === 0)
    return <p className="text-ink-muted">Ten przedmiot nie ma tematów na tym poziomie.</p>;
  return (
    <>
      <p className="text-ink-muted">
        {`${list.length} ${pluralPl(list.length, 'temat', 'tematy', 'tematów')}, `}
        {textbooks.length
          ? `${textbooks.length} ${pluralPl(textbooks.length, 'podręcznik', 'podręczniki', 'podręczników')} do wyboru.`
          : 'brak podręczników tego przedmiotu na tym poziomie.'}
      </p>
      <ul aria-label="Tematy" className="flex flex-col gap-4">
        {list.map((topic) => (
          <TopicForm
            key={topic.id}
            topic={topic}
            textbooks={textbooks}
            przedmiot={przedmiot}
            poziom={poziom}
          />
        ))}
      </ul>
    </>
  );
}

/**
 * /admin/podreczniki/tematy: the curriculum topics of a subject and level, each linked to the
 * textbook it is learnt from, with its description for pupils and its visibility (`updatetemat`).
 */
export function Component() {
  useDocumentTitle('Tematy podstawy programowej – administracja');
  const [params, setParams] = useSearchParams();
  const przedmiot = bookSubjectOf(params.get('przedmiot'));
  const poziom = levelOf(params.get('poziom'));
  const choose = (name: 'przedmiot' | 'poziom', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p>
          <Link to={ROUTES.adminTextbooks} className={`${textLinkClass} inline-flex min-h-10 items-center`}>
            Wszystkie podręczniki
          </Link>
        </p>
        <h1 className="text-3xl font-bold text-board-950">Tematy podstawy programowej</h1>
        <p className="text-ink-muted">
          Połącz tematy z podręcznikami, z których uczniowie się ich uczą, dopisz opis tematu i zdecyduj, czy
          uczniowie go widzą przy zakładaniu przestrzeni.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="admin-tematy-przedmiot"
          label="Przedmiot"
          value={przedmiot ?? ''}
          options={[CHOOSE, ...SUBJECT_CHOICES]}
          onChange={(value) => choose('przedmiot', value)}
        />
        <SelectField
          id="admin-tematy-poziom"
          label="Poziom"
          value={poziom ?? ''}
          options={[CHOOSE, ...LEVEL_CHOICES]}
          onChange={(value) => choose('poziom', value)}
        />
      </div>
      <section aria-label="Tematy wybranego przedmiotu i poziomu" className="flex flex-col gap-4">
        {przedmiot && poziom ? (
          <Topics key={`${przedmiot}:${poziom}`} przedmiot={przedmiot} poziom={poziom} />
        ) : (
          <p className="text-ink-muted">Wybierz przedmiot i poziom, aby zobaczyć ich tematy.</p>
        )}
      </section>
    </div>
  );
}
