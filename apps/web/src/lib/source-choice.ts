import type { SourceItemType } from '../gql/graphql.ts';
import type { ActionSources } from './api/get-action-sources.ts';

// Tools that are made from the pupil's materials (the chat, quizzes, word bases…) ask
// getActionSources (api/get-action-sources.ts) what may be chosen and save the choice with
// updateSources (api/update-sources.ts). These are the parts of that answer the pickers read.

/** One chosen material (a document, a note, a quiz result), as updateSources takes it. */
export interface SourceChoice {
  type: SourceItemType;
  id: string;
}

/** One offered source of a group (a material by kind, or another tool's result). */
export type PickerSource = ActionSources['groups'][number]['sources'][number];

export type PickableSource = Extract<PickerSource, { __typename: 'UserDoc' | 'AiNote' }>;

export const choiceKey = (choice: SourceChoice) => `${choice.type}:${choice.id}`;

export const isPickable = (source: PickerSource): source is PickableSource =>
  source.__typename === 'UserDoc' || source.__typename === 'AiNote';

export function choiceOf(source: PickableSource): SourceChoice {
  return { type: source.__typename === 'AiNote' ? 'AI_NOTE' : 'USER_DOC', id: source.id };
}

/** Only materials whose text has been read can be used. */
export function unavailableReason(source: PickerSource): string | null {
  if (source.__typename !== 'UserDoc' || source.state === 'SOLVED') return null;
  return source.state === 'UPLOAD_FAILED' || source.state === 'SOLVING_FAILED'
    ? 'nie udało się odczytać'
    : 'jeszcze się wczytuje';
}

/** The tool's last choice, limited to the materials (documents and notes) that can still be chosen. */
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
