import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, fakeAiEnv } from '../../testing/factories.ts';
import { type FakeAiRequest, type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { adminUrl, newPlace, rows, serverHandle, startIn, until } from '../../testing/restartable.ts';
import { uniqueEmail } from '../../testing/session-client.ts';
import { IMPORT_JOB } from './import/job.ts';
import { SOLVE_JOB } from './import/solving.ts';
import { createImportModel, LIBRARY_IMPORT_ACTIONS } from './testing/fake-import-model.ts';
import { newBook, settledImport, startImport, storedExercises } from './testing/import-client.ts';
import { bookPdf, EXERCISES_BOOK } from './testing/textbook-pdfs.ts';

/*
 * An import stopped while the AI cuts a subchapter's exercises, or while it solves them, goes on
 * after the restart from where it was: the subchapters already stored are not read again, and
 * every exercise is stored, solved and counted once. Delivering its jobs once more changes
 * nothing. On PGlite in a data folder, or a fresh PostgreSQL database with DATABASE_URL.
 */

let ai: FakeOpenAi;
const model = createImportModel();
/** Requests of an action answered at once; later ones wait until `open()` (the server stops meanwhile). */
let gate: { action: string; free: number; wait: Promise<void>; open: () => void } | null = null;
const seen = new Map<string, number>();

function closeAfter(action: string, free: number) {
  let open = () => {};
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  gate = { action, free, wait, open };
}

async function reply(request: FakeAiRequest) {
  const action = request.action ?? '';
  if (!LIBRARY_IMPORT_ACTIONS.has(action)) return { text: 'Nic tu nie ma.' };
  const n = (seen.get(action) ?? 0) + 1;
  seen.set(action, n);
  if (gate?.action === action && n > gate.free) await gate.wait;
  return model.reply(request);
}

beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', defaultReply: reply });
});
afterAll(async () => {
  gate?.open();
  await ai?.stop();
});

const ALL = ['1.1/1', '1.1/2', '1.1/3', '1.2/1', '1.2/2', '2.1/1', '2.1/2', '2.2/1', '2.2/2'];

interface Progress {
  state: string;
  subchapters_read: number;
  exercises_found: number;
  exercises_solved: number;
  exercises_failed: number;
}

describe(`an import's exercises across a restart (${adminUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  async function runStopped(action: string, free: number, stoppedWhen: (row: Progress) => boolean) {
    seen.clear();
    closeAfter(action, free);
    const email = uniqueEmail('importer');
    const place = await newPlace({ ...fakeAiEnv(ai), ADMIN_EMAILS: email });
    const server = serverHandle(place);
    const progress = async () =>
      (
        await rows<Progress>(
          server.runtime.database,
          sql`select state, subchapters_read, exercises_found, exercises_solved, exercises_failed
              from library_imports`,
        )
      )[0] as Progress;
    try {
      await startIn(place, server);
      const admin = await createUser(server, { email });
      const bookId = await newBook(admin.client, 'Ułamki i procenty');
      const started = await startImport(admin.client, bookId, await bookPdf(EXERCISES_BOOK));
      // The server goes down with the next request of `action` waiting for its answer.
      await until(
        async () => ({ row: await progress(), asked: seen.get(action) ?? 0 }),
        ({ row, asked }) => asked > free && stoppedWhen(row),
      );
      const midway = await progress();
      await server.runtime.stop();
      gate?.open();
      const askedBefore = new Map(seen);

      await startIn(place, server);
      const done = await settledImport(admin.client, started.id);
      const exercises = await storedExercises(server, bookId);
      // Every exercise once, solved once, each counted once.
      expect(exercises.map((e) => `${e.subchapter}/${e.number_exercise}`)).toEqual(ALL);
      expect(exercises.every((e) => e.state === 'SOLVED')).toBe(true);
      expect(done).toMatchObject({
        state: 'DONE',
        subchaptersRead: 4,
        exercisesFound: 9,
        exercisesSolved: 9,
        exercisesFailed: 0,
        attempt: 1,
      });

      // Both jobs delivered again (at-least-once delivery): they find their work done.
      const first = (
        await rows<{ id: string; attempt: number }>(
          server.runtime.database,
          sql`select z.id, z.attempt from zadania z join library_chapters c on c.id = z.owner_id
              where c.book_id = ${bookId} order by c."order", z."order" limit 1`,
        )
      )[0];
      await server.runtime.jobs.send(IMPORT_JOB, { importId: started.id, attempt: 1 }, `${started.id}:again`);
      await server.runtime.jobs.send(
        SOLVE_JOB,
        { importId: started.id, taskId: first?.id, attempt: first?.attempt },
        `${first?.id}:again`,
      );
      await until(
        async () =>
          (
            await rows<{ n: number }>(
              server.runtime.database,
              sql`select count(*)::int as n from pgboss.job
                  where name in (${IMPORT_JOB}, ${SOLVE_JOB}) and state <> 'completed'`,
            )
          )[0]?.n,
        (open) => open === 0,
      );
      expect((await storedExercises(server, bookId)).length).toBe(9);
      expect(await settledImport(admin.client, started.id)).toMatchObject({
        state: 'DONE',
        exercisesFound: 9,
        exercisesSolved: 9,
      });
      return { midway, askedBefore, asked: new Map(seen) };
    } finally {
      gate?.open();
      await server.runtime?.stop().catch(() => {});
      await place.drop();
    }
  }

  it('stopped while a subchapter is cut, goes on with the subchapters not stored yet', async () => {
    const { midway, askedBefore, asked } = await runStopped(
      'LIBRARY_IMPORT_EXERCISES',
      2,
      (row) => row.subchapters_read === 2,
    );
    expect(midway).toMatchObject({ state: 'EXERCISES', subchapters_read: 2, exercises_found: 5 });
    // The third subchapter's reading was lost with the server: it and the fourth are read after it.
    const exercisesAsked = (map: Map<string, number>) => map.get('LIBRARY_IMPORT_EXERCISES') ?? 0;
    expect(exercisesAsked(askedBefore)).toBe(3);
    expect(exercisesAsked(asked) - exercisesAsked(askedBefore)).toBe(2);
  });

  it('stopped while exercises are solved, solves the rest and counts each once', async () => {
    const { midway } = await runStopped(
      'LIBRARY_IMPORT_SOLVE',
      3,
      (row) => row.state === 'SOLVING' && row.exercises_solved === 3,
    );
    expect(midway).toMatchObject({
      state: 'SOLVING',
      subchapters_read: 4,
      exercises_found: 9,
      exercises_solved: 3,
    });
  });
});
