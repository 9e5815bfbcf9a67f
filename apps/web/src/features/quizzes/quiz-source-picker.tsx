import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { FieldError } from '../../components/form/field-error.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { QuizSources } from './api/get-quiz-sources.ts';
import type { SourceChoice } from './api/update-quiz-sources.ts';

type Source = QuizSources['groups'][number]['sources'][number];
type PickableSource = Extract<Source, { __typename: 'UserDoc' | 'AiNote' }>;

export const choiceKey = (choice: SourceChoice) => `${choice.type}:${choice.id}`;

const isPickable = (source: Source): source is PickableSource =>
  source.__typename === 'UserDoc' || source.__typename === 'AiNote';

function choiceOf(source: PickableSource): SourceChoice {
  return { type: source.__typename === 'AiNote' ? 'AI_NOTE' : 'USER_DOC', id: source.id };
}

/** Only materials whose text has been read can hold questions. */
function unavailableReason(source: PickableSource): string | null {
  if (source.__typename !== 'UserDoc' || source.state === 'SOLVED') return null;
  return source.state === 'UPLOAD_FAILED' || source.state === 'SOLVING_FAILED'
    ? 'nie udało się odczytać'
    : 'jeszcze się wczytuje';
}

/** The last choice for quizzes, limited to what can still be chosen. */
export function initialQuizChoice(sources: QuizSources): SourceChoice[] {
  const selectable = new Set(
    sources.groups.flatMap((group) =>
      group.sources
        .filter(isPickable)
        .filter((source) => !unavailableReason(source))
        .map((source) => choiceKey(choiceOf(source))),
    ),
  );
  return (sources.selected?.items ?? [])
    .map(({ type, id }) => ({ type, id }))
    .filter((choice) => selectable.has(choiceKey(choice)));
}

interface QuizSourcePickerProps {
  /** Ids of the group's heading target (focused on an error) and of its error. */
  id: string;
  workspaceId: string;
  sources: QuizSources | undefined;
  loading: boolean;
  loadError: string | null;
  chosen: readonly SourceChoice[];
  onChange: (chosen: SourceChoice[]) => void;
  error?: string | undefined;
}

/** Checkboxes of the workspace's materials by kind (Notatka, Sprawdzian…) the questions come from. */
export function QuizSourcePicker(props: QuizSourcePickerProps) {
  const { id, workspaceId, sources, chosen, onChange, error } = props;
  const chosenKeys = new Set(chosen.map(choiceKey));
  const groups = (sources?.groups ?? [])
    .map((group) => ({ ...group, sources: group.sources.filter(isPickable) }))
    .filter((group) => group.sources.length > 0);
  const errorId = error ? `${id}-error` : undefined;

  const toggle = (choice: SourceChoice, on: boolean) => {
    const key = choiceKey(choice);
    const others = chosen.filter((c) => choiceKey(c) !== key);
    onChange(on ? [...others, choice] : others);
  };

  if (props.loading) return <Spinner label="Wczytywanie materiałów…" className="py-2" />;
  if (props.loadError) return <p className="text-sm text-red-800">{props.loadError}</p>;
  if (groups.length === 0) {
    return (
      <p id={id} tabIndex={-1} className="text-ink-muted outline-none">
        W tej przestrzeni nie ma jeszcze materiałów.{' '}
        <Link to={ROUTES.workspaceMaterials(workspaceId)} className={textLinkClass}>
          Dodaj materiały
        </Link>{' '}
        albo wybierz lekturę.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p id={id} tabIndex={-1} className="text-sm text-ink-muted outline-none">
        Zaznacz materiały, z których mają powstać pytania.
      </p>
      {groups.map((group) => (
        <fieldset key={group.type} aria-describedby={errorId} className="min-w-0">
          <legend className="text-sm font-semibold text-board-900">{group.label}</legend>
          <ul className="mt-1 flex flex-col gap-1">
            {group.sources.map((source) => {
              const choice = choiceOf(source);
              const reason = unavailableReason(source);
              const inputId = `${id}-${choiceKey(choice)}`;
              return (
                <li key={choiceKey(choice)} className="relative flex min-h-11 items-center gap-3">
                  <input
                    id={inputId}
                    type="checkbox"
                    className="relative z-10 size-6 shrink-0 accent-board-700"
                    checked={chosenKeys.has(choiceKey(choice))}
                    disabled={reason !== null}
                    onChange={(event) => toggle(choice, event.currentTarget.checked)}
                  />
                  <label htmlFor={inputId} className="min-w-0 break-words after:absolute after:inset-0">
                    {source.name}
                    {reason ? <span className="text-sm text-ink-muted"> ({reason})</span> : null}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
