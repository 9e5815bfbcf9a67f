import { useEffect, useState } from 'react';
import { FieldError } from '../../components/form/field-error.tsx';
import { inputClass } from '../../components/ui/input-class.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { type Lektura, useLektury } from './api/get-lektury.ts';

/** How many readings the list shows at once; a search narrows the rest. */
const SHOWN = 12;
const SEARCH_DELAY_MS = 250;

interface LekturaPickerProps {
  /** The search field's id (focused on an error); the radios are `${id}-<lektura id>`. */
  id: string;
  chosen: Lektura | null;
  onChange: (lektura: Lektura) => void;
  error?: string | undefined;
}

/** A searchable list of set readings (title or author); one is chosen. */
export function LekturaPicker({ id, chosen, onChange, error }: LekturaPickerProps) {
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const lektury = useLektury(term);
  const found = lektury.data ?? [];
  // The chosen reading stays on the list while another search is shown.
  const shown = [
    ...(chosen && !found.slice(0, SHOWN).some((l) => l.id === chosen.id) ? [chosen] : []),
    ...found.slice(0, SHOWN),
  ];
  const errorId = error ? `${id}-error` : undefined;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="font-medium text-board-950">
          Szukaj lektury
        </label>
        <input
          id={id}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={100}
          placeholder="Tytuł albo autor, np. Pan Tadeusz"
          aria-describedby={[`${id}-count`, errorId].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          className={inputClass}
        />
        <p id={`${id}-count`} aria-live="polite" className="text-sm text-ink-muted">
          {lektury.isSuccess
            ? found.length === 0
              ? 'Nie ma lektury o takim tytule ani autorze.'
              : found.length > SHOWN
                ? `Pasujących lektur: ${found.length}. Pokazujemy ${SHOWN} – wpisz więcej, aby zawęzić listę.`
                : `Pasujących lektur: ${found.length}.`
            : null}
        </p>
      </div>
      {lektury.isPending ? <Spinner label="Wczytywanie lektur…" className="py-2" /> : null}
      {lektury.isError ? <p className="text-sm text-red-800">{lektury.error.message}</p> : null}
      {shown.length > 0 ? (
        <fieldset aria-describedby={errorId} className="min-w-0">
          <legend className="text-sm font-semibold text-board-900">Lektura</legend>
          <ul className="mt-1 flex flex-col gap-1">
            {shown.map((lektura) => (
              <li key={lektura.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-board-50 has-checked:bg-board-50 has-focus-visible:outline-2 has-focus-visible:outline-board-950">
                  <input
                    id={`${id}-${lektura.id}`}
                    type="radio"
                    name={`${id}-lektura`}
                    checked={chosen?.id === lektura.id}
                    onChange={() => onChange(lektura)}
                    className="size-5 shrink-0 accent-board-700"
                  />
                  <span className="min-w-0 break-words">
                    <span className="font-medium text-board-950">{lektura.title}</span>
                    <span className="text-ink-muted"> – {lektura.author}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
