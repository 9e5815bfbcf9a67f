import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { useSetToc } from './api/import-actions.ts';

// The table of contents typed by hand, for an import that could read none from its PDF.

interface Row {
  /** Stable across removals above it (React's key). */
  key: number;
  name: string;
  page: string;
}
interface ChapterRow extends Row {
  subchapters: Row[];
}

let rows = 0;
const emptyRow = (): Row => ({ key: rows++, name: '', page: '' });
const PAGE_PROBLEM = 'Strona: liczba całkowita od 1.';

/** Every typed page that is not a whole number from 1, by its input's path (`chapters.0.page`). */
function pageProblems(chapters: readonly ChapterRow[]): Record<string, string> {
  const problems: Record<string, string> = {};
  const check = (row: Row, path: string) => {
    if (!/^\d{1,5}$/.test(row.page.trim()) || Number(row.page) < 1) problems[`${path}.page`] = PAGE_PROBLEM;
  };
  chapters.forEach((chapter, i) => {
    check(chapter, `chapters.${i}`);
    chapter.subchapters.forEach((sub, j) => {
      check(sub, `chapters.${i}.subchapters.${j}`);
    });
  });
  return problems;
}

function RowFields({
  path,
  row,
  errors,
  onChange,
  onRemove,
  kind,
}: {
  path: string;
  row: Row;
  errors: Record<string, string>;
  onChange: (row: Row) => void;
  onRemove: (() => void) | null;
  kind: string;
}) {
  const id = `toc-${path.replaceAll('.', '-')}`;
  return (
    <div className="grid grid-cols-[1fr_6rem] items-start gap-3">
      <TextField
        id={`${id}-name`}
        label={`Nazwa (${kind})`}
        value={row.name}
        onChange={(event) => onChange({ ...row, name: event.target.value })}
        error={errors[`${path}.name`]}
      />
      <TextField
        id={`${id}-page`}
        label="Strona"
        inputMode="numeric"
        value={row.page}
        onChange={(event) => onChange({ ...row, page: event.target.value })}
        error={errors[`${path}.page`]}
      />
      {onRemove ? (
        <Button variant="ghost" size="sm" onClick={onRemove} className="col-span-2 justify-self-start">
          Usuń ({kind})
        </Button>
      ) : null}
    </div>
  );
}

/** Chapters with their subchapters and first pages; sent with `setPodrecznikToc`, the import goes on. */
export function ManualTocForm({ bookId, importId }: { bookId: string; importId: string }) {
  const setToc = useSetToc(bookId);
  const [chapters, setChapters] = useState<ChapterRow[]>([{ ...emptyRow(), subchapters: [emptyRow()] }]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const update = (i: number, chapter: ChapterRow) =>
    setChapters(chapters.map((c, k) => (k === i ? chapter : c)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = pageProblems(chapters);
    setErrors(problems);
    if (Object.keys(problems).length) {
      setMessage('Nic nie zapisano: popraw zaznaczone pola.');
      return;
    }
    setMessage(null);
    const toc = chapters.map((chapter) => ({
      name: chapter.name,
      page: Number(chapter.page),
      subchapters: chapter.subchapters.map((sub) => ({ name: sub.name, page: Number(sub.page) })),
    }));
    setToc.mutate(
      { importId, chapters: toc },
      {
        onError: (error) => {
          const found = serverFormErrors(error);
          setErrors(found.fields);
          setMessage(
            found.fields.chapters ??
              (Object.keys(found.fields).length
                ? 'Nic nie zapisano: popraw zaznaczone pola.'
                : found.message),
          );
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="spis-recznie" className="flex flex-col gap-4">
      <h3 id="spis-recznie" className="text-lg font-bold text-board-950">
        Wpisz spis treści
      </h3>
      <p className="text-ink-muted">
        Podaj rozdziały i podrozdziały ze stronami pliku PDF, na których się zaczynają.
      </p>
      <ol className="flex flex-col gap-4">
        {chapters.map((chapter, i) => (
          <li key={chapter.key}>
            <fieldset className="flex min-w-0 flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4">
              <legend className="px-1 font-semibold">Rozdział {i + 1}</legend>
              <RowFields
                path={`chapters.${i}`}
                row={chapter}
                errors={errors}
                kind="rozdział"
                onChange={(row) => update(i, { ...chapter, ...row })}
                onRemove={chapters.length > 1 ? () => setChapters(chapters.filter((_, k) => k !== i)) : null}
              />
              {chapter.subchapters.map((sub, j) => (
                <fieldset
                  key={sub.key}
                  className="flex min-w-0 flex-col gap-3 border-l-2 border-board-100 pl-3"
                >
                  <legend className="font-medium">
                    Podrozdział {i + 1}.{j + 1}
                  </legend>
                  <RowFields
                    path={`chapters.${i}.subchapters.${j}`}
                    row={sub}
                    errors={errors}
                    kind="podrozdział"
                    onChange={(row) =>
                      update(i, {
                        ...chapter,
                        subchapters: chapter.subchapters.map((s, k) => (k === j ? row : s)),
                      })
                    }
                    onRemove={() =>
                      update(i, { ...chapter, subchapters: chapter.subchapters.filter((_, k) => k !== j) })
                    }
                  />
                </fieldset>
              ))}
              <Button
                variant="secondary"
                size="sm"
                className="self-start"
                onClick={() => update(i, { ...chapter, subchapters: [...chapter.subchapters, emptyRow()] })}
              >
                Dodaj podrozdział
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => setChapters([...chapters, { ...emptyRow(), subchapters: [emptyRow()] }])}
      >
        Dodaj rozdział
      </Button>
      {message ? <FormAlert>{message}</FormAlert> : null}
      <SubmitButton loading={setToc.isPending} loadingText="Zapisuję…" className="sm:w-auto sm:self-start">
        Zapisz spis treści i wznów import
      </SubmitButton>
    </form>
  );
}
