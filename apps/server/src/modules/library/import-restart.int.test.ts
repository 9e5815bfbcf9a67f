import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, fakeAiEnv } from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { adminUrl, newPlace, rows, serverHandle, startIn, until } from '../../testing/restartable.ts';
import { uniqueEmail } from '../../testing/session-client.ts';
import { IMPORT_JOB } from './import/job.ts';
import { createImportModel, LIBRARY_IMPORT_ACTIONS } from './testing/fake-import-model.ts';
import { newBook, settledImport, startImport } from './testing/import-client.ts';
import { contentsPagePdf } from './testing/textbook-pdfs.ts';

/*
 * An import stopped half-way (its server going down while the AI reads the contents page) runs
 * again after the restart and finishes with each chapter once; delivering its job once more
 * changes nothing. On PGlite in a data folder, or a fresh PostgreSQL database with DATABASE_URL.
 */

let ai: FakeOpenAi;
const model = createImportModel();
beforeAll(async () => {
  ai = await startFakeOpenAi({
    apiKey: 'sk-test',
    defaultReply: (request) =>
      LIBRARY_IMPORT_ACTIONS.has(request.action ?? '') ? model.reply(request) : { text: 'Nic tu nie ma.' },
  });
});
afterAll(async () => {
  await ai?.stop();
});

describe(`an import across a restart (${adminUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('finishes after the restart without a duplicate chapter, and a repeated job adds nothing', async () => {
    const email = uniqueEmail('importer');
    const place = await newPlace({ ...fakeAiEnv(ai), ADMIN_EMAILS: email });
    const server = serverHandle(place);
    try {
      await startIn(place, server);
      const admin = await createUser(server, { email });
      const bookId = await newBook(admin.client);
      ai.hold();
      const before = ai.requests.length;
      const started = await startImport(admin.client, bookId, await contentsPagePdf());
      // The pages are read and the AI is reading the contents when the server goes down.
      await ai.waitForRequests(before + 1);
      const [midway] = await rows<{ state: string; pages_read: number }>(
        server.runtime.database,
        sql`select state, pages_read from library_imports where id = ${started.id}`,
      );
      expect(midway).toEqual({ state: 'TOC', pages_read: 7 });
      await server.runtime.stop();
      ai.release();

      await startIn(place, server);
      const done = await settledImport(admin.client, started.id);
      expect(done).toMatchObject({
        state: 'DONE',
        tocSource: 'AI',
        chapterCount: 2,
        subchapterCount: 5,
        attempt: 1,
      });
      const chapters = () =>
        rows<{ toc_id: string; n: number }>(
          server.runtime.database,
          sql`select toc_id, count(*)::int as n from library_chapters where book_id = ${bookId} group by toc_id order by toc_id`,
        );
      const once = ['1', '1.1', '1.2', '2', '2.1', '2.2', '2.3'].map((toc_id) => ({ toc_id, n: 1 }));
      expect(await chapters()).toEqual(once);

      // The same run delivered again (at-least-once delivery): it finds its import done.
      await server.runtime.jobs.send(IMPORT_JOB, { importId: started.id, attempt: 1 }, `${started.id}:again`);
      await until(
        async () =>
          (
            await rows<{ n: number }>(
              server.runtime.database,
              sql`select count(*)::int as n from pgboss.job
                  where name = ${IMPORT_JOB} and data->>'importId' = ${started.id} and state <> 'completed'`,
            )
          )[0]?.n,
        (open) => open === 0,
      );
      expect(await chapters()).toEqual(once);
      expect(await settledImport(admin.client, started.id)).toMatchObject({ state: 'DONE', attempt: 1 });
    } finally {
      ai.release();
      await server.runtime?.stop().catch(() => {});
      await place.drop();
    }
  });
});
