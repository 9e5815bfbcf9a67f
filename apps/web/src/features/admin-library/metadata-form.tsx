import type { Level, Subject } from '@kreda/shared/enums';
import { type ChangeEvent, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { TextareaField } from '../../components/form/textarea-field.tsx';
import { byFormField } from '../../lib/form-errors.ts';
import { useForm } from '../../lib/use-form.ts';
import { CLASS_OPTIONS, LEVEL_OPTIONS, SUBJECT_OPTIONS } from './admin-options.ts';
import type { AdminTextbook } from './api/get-admin-textbooks.ts';
import { useUpdateTextbook } from './api/update-textbook.ts';

/** The form's values of a textbook's data (authors one per line). */
function valuesOf(book: AdminTextbook) {
  return {
    title: book.title,
    isbn: book.isbn ?? '',
    przedmiot: book.przedmiot as string,
    poziom: book.poziom as string,
    klasa: book.klasa ? String(book.klasa) : '',
    wydawnictwo: book.wydawnictwo ?? '',
    authors: book.authors.join('\n'),
  };
}

/** The data of a textbook: title, ISBN, subject, level, class, publisher, authors (one `updatepodrecznik`). */
export function MetadataForm({ book }: { book: AdminTextbook }) {
  const update = useUpdateTextbook();
  const [saved, setSaved] = useState(false);
  const form = useForm({
    initial: valuesOf(book),
    onSubmit: async (values) => {
      setSaved(false);
      try {
        await update.mutateAsync({
          id: book.id,
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
      } catch (error) {
        // The server names an author by its place (`authors.1`): the form shows it under the list.
        throw byFormField(error);
      }
      setSaved(true);
    },
  });
  const select = (name: 'przedmiot' | 'poziom' | 'klasa') => ({
    id: form.fieldId(name),
    value: form.values[name],
    onChange: (value: string) => {
      setSaved(false);
      form.setValue(name, value);
    },
    error: form.errorOf(name),
  });
  const text = (name: 'title' | 'isbn' | 'wydawnictwo') => {
    const field = form.field(name);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setSaved(false);
        field.onChange(event);
      },
    };
  };
  return (
    <section aria-labelledby="dane-podrecznika" className="flex flex-col gap-4">
      <h2 id="dane-podrecznika" className="text-xl font-bold text-board-950">
        Dane podręcznika
      </h2>
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
        <TextField label="Tytuł" {...text('title')} />
        <TextField
          label="ISBN"
          inputMode="numeric"
          hint="13 cyfr, z kreskami albo bez; puste pole usuwa numer."
          {...text('isbn')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label="Przedmiot" options={SUBJECT_OPTIONS} {...select('przedmiot')} />
          <SelectField label="Poziom" options={LEVEL_OPTIONS} {...select('poziom')} />
          <SelectField label="Klasa" options={CLASS_OPTIONS} {...select('klasa')} />
        </div>
        <TextField label="Wydawnictwo" {...text('wydawnictwo')} />
        <TextareaField
          id={form.fieldId('authors')}
          label="Autorzy"
          hint="Każdy autor w osobnym wierszu."
          rows={3}
          value={form.values.authors}
          onChange={(value) => {
            setSaved(false);
            form.setValue('authors', value);
          }}
          error={form.errorOf('authors')}
        />
        {saved ? <FormAlert tone="info">Zapisano dane podręcznika.</FormAlert> : null}
        <SubmitButton loading={form.pending} loadingText="Zapisuję…" className="sm:w-auto sm:self-start">
          Zapisz dane
        </SubmitButton>
      </form>
    </section>
  );
}
