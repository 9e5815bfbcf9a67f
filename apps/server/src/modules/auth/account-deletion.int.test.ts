import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED_CLOSE } from '../../http/websocket.ts';
import { firstError, PASSWORD } from '../../testing/accounts.ts';
import { ACCOUNTS } from '../../testing/documents.ts';
import { createUser, fakeAiEnv, type TestUser } from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import {
  outboxFor,
  type SessionClient,
  sessionClient,
  uniquePhone,
  waitForCode,
  wsClient,
} from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  fillAccount,
  mentionsOf,
  rowsOfUser,
  storedFilesOf,
  tablesWithUserId,
} from '../../testing/user-traces.ts';
import { ACCOUNT_SWEEP_JOB } from './index.ts';

/*
 * Deleting one's own account (issue 12): confirmed by the password or an SMS code, it removes
 * every row and file of the user through every module's hook, ends every session, and touches
 * nobody else's data.
 */

let server: TestServer;
let ai: FakeOpenAi;

beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test' });
  server = await startTestServer({ ...fakeAiEnv(ai), CHAT_MESSAGES_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

/** A second client holding the same cookies: a stolen copy, or the tab that made the request. */
function copyOf(client: SessionClient): SessionClient {
  const copy = sessionClient(server);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

function closedWith(client: ReturnType<typeof wsClient>): Promise<number> {
  return new Promise((resolve) => client.on('closed', (event) => resolve((event as { code: number }).code)));
}

/** A guest signs in by SMS: an account with a phone and no password. */
async function smsUser() {
  const client = sessionClient(server);
  const phone = uniquePhone();
  await client.gql(ACCOUNTS.sendSms, { input: { phone } });
  const code = await waitForCode(server.config.dataDir, phone);
  const signedIn = await client.gql(ACCOUNTS.verifyPhone, { input: { phone, code } });
  const id = signedIn.body.data?.verifyPhone.user?.id ?? '';
  expect(id).not.toBe('');
  return { client, phone, id };
}

describe('deleteAccount', () => {
  let pupil: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    [pupil, other] = [await createUser(server), await createUser(server)];
    await fillAccount(pupil, 'USUWANY', ai);
    await fillAccount(other, 'ZOSTAJE', ai);
    // A code sent to the address waits in auth_codes too.
    await pupil.client.gql(ACCOUNTS.resetPassword, { input: { email: pupil.email } });
    await waitForCode(server.config.dataDir, pupil.email, 1);
  }, 120_000);

  it('removes every row and file of the user, ends its sessions, and leaves another user untouched', async () => {
    const tables = await tablesWithUserId(server);
    // The discovery works: the tables of today's modules are found (and tomorrow's will be).
    expect(tables).toEqual(
      expect.arrayContaining(['ai_notes', 'auth_sessions', 'conversations', 'files', 'retrieval_chunks']),
    );
    const before = await rowsOfUser(server, pupil.id);
    for (const table of ['workspaces', 'user_docs', 'files', 'ai_notes', 'conversations', 'user_messages']) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    for (const table of ['quiz_flows', 'quizzes', 'quiz_questions', 'quiz_results', 'quiz_answers']) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    for (const table of [
      'rozprawki',
      'rozprawka_segments',
      'rozprawka_rewrites',
      'rozprawka_reviews',
      'test_solvers',
      'zadania',
      'word_bases',
      'words',
      'word_reviews',
      'word_sessions',
      'word_session_answers',
      'word_exercises',
      'user_fsrs',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    for (const table of ['bot_messages', 'retrieval_chunks', 'source_sets', 'auth_sessions', 'auth_codes']) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    expect(before.tematy, 'own topic').toBe(1);
    expect(Object.keys(await mentionsOf(server, pupil.id, [pupil.email]))).toEqual(
      expect.arrayContaining(['users.id', 'users.email', 'files.bucket_key', 'auth_codes.target']),
    );
    expect(await storedFilesOf(server, pupil.id)).toHaveLength(3);
    const othersRows = await rowsOfUser(server, other.id);
    const othersFiles = await storedFilesOf(server, other.id);

    const stolen = copyOf(pupil.client);
    const socket = wsClient(server, pupil.client.cookieHeader());
    const socketClosed = closedWith(socket);
    socket.subscribe(
      { query: 'subscription { heartbeat(heartbeatInput: { intervalMs: 1000 }) { sequence } }' },
      { next: () => {}, error: () => {}, complete: () => {} },
    );

    const deleted = await pupil.client.gql(ACCOUNTS.deleteAccount, { input: { password: PASSWORD } });
    expect(deleted.body.data?.deleteAccount).toEqual({
      success: true,
      message: 'Konto zostało usunięte razem ze wszystkimi danymi.',
    });
    // This device forgets the session at once.
    expect(pupil.client.cookies.size).toBe(0);
    expect(await socketClosed).toBe(SESSION_ENDED_CLOSE);

    // Nothing of the user is left: no row in any table with a user_id, no row anywhere naming the
    // user's id or address, no stored file.
    expect(await rowsOfUser(server, pupil.id)).toEqual({});
    expect(await mentionsOf(server, pupil.id, [pupil.email])).toEqual({});
    expect(await storedFilesOf(server, pupil.id)).toEqual([]);
    // The other pupil's data is all there.
    expect(await rowsOfUser(server, other.id)).toEqual(othersRows);
    expect(await storedFilesOf(server, other.id)).toEqual(othersFiles);
    expect((await other.client.gql(ACCOUNTS.me)).body.data?.getMe.email).toBe(other.email);

    // Old cookies open nothing, and the account cannot sign in.
    expect(firstError((await stolen.gql(ACCOUNTS.me)).body).code).toBe('UNAUTHENTICATED');
    expect(firstError((await stolen.gql(ACCOUNTS.refresh)).body).code).toBe('UNAUTHENTICATED');
    const login = await sessionClient(server).gql(ACCOUNTS.login, {
      input: { email: pupil.email, password: PASSWORD },
    });
    expect(firstError(login.body).message).toBe('Nieprawidłowy e-mail lub hasło.');

    // The address is told, and a second pass is queued for whatever work in flight writes later.
    const mail = (await outboxFor(server.config.dataDir, pupil.email)).at(-1);
    expect(mail?.subject).toBe('Twoje konto w Kredzie zostało usunięte');
    const sweep = await server.runtime.jobs.states(ACCOUNT_SWEEP_JOB, [pupil.id]);
    expect(sweep.get(pupil.id)).toBe('created');
    await socket.dispose();
  }, 60_000);

  it('refuses a wrong or missing password in Polish and deletes nothing', async () => {
    const user = await createUser(server);
    const before = await rowsOfUser(server, user.id);
    const missing = await user.client.gql(ACCOUNTS.deleteAccount, { input: {} });
    expect(firstError(missing.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { password: 'Wymagane' },
    });
    const wrong = await user.client.gql(ACCOUNTS.deleteAccount, { input: { password: 'nie-to-haslo' } });
    expect(firstError(wrong.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { password: 'Nieprawidłowe hasło.' },
    });
    // An SMS code is not how a password account confirms.
    const code = await user.client.gql(ACCOUNTS.sendDeleteAccountCode);
    expect(firstError(code.body).fields).toEqual({ password: 'Potwierdź usunięcie konta hasłem.' });
    expect(await rowsOfUser(server, user.id)).toEqual(before);
    expect((await user.client.gql(ACCOUNTS.me)).body.data?.getMe.id).toBe(user.id);
    const guest = await sessionClient(server).gql(ACCOUNTS.deleteAccount, { input: { password: PASSWORD } });
    expect(firstError(guest.body).code).toBe('UNAUTHENTICATED');
  });

  it('confirms an account without a password by an SMS code to its own number only', async () => {
    const owner = await smsUser();
    const stranger = await smsUser();
    const withoutCode = await owner.client.gql(ACCOUNTS.deleteAccount, { input: {} });
    expect(firstError(withoutCode.body).fields).toEqual({ code: 'Wymagane' });

    const sent = await owner.client.gql(ACCOUNTS.sendDeleteAccountCode);
    expect(sent.body.data?.sendDeleteAccountCode.success).toBe(true);
    const sms = (await outboxFor(server.config.dataDir, owner.phone)).at(-1);
    expect(sms?.text).toContain('USUNIĘCIE KONTA');
    const code = await waitForCode(server.config.dataDir, owner.phone, 1);

    // The owner's code deletes nothing of another account.
    const foreign = await stranger.client.gql(ACCOUNTS.deleteAccount, { input: { code } });
    expect(firstError(foreign.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { code: 'Kod wygasł lub został już użyty. Poproś o nowy kod.' },
    });
    expect((await stranger.client.gql(ACCOUNTS.me)).body.data?.getMe.id).toBe(stranger.id);

    const deleted = await owner.client.gql(ACCOUNTS.deleteAccount, { input: { code } });
    expect(deleted.body.data?.deleteAccount.success).toBe(true);
    expect(await rowsOfUser(server, owner.id)).toEqual({});
    expect(await mentionsOf(server, owner.id, [owner.phone])).toEqual({});
    expect((await stranger.client.gql(ACCOUNTS.me)).body.data?.getMe.id).toBe(stranger.id);
  });
});
