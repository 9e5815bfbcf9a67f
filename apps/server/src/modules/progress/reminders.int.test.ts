import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../core/deps.ts';
import { sqlRows } from '../../testing/accounts.ts';
import { createUser, createWorkspace, type TestUser } from '../../testing/factories.ts';
import { until } from '../../testing/restartable.ts';
import { dataOf, outboxFor } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { typedBase } from '../wordbases/testing/documents.ts';
import { queueReminders, REMINDER_QUEUE, sendReminder } from './reminders.ts';
import { PROGRESS } from './testing/documents.ts';
import { progressHarness, resetClock, setClock } from './testing/harness.ts';

const harness = progressHarness();
let server: TestServer;
let deps: Deps;
beforeAll(async () => {
  server = await startTestServer({}, { modules: harness.modules });
  deps = harness.deps();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});
afterEach(resetClock);

/** A pupil with a word base whose words are all due for review, reminders on unless `optIn: false`. */
async function pupilWithDueWords(options: { optIn?: boolean; words?: boolean } = {}): Promise<TestUser> {
  const pupil = await createUser(server);
  if (options.words !== false) {
    await typedBase(pupil, await createWorkspace(pupil));
    await server.database.db.execute(
      sql`update words set state = 2, due = '2020-01-01T00:00:00Z' where user_id = ${pupil.id}`,
    );
  }
  if (options.optIn !== false)
    dataOf(await pupil.client.gql(PROGRESS.setReminders, { input: { enabled: true } }));
  return pupil;
}

const remindersTo = async (user: TestUser) =>
  (await outboxFor(server.config.dataDir, user.email)).filter((m) => m.subject?.includes('do powtórki'));

/** Waits until no reminder job is queued or running any more. */
async function settled(keys: string[]) {
  await until(
    async () => [...(await server.runtime.jobs.states(REMINDER_QUEUE, keys)).values()],
    (states) => states.length === keys.length && states.every((s) => s === 'completed'),
    20_000,
  );
}

/** The path and query of the unsubscribe link in a reminder, on the test server. */
function unsubscribeLinkIn(text: string): URL {
  const match = /https?:\/\/\S+\/api\/study-reminders\/unsubscribe\?\S+/.exec(text);
  if (!match) throw new Error(`no unsubscribe link in: ${text}`);
  const link = new URL(match[0]);
  return new URL(`${link.pathname}${link.search}`, server.url);
}

describe('reminder e-mail', () => {
  let remind: TestUser;
  let optedOut: TestUser;
  let unverified: TestUser;
  let noDue: TestUser;
  let studiedToday: TestUser;
  const DAY = '2026-03-10';

  beforeAll(async () => {
    remind = await pupilWithDueWords();
    optedOut = await pupilWithDueWords({ optIn: false });
    unverified = await pupilWithDueWords();
    noDue = await pupilWithDueWords({ words: false });
    studiedToday = await pupilWithDueWords();
    // Opted in while verified; the confirmation is gone since (e.g. the e-mail changed).
    await server.database.db.execute(sql`update users set is_verified = false where id = ${unverified.id}`);
    await harness.studied(server, studiedToday, 'wordSession.finished', new Date(`${DAY}T09:00:00Z`));
  }, 120_000);

  it('is off by default', async () => {
    expect(dataOf(await optedOut.client.gql(PROGRESS.get)).studyProgress.remindersEnabled).toBe(false);
  });

  it('waits for 17:00 in Warsaw, then goes once to opted-in, verified pupils with words due who have not studied', async () => {
    // 16:59 CET.
    setClock(`${DAY}T15:59:00Z`);
    expect(await queueReminders(deps)).toBe(0);
    // 17:05 CET; two instances look at once, then one again ten minutes later.
    setClock(`${DAY}T16:05:00Z`);
    const queued = await Promise.all([queueReminders(deps), queueReminders(deps)]);
    const everyone = [remind, optedOut, unverified, noDue, studiedToday];
    // Only those the job decides about are queued: opted in and not studied today.
    const keys = [remind, unverified, noDue].map((u) => `${u.id}:${DAY}`);
    expect(queued[0] + queued[1]).toBeGreaterThanOrEqual(3);
    await settled(keys);
    setClock(`${DAY}T16:15:00Z`);
    await queueReminders(deps);
    await settled(keys);

    const sent = await remindersTo(remind);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Masz dziś 5 słówek do powtórki');
    expect(sent[0]?.text).toContain('W Twoich bazach słówek masz dziś 5 słówek do powtórki.');
    expect(sent[0]?.text).toContain('Wypisz się jednym kliknięciem');
    for (const user of everyone.filter((u) => u !== remind)) expect(await remindersTo(user)).toEqual([]);

    // The job run again (a retry, another instance) sends nothing more.
    expect(await sendReminder(deps, { userId: remind.id, day: DAY })).toBe('skipped');
    // A job left over from yesterday sends nothing today.
    setClock('2026-03-11T16:05:00Z');
    expect(await sendReminder(deps, { userId: studiedToday.id, day: DAY })).toBe('skipped');
    expect(await remindersTo(remind)).toHaveLength(1);
    expect(await remindersTo(studiedToday)).toEqual([]);
  });

  it('unsubscribes with the link signed out: the page asks, the POST turns reminders off', async () => {
    const [mail] = await remindersTo(remind);
    const link = unsubscribeLinkIn(mail?.text ?? '');
    const page = await fetch(link, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('Wypisz mnie z przypomnień');
    // Opening the link (a mail scanner does) changes nothing by itself.
    expect(dataOf(await remind.client.gql(PROGRESS.get)).studyProgress.remindersEnabled).toBe(true);

    const confirmed = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Wypisano Cię z przypomnień');
    expect(dataOf(await remind.client.gql(PROGRESS.get)).studyProgress.remindersEnabled).toBe(false);
  });

  it('unsubscribes with one click (RFC 8058 POST)', async () => {
    const pupil = await pupilWithDueWords();
    setClock('2026-03-12T16:30:00Z');
    expect(await sendReminder(deps, { userId: pupil.id, day: '2026-03-12' })).toBe('sent');
    const [mail] = await remindersTo(pupil);
    // The mail app's own button (List-Unsubscribe) POSTs to the link the text carries.
    const link = unsubscribeLinkIn(mail?.text ?? '');
    const header = new URL(mail?.unsubscribeUrl ?? 'http://missing/');
    expect(`${header.pathname}${header.search}`).toBe(`${link.pathname}${link.search}`);
    const response = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(dataOf(await pupil.client.gql(PROGRESS.get)).studyProgress.remindersEnabled).toBe(false);
  });

  it('refuses a forged or altered link in Polish and changes nothing', async () => {
    const pupil = await pupilWithDueWords();
    setClock('2026-03-13T16:30:00Z');
    expect(await sendReminder(deps, { userId: pupil.id, day: '2026-03-13' })).toBe('sent');
    const [mail] = await remindersTo(pupil);
    const genuine = unsubscribeLinkIn(mail?.text ?? '');
    const signature = genuine.searchParams.get('s') ?? '';

    const altered = new URL(genuine);
    altered.searchParams.set('s', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
    // Another pupil's id under this pupil's signature.
    const forged = new URL(genuine);
    forged.searchParams.set('u', studiedToday.id);
    const missing = new URL(genuine);
    missing.searchParams.delete('s');

    for (const link of [altered, forged, missing]) {
      for (const method of ['GET', 'POST']) {
        const response = await fetch(link, {
          method,
          headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
          ...(method === 'POST' ? { body: '' } : {}),
        });
        expect(response.status).toBe(400);
        const html = await response.text();
        expect(html).toContain('Nie udało się wypisać');
        expect(html).toContain('Ten link do wypisania się z przypomnień jest nieprawidłowy');
      }
    }
    for (const user of [pupil, studiedToday])
      expect(dataOf(await user.client.gql(PROGRESS.get)).studyProgress.remindersEnabled).toBe(true);
    const rows = await sqlRows(
      server,
      sql`select 1 from study_settings where reminders_enabled and user_id = ${pupil.id}`,
    );
    expect(rows).toHaveLength(1);
  });
});
