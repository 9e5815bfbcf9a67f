import { isOneOf, LEVELS, type Level, SUBJECTS, type Subject } from '@kreda/shared/enums';
import { FORM_MESSAGES, pluralPl } from '@kreda/shared/form-messages';
import { compareLevels, LEVEL_LABELS, SUBJECT_LABELS } from '@kreda/shared/labels';
import { WORKSPACE_NAME_MAX } from '@kreda/shared/limits';

/** Subjects a workspace can be for ("all" is a filter, not a subject), alphabetically in Polish. */
export const SUBJECT_OPTIONS = SUBJECTS.filter((subject) => subject !== 'all')
  .map((value) => ({ value, label: SUBJECT_LABELS[value] }))
  .sort((a, b) => a.label.localeCompare(b.label, 'pl'));

/** School levels in school order, 1–14. */
export const LEVEL_OPTIONS = [...LEVELS].sort(compareLevels).map((value) => ({
  value,
  label: LEVEL_LABELS[value],
}));

export const isSubject = (value: unknown): value is Subject => isOneOf(SUBJECTS, value) && value !== 'all';
export const isLevel = (value: unknown): value is Level => isOneOf(LEVELS, value);

/** The name as the server stores it: trimmed, inner runs of whitespace collapsed. */
export function cleanName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** Length in characters as a person counts them (emoji and accented letters are one). */
export const nameLength = (raw: string): number => [...cleanName(raw)].length;

/** Problem with a name, or null; an empty name is allowed only where the topic stands in for it. */
export function nameProblem(raw: string, { required }: { required: boolean }): string | null {
  const length = nameLength(raw);
  if (length === 0) return required ? FORM_MESSAGES.required : null;
  return length > WORKSPACE_NAME_MAX ? FORM_MESSAGES.maxLength(WORKSPACE_NAME_MAX) : null;
}

/** `tematId` of the "Własny temat" choice: the pupil names the topic in `wlasnyTemat`. */
export const OWN_TOPIC = 'wlasny';

export interface NewWorkspaceValues extends Record<string, string> {
  przedmiot: string;
  poziom: string;
  tematId: string;
  wlasnyTemat: string;
  name: string;
}

/**
 * Checks of the "Nowa przestrzeń" form. `topicIds` are the topics listed for the chosen subject and
 * level: a topic picked for another subject no longer counts once the subject changes.
 */
export function validateNewWorkspace(
  values: NewWorkspaceValues,
  topicIds: readonly string[],
): Partial<Record<keyof NewWorkspaceValues, string | null>> {
  return {
    przedmiot: isSubject(values.przedmiot) ? null : FORM_MESSAGES.required,
    poziom: isLevel(values.poziom) ? null : FORM_MESSAGES.required,
    tematId:
      values.tematId === OWN_TOPIC || topicIds.includes(values.tematId) ? null : FORM_MESSAGES.required,
    wlasnyTemat: values.tematId === OWN_TOPIC ? ownTopicProblem(values.wlasnyTemat) : null,
    name: nameProblem(values.name, { required: false }),
  };
}

/** Problem with the name of the pupil's own topic, or null (the server's rule: 1–80 characters). */
export function ownTopicProblem(raw: string): string | null {
  const length = nameLength(raw);
  if (length === 0) return 'Wpisz nazwę tematu.';
  return length > WORKSPACE_NAME_MAX ? FORM_MESSAGES.maxLength(WORKSPACE_NAME_MAX) : null;
}

/** "1 podtemat", "3 podtematy", "5 podtematów". */
export function subtopicCount(n: number): string {
  return `${n} ${pluralPl(n, 'podtemat', 'podtematy', 'podtematów')}`;
}

/** Lower case without Polish diacritics, so "rownania" finds "Równania". */
export function searchKey(text: string): string {
  return text
    .toLocaleLowerCase('pl')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}
