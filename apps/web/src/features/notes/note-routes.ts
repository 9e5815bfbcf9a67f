/** The `{id}` of /workspace/{slug}/ainote/{id} that opens an empty editor instead of a note. */
export const NEW_NOTE_ID = 'new';
