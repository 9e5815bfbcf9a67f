import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, operationDepth } from '../../../testing/document-depth.ts';
import { CREATE_TEXTBOOK } from './create-textbook.ts';
import { DELETE_TEXTBOOK } from './delete-textbook.ts';
import { GET_ADMIN_TEXTBOOK } from './get-admin-textbook.ts';
import { GET_ADMIN_TEXTBOOKS } from './get-admin-textbooks.ts';
import { GET_IMPORTS, IMPORT_CHANGED } from './get-imports.ts';
import { GET_SUBCHAPTER_EXERCISES } from './get-subchapter-exercises.ts';
import { RETRY_IMPORT, SET_TOC } from './import-actions.ts';
import { IMPORT_PDF } from './import-pdf.ts';
import { UPDATE_TEXTBOOK } from './update-textbook.ts';

describe('the admin library documents', () => {
  const documents = {
    CREATE_TEXTBOOK,
    DELETE_TEXTBOOK,
    GET_ADMIN_TEXTBOOK,
    GET_ADMIN_TEXTBOOKS,
    GET_IMPORTS,
    GET_SUBCHAPTER_EXERCISES,
    IMPORT_CHANGED,
    IMPORT_PDF,
    RETRY_IMPORT,
    SET_TOC,
    UPDATE_TEXTBOOK,
  };

  it('stay within the depth the server accepts', () => {
    for (const [name, document] of Object.entries(documents))
      expect(operationDepth(document), name).toBeLessThanOrEqual(MAX_DEPTH);
  });

  it('ask the server for a page of summaries, not tables of contents', () => {
    const text = GET_ADMIN_TEXTBOOKS.toString();
    expect(text).toContain('adminPodreczniki(adminPodrecznikiInput: $input)');
    expect(text).not.toMatch(/chapters|question/);
  });
});
