import type { Level, Subject } from '@kreda/shared/enums';
import { ROUTES } from '@kreda/shared/routes';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { TextareaField } from '../../components/form/textarea-field.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useForm } from '../../lib/use-form.ts';
import { CLASS_OPTIONS, LEVEL_OPTIONS, SUBJECT_OPTIONS } from './admin-options.ts';
import { useCreateTextbook } from './api/create-textbook.ts';
import { useImportPdf } from './api/import-pdf.ts';
import { PdfField } from './pdf-field.tsx';

/** What the textbook's page is told when the book was added but its PDF did not go through. */
export interface NewTextbookState {
  uploadError?: string;
}

/** /admin/podreczniki/nowy: a new (hidden) textbook with its data, and its PDF to import. */
export function Component() {
  useDocumentTitle('Nowy podręcznik – administracja');
  const navigate = useNavigate();
  const create = useCreateTextbook();
  const upload = useImportPdf();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm({
    initial: { title: '', isbn: '', przedmiot: '', poziom: '', klasa: '', wydawnictwo: '', authors: '' },
    validate: (values) => ({
      title: values.title.trim() ? null : 'Podaj tytuł podręcznika.',
      przedmiot: values.przedmiot ? null : 'Wybierz przedmiot.',
      poziom: values.poziom ? null : 'Wybierz poziom.',
    }),
    onSubmit: async (values) => {
      const book = await create.mutateAsync({
        title: values.title,
        isbn: values.isbn.trim() || null,
        przedmiot: values.przedmiot as Subject,
        poziom: values.poziom as Level,
        klasa: values.klasa ? Number(values.klasa) : null,
        wydawnictwo: values.wydawnictwo.trim() || null,
        authors: values.authors
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      });
      const state: NewTextbookState = {};
      if (file) {
        try {
          await upload.mutateAsync({
            podrecznikId: book.id,
            file,
            onProgress: ({ percent }) => setProgress(percent),
          });
        } catch (error) {
          const found = serverFormErrors(error);
          state.uploadError = Object.values(found.fields)[0] ?? found.message;
        }
      }
      navigate(ROUTES.adminTextbook(book.id), { state });
    },
  });
  const select = (name: 'przedmiot' | 'poziom' | 'klasa') => ({
    id: form.fieldId(name),
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    error: form.errorOf(name),
  });
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <p>
        <Link to={ROUTES.adminTextbooks} className={`${textLinkClass} inline-flex min-h-10 items-center`}>
          Wszystkie podręczniki
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-board-950">Nowy podręcznik</h1>
      <p className="text-ink-muted">
        Podręcznik powstaje ukryty. Z pliku PDF import odczyta spis treści i tekst rozdziałów; opublikujesz
        go, gdy sprawdzisz wynik.
      </p>
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
        <TextField label="Tytuł" {...form.field('title')} />
        <TextField
          label="ISBN (opcjonalnie)"
          inputMode="numeric"
          hint="13 cyfr, z kreskami albo bez."
          {...form.field('isbn')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Przedmiot"
            placeholder="Wybierz przedmiot"
            options={SUBJECT_OPTIONS}
            {...select('przedmiot')}
          />
          <SelectField
            label="Poziom"
            placeholder="Wybierz poziom"
            options={LEVEL_OPTIONS}
            {...select('poziom')}
          />
          <SelectField label="Klasa" options={CLASS_OPTIONS} {...select('klasa')} />
        </div>
        <TextField label="Wydawnictwo (opcjonalnie)" {...form.field('wydawnictwo')} />
        <TextareaField
          id={form.fieldId('authors')}
          label="Autorzy (opcjonalnie)"
          hint="Każdy autor w osobnym wierszu."
          rows={3}
          value={form.values.authors}
          onChange={(value) => form.setValue('authors', value)}
          error={form.errorOf('authors')}
        />
        <PdfField id="nowy-podrecznik-pdf" onFile={setFile} />
        {progress !== null ? <p role="status">Wysyłam plik… {progress}%</p> : null}
        <SubmitButton loading={form.pending} loadingText="Dodaję…" className="sm:w-auto sm:self-start">
          Dodaj podręcznik
        </SubmitButton>
      </form>
    </div>
  );
}
