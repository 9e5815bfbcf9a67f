import { LEVELS } from '@kreda/shared/enums';
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, operationDepth } from '../../../testing/document-depth.ts';
import { GET_ADMIN_TEXTBOOK } from './get-admin-textbook.ts';
import { GET_ADMIN_TEXTBOOKS } from './get-admin-textbooks.ts';
import { GET_SUBCHAPTER_EXERCISES } from './get-subchapter-exercises.ts';
import { UPDATE_TEXTBOOK } from './update-textbook.ts';

describe('the admin library documents', () => {
  const documents = { GET_ADMIN_TEXTBOOK, GET_ADMIN_TEXTBOOKS, GET_SUBCHAPTER_EXERCISES, UPDATE_TEXTBOOK };

  it('stay within the depth the server accepts', () => {
    for (const [name, document] of Object.entries(documents))
      expect(operationDepth(document), name).toBeLessThanOrEqual(MAX_DEPTH);
  });

  it('ask for every level of a subject within the server’s 15 aliases, as summaries', () => {
    const text = GET_ADMIN_TEXTBOOKS.toString();
    const aliases = [...text.matchAll(/(\w+): getpodrecznikbyprzedmiotandpoziom/g)].map((m) => m[1]);
    expect(aliases).toEqual([...LEVELS]);
    expect(aliases.length).toBeLessThanOrEqual(15);
    expect(text).not.toMatch(/chapters|question/);
  });
});
