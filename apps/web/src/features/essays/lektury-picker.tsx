import type { ExamLevel } from '@kreda/shared/enums';
import { ESSAY_LEKTURY_MAX } from '@kreda/shared/essays';
import { useEffect, useState } from 'react';
import { FieldError } from '../../components/form/field-error.tsx';
import { inputClass } from '../../components/ui/input-class.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { type EssayLektura, useEssayLektury } from './api/get-essay-lektury.ts';

/** How many readings the list shows at once; a search narrows the rest. */
const SHOWN = 12;
const SEARCH_DELAY_MS = 250;

interface Marking {
  /** The readings the exam names: first on the list, with a label. */
  marked: (lektura: EssayLektura) => boolean;
  label: string;
}

/** E8 asks about the primary school's compulsory readings; the matura sheet prints its own list. */
function markingOf(poziom: ExamLevel): Marking {
  return poziom === 'PODSTAWOWKA'
    ? { marked: (l) => l.egzaminOsmoklasisty, label: 'obowiązkowa na egzaminie' }
    : { marked: (l) => l.naMaturze, label: 'z listy w arkuszu' };
}

/** The chosen readings first, then the found ones with the exam's readings ahead of the rest. */
function shownReadings(found: readonly EssayLektura[], chosen: readonly EssayLektura[], marking: Marking) {
  const chosenIds = new Set(chosen.map((l) => l.id));
  const rest = found.filter((l) => !chosenIds.has(l.id));
  const ordered = [...rest.filter(marking.marked), ...rest.filter((l) => !marking.marked(l))];
  return [...chosen, ...ordered.slice(0, SHOWN)];
}

function useSearch() {
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  return { search, setSearch, term };
}

function foundText(count: number): string {
  if (count === 0) return 'Nie ma lektury o takim tytule ani autorze.';
  if (count > SHOWN)
    return `Pasujących lektur: ${count}. Pokazujemy ${SHOWN} – wpisz więcej, aby zawęzić listę.`;
  return `Pasujących lektur: ${count}.`;
}

interface LekturyPickerProps {
  /** The search field's id (focused on an error); checkboxes are `${id}-<lektura id>`. */
  id: string;
  poziom: ExamLevel;
  chosen: readonly EssayLektura[];
  onChange: (chosen: EssayLektura[]) => void;
  error?: string | undefined;
}

/** Set readings for a Polish essay: searched by title or author, up to four ticked. */
export function LekturyPicker({ id, poziom, chosen, onChange, error }: LekturyPickerProps) {
  const { search, setSearch, term } = useSearch();
  const marking = markingOf(poziom);
  const lektury = useEssayLektury(poziom === 'PODSTAWOWKA' ? 'PODSTAWOWKA' : null, term);
  const found = lektury.data ?? [];
  const shown = shownReadings(found, chosen, marking);
  const full = chosen.length >= ESSAY_LEKTURY_MAX;
  const errorId = error ? `${id}-error` : undefined;
  const toggle = (lektura: EssayLektura, on: boolean) =>
    onChange(on ? [...chosen, lektura] : chosen.filter((l) => l.id !== lektura.id));

  return (
    <fieldset aria-describedby={[`${id}-rule`, errorId].filter(Boolean).join(' ')} className="min-w-0">
      <legend className="font-medium text-board-950">Lektury (opcjonalnie)</legend>
      <p id={`${id}-rule`} className="mt-1 text-sm text-ink-muted">
        Wybierz do {ESSAY_LEKTURY_MAX} lektur. Bez wyboru Kreda dobierze lektury obowiązkowe egzaminu.
        Wybrane: {chosen.length} z {ESSAY_LEKTURY_MAX}.
      </p>
      <div className="mt-3 flex flex-col gap-1.5">
        <label htmlFor={id} className="font-medium text-board-950">
          Szukaj lektury
        </label>
        <input
          id={id}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={100}
          placeholder="Tytuł albo autor, np. Lalka"
          aria-describedby={`${id}-count`}
          aria-invalid={error ? true : undefined}
          className={inputClass}
        />
        <p id={`${id}-count`} aria-live="polite" className="text-sm text-ink-muted">
          {lektury.isSuccess ? foundText(found.length) : null}
        </p>
      </div>
      {lektury.isPending ? <Spinner label="Wczytywanie lektur…" className="py-2" /> : null}
      {lektury.isError ? <p className="text-sm text-red-800">{lektury.error.message}</p> : null}
      {shown.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1" aria-label="Lektury do wyboru">
          {shown.map((lektura) => {
            const checked = chosen.some((l) => l.id === lektura.id);
            return (
              <li key={lektura.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-board-50 has-checked:bg-board-50 has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:outline-2 has-focus-visible:outline-board-950">
                  <input
                    id={`${id}-${lektura.id}`}
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(event) => toggle(lektura, event.currentTarget.checked)}
                    className="size-5 shrink-0 accent-board-700"
                  />
                  <span className="min-w-0 break-words">
                    <span className="font-medium text-board-950">{lektura.title}</span>
                    <span className="text-ink-muted"> – {lektura.author}</span>
                    {marking.marked(lektura) ? (
                      <span className="ml-2 inline-block rounded-full bg-chalk-yellow/60 px-2 py-0.5 text-xs font-semibold text-board-950">
                        {marking.label}
                      </span>
                    ) : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
      {full ? (
        <p className="mt-2 text-sm text-board-900">
          Wybrano {ESSAY_LEKTURY_MAX} lektury – odznacz jedną, aby wybrać inną.
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
