import type { DocumentState, SourceItemType } from '../gql/graphql.ts';

// Tools that are made from the pupil's materials (quizzes, word bases…) ask getActionSources for
// what may be chosen and save the choice with updateSources. These are the parts of that answer
// the material picker reads, so every tool's own query fits it.

/** One chosen material (a document or a note), as updateSources takes it. */
export interface SourceChoice {
  type: SourceItemType;
  id: string;
}

export type PickerSource =
  | { __typename: 'UserDoc'; id: string; name: string; state: DocumentState }
  | { __typename: 'AiNote'; id: string; name: string }
  | { __typename: 'QuizResult' };

/** What getActionSources answers: the offered materials by kind, and the last choice. */
export interface ActionSources {
  selected: { items: readonly SourceChoice[] } | null;
  groups: readonly { type: string; label: string; sources: readonly PickerSource[] }[];
}

export type PickableSource = Extract<PickerSource, { __typename: 'UserDoc' | 'AiNote' }>;

export const choiceKey = (choice: SourceChoice) => `${choice.type}:${choice.id}`;

export const isPickable = (source: PickerSource): source is PickableSource =>
  source.__typename === 'UserDoc' || source.__typename === 'AiNote';

export function choiceOf(source: PickableSource): SourceChoice {
  return { type: source.__typename === 'AiNote' ? 'AI_NOTE' : 'USER_DOC', id: source.id };
}

/** Only materials whose text has been read can be used. */
export function unavailableReason(source: PickableSource): string | null {
  if (source.__typename !== 'UserDoc' || source.state === 'SOLVED') return null;
  return source.state === 'UPLOAD_FAILED' || source.state === 'SOLVING_FAILED'
    ? 'nie udało się odczytać'
    : 'jeszcze się wczytuje';
}

/** The tool's last choice, limited to what can still be chosen. */
export function initialChoice(sources: ActionSources): SourceChoice[] {
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
