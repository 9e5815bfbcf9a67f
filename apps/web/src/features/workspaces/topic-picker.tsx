import type { Level, Subject } from '@kreda/shared/enums';
import { LEVEL_LABELS, SUBJECT_LABELS } from '@kreda/shared/labels';
import { WORKSPACE_NAME_MAX } from '@kreda/shared/limits';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { FieldError } from '../../components/form/field-error.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/input-class.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { type Topic, useTopics } from './api/get-topics.ts';
import { OWN_TOPIC, searchKey, subtopicCount } from './workspace-rules.ts';

/** The pupil's own topic: its name field, shown when "Własny temat" is chosen. */
export interface OwnTopicField {
  /** Id of the name input (the form focuses it when the name is missing). */
  id: string;
  value: string;
  onChange: (name: string) => void;
  /** Chooses "Własny temat", naming it `prefill` when given (e.g. the search that found nothing). */
  onChoose: (prefill?: string) => void;
  error?: string | null | undefined;
}

interface TopicPickerProps {
  /** Id of the group: the form moves focus here when the topic is missing. */
  id: string;
  subject: Subject | '';
  level: Level | '';
  value: string;
  onChange: (topicId: string) => void;
  error?: string | null | undefined;
  own: OwnTopicField;
}

const note = 'rounded-lg border border-board-100 bg-board-50 px-4 py-3 text-sm text-board-900';

/** The topics as radio buttons: the name and how many subtopics (and the extended level). */
function TopicList({
  name,
  topics,
  value,
  onChange,
}: {
  name: string;
  topics: readonly Topic[];
  value: string;
  onChange: (topicId: string) => void;
}) {
  return (
    <ul className="flex flex-col gap-2">
      {topics.map((topic) => (
        <li key={topic.id}>
          <label className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-board-200 px-3 py-2.5 text-board-950 hover:bg-board-50 has-checked:border-board-700 has-checked:bg-board-50 has-focus-visible:outline-2 has-focus-visible:outline-board-950">
            <input
              type="radio"
              name={name}
              value={topic.id}
              checked={topic.id === value}
              onChange={() => onChange(topic.id)}
              className="mt-0.5 size-5 shrink-0 accent-board-700"
            />
            <span className="min-w-0">
              <span className="block font-medium break-words">{topic.temat}</span>
              <span className="block text-sm text-ink-muted">
                {subtopicCount(topic.podTematy.length)}
                {topic.ckePoziom === 'MATURA_ROZSZERZONA' ? ' · zakres rozszerzony' : ''}
              </span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** "Własny temat": a radio after the list and, once chosen, the field for its name. */
function OwnTopicChoice({
  name,
  chosen,
  onChoose,
  own,
}: {
  name: string;
  chosen: boolean;
  onChoose: () => void;
  own: OwnTopicField;
}) {
  return (
    <div className="flex flex-col gap-3">
      <label className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-dashed border-board-300 px-3 py-2.5 text-board-950 hover:bg-board-50 has-checked:border-solid has-checked:border-board-700 has-checked:bg-board-50 has-focus-visible:outline-2 has-focus-visible:outline-board-950">
        <input
          type="radio"
          name={name}
          value={OWN_TOPIC}
          checked={chosen}
          onChange={onChoose}
          className="mt-0.5 size-5 shrink-0 accent-board-700"
        />
        <span className="min-w-0">
          <span className="block font-medium">Własny temat</span>
          <span className="block text-sm text-ink-muted">Gdy żaden temat z listy nie pasuje.</span>
        </span>
      </label>
      {chosen ? (
        <TextField
          id={own.id}
          label="Nazwa własnego tematu"
          autoComplete="off"
          placeholder="np. Ułamki w zadaniach tekstowych"
          hint={`Do ${WORKSPACE_NAME_MAX} znaków. Widzisz go tylko Ty.`}
          value={own.value}
          onChange={(event) => own.onChange(event.target.value)}
          error={own.error}
        />
      ) : null}
    </div>
  );
}

/** "Szukaj tematu"; Esc empties the search first, and only an empty search lets Esc close the dialog. */
function TopicSearch({
  id,
  countId,
  value,
  onChange,
}: {
  id: string;
  countId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const clearOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && value) {
      event.preventDefault();
      onChange('');
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-board-950">
        Szukaj tematu
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={clearOnEscape}
        autoComplete="off"
        aria-describedby={countId}
        placeholder="np. funkcje"
        className={inputClass}
      />
    </div>
  );
}

/** The topics could not be read: why, and a way to try again. */
function TopicsProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <p>Nie udało się wczytać tematów. {message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Spróbuj ponownie
      </Button>
    </div>
  );
}

/** The curriculum topics of the chosen subject and level, as a searchable radio list. */
export function TopicPicker({ id, subject, level, value, onChange, error, own }: TopicPickerProps) {
  const topics = useTopics(subject, level);
  const [search, setSearch] = useState('');
  const [searchedFor, setSearchedFor] = useState({ subject, level });
  const searchId = useId();
  const countId = useId();
  const errorId = error ? `${id}-error` : undefined;

  // Another subject or level is another list: the old search would only hide it.
  if (searchedFor.subject !== subject || searchedFor.level !== level) {
    setSearchedFor({ subject, level });
    setSearch('');
  }

  const list = topics.data ?? [];
  const query = searchKey(search.trim());
  const shown = query
    ? list.filter((topic) =>
        [topic.temat, ...topic.podTematy].some((text) => searchKey(text).includes(query)),
      )
    : list;
  const chosen = list.find((topic) => topic.id === value);
  const ownChosen = value === OWN_TOPIC;
  const chooseOwn = (prefill?: string) => own.onChoose(prefill && !own.value.trim() ? prefill : undefined);
  const ownChoice = <OwnTopicChoice name={id} chosen={ownChosen} onChoose={() => chooseOwn()} own={own} />;

  let content: ReactNode;
  if (!subject || !level) {
    content = (
      <p className={note}>Najpierw wybierz przedmiot i klasę. Pokażemy tematy z podstawy programowej.</p>
    );
  } else if (topics.isPending) {
    content = <Spinner label="Wczytywanie tematów…" className="py-2" />;
  } else if (topics.isError) {
    content = <TopicsProblem message={topics.error.message} onRetry={() => void topics.refetch()} />;
  } else if (list.length === 0) {
    content = (
      <>
        <p className={note}>
          Przedmiot {SUBJECT_LABELS[subject]} nie ma tematów w klasie {LEVEL_LABELS[level]}. Wpisz własny
          temat albo wybierz inną klasę.
        </p>
        {ownChoice}
      </>
    );
  } else {
    content = (
      <>
        <TopicSearch id={searchId} countId={countId} value={search} onChange={setSearch} />
        <p id={countId} aria-live="polite" className="text-sm text-ink-muted">
          {query
            ? `Pasujące tematy: ${shown.length} z ${list.length}.`
            : `Tematy z podstawy programowej: ${list.length}.`}
          {chosen ? ` Wybrany: ${chosen.temat}.` : ''}
        </p>
        {shown.length === 0 ? (
          <div className={`${note} flex flex-col items-start gap-2`}>
            <p>Żaden temat nie pasuje do „{search.trim()}”.</p>
            {ownChosen ? null : (
              <Button variant="secondary" size="sm" onClick={() => chooseOwn(search.trim())}>
                Użyj „{search.trim()}” jako własnego tematu
              </Button>
            )}
          </div>
        ) : (
          <TopicList name={id} topics={shown} value={value} onChange={onChange} />
        )}
        {ownChoice}
      </>
    );
  }

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
      className="flex min-w-0 flex-col gap-3 rounded-lg"
    >
      <legend className="mb-1.5 font-medium text-board-950">Temat</legend>
      {content}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
