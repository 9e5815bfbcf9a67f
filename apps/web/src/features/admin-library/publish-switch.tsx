import { FormAlert } from '../../components/form/form-alert.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import type { AdminTextbook } from './api/get-admin-textbooks.ts';
import { useUpdateTextbook } from './api/update-textbook.ts';

/** Publishes or hides a textbook at once (`visible`): pupils see only published ones. */
export function PublishSwitch({ book }: { book: AdminTextbook }) {
  const update = useUpdateTextbook();
  const labelId = `publikacja-${book.id}`;
  return (
    <section aria-labelledby="publikacja" className="flex flex-col gap-3">
      <h2 id="publikacja" className="text-xl font-bold text-board-950">
        Publikacja
      </h2>
      <div className="flex items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={book.visible}
          aria-labelledby={labelId}
          aria-describedby={`${labelId}-opis`}
          disabled={update.isPending}
          onClick={() => update.mutate({ id: book.id, visible: !book.visible })}
          className={`relative inline-flex h-10 w-16 shrink-0 items-center rounded-full border-2 motion-safe:transition-colors disabled:opacity-60 ${
            book.visible ? 'border-board-700 bg-board-700' : 'border-board-400 bg-board-100'
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-7 rounded-full bg-white shadow motion-safe:transition-transform ${
              book.visible ? 'translate-x-7' : 'translate-x-1'
            }`}
          />
        </button>
        <span id={labelId} className="font-medium text-board-950">
          Opublikowany
        </span>
      </div>
      <p id={`${labelId}-opis`} role="status" className="text-ink-muted">
        {update.isPending
          ? 'Zapisuję…'
          : book.visible
            ? 'Uczniowie widzą ten podręcznik w katalogu.'
            : 'Podręcznik jest ukryty: widzą go tylko administratorzy.'}
      </p>
      {update.isError ? <FormAlert>{serverFormErrors(update.error).message}</FormAlert> : null}
    </section>
  );
}
