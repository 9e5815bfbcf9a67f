import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, operationDepth } from '../../../testing/document-depth.ts';
import { CHECK_ANSWER } from './check-answer.ts';
import { GET_BOOK } from './get-book.ts';
import { GET_BOOKS } from './get-books.ts';
import { GET_EXERCISE_COUNT } from './get-exercise-count.ts';
import { GET_EXERCISES } from './get-exercises.ts';
import { GET_TEXTBOOK } from './get-textbook.ts';
import { GET_TEXTBOOKS } from './get-textbooks.ts';
import { SEARCH_BOOKS } from './search-books.ts';

describe('the library documents', () => {
  const documents = {
    CHECK_ANSWER,
    GET_BOOK,
    GET_BOOKS,
    GET_EXERCISE_COUNT,
    GET_EXERCISES,
    GET_TEXTBOOK,
    GET_TEXTBOOKS,
    SEARCH_BOOKS,
  };

  it('stay within the depth the server accepts', () => {
    for (const [name, document] of Object.entries(documents))
      expect(operationDepth(document), name).toBeLessThanOrEqual(MAX_DEPTH);
  });

  it('ask lists for summaries: no list carries a chapter or an exercise text', () => {
    for (const document of [GET_BOOKS, GET_TEXTBOOKS, SEARCH_BOOKS]) {
      expect(document.toString()).not.toMatch(/rozdzialy|chapters|question|explanation/);
    }
  });
});
