import { sql } from 'drizzle-orm';
import { sqlRows } from '../../../testing/accounts.ts';
import { dataOf, type SessionClient, unchecked } from '../../../testing/session-client.ts';
import type { TestServer } from '../../../testing/test-server.ts';

// The import's operations as the admin's pages send them, and what the tests read back.

export const IMPORT_FIELDS =
  'id podrecznikId fileName state tocSource pageCount pagesRead chapterCount subchapterCount subchaptersRead exercisesFound exercisesSolved exercisesFailed note error attempt';

export const IMPORT = {
  create: `mutation ($input: CreatePodrecznikInput!) {
    createPodrecznik(createPodrecznikInput: $input) { id title isbn visible klasa przedmiot poziom }
  }`,
  upload: `mutation ($input: ImportPodrecznikPdfInput!) {
    importPodrecznikPdf(importPodrecznikPdfInput: $input) { ${IMPORT_FIELDS} }
  }`,
  one: `query ($id: ID!) { podrecznikImport(id: $id) { ${IMPORT_FIELDS} } }`,
  ofBook: `query ($id: ID!) { podrecznikImports(podrecznikId: $id) { ${IMPORT_FIELDS} } }`,
  setToc: `mutation ($input: SetPodrecznikTocInput!) {
    setPodrecznikToc(setPodrecznikTocInput: $input) { ${IMPORT_FIELDS} }
  }`,
  retry: `mutation ($id: ID!) { retryPodrecznikImport(id: $id) { ${IMPORT_FIELDS} } }`,
};

export interface ImportView {
  id: string;
  state: string;
  tocSource: string | null;
  pageCount: number | null;
  pagesRead: number;
  chapterCount: number;
  subchapterCount: number;
  subchaptersRead: number;
  exercisesFound: number;
  exercisesSolved: number;
  exercisesFailed: number;
  note: string | null;
  error: string | null;
  attempt: number;
}

let books = 0;

/** A new hidden maths textbook (an admin's client). */
export async function newBook(admin: SessionClient, title = 'Geometria na co dzień'): Promise<string> {
  books += 1;
  const input = {
    title: `${title} ${books}`,
    przedmiot: 'mathematics',
    poziom: 'PODSTAWOWY_SIEDEM',
    klasa: 7,
  };
  return dataOf<{ createPodrecznik: { id: string } }>(await admin.gql(IMPORT.create, unchecked({ input })))
    .createPodrecznik.id;
}

/** Sends the PDF for the book; the raw response (refusals are tested too). */
export function sendPdf(
  client: SessionClient,
  podrecznikId: string,
  bytes: Uint8Array,
  name = 'podrecznik.pdf',
) {
  return client.upload(IMPORT.upload, unchecked({ input: { podrecznikId, file: null } }), {
    'variables.input.file': { bytes, name, type: 'application/pdf' },
  });
}

export async function startImport(admin: SessionClient, podrecznikId: string, bytes: Uint8Array) {
  return dataOf(await sendPdf(admin, podrecznikId, bytes)).importPodrecznikPdf;
}

/** Waits until the import is in a state no job moves it from (DONE, FAILED, NEEDS_TOC). */
export async function settledImport(admin: SessionClient, id: string): Promise<ImportView> {
  for (let i = 0; i < 1000; i++) {
    const row = dataOf<{ podrecznikImport: ImportView }>(
      await admin.gql(IMPORT.one, { id }),
    ).podrecznikImport;
    if (['DONE', 'FAILED', 'NEEDS_TOC'].includes(row.state)) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${id} did not settle`);
}

/** The book's stored chapters and subchapters, in order, with how much text each has. */
export function storedChapters(server: Pick<TestServer, 'database'>, bookId: string) {
  return sqlRows<{ toc_id: string; name: string; page: number; parent: boolean; content: string | null }>(
    server as TestServer,
    sql`select toc_id, name, page, parent_id is null as parent, content
        from library_chapters where book_id = ${bookId} order by "order"`,
  );
}

export interface StoredExercise {
  subchapter: string;
  number_exercise: string;
  question: string;
  type: string;
  options: { key: string; value: string }[];
  state: string;
  answer: string | null;
  explanation: string | null;
  error: string | null;
}

/** The book's exercises (public tasks of its subchapters), in the table's order. */
export function storedExercises(server: Pick<TestServer, 'database'>, bookId: string) {
  return sqlRows<StoredExercise>(
    server as TestServer,
    sql`select c.toc_id as subchapter, z.number_exercise, z.question, z.type, z.options, z.state,
               z.answer, z.explanation, z.error
        from zadania z join library_chapters c on c.id = z.owner_id
        where c.book_id = ${bookId} and z.owner_kind = 'library'
        order by c."order", z."order"`,
  );
}
