import type { ReactNode } from 'react';
import { TextField } from '../../components/form/text-field.tsx';
import type { AdminEntry } from './api/get-admin-textbook.ts';
import type { EntryDraft } from './toc-draft.ts';

type Errors = Partial<Record<keyof EntryDraft, string>>;

/**
 * One entry of the table of contents in place: number, name, page and "deleted". Its group is
 * named by the saved entry, so a field keeps its name while the entry is renamed.
 */
export function TocEntry({
  entry,
  draft,
  errors = {},
  onChange,
  level,
  formId,
  children,
}: {
  entry: AdminEntry;
  draft: EntryDraft;
  errors?: Errors | undefined;
  onChange: (patch: Partial<EntryDraft>) => void;
  level: 'chapter' | 'subchapter';
  /** The table of contents' form, which these fields belong to (they stand outside it). */
  formId: string;
  children?: ReactNode;
}) {
  const id = (field: string) => `spis-${entry.id}-${field}`;
  return (
    <fieldset
      className={`flex min-w-0 flex-col gap-3 rounded-2xl border p-4 ${
        draft.deleted ? 'border-dashed border-board-300 bg-board-50' : 'border-board-100 bg-white'
      }`}
    >
      <legend className={`px-1 font-semibold text-board-950 ${level === 'chapter' ? 'text-lg' : ''}`}>
        {level === 'chapter' ? 'Rozdział' : 'Podrozdział'} {entry.number}. {entry.name}
      </legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[7rem_1fr_7rem]">
        <TextField
          id={id('numer')}
          label="Numer"
          value={draft.number}
          form={formId}
          onChange={(event) => onChange({ number: event.target.value })}
          error={errors.number}
        />
        <TextField
          id={id('nazwa')}
          label="Nazwa"
          value={draft.name}
          form={formId}
          onChange={(event) => onChange({ name: event.target.value })}
          error={errors.name}
          className="col-span-2 sm:col-span-1 sm:row-start-1 sm:col-start-2"
        />
        <TextField
          id={id('strona')}
          label="Strona"
          inputMode="numeric"
          value={draft.page}
          form={formId}
          onChange={(event) => onChange({ page: event.target.value })}
          error={errors.page}
          className="col-start-2 row-start-1 sm:col-start-3"
        />
      </div>
      <label className="inline-flex min-h-10 items-center gap-3 self-start">
        <input
          type="checkbox"
          checked={draft.deleted}
          form={formId}
          onChange={(event) => onChange({ deleted: event.target.checked })}
          className="size-5 accent-board-700"
        />
        <span>Usunięty ze spisu (uczniowie go nie widzą)</span>
      </label>
      {errors.deleted ? <p className="text-sm font-medium text-red-700">{errors.deleted}</p> : null}
      {children}
    </fieldset>
  );
}
