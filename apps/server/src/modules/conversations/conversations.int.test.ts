// Over 400 lines: one suite of the chat's behaviours that share one server and one fake AI provider.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, PASSWORD, sqlRows } from '../../testing/accounts.ts';
import {
  ACCOUNTS,
  NOTES,
  CONVERSATIONS as OPS,
  SUBSCRIPTIONS,
  USAGE,
  WORKSPACES,
} from '../../testing/documents.ts';
import {
  createConversation,
  createNote,
  createReadyMaterial,
  createUser,
  createWorkspace,
  fakeAiEnv,
  type TestUser,
  waitForAnswer,
} from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { pngWithText } from '../../testing/fixtures/documents.ts';
import {
  dataOf,
  sessionClient,
  subscriptionRequest,
  uniqueEmail,
  wsClient,
} from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * The solver chat end to end: the real server, the real AI SDK client talking HTTP to a local
 * OpenAI-compatible fake, answers streamed over graphql-ws.
 */

let server: TestServer;
let ai: FakeOpenAi;

beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', chunkDelayMs: 5 });
  server = await startTestServer({
    ...fakeAiEnv(ai, { fast: 'kreda-fast', vision: 'kreda-vision' }),
    CHAT_MESSAGES_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

type StreamEvent = {
  type: string;
  delta: string;
  offset: number;
  content: string | null;
  error: string | null;
};

/** A pupil with a workspace of the default topic. */
async function userWithWorkspace() {
  const user = await createUser(server);
  const workspaceId = (await createWorkspace(user)).id;
  return { ...user, user, workspaceId };
}

const usageOf = async (user: TestUser, action: string) =>
  dataOf(await user.client.gql(USAGE.subscription)).getSubscriptionUsage.usage.find(
    (u) => u.action === action,
  );

/** Subscribes to a conversation's live answer and collects events until DONE or ERROR. */
function listen(user: TestUser, conversationId: string) {
  const ws = wsClient(server, user.client.cookieHeader());
  const events: StreamEvent[] = [];
  let onFirstDelta: () => void = () => {};
  const firstDelta = new Promise<void>((resolve) => {
    onFirstDelta = resolve;
  });
  let onSnapshot: () => void = () => {};
  const subscribed = new Promise<void>((resolve) => {
    onSnapshot = resolve;
  });
  const finished = new Promise<StreamEvent[]>((resolve, reject) => {
    ws.subscribe<{ llmStream: StreamEvent }>(
      subscriptionRequest(SUBSCRIPTIONS.llmStream, { input: { conversationId } }),
      {
        next: (message) => {
          if (message.errors) reject(new Error(message.errors[0]?.message));
          const event = message.data?.llmStream;
          if (!event) return;
          events.push(event);
          if (event.type === 'SNAPSHOT') onSnapshot();
          if (event.type === 'DELTA') onFirstDelta();
          if (event.type === 'DONE' || event.type === 'ERROR') resolve(events);
        },
        error: reject,
        complete: () => resolve(events),
      },
    );
  });
  return { events, subscribed, firstDelta, finished, close: () => ws.dispose() };
}

describe('solver chat', () => {
  it('streams an answer grounded in the chosen material, cites it, saves it and names the chat', async () => {
    const { user, client, workspaceId } = await userWithWorkspace();
    const docId = (
      await createReadyMaterial(user, workspaceId, {
        text: 'Deltę trójmianu kwadratowego liczymy ze wzoru b kwadrat minus cztery a c. Gdy delta jest ujemna, równanie nie ma rozwiązań.',
      })
    ).id;
    const started = await client.gql(OPS.start, {
      input: { workspaceId, sources: [{ type: 'USER_DOC', id: docId }] },
    });
    const conversation = dataOf(started).startconversation;
    expect(conversation).toMatchObject({
      name: 'Nowy Chat',
      state: 'CREATED',
      isFetching: false,
      userMessages: [],
    });
    expect(conversation.sourcesId).toBeTruthy();

    const answer = 'Liczymy deltę: $\\Delta = b^2 - 4ac$ [1]. Gdy $\\Delta < 0$, brak rozwiązań [1][7].';
    ai.script({ text: answer }, { text: '„Delta trójmianu kwadratowego”.' });
    const live = listen(user, conversation.id);
    await live.subscribed;
    const sent = await client.gql(OPS.send, {
      input: { conversationId: conversation.id, message: 'Jak policzyć deltę?' },
    });
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data?.sendmessage).toMatchObject({
      message: 'Jak policzyć deltę?',
      type: 'USER_MESSAGE',
      botResponses: [{ isFetching: true, content: '', isError: false }],
    });

    const events = await live.finished;
    await live.close();
    expect(events[0]).toMatchObject({ type: 'SNAPSHOT', content: '' });
    const deltas = events.filter((e) => e.type === 'DELTA');
    expect(deltas.length).toBeGreaterThan(3);
    // Deltas arrive in order and tile the answer exactly.
    let text = '';
    for (const delta of deltas) {
      expect(delta.offset).toBe(text.length);
      text += delta.delta;
    }
    expect(text).toBe(answer);
    expect(events.at(-1)).toMatchObject({ type: 'DONE', content: answer });

    // The model saw the passage in a numbered list and the pupil's question.
    const request = ai.requests.find((r) => r.body.model === 'kreda-main');
    const system = request?.body.messages[0];
    expect(system.role).toBe('system');
    expect(system.content).toContain('[1] „Deltę trójmianu');
    expect(system.content).toContain('b kwadrat minus cztery a c');
    expect(request?.body.stream).toBe(true);
    expect(request?.body.messages.at(-1)).toMatchObject({ role: 'user', content: 'Jak policzyć deltę?' });

    const saved = await waitForAnswer(user, conversation.id);
    const bot = saved.userMessages[0]?.botResponses[0];
    expect(bot).toMatchObject({ content: answer, isFetching: false, isError: false, stopped: false });
    // [7] names no passage, so only [1] is a citation.
    expect(bot?.citations).toHaveLength(1);
    expect(bot?.citations[0]).toMatchObject({
      number: 1,
      sourceType: 'USER_DOC',
      sourceId: docId,
      page: null,
    });
    expect(bot?.citations[0]?.excerpt).toContain('Deltę trójmianu');
    expect(saved.state).toBe('MAIN_READY');
    await expect
      .poll(async () => (await waitForAnswer(user, conversation.id)).name)
      .toBe('Delta trójmianu kwadratowego');

    // The usage was counted once.
    expect(await usageOf(user, 'CHAT_MESSAGE')).toMatchObject({ usage: 1 });
  });

  it('sends the earlier exchange with a follow-up question', async () => {
    const { user, client, workspaceId } = await userWithWorkspace();
    ai.script({ text: 'Pierwsza odpowiedź.' }, { text: 'Tytuł' }, { text: 'Druga odpowiedź.' });
    const conversation = dataOf(
      await client.gql(OPS.startOverall, { input: { workspaceId, message: 'Pytanie pierwsze' } }),
    ).startconversationoverall;
    await waitForAnswer(user, conversation.id);
    const before = ai.requests.length;
    await client.gql(OPS.send, { input: { conversationId: conversation.id, message: 'Pytanie drugie' } });
    await waitForAnswer(user, conversation.id);
    const follow = ai.requests.slice(before).find((r) => r.body.model === 'kreda-main');
    expect(
      follow?.body.messages.slice(1).map((m: { role: string; content: string }) => [m.role, m.content]),
    ).toEqual([
      ['user', 'Pytanie pierwsze'],
      ['assistant', 'Pierwsza odpowiedź.'],
      ['user', 'Pytanie drugie'],
    ]);
  });

  it('marks a failed answer as an error in Polish, sends an error marker and gives the usage back', async () => {
    const { user, client, workspaceId } = await userWithWorkspace();
    const conversation = await createConversation(user, workspaceId);
    ai.script({ status: 500, message: 'upstream exploded: secret stack' }, { status: 500 }, { status: 500 });
    const live = listen(user, conversation.id);
    await live.subscribed;
    await client.gql(OPS.send, { input: { conversationId: conversation.id, message: 'Ile to 2+2?' } });
    const events = await live.finished;
    await live.close();
    const error = events.at(-1);
    expect(error?.type).toBe('ERROR');
    expect(error?.error).toMatch(/[ąęółśżźćń]|Spróbuj/);
    expect(error?.error).not.toContain('exploded');
    const saved = await waitForAnswer(user, conversation.id);
    expect(saved.userMessages[0]?.botResponses[0]).toMatchObject({
      isError: true,
      content: '',
      isFetching: false,
    });
    expect(saved.userMessages[0]?.botResponses[0]?.error).not.toContain('secret');
    expect(await usageOf(user, 'CHAT_MESSAGE')).toMatchObject({ usage: 0 });
  });

  it('stops an answer on request and keeps what was written; a late tab sees the answer so far', async () => {
    const { user, client, workspaceId } = await userWithWorkspace();
    const conversation = await createConversation(user, workspaceId);
    const long = Array.from({ length: 120 }, (_, i) => `słowo${i}`).join(' ');
    ai.script({ text: long, chunkDelayMs: 30 });
    const live = listen(user, conversation.id);
    await live.subscribed;
    const requestsBefore = ai.requests.length;
    await client.gql(OPS.send, { input: { conversationId: conversation.id, message: 'Napisz długi tekst' } });
    await live.firstDelta;
    // A second tab opened during the answer starts from what is saved (saved every second).
    await new Promise((resolve) => setTimeout(resolve, 1300));
    const late = listen(user, conversation.id);
    await late.subscribed;
    expect(late.events[0]?.type).toBe('SNAPSHOT');
    expect(late.events[0]?.content?.startsWith('słowo0')).toBe(true);

    await client.gql(OPS.stop, { input: { conversationId: conversation.id } });
    const events = await live.finished;
    const lateEvents = await late.finished;
    await live.close();
    await late.close();
    const done = events.at(-1);
    expect(done?.type).toBe('DONE');
    expect(done?.content?.length).toBeGreaterThan(0);
    expect(done?.content?.length).toBeLessThan(long.length);
    expect(long.startsWith(done?.content ?? 'x')).toBe(true);
    expect(lateEvents.at(-1)?.content).toBe(done?.content);
    // The late tab's snapshot is the answer so far, not the copy saved a moment ago: each delta
    // after it continues the text, so the page keeps growing instead of waiting for the end.
    let continued = late.events[0]?.content ?? '';
    for (const delta of lateEvents.filter((e) => e.type === 'DELTA')) {
      expect(delta.offset).toBeLessThanOrEqual(continued.length);
      continued = continued.slice(0, delta.offset) + delta.delta;
    }
    expect(continued).toBe(done?.content);
    const saved = await waitForAnswer(user, conversation.id);
    expect(saved.userMessages[0]?.botResponses[0]).toMatchObject({
      stopped: true,
      content: done?.content,
      isError: false,
    });
    await expect
      .poll(() => ai.requests.slice(requestsBefore).some((r) => r.closedEarly), { timeout: 10_000 })
      .toBe(true);
  });

  it('refuses a second message while answering, empty and oversized messages, and stores nothing', async () => {
    const { user, client, id: userId, workspaceId } = await userWithWorkspace();
    const conversation = await createConversation(user, workspaceId);
    for (const message of ['   ', 'x'.repeat(8001)]) {
      const refused = await client.gql(OPS.send, { input: { conversationId: conversation.id, message } });
      expect(firstError(refused.body)).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(firstError(refused.body).fields?.message).toBeTruthy();
    }
    const tooManyFiles = await client.upload(
      OPS.send,
      {
        input: { conversationId: conversation.id, message: 'Zdjęcia', files: [null, null, null, null, null] },
      },
      Object.fromEntries(
        Array.from({ length: 5 }, (_, i) => [
          `variables.input.files.${i}`,
          { bytes: new Uint8Array([1, 2, 3]), name: `${i}.png` },
        ]),
      ),
    );
    expect(firstError(tooManyFiles.body).fields?.files).toContain('najwyżej 4');
    const notImage = await client.upload(
      OPS.send,
      { input: { conversationId: conversation.id, message: 'Plik', files: [null] } },
      {
        'variables.input.files.0': {
          bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
          name: 'x.exe',
        },
      },
    );
    expect(firstError(notImage.body).fields?.files).toContain('zdjęcie');

    ai.script({ text: Array.from({ length: 60 }, () => 'słowo').join(' '), chunkDelayMs: 20 });
    await client.gql(OPS.send, { input: { conversationId: conversation.id, message: 'Pierwsze' } });
    const busy = await client.gql(OPS.send, {
      input: { conversationId: conversation.id, message: 'Drugie' },
    });
    expect(firstError(busy.body).fields?.message).toContain('Poczekaj');
    await waitForAnswer(user, conversation.id);
    const [row] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from user_messages where user_id = ${userId}`,
    );
    expect(Number(row?.n)).toBe(1);
    const [files] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from files where user_id = ${userId}`,
    );
    expect(Number(files?.n)).toBe(0);
  });

  it('sends a photo of a task to the vision model and keeps it on the message', async () => {
    const user = await createUser(server);
    const { client } = user;
    ai.script({ text: 'Na zdjęciu jest równanie.' }, { text: 'Równanie ze zdjęcia' });
    const png = await pngWithText('x + 2 = 5');
    const started = await client.upload(
      OPS.startSolver,
      { input: { message: 'Rozwiąż zadanie ze zdjęcia', files: [null] } },
      { 'variables.input.files.0': { bytes: png, name: 'zadanie.png' } },
    );
    expect(started.body.errors).toBeUndefined();
    const conversation = dataOf(started).startconversationsolver;
    const saved = await waitForAnswer(user, conversation.id);
    const message = saved.userMessages[0];
    expect(message?.messageFiles).toEqual([
      expect.objectContaining({
        contentType: 'image/png',
        originalFileName: 'zadanie.png',
        fileUrl: expect.stringContaining('/api/files/'),
      }),
    ]);
    const request = ai.requests.find((r) => r.body.model === 'kreda-vision');
    const parts = request?.body.messages.at(-1).content;
    expect(parts[0]).toMatchObject({ type: 'text', text: 'Rozwiąż zadanie ze zdjęcia' });
    expect(parts[1].type).toBe('image_url');
    expect(parts[1].image_url.url).toMatch(/^data:image\/png;base64,/);
    // The solver's conversations live in a hidden general workspace, out of the workspace lists.
    const list = await client.gql(WORKSPACES.list);
    expect(list.body.data?.getWorkspaceByUserId.map((w) => w.id)).not.toContain(saved.workspaceId);
  });

  it('quotes a selected passage in an inline conversation', async () => {
    const { user, client, workspaceId } = await userWithWorkspace();
    ai.script({ text: 'To jest wzór skróconego mnożenia.' }, { text: 'Wzór' });
    const conversation = dataOf(
      await client.gql(OPS.startInline, {
        input: { workspaceId, quote: '(a+b)^2 = a^2 + 2ab + b^2', message: 'Skąd to się bierze?' },
      }),
    ).startconversationinline;
    const saved = await waitForAnswer(user, conversation.id);
    expect(saved.userMessages[0]).toMatchObject({
      type: 'QUOTE',
      messageContent: '(a+b)^2 = a^2 + 2ab + b^2',
    });
    const request = ai.requests.filter((r) => r.body.model === 'kreda-main').at(-1);
    expect(request?.body.messages.at(-1).content).toContain('> (a+b)^2 = a^2 + 2ab + b^2');
  });

  it('pages conversations 20 at a time, newest first, with totals', async () => {
    const { user, client, workspaceId } = await userWithWorkspace();
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) ids.push((await createConversation(user, workspaceId)).id);
    const first = dataOf(
      await client.gql(OPS.page, { input: { workspaceId } }),
    ).paginateConversationWorkspaceByWorkspaceId;
    expect(first).toMatchObject({ total: 23, page: 1, limit: 20 });
    expect(first.data.map((c: { id: string }) => c.id)).toEqual(ids.slice().reverse().slice(0, 20));
    const second = dataOf(
      await client.gql(OPS.page, { input: { workspaceId, page: 2 } }),
    ).paginateConversationWorkspaceByWorkspaceId;
    expect(second.data.map((c: { id: string }) => c.id)).toEqual(ids.slice(0, 3).reverse());
    const bad = await client.gql(OPS.page, { input: { workspaceId, limit: 500, page: 0 } });
    expect(firstError(bad.body).fields).toMatchObject({
      page: expect.any(String),
      limit: expect.any(String),
    });
  });

  it('never lets another user read, write to, stop, stream or delete a conversation', async () => {
    const { user: owner, workspaceId } = await userWithWorkspace();
    const conversation = await createConversation(owner, workspaceId);
    const stranger = await createUser(server);
    const missing = '00000000-0000-4000-8000-000000000000';
    const { gql } = stranger.client;
    const calls = [
      () => gql(OPS.get, { input: { id: conversation.id } }),
      () => gql(OPS.send, { input: { conversationId: conversation.id, message: 'Cześć' } }),
      () => gql(OPS.stop, { input: { conversationId: conversation.id } }),
      () => gql(OPS.rename, { input: { id: conversation.id, name: 'Moja' } }),
      () => gql(OPS.remove, { input: { id: conversation.id } }),
      () => gql(OPS.page, { input: { workspaceId } }),
      () => gql(OPS.start, { input: { workspaceId } }),
    ];
    for (const call of calls) {
      const answer = await call();
      expect(firstError(answer.body).code).toBe('NOT_FOUND');
    }
    const missingAnswer = await stranger.client.gql(OPS.get, { input: { id: missing } });
    const foreignAnswer = await stranger.client.gql(OPS.get, { input: { id: conversation.id } });
    expect(firstError(foreignAnswer.body).message).toBe(firstError(missingAnswer.body).message);

    const ws = wsClient(server, stranger.client.cookieHeader());
    const streamed = await new Promise<string>((resolve) => {
      ws.subscribe(
        subscriptionRequest(SUBSCRIPTIONS.llmStream, { input: { conversationId: conversation.id } }),
        {
          next: (message) => resolve(String(message.errors?.[0]?.extensions?.code ?? 'DATA')),
          error: (error) =>
            resolve(String((error as { extensions?: { code?: string } }[])[0]?.extensions?.code ?? 'ERROR')),
          complete: () => resolve('COMPLETE'),
        },
      );
    });
    await ws.dispose();
    expect(streamed).toBe('NOT_FOUND');
    // Still there for its owner.
    const mine = await owner.client.gql(OPS.get, { input: { id: conversation.id } });
    expect(mine.body.data?.getConversationWorkspaceById.name).toBe('Nowy Chat');
  });

  it('keeps AI tools from accounts that have not confirmed their e-mail', async () => {
    // Signed in by password before typing the e-mailed code.
    const client = sessionClient(server);
    const email = uniqueEmail();
    await client.gql(ACCOUNTS.signUp, { input: { email, password: PASSWORD } });
    await client.gql(ACCOUNTS.login, { input: { email, password: PASSWORD } });
    const before = ai.requests.length;
    const refused = await client.gql(OPS.startSolver, { input: { message: 'Ile to 2+2?' } });
    expect(firstError(refused.body)).toMatchObject({ code: 'FORBIDDEN' });
    expect(firstError(refused.body).message).toContain('Potwierdź');
    expect(ai.requests.length).toBe(before);
  });

  it('renames and deletes a conversation with its attachments', async () => {
    const user = await createUser(server);
    const { client, id: userId } = user;
    ai.script({ text: 'Odpowiedź.' }, { text: 'Tytuł' });
    const png = await pngWithText('2x = 4');
    const conversation = dataOf(
      await client.upload(
        OPS.startSolver,
        { input: { message: 'Zadanie', files: [null] } },
        { 'variables.input.files.0': { bytes: png, name: 'z.png' } },
      ),
    ).startconversationsolver;
    await waitForAnswer(user, conversation.id);
    const renamed = await client.gql(OPS.rename, {
      input: { id: conversation.id, name: '  Zadanie   z fizyki ' },
    });
    expect(renamed.body.data?.renameConversationWorkspace.name).toBe('Zadanie z fizyki');
    const empty = await client.gql(OPS.rename, { input: { id: conversation.id, name: '  ' } });
    expect(firstError(empty.body).code).toBe('BAD_USER_INPUT');
    const removed = await client.gql(OPS.remove, { input: { id: conversation.id } });
    expect(removed.body.data?.deleteConversationWorkspace).toEqual({
      success: true,
      message: 'Pomyślnie usunięto',
    });
    const [rows] = await sqlRows<{ c: number; m: number; f: number }>(
      server,
      sql`select (select count(*)::int from conversations where user_id = ${userId}) as c,
                 (select count(*)::int from user_messages where user_id = ${userId}) as m,
                 (select count(*)::int from files where user_id = ${userId}) as f`,
    );
    expect(rows).toEqual({ c: 0, m: 0, f: 0 });
  });
});

describe('intents', () => {
  const systemOf = (model: string) =>
    ai.requests.filter((r) => r.body.model === model).at(-1)?.body.messages[0].content as string;

  it('starts a conversation for a kind of help and shapes the answer for it', async () => {
    const { user, client, workspaceId } = await userWithWorkspace();
    ai.script({ text: 'Krok 1… Odpowiedź: x = 3' }, { text: 'Równanie' });
    const started = await client.gql(OPS.startIntent, {
      input: {
        workspaceId,
        message: 'Rozwiąż 2x = 6',
        intent: { type: 'quick-action', conversationType: 'ZADANIE' },
      },
    });
    expect(started.body.errors).toBeUndefined();
    const conversation = dataOf(started).startconversationintent;
    expect(conversation).toMatchObject({
      action: 'ZADANIE',
      intent: { type: 'quick-action', conversationType: 'ZADANIE' },
    });
    await waitForAnswer(user, conversation.id);
    expect(systemOf('kreda-main')).toContain('Uczeń chce rozwiązania zadania');

    ai.script({ text: 'Mocne strony… Do poprawy…' });
    const sent = await client.gql(OPS.sendIntent, {
      input: {
        conversationId: conversation.id,
        message: 'Oceń mój wstęp',
        intent: { conversationType: 'ROZPRAWKA_REVIEW', message: 'Ocena wstępu' },
      },
    });
    expect(sent.body.data?.sendmessageintent.messageIntents).toEqual([
      { conversationType: 'ROZPRAWKA_REVIEW', message: 'Ocena wstępu' },
    ]);
    await waitForAnswer(user, conversation.id);
    expect(systemOf('kreda-main')).toContain('oceny swojego tekstu');
    const tooLong = await client.gql(OPS.sendIntent, {
      input: {
        conversationId: conversation.id,
        message: 'x',
        intent: { conversationType: 'DEFAULT', message: 'x'.repeat(301) },
      },
    });
    expect(firstError(tooLong.body).fields?.['intent.message']).toBeTruthy();
  });

  it('lets the fast model recognise the intent, and answers plainly when it cannot', async () => {
    const { user, client, workspaceId } = await userWithWorkspace();
    const conversation = await createConversation(user, workspaceId);
    ai.script(
      { text: JSON.stringify({ conversationType: 'ROZPRAWKA', message: 'Pomoc w rozprawce o Lalce' }) },
      { text: 'Teza: …' },
      { text: 'Rozprawka o Lalce' },
    );
    const sent = await client.gql(OPS.sendIntentAi, {
      input: { conversationId: conversation.id, message: 'Pomóż mi z rozprawką o Lalce' },
    });
    expect(sent.body.data?.sendmessageintentai.messageIntents).toEqual([
      { type: 'ai', conversationType: 'ROZPRAWKA', message: 'Pomoc w rozprawce o Lalce' },
    ]);
    await waitForAnswer(user, conversation.id);
    expect(systemOf('kreda-main')).toContain('pisze rozprawkę');

    ai.script({ text: 'nie JSON' }, { text: 'też nie' }, { text: 'Zwykła odpowiedź.' });
    const fallback = await client.gql(OPS.sendIntentAi, {
      input: { conversationId: conversation.id, message: 'Co słychać?' },
    });
    expect(fallback.body.data?.sendmessageintentai.messageIntents[0]?.conversationType).toBe('DEFAULT');
    const saved = await waitForAnswer(user, conversation.id);
    expect(saved.userMessages.at(-1)?.botResponses[0]?.content).toBe('Zwykła odpowiedź.');
  });
});

describe('notes from the chat and AI note actions', () => {
  async function answered(user: TestUser, workspaceId: string) {
    ai.script({ text: 'Delta to $b^2-4ac$.' }, { text: 'Delta' });
    return createConversation(user, workspaceId, { message: 'Co to delta?' });
  }

  it('writes a study note from a conversation into its workspace', async () => {
    const { user, client, workspaceId } = await userWithWorkspace();
    const conversation = await answered(user, workspaceId);
    const botMessageId = conversation.userMessages[0]?.botResponses[0]?.id;
    ai.script({
      text: JSON.stringify({ title: 'Delta trójmianu', content: '## Delta\n$$\\Delta = b^2 - 4ac$$' }),
    });
    const made = await client.gql(NOTES.fromChat, {
      input: { conversationId: conversation.id, botMessageId },
    });
    expect(made.body.errors).toBeUndefined();
    expect(made.body.data?.generateainotatkaAiNote).toMatchObject({
      workspaceId,
      name: 'Delta trójmianu',
      content: '## Delta\n$$\\Delta = b^2 - 4ac$$',
      action: 'CONVERSATION_GENERATED',
    });
    const request = ai.requests.at(-1);
    expect(request?.body.response_format?.type).toBe('json_schema');
    expect(JSON.stringify(request?.body.messages)).toContain('Co to delta?');
    const notes = dataOf(await client.gql(NOTES.list, { input: { workspaceId } })).getAiNoteByWorkspaceId;
    expect(notes).toHaveLength(1);
    expect(await usageOf(user, 'AI_NOTE_GENERATION')).toMatchObject({
      usage: 1,
    });
  });

  it('gives the usage back and stores nothing when the note stays invalid', async () => {
    const { user, client, workspaceId } = await userWithWorkspace();
    const conversation = await answered(user, workspaceId);
    ai.script({ text: 'to nie jest JSON' }, { text: '{"title": ""}' });
    const failed = await client.gql(NOTES.fromChat, { input: { conversationId: conversation.id } });
    expect(firstError(failed.body).code).toBe('AI_FAILED');
    const notes = dataOf(await client.gql(NOTES.list, { input: { workspaceId } })).getAiNoteByWorkspaceId;
    expect(notes).toEqual([]);
    expect(await usageOf(user, 'AI_NOTE_GENERATION')).toMatchObject({
      usage: 0,
    });
    const stranger = await createUser(server);
    const foreign = await stranger.client.gql(NOTES.fromChat, {
      input: { conversationId: conversation.id },
    });
    expect(firstError(foreign.body).code).toBe('NOT_FOUND');
  });

  it('rewrites a selected passage without saving, and a whole note with saving', async () => {
    const { user, client, workspaceId } = await userWithWorkspace();
    const note = await createNote(user, workspaceId, {
      name: 'Ułamki',
      content: 'ulamki sa fajne i $\\frac{1}{2}$',
    });
    ai.script({ text: 'Ułamki są fajne.' });
    const passage = await client.gql(NOTES.action, {
      input: { id: note.id, action: 'FIX_GRAMMAR', text: 'ulamki sa fajne' },
    });
    expect(passage.body.data?.noteaction).toMatchObject({
      text: 'Ułamki są fajne.',
      note: { content: note.content },
    });
    expect(ai.requests.at(-1)?.body.messages[0].content).toContain('popraw błędy');

    ai.script({ text: 'Ułamki są fajne i $\\frac{1}{2}$ to połowa.' });
    const whole = await client.gql(NOTES.action, { input: { id: note.id, action: 'MAKE_LONGER' } });
    expect(whole.body.data?.noteaction.note.content).toBe('Ułamki są fajne i $\\frac{1}{2}$ to połowa.');

    const noInstruction = await client.gql(NOTES.action, {
      input: { id: note.id, action: 'GENERATE_TEXT' },
    });
    expect(firstError(noInstruction.body).fields?.text).toBeTruthy();
    const stranger = await createUser(server);
    const foreign = await stranger.client.gql(NOTES.action, { input: { id: note.id, action: 'REWRITE' } });
    expect(firstError(foreign.body).code).toBe('NOT_FOUND');
  });
});

describe('solver chat without an AI provider', () => {
  it('answers AI_NOT_CONFIGURED in Polish and stores nothing', async () => {
    const plain = await startTestServer();
    try {
      const user = await createUser(plain);
      const { client, id: userId } = user;
      const workspaceId = (await createWorkspace(user)).id;
      const refused = await client.gql(OPS.start, { input: { workspaceId, message: 'Ile to 2+2?' } });
      expect(firstError(refused.body).code).toBe('AI_NOT_CONFIGURED');
      expect(firstError(refused.body).message).toMatch(/AI/);
      const [row] = await sqlRows<{ n: number }>(
        plain,
        sql`select count(*)::int as n from conversations where user_id = ${userId}`,
      );
      expect(Number(row?.n)).toBe(0);
      // Reading and starting an empty conversation still work.
      const empty = await client.gql(OPS.start, { input: { workspaceId } });
      expect(empty.body.data?.startconversation.name).toBe('Nowy Chat');
    } finally {
      await plain.stop();
    }
  });
});
