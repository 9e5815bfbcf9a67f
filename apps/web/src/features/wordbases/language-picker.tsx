import { useState } from 'react';
import { FieldError } from '../../components/form/field-error.tsx';
import { inputClass } from '../../components/ui/input-class.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { type Language, useLanguages } from './api/get-languages.ts';

/** How many languages the list shows at once; typing narrows the rest. */
const SHOWN = 8;

/** Lower case without Polish marks: "niem" finds "niemiecki", "hiszp" finds "hiszpański". */
const fold = (text: string) =>
  text
    .toLocaleLowerCase('pl')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l');

export function matchLanguages(languages: readonly Language[], search: string): Language[] {
  const term = fold(search.trim());
  if (!term) return [...languages];
  return languages.filter(
    (language) =>
      fold(language.name).includes(term) ||
      fold(language.nameFull).includes(term) ||
      language.code.toLowerCase() === term,
  );
}

/**
 * The language a search names on its own: the one whose name it is ("angielski", "Angielski "), or
 * the only one it matches. Typing it chooses it, as a pupil expects; a list to tick stays for the rest.
 */
export function namedLanguage(languages: readonly Language[], search: string): Language | undefined {
  const term = fold(search.trim());
  if (!term) return undefined;
  const exact = languages.find(
    (language) => fold(language.name) === term || fold(language.nameFull) === term,
  );
  if (exact) return exact;
  const found = matchLanguages(languages, search);
  return found.length === 1 ? found[0] : undefined;
}

interface LanguagePickerProps {
  /** The search field's id (focused on an error); the radios are `${id}-<code>`. */
  id: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
}

/** A searchable list of the ~130 languages by their Polish names; one is chosen. */
export function LanguagePicker({ id, value, onChange, error }: LanguagePickerProps) {
  const [search, setSearch] = useState('');
  const languages = useLanguages();
  const all = languages.data ?? [];
  const found = matchLanguages(all, search);
  const chosen = all.find((language) => language.code === value);
  // The chosen language stays on the list while another search is shown.
  const shown = [
    ...(chosen && !found.slice(0, SHOWN).includes(chosen) ? [chosen] : []),
    ...found.slice(0, SHOWN),
  ];
  const errorId = error ? `${id}-error` : undefined;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="font-medium text-board-950">
          Język
        </label>
        <input
          id={id}
          type="search"
          value={search}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            setSearch(typed);
            const named = namedLanguage(all, typed);
            if (named && named.code !== value) onChange(named.code);
          }}
          maxLength={60}
          placeholder="Szukaj, np. angielski"
          autoComplete="off"
          aria-describedby={[`${id}-count`, errorId].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          className={inputClass}
        />
        <p id={`${id}-count`} aria-live="polite" className="text-sm text-ink-muted">
          {languages.isSuccess
            ? found.length === 0
              ? 'Nie ma języka o takiej nazwie.'
              : found.length > SHOWN
                ? `Pasujących języków: ${found.length}. Wpisz nazwę, aby zawęzić listę.`
                : `Pasujących języków: ${found.length}.`
            : null}
        </p>
      </div>
      {languages.isPending ? <Spinner label="Wczytywanie języków…" className="py-2" /> : null}
      {languages.isError ? <p className="text-sm text-red-800">{languages.error.message}</p> : null}
      {shown.length > 0 ? (
        <fieldset aria-describedby={errorId} className="min-w-0">
          <legend className="sr-only">Wybierz język</legend>
          <ul className="grid gap-1 sm:grid-cols-2">
            {shown.map((language) => (
              <li key={language.code}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-board-50 has-checked:bg-board-50 has-focus-visible:outline-2 has-focus-visible:outline-board-950">
                  <input
                    id={`${id}-${language.code}`}
                    type="radio"
                    name={`${id}-language`}
                    value={language.code}
                    checked={value === language.code}
                    onChange={() => onChange(language.code)}
                    className="size-5 shrink-0 accent-board-700"
                  />
                  <span className="min-w-0 break-words text-board-950">{language.name}</span>
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
