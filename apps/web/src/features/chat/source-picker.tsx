import { ROUTES } from '@kreda/shared/routes';
import { useId } from 'react';
import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { SourceItemType } from '../../gql/graphql.ts';
import type { ActionSources } from '../../lib/api/get-action-sources.ts';
import { choiceKey, type SourceChoice, unavailableReason } from '../../lib/source-choice.ts';

type Source = ActionSources['groups'][number]['sources'][number];

const ITEM_TYPES: Record<Source['__typename'], SourceItemType> = {
  AiNote: 'AI_NOTE',
  UserDoc: 'USER_DOC',
  QuizResult: 'QUIZ_RESULT',
  LibrarySource: 'LIBRARY_CHAPTER',
  AiTutorTemat: 'AITUTOR_TEMAT',
};

function itemType(source: Source): SourceItemType {
  return ITEM_TYPES[source.__typename];
}

/** The materials by kind, then what other tools made (quiz results), each group once. */
function groupsOf(sources: ActionSources | undefined) {
  if (!sources) return [];
  return [
    ...sources.groups.map((group) => ({
      key: group.type as string,
      label: group.label,
      sources: group.sources,
    })),
    ...sources.fromTools.map((group) => ({
      key: group.itemType as string,
      label: group.label,
      sources: group.sources,
    })),
  ].filter((group) => group.sources.length > 0);
}

/**
 * The last choice, limited to what can still be chosen (materials and other tools' results); with
 * no choice made yet in the workspace, every material that has been read (a pupil who uploads a PDF
 * and opens the chat expects the answer to use it). Other tools' results are only ever ticked by hand.
 */
export function initialChoice(sources: ActionSources): SourceChoice[] {
  const available = (group: { sources: readonly Source[] }) =>
    group.sources.filter((s) => !unavailableReason(s)).map((s) => ({ type: itemType(s), id: s.id }));
  if (!sources.selected) return sources.groups.flatMap(available);
  const selectable = new Set(groupsOf(sources).flatMap(available).map(choiceKey));
  return sources.selected.items
    .map(({ type, id }) => ({ type, id }))
    .filter((choice) => selectable.has(choiceKey(choice)));
}

interface SourcePickerProps {
  workspaceId: string;
  sources: ActionSources | undefined;
  loading: boolean;
  error: string | null;
  chosen: readonly SourceChoice[];
  onChange: (chosen: SourceChoice[]) => void;
}

/** Checkboxes of the workspace's materials by kind (Notatka, Sprawdzian…); a choice is fixed once the conversation starts. */
export function SourcePicker({ workspaceId, sources, loading, error, chosen, onChange }: SourcePickerProps) {
  const ids = useId();
  const chosenKeys = new Set(chosen.map(choiceKey));
  const groups = groupsOf(sources);

  const toggle = (choice: SourceChoice, on: boolean) => {
    const key = choiceKey(choice);
    onChange(
      on
        ? [...chosen.filter((c) => choiceKey(c) !== key), choice]
        : chosen.filter((c) => choiceKey(c) !== key),
    );
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-2xl border border-board-100 bg-white p-4">
      <h2 id={`${ids}-title`} className="font-bold text-board-950">
        Materiały do rozmowy
      </h2>
      {loading ? (
        <Spinner label="Wczytywanie materiałów…" className="py-2" />
      ) : error ? (
        <p className="mt-1 text-sm text-red-800">{error}</p>
      ) : groups.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">
          W tej przestrzeni nie ma jeszcze materiałów.{' '}
          <Link to={ROUTES.workspaceMaterials(workspaceId)} className={textLinkClass}>
            Dodaj materiały
          </Link>
          , a Kreda będzie odpowiadać na ich podstawie. Możesz też pytać bez nich.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-muted">
            Kreda oprze odpowiedzi na zaznaczonych materiałach i pokaże, skąd wzięła informacje. Po
            rozpoczęciu rozmowy wybór się nie zmienia.
          </p>
          <div className="mt-3 flex flex-col gap-3">
            {groups.map((group) => (
              <fieldset key={group.key} className="min-w-0">
                <legend className="text-sm font-semibold text-board-900">{group.label}</legend>
                <ul className="mt-1 flex flex-col gap-1">
                  {group.sources.map((source) => {
                    const choice = { type: itemType(source), id: source.id };
                    const reason = unavailableReason(source);
                    const inputId = `${ids}-${choiceKey(choice)}`;
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
          </div>
        </>
      )}
    </section>
  );
}
