import { graphql } from '../../../testing/generated/gql.ts';
import { dataOf, type SessionClient } from '../../../testing/session-client.ts';

// The library's operations the integration tests send (see testing/documents.ts for the conventions).

export const LIBRARY = {
  textbooks: graphql(`
    query getpodrecznikbyprzedmiotandpoziom($input: GetpodrecznikbyprzedmiotandpoziomInput!) {
      getpodrecznikbyprzedmiotandpoziom(getpodrecznikbyprzedmiotandpoziomInput: $input) {
        id isbn poziom przedmiot title visible klasa wydawnictwo authors demo exerciseCount
      }
    }
  `),
  textbook: graphql(`
    query getPodrBookById($input: GetPodrBookByIdInput!) {
      getPodrBookById(getPodrBookByIdInput: $input) {
        id
        podrecznik { id title visible }
        chapters {
          id toc_id number name raw_name page deleted exerciseCount
          subchapters { id toc_id number name raw_name page deleted exerciseCount }
        }
      }
    }
  `),
  books: graphql(`
    query getBooks($input: GetBooksInput!) {
      getBooks(getBooksInput: $input) { total page limit data { id name klasa przedmiot isbn type demo exerciseCount } }
    }
  `),
  book: graphql(`
    query getbookbyid($input: GetbookbyidInput!) {
      getbookbyid(getbookbyidInput: $input) {
        id name exerciseCount
        rozdzialy {
          id name number page exerciseCount
          subrozdzialy {
            id name number page exerciseCount
            exercises { id title pageNumber question answer exerciseNumber subExercises { id } }
          }
        }
      }
    }
  `),
  search: graphql(`
    query getBooksByTitle($input: GetBooksByTitleInput!) {
      getBooksByTitle(getBooksByTitleInput: $input) { id name isbn }
    }
  `),
  count: graphql(`
    query getcount($input: GetcountInput) {
      getcount(getcountInput: $input)
    }
  `),
  exercises: graphql(`
    query libraryExercises($input: GetPaginatedZadanieByRelationIdInput!) {
      getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $input) {
        total page limit data { id numberExercise question type answer explanation state zadanieOdpowiedzi { key value } }
      }
    }
  `),
  updateBook: graphql(`
    mutation updatepodrecznik($input: UpdatepodrecznikInput!) {
      updatepodrecznik(updatepodrecznikInput: $input) { id title isbn visible klasa authors }
    }
  `),
  updateTopic: graphql(`
    mutation updatetemat($input: UpdatetematInput!) {
      updatetemat(updatetematInput: $input) { id podrecznikId content zadanieId visible }
    }
  `),
  updateExercise: graphql(`
    mutation libraryUpdateZadanie($input: UpdateZadanieInput!) {
      updateZadanie(updateZadanieInput: $input) { id numberExercise question answer explanation state }
    }
  `),
  checkAnswer: graphql(`
    query checkZadanieAnswer($input: CheckZadanieAnswerInput!) {
      checkZadanieAnswer(checkZadanieAnswerInput: $input) { verdict message }
    }
  `),
};

/** The seeded demo maths textbook (class 7), as the catalogue lists it to this client. */
export async function demoMathsTextbook(client: SessionClient) {
  const list = dataOf(
    await client.gql(LIBRARY.textbooks, { input: { przedmiot: 'mathematics', poziom: 'PODSTAWOWY_SIEDEM' } }),
  ).getpodrecznikbyprzedmiotandpoziom;
  const book = list.find((entry) => entry.demo);
  if (!book) throw new Error('the demo maths textbook is not seeded');
  return book;
}
