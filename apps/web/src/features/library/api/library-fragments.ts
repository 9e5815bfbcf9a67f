import { graphql } from '../../../gql/gql.ts';
import type {
  LibraryBookFieldsFragment,
  LibraryExerciseFieldsFragment,
  LibraryTextbookFieldsFragment,
} from '../../../gql/graphql.ts';

// Lists ask for summaries (house rule 17): what a card shows of a book, without its chapters.

/**
 * A textbook in the catalogue (`/podrecznikio`) and at the top of its page.
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const TEXTBOOK_FRAGMENT = graphql(`
  fragment LibraryTextbookFields on Podrecznik {
    id
    title
    isbn
    przedmiot
    poziom
    klasa
    wydawnictwo
    authors
    demo
    exerciseCount
    imageUrl
  }
`);

/**
 * A book of the exercise catalogue (`/workspace/exercise`) in a list or a search result.
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const BOOK_FRAGMENT = graphql(`
  fragment LibraryBookFields on Book {
    id
    name
    isbn
    przedmiot
    poziom
    klasa
    wydawnictwo
    authors
    demo
    exerciseCount
    imageUrl
  }
`);

/**
 * One exercise of a subchapter with its whole solution (Markdown with LaTeX).
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const EXERCISE_FRAGMENT = graphql(`
  fragment LibraryExerciseFields on Zadanie {
    id
    numberExercise
    question
    type
    zadanieOdpowiedzi {
      key
      value
    }
    answer
    explanation
    pages
  }
`);

export type Textbook = LibraryTextbookFieldsFragment;
export type Book = LibraryBookFieldsFragment;
export type Exercise = LibraryExerciseFieldsFragment;

/** What a book's card shows, whichever catalogue it comes from. */
export interface BookSummary {
  id: string;
  title: string;
  isbn: string | null | undefined;
  przedmiot: Textbook['przedmiot'];
  poziom: Textbook['poziom'];
  klasa: number | null | undefined;
  wydawnictwo: string | null | undefined;
  authors: readonly string[];
  demo: boolean;
  exerciseCount: number;
  /** The cover's address, or null. */
  imageUrl: string | null | undefined;
}

/** A textbook (title) or a book of the exercise catalogue (name) as one shape. */
export function bookSummary(book: Textbook | Book): BookSummary {
  const { id, isbn, przedmiot, poziom, klasa, wydawnictwo, authors, demo, exerciseCount, imageUrl } = book;
  const title = 'title' in book ? book.title : book.name;
  return {
    id: String(id),
    title,
    isbn,
    przedmiot,
    poziom,
    klasa,
    wydawnictwo,
    authors,
    demo,
    exerciseCount,
    imageUrl,
  };
}
