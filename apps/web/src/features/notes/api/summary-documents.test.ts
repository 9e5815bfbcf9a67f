import { describe, expect, it } from 'vitest';
import { GET_NOTE } from './get-note.ts';
import { GET_NOTES } from './get-notes.ts';
import { NEW_NOTE } from './new-note-event.ts';

// House rule 17: the note list and newAiNote carry no content; the note page reads it.
describe('note documents', () => {
  it('the list and the live event ask for no content', () => {
    expect(GET_NOTES.toString()).not.toMatch(/\bcontent\b/);
    expect(NEW_NOTE.toString()).not.toMatch(/\bcontent\b/);
  });

  it('the note page asks for the content', () => {
    expect(GET_NOTE.toString()).toMatch(/\bcontent\b/);
  });
});
