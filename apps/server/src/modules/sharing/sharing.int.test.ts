import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { WORKSPACES } from '../../testing/documents.ts';
import { createUser, createWorkspace, type TestUser, type TestWorkspace } from '../../testing/factories.ts';
import { dataOf, sessionClient } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { typedBase, WORDBASES } from '../wordbases/testing/documents.ts';
import { SHARING } from './testing/documents.ts';

/*
 * Sharing a word base by link across accounts: the owner's link operations (refused to anyone
 * else as missing), the public preview (nothing of the owner but the base), copies (independent,
 * one per link and pupil) and every refusal, each leaving the database as it was.
 */

const INACTIVE = 'Ten link nie jest już aktywny.';
const UNKNOWN_TOKEN = 'A'.repeat(43);

let server: TestServer;
let owner: TestUser;
let classmate: TestUser;
let stranger: TestUser;
let ownerSpace: TestWorkspace;
let classSpace: TestWorkspace;
let baseId: string;
let token: string;

const countOf = async (query: ReturnType<typeof sql>) =>
  Number((await sqlRows<{ n: number }>(server, query))[0]?.n);
const basesOf = (user: TestUser) =>
  countOf(sql`select count(*)::int as n from word_bases where user_id = ${user.id}`);
const copiesOf = (user: TestUser) =>
  countOf(sql`select count(*)::int as n from share_copies where user_id = ${user.id}`);

beforeAll(async () => {
  server = await startTestServer();
  [owner, classmate, stranger] = await Promise.all([
    createUser(server),
    createUser(server),
    createUser(server),
  ]);
  ownerSpace = await createWorkspace(owner, { name: 'Angielski – klasa 1b' });
  classSpace = await createWorkspace(classmate);
  // The owner's other data the preview must never show.
  const privateSpace = await createWorkspace(owner, { name: 'Prywatna przestrzeń Ani' });
  await typedBase(owner, privateSpace, {
    name: 'Tajna baza Ani',
    words: [{ word: 'secret', translation: 'sekret' }],
  });
  const base = await typedBase(owner, ownerSpace, { name: 'Zwierzęta i dom' });
  baseId = base.id;
  // The owner has studied the base: the copy must not carry this progress.
  await sqlRows(
    server,
    sql`update words set reps = 4, state = 2, stability = 12 where word_base_id = ${baseId}`,
  );
});
afterAll(async () => {
  await server?.stop();
});

describe('the owner shares a word base by link', () => {
  it('makes one working link per base: sharing again returns the same one', async () => {
    const made = dataOf(
      await owner.client.gql(SHARING.create, { input: { kind: 'WORD_BASE', id: baseId } }),
    ).createShareLink;
    expect(made).toMatchObject({ kind: 'WORD_BASE', itemId: baseId, revokedAt: null });
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    token = made.token;
    const again = await Promise.all([
      owner.client.gql(SHARING.create, { input: { kind: 'WORD_BASE', id: baseId } }),
      owner.client.gql(SHARING.create, { input: { kind: 'WORD_BASE', id: baseId } }),
    ]);
    for (const response of again) expect(dataOf(response).createShareLink.token).toBe(token);
    const current = dataOf(
      await owner.client.gql(SHARING.link, { input: { kind: 'WORD_BASE', id: baseId } }),
    );
    expect(current.getShareLink?.token).toBe(token);
    expect(await countOf(sql`select count(*)::int as n from shares where item_id = ${baseId}`)).toBe(1);
  });

  it('refuses the owner-only operations to anyone else as if the base did not exist', async () => {
    const input = { kind: 'WORD_BASE', id: baseId } as const;
    const errors = [
      firstError((await classmate.client.gql(SHARING.create, { input })).body),
      firstError((await classmate.client.gql(SHARING.link, { input })).body),
    ];
    for (const error of errors)
      expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono bazy słówek.' });
    const revoke = firstError((await stranger.client.gql(SHARING.revoke, { input: { token } })).body);
    expect(revoke).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono tego linku.' });
    const [share] = await sqlRows<{ revoked_at: string | null }>(
      server,
      sql`select revoked_at from shares where token = ${token}`,
    );
    expect(share?.revoked_at).toBeNull();
    expect(await countOf(sql`select count(*)::int as n from shares where owner_id <> ${owner.id}`)).toBe(0);
  });

  it('refuses a base that is not ready yet', async () => {
    const other = await typedBase(owner, ownerSpace, { name: 'W trakcie' });
    await sqlRows(server, sql`update word_bases set state = 'INITIAL_PENDING' where id = ${other.id}`);
    const error = firstError(
      (await owner.client.gql(SHARING.create, { input: { kind: 'WORD_BASE', id: other.id } })).body,
    );
    expect(error).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Tę bazę można udostępnić, gdy AI skończy wybierać słowa.',
    });
    expect(await countOf(sql`select count(*)::int as n from shares where item_id = ${other.id}`)).toBe(0);
  });
});

describe('a classmate opens the link', () => {
  it('shows a signed-out visitor the base and nothing else of the owner', async () => {
    const visitor = sessionClient(server);
    const response = await visitor.gql(SHARING.preview, { input: { token } });
    const item = dataOf(response).getSharedItem;
    expect(item).toMatchObject({
      token,
      kind: 'WORD_BASE',
      title: 'Zwierzęta i dom',
      summary: 'Angielski · 5 słów',
    });
    expect(item.entries.map((e) => [e.text, e.answer])).toEqual([
      ['dog', 'pies'],
      ['cat', 'kot'],
      ['house', 'dom'],
      ['river', 'rzeka'],
      ['journey', 'podróż'],
    ]);
    const json = JSON.stringify(response.body);
    for (const secret of [
      owner.email,
      owner.id,
      ownerSpace.id,
      baseId,
      'Angielski – klasa 1b',
      'Prywatna',
      'Tajna',
      'secret',
    ])
      expect(json).not.toContain(secret);
  });

  it('asks a signed-out visitor to sign in before copying', async () => {
    const visitor = sessionClient(server);
    const error = firstError(
      (await visitor.gql(SHARING.copy, { input: { token, workspaceId: classSpace.id } })).body,
    );
    expect(error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses blank, malformed and unknown links in Polish and writes nothing', async () => {
    const cases = [
      ['', 'BAD_USER_INPUT', 'Podaj link.'],
      ['   ', 'BAD_USER_INPUT', 'Podaj link.'],
      ['abc', 'BAD_USER_INPUT', 'Ten link jest nieprawidłowy – sprawdź, czy skopiowano go w całości.'],
      [`${token}x`, 'BAD_USER_INPUT', 'Ten link jest nieprawidłowy – sprawdź, czy skopiowano go w całości.'],
      [
        "' or 1=1 --",
        'BAD_USER_INPUT',
        'Ten link jest nieprawidłowy – sprawdź, czy skopiowano go w całości.',
      ],
      [UNKNOWN_TOKEN, 'NOT_FOUND', INACTIVE],
    ] as const;
    for (const [bad, code, message] of cases) {
      const preview = firstError(
        (await classmate.client.gql(SHARING.preview, { input: { token: bad } })).body,
      );
      expect(preview).toMatchObject({ code, message });
      const copy = firstError(
        (await classmate.client.gql(SHARING.copy, { input: { token: bad, workspaceId: classSpace.id } }))
          .body,
      );
      expect(copy).toMatchObject({ code, message });
    }
    const revoke = firstError((await owner.client.gql(SHARING.revoke, { input: { token: 'zły' } })).body);
    expect(revoke.code).toBe('BAD_USER_INPUT');
    expect(await basesOf(classmate)).toBe(0);
    expect(await copiesOf(classmate)).toBe(0);
  });

  it('refuses a copy into a workspace that is not the pupil’s and writes nothing', async () => {
    const error = firstError(
      (await classmate.client.gql(SHARING.copy, { input: { token, workspaceId: ownerSpace.id } })).body,
    );
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono przestrzeni.' });
    expect(await basesOf(classmate)).toBe(0);
    expect(
      await countOf(
        sql`select count(*)::int as n from word_bases where workspace_id = ${ownerSpace.id} and user_id <> ${owner.id}`,
      ),
    ).toBe(0);
  });

  it('copies the base into the classmate’s workspace once, with fresh progress, even on a double click', async () => {
    const [first, second] = await Promise.all([
      classmate.client.gql(SHARING.copy, { input: { token, workspaceId: classSpace.id } }),
      classmate.client.gql(SHARING.copy, { input: { token, workspaceId: classSpace.id } }),
    ]);
    const copies = [dataOf(first).copySharedItem, dataOf(second).copySharedItem];
    expect(copies[0]?.id).toBe(copies[1]?.id);
    expect(copies.map((c) => c.alreadyCopied).sort()).toEqual([false, true]);
    expect(copies[0]).toMatchObject({ kind: 'WORD_BASE', workspaceId: classSpace.id });
    expect(await basesOf(classmate)).toBe(1);
    const copy = dataOf(
      await classmate.client.gql(WORDBASES.byId, { input: { id: copies[0]?.id as string } }),
    ).getWordBaseById;
    expect(copy).toMatchObject({
      name: 'Zwierzęta i dom',
      workspaceId: classSpace.id,
      type: 'Language',
      languageCode: 'en',
    });
    expect(copy.words.map((w) => [w.word, w.translation, w.usageExample])).toEqual([
      ['dog', 'pies', null],
      ['cat', 'kot', null],
      ['house', 'dom', null],
      ['river', 'rzeka', null],
      ['journey', 'podróż', 'The journey took two days.'],
    ]);
    expect(copy.words.every((w) => w.reps === 0 && w.state === 'NEW' && w.lastReview === null)).toBe(true);
    // A later visit opens the same copy.
    const later = dataOf(
      await classmate.client.gql(SHARING.copy, { input: { token, workspaceId: classSpace.id } }),
    );
    expect(later.copySharedItem).toMatchObject({ id: copy.id, alreadyCopied: true });
  });

  it('keeps the copy and the original independent of each other', async () => {
    const copyId = (
      await sqlRows<{ id: string }>(server, sql`select id from word_bases where user_id = ${classmate.id}`)
    )[0]?.id as string;
    dataOf(
      await owner.client.gql(WORDBASES.upsert, {
        input: { id: baseId, name: 'Zwierzęta (poprawione)', words: [{ word: 'bird', translation: 'ptak' }] },
      }),
    );
    dataOf(await classmate.client.gql(WORDBASES.upsert, { input: { id: copyId, name: 'Moja kopia' } }));
    const copy = dataOf(
      await classmate.client.gql(WORDBASES.byId, { input: { id: copyId } }),
    ).getWordBaseById;
    expect(copy.name).toBe('Moja kopia');
    expect(copy.words.map((w) => w.word)).not.toContain('bird');
    const original = dataOf(
      await owner.client.gql(WORDBASES.byId, { input: { id: baseId } }),
    ).getWordBaseById;
    expect(original.name).toBe('Zwierzęta (poprawione)');
    expect(original.words).toHaveLength(6);
    // A classmate's copy is theirs alone: the owner cannot read it.
    const error = firstError((await owner.client.gql(WORDBASES.byId, { input: { id: copyId } })).body);
    expect(error.code).toBe('NOT_FOUND');
  });
});

describe('the owner stops sharing', () => {
  it('ends the link at once; copies already made stay', async () => {
    const revoked = dataOf(await owner.client.gql(SHARING.revoke, { input: { token } })).revokeShareLink;
    expect(revoked.revokedAt).not.toBeNull();
    const preview = firstError((await sessionClient(server).gql(SHARING.preview, { input: { token } })).body);
    expect(preview).toMatchObject({ code: 'NOT_FOUND', message: INACTIVE });
    const copy = firstError(
      (
        await stranger.client.gql(SHARING.copy, {
          input: { token, workspaceId: (await createWorkspace(stranger)).id },
        })
      ).body,
    );
    expect(copy).toMatchObject({ code: 'NOT_FOUND', message: INACTIVE });
    expect(await basesOf(stranger)).toBe(0);
    expect(await copiesOf(stranger)).toBe(0);
    expect(await basesOf(classmate)).toBe(1);
    expect(
      dataOf(await owner.client.gql(SHARING.link, { input: { kind: 'WORD_BASE', id: baseId } })).getShareLink,
    ).toBeNull();
    // Sharing again makes a new link; the old one stays dead.
    const fresh = dataOf(
      await owner.client.gql(SHARING.create, { input: { kind: 'WORD_BASE', id: baseId } }),
    );
    expect(fresh.createShareLink.token).not.toBe(token);
    expect(firstError((await classmate.client.gql(SHARING.preview, { input: { token } })).body).message).toBe(
      INACTIVE,
    );
  });

  it('ends the link of a deleted base: nothing can be copied from it', async () => {
    const base = await typedBase(owner, ownerSpace, { name: 'Do usunięcia' });
    const link = dataOf(
      await owner.client.gql(SHARING.create, { input: { kind: 'WORD_BASE', id: base.id } }),
    ).createShareLink;
    dataOf(await owner.client.gql(WORDBASES.delete, { input: { id: base.id } }));
    const preview = firstError(
      (await classmate.client.gql(SHARING.preview, { input: { token: link.token } })).body,
    );
    expect(preview).toMatchObject({ code: 'NOT_FOUND', message: INACTIVE });
    const copy = firstError(
      (await classmate.client.gql(SHARING.copy, { input: { token: link.token, workspaceId: classSpace.id } }))
        .body,
    );
    expect(copy).toMatchObject({ code: 'NOT_FOUND', message: INACTIVE });
    expect(await basesOf(classmate)).toBe(1);
    expect(await copiesOf(classmate)).toBe(1);
  });

  it('ends the links of a deleted workspace with it', async () => {
    const space = await createWorkspace(owner, { name: 'Na chwilę' });
    const base = await typedBase(owner, space, { name: 'Krótka baza' });
    const link = dataOf(
      await owner.client.gql(SHARING.create, { input: { kind: 'WORD_BASE', id: base.id } }),
    ).createShareLink;
    dataOf(await owner.client.gql(WORKSPACES.remove, { input: { id: space.id } }));
    expect(await countOf(sql`select count(*)::int as n from shares where token = ${link.token}`)).toBe(0);
    const preview = firstError(
      (await classmate.client.gql(SHARING.preview, { input: { token: link.token } })).body,
    );
    expect(preview).toMatchObject({ code: 'NOT_FOUND', message: INACTIVE });
  });
});
