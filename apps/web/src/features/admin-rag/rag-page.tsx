import { isOneOf, LEVELS, SUBJECTS } from '@kreda/shared/enums';
import { pluralPl } from '@kreda/shared/form-messages';
import { LEVEL_CHOICES, SUBJECT_CHOICES } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import type { Poziom, Przedmiot } from '../../gql/graphql.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { type RagFilter, type RagHit, useRagDocuments, useRagSearch } from './api/rag.ts';
import { RagDocuments } from './rag-documents.tsx';

const SUBJECT_FILTER = [{ value: '', label: 'Wszystkie przedmioty' }, ...SUBJECT_CHOICES];
const LEVEL_FILTER = [{ value: '', label: 'Wszystkie poziomy' }, ...LEVEL_CHOICES];

const passages = (n: number) => pluralPl(n, 'fragment', 'fragmenty', 'fragmentów');

function filterOf(params: URLSearchParams): RagFilter {
  const przedmiot = params.get('przedmiot') ?? '';
  const poziom = params.get('poziom') ?? '';
  return {
    przedmiot: isOneOf(SUBJECTS, przedmiot) && przedmiot !== 'all' ? (przedmiot as Przedmiot) : null,
    poziom: isOneOf(LEVELS, poziom) ? (poziom as Poziom) : null,
  };
}

function Hit({ hit, place }: { hit: RagHit; place: number }) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-board-100 bg-white p-4">
      <p className="font-semibold break-words text-board-950">
        {place}. {hit.chapter} – {hit.title}
      </p>
      <p className="text-sm text-ink-muted">
        {[
          hit.page ? `s. ${hit.page}` : null,
          `wynik ${hit.score.toFixed(4)}`,
          hit.visible ? null : 'podręcznik ukryty',
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <blockquote className="border-l-4 border-board-200 pl-3 text-sm break-words whitespace-pre-line">
        {hit.text}
      </blockquote>
    </li>
  );
}

/** The test box: the passages the tools would find for a question, best first, with their scores. */
function TestBox({ filter }: { filter: RagFilter }) {
  const search = useRagSearch();
  const [question, setQuestion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await search.mutateAsync({ ...filter, question });
    } catch (error) {
      const errors = serverFormErrors(error);
      setProblem(errors.fields.question ?? errors.message);
    }
  };
  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-4">
      <h2 id={`${id}-h`} className="text-xl font-bold text-board-950">
        Pytanie testowe
      </h2>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <TextField
            id={`${id}-q`}
            label="Pytanie"
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            error={problem}
            hint="Fragmenty z wybranego przedmiotu i poziomu, tak jak znajdą je narzędzia AI."
          />
        </div>
        <Button type="submit" disabled={search.isPending} aria-busy={search.isPending || undefined}>
          {search.isPending ? 'Szukam…' : 'Szukaj'}
        </Button>
      </form>
      <div aria-live="polite">
        {search.data ? (
          search.data.length === 0 ? (
            <p>Nic nie znaleziono dla tego pytania.</p>
          ) : (
            <ol aria-label="Znalezione fragmenty" className="flex flex-col gap-3">
              {search.data.map((hit, i) => (
                <Hit key={`${hit.documentId}:${hit.text}`} hit={hit} place={i + 1} />
              ))}
            </ol>
          )
        ) : null}
      </div>
    </section>
  );
}

/** /admin/rag: the public library's documents in the search index, and the test box. */
export function Component() {
  useDocumentTitle('Baza wiedzy (RAG) – administracja');
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const documents = useRagDocuments(filter);
  const change = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const total = (documents.data ?? []).reduce((sum, doc) => sum + doc.chunkCount, 0);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-board-950">Baza wiedzy (RAG)</h1>
        <p className="text-ink-muted">
          Rozdziały podręczników z biblioteki w indeksie, z którego czat, notatki i quizy biorą fragmenty.
          Podręczniki dodajesz i publikujesz w{' '}
          <Link to={ROUTES.adminTextbooks} className={textLinkClass}>
            Podręcznikach
          </Link>
          .
        </p>
      </header>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id="rag-przedmiot"
          label="Przedmiot"
          value={filter.przedmiot ?? ''}
          options={SUBJECT_FILTER}
          onChange={(value) => change('przedmiot', value)}
        />
        <SelectField
          id="rag-poziom"
          label="Poziom"
          value={filter.poziom ?? ''}
          options={LEVEL_FILTER}
          onChange={(value) => change('poziom', value)}
        />
      </div>
      <TestBox filter={filter} />
      <section aria-labelledby="rag-dokumenty" className="flex flex-col gap-4">
        <h2 id="rag-dokumenty" className="text-xl font-bold text-board-950">
          Dokumenty
        </h2>
        {documents.isPending ? (
          <p role="status">Wczytuję dokumenty…</p>
        ) : documents.isError ? (
          <FormAlert>Nie udało się wczytać dokumentów. Spróbuj ponownie za chwilę.</FormAlert>
        ) : (
          <>
            <p data-testid="rag-summary">
              {documents.data.length} {pluralPl(documents.data.length, 'rozdział', 'rozdziały', 'rozdziałów')}
              , {total} {passages(total)} w indeksie
            </p>
            <RagDocuments documents={documents.data} />
          </>
        )}
      </section>
    </div>
  );
}
