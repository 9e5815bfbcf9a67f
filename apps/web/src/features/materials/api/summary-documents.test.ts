import { describe, expect, it } from 'vitest';
import { GET_MATERIAL } from './get-material.ts';
import { GET_MATERIALS } from './get-materials.ts';
import { NEW_MATERIAL } from './new-material-event.ts';
import { UPDATE_MATERIAL } from './update-material.ts';
import { UPDATED_MATERIAL } from './updated-material-event.ts';

// House rule 17: the list, the live events and the rename answer carry a summary; only the
// detail page asks for the text, its pages, the captions and the signed file address.
const HEAVY = ['content', 'contentJson', 'segments', 'transcripts', 'youtubeMetadata', 'fileUrl', 'file {'];

describe('material documents', () => {
  it.each([
    ['the list', GET_MATERIALS],
    ['newUserDoc', NEW_MATERIAL],
    ['updateUserDoc', UPDATED_MATERIAL],
    ['the rename answer', UPDATE_MATERIAL],
  ])('%s asks for no heavy field', (_name, document) => {
    for (const field of HEAVY) expect(document.toString()).not.toMatch(new RegExp(`\\b${field}`));
  });

  it('the detail page asks for the text, its pages, the captions and the file', () => {
    for (const field of ['content', 'segments', 'transcripts', 'fileUrl'])
      expect(GET_MATERIAL.toString()).toMatch(new RegExp(`\\b${field}\\b`));
  });
});
