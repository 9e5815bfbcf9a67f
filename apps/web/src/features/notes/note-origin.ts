import type { NoteOrigin } from '../../gql/graphql.ts';

/** Where a note came from, as the list and the note page name it. */
export const NOTE_ORIGIN_LABELS: Record<NoteOrigin, string> = {
  USER_GENERATED: 'Twoja notatka',
  CONVERSATION_GENERATED: 'Z czatu',
  CONVERSATION_GENERATED_BLANK: 'Z czatu',
  QUIZ_GENERATED: 'Z quizu',
};
