import { ROUTES } from '@kreda/shared/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ActionSources } from '../../lib/api/get-action-sources.ts';
import {
  choiceKey,
  choiceOf,
  isPickable,
  type SourceChoice,
  unavailableReason,
} from '../../lib/source-choice.ts';
import { textLinkClass } from '../ui/link-styles.ts';
import { Spinner } from '../ui/spinner.tsx';
import { FieldError } from './field-error.tsx';

interface MaterialPickerProps {
  /** Ids of the group's heading target (focused on an error) and of its error. */
  id: string;
  workspaceId: string;
  sources: ActionSources | undefined;
  loading: boolean;
  loadError: string | null;
  chosen: readonly SourceChoice[];
  onChange: (chosen: SourceChoice[]) => void;
  error?: string | undefined;
  /** What the chosen materials are for, e.g. "Zaznacz materiały, z których mają powstać pytania." */
  hint: string;
  /** Said after "Dodaj materiały" when the workspace has none (e.g. " albo wybierz lekturę."). */
  emptyTail?: ReactNode;
}

/** Checkboxes of the workspace's materials by kind (Notatka, Sprawdzian…) a tool is made from. */
export function MaterialPicker(props: MaterialPickerProps) {
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
      <div className="flex flex-col gap-1">
        <p id={id} tabIndex={-1} className="text-ink-muted outline-none">
          W tej przestrzeni nie ma jeszcze materiałów.{' '}
          <Link to={ROUTES.workspaceMaterials(workspaceId)} className={textLinkClass}>
            Dodaj materiały
          </Link>
          {props.emptyTail ?? '.'}
        </p>
        <FieldError id={errorId} message={error} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p id={id} tabIndex={-1} className="text-sm text-ink-muted outline-none">
        {props.hint}
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
