import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { collectEvents, uniqueEmail, untilReceived, wsClient } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  IMPORT,
  IMPORT_FIELDS,
  type ImportView,
  newBook,
  settledImport,
  startImport,
} from './testing/import-client.ts';
import { brokenPdf } from './testing/textbook-pdfs.ts';

/*
 * The admin's textbook page follows an import live: each stage reaches the subscription of the
 * book's imports; a pupil's subscription is refused (FORBIDDEN) and hears nothing.
 */

let server: TestServer;
let admin: TestUser;
let pupil: TestUser;
const ADMIN_EMAIL = uniqueEmail('importer');

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL });
  [admin, pupil] = await Promise.all([createUser(server, { email: ADMIN_EMAIL }), createUser(server)]);
});
afterAll(async () => {
  await server?.stop();
});

const CHANGES = `subscription ($id: ID!) { podrecznikImportChanged(podrecznikId: $id) { ${IMPORT_FIELDS} } }`;
type Change = { podrecznikImportChanged: ImportView };

describe('an import, live', () => {
  it('sends the admin each stage of a run, and refuses a pupil', async () => {
    const bookId = await newBook(admin.client);
    const failed = await settledImport(
      admin.client,
      (await startImport(admin.client, bookId, brokenPdf())).id,
    );
    const mine = wsClient(server, admin.client.cookieHeader());
    const theirs = wsClient(server, pupil.client.cookieHeader());
    try {
      const request = { query: CHANGES, variables: { id: bookId } };
      const refused = collectEvents<Change>(theirs, request, () => true);
      // A whole run heard: its QUEUED (sent by the retry), READING and FAILED. The subscription
      // reads the row when told, so a run that fails before the READING is read shows FAILED
      // there instead (the page never goes back); such a run is not counted.
      const heard = (all: Change[]) => {
        const changes = all.map((e) => e.podrecznikImportChanged);
        const statesOf = (attempt: number) =>
          changes.filter((e) => e.attempt === attempt).map((e) => e.state);
        return changes.find(
          (e) => e.state === 'FAILED' && ['QUEUED', 'READING'].every((s) => statesOf(e.attempt).includes(s)),
        );
      };
      const events = collectEvents<Change>(mine, request, (all) => heard(all) !== undefined);
      // Each retry is a new run with its own events; retried until the subscription hears one.
      await untilReceived(events.finished, async () => {
        const row = await settledImport(admin.client, failed.id);
        if (row.state === 'FAILED') await admin.client.gql(IMPORT.retry, { id: failed.id });
      });
      expect(events.errors).toEqual([]);
      const run = heard(events.events)?.attempt;
      const states = events.events.map((e) => e.podrecznikImportChanged).filter((e) => e.attempt === run);
      expect(states.map((e) => e.state)).toEqual(['QUEUED', 'READING', 'FAILED']);
      expect(states.at(-1)?.error).toMatch(/Nie udało się odczytać pliku PDF/);
      expect(events.events.every((e) => e.podrecznikImportChanged.id === failed.id)).toBe(true);
      await refused.finished;
      expect(refused.events).toEqual([]);
      expect(JSON.stringify(refused.errors)).toContain('FORBIDDEN');
      events.stop();
    } finally {
      await mine.dispose();
      await theirs.dispose();
    }
  });
});
