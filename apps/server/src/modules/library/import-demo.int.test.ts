import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { uniqueEmail } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { readDemoBooks } from './seed-demo.ts';
import { newBook, settledImport, startImport, storedChapters } from './testing/import-client.ts';
import { bookPdf, demoBookText } from './testing/textbook-pdfs.ts';

/*
 * The demo books as PDFs (what scripts/make-demo-pdfs.ts makes, many pages per chapter) go
 * through the import without the AI: the outline gives the table of contents, and each
 * subchapter gets the text of its own pages only.
 */

let server: TestServer;
let admin: TestUser;
const ADMIN_EMAIL = uniqueEmail('importer');

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL });
  admin = await createUser(server, { email: ADMIN_EMAIL });
});
afterAll(async () => {
  await server?.stop();
});

describe('the demo books as PDFs', () => {
  it('import with their outline: every chapter and subchapter, each with its own text', async () => {
    for (const book of (await readDemoBooks()).values()) {
      const bookId = await newBook(admin.client, book.title);
      const done = await settledImport(
        admin.client,
        (await startImport(admin.client, bookId, await bookPdf(demoBookText(book)))).id,
      );
      const subchapters = book.chapters.flatMap((chapter) => chapter.subchapters);
      expect(done).toMatchObject({ state: 'DONE', tocSource: 'OUTLINE', chapterCount: book.chapters.length });
      expect(done.subchapterCount).toBe(subchapters.length);
      expect(done.pageCount).toBeGreaterThan(subchapters.length);
      const rows = (await storedChapters(server, bookId)).filter((row) => !row.parent);
      expect(rows.map((row) => row.name)).toEqual(subchapters.map((sub) => sub.name));
      rows.forEach((row, i) => {
        const own = subchapters[i];
        const next = subchapters[i + 1];
        // Its first words and its last exercise are in it; the next subchapter's exercises are not.
        expect(row.content?.replace(/\s+/g, ' ')).toContain(own?.text.split(/\s+/).slice(0, 5).join(' '));
        const last = own?.exercises.at(-1);
        if (last) expect(row.content).toContain(`Zadanie ${last.number}\n`);
        const after = next?.exercises[0];
        if (after) expect(row.content).not.toContain(`Zadanie ${after.number}\n`);
      });
    }
  });
});
