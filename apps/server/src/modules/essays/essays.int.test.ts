import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { USAGE } from '../../testing/documents.ts';
import { createUser, fakeAiEnv, type TestUser } from '../../testing/factories.ts';
import { type FakeOpenAi, promptOf, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { until } from '../../testing/restartable.ts';
import { dataOf, unchecked } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { ESSAYS, maturaOrder, orderEssay, writtenEssay } from './testing/documents.ts';
import { createEssayModel } from './testing/fake-model.ts';

/*
 * The essay writer end to end: each mode, the plan and the parts checked by code (readings,
 * authors, uncertain claims, the word range, drift), failures that give the use back, and the
 * parts rewritten, accepted, discarded, edited and explained.
 */

let server: TestServer;
let ai: FakeOpenAi;
const model = createEssayModel();
beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', defaultReply: model.reply });
  server = await startTestServer(fakeAiEnv(ai, { fast: 'kreda-fast' }));
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});
beforeEach(() => {
  model.set({});
  ai.script();
});

const used = async (user: TestUser, action: string) =>
  dataOf(await user.client.gql(USAGE.subscription)).getSubscriptionUsage.usage.find(
    (u) => u.action === action,
  )?.usage;

/** The requests of one essay's writing, in order (each carries the essay's topic). */
const requestsAbout = (from: number) =>
  ai.requests.slice(from).filter((r) => r.path.endsWith('/chat/completions'));

describe('writing an essay', () => {
  it('writes a FULL matura essay part by part from a checked plan, within the word range, with claims to check', async () => {
    const user = await createUser(server);
    const before = ai.requests.length;
    const essay = await writtenEssay(user, maturaOrder());
    expect(essay.state).toBe('FINISHED');
    expect(essay.segments.map((s) => s.type)).toEqual([
      'WSTEP',
      'ARGUMENT',
      'KONTEKST',
      'ARGUMENT',
      'KONTEKST',
      'ZAKONCZENIE',
    ]);
    expect(essay.lektury.map((l) => l.title)).toEqual(['Lalka', 'Dżuma']);
    expect(essay.egzamin).toBe('Matura z polskiego – poziom podstawowy');
    // Counted here, the way the exam counts.
    expect(essay.wordCount).toBe(essay.segments.reduce((sum, s) => sum + s.wordCount, 0));
    expect(essay.wordCount).toBeGreaterThanOrEqual(300);
    expect(essay.minWords).toBe(300);
    const [first, , second] = essay.segments.filter((s) => s.type !== 'WSTEP');
    expect(first?.lekturaId).toBe('boleslaw-prus-lalka');
    expect(second?.lekturaId).toBe('albert-camus-dzuma');
    // Every claim about a reading is flagged for the pupil to check, quoting the text it is in.
    const note = first?.uwagi.find((u) => u.kind === 'SPRAWDZ_W_LEKTURZE');
    expect(note?.message).toMatch(/^Sprawdź w lekturze „Lalka” – Bolesław Prus/);
    expect(first?.content).toContain(note?.quote as string);
    // The plan prompt offered the chosen readings; the parts were asked one by one.
    const requests = requestsAbout(before);
    const planRequest = requests.find(
      (r) => r.body.response_format?.json_schema?.name === 'plan_wypracowania',
    );
    expect(promptOf(planRequest as never).system).toContain(
      '- id „boleslaw-prus-lalka”: „Lalka” – Bolesław Prus',
    );
    expect(
      requests.filter((r) => r.body.response_format?.json_schema?.name === 'czesc_wypracowania'),
    ).toHaveLength(6);
    expect(await used(user, 'ROZPRAWKA')).toBe(1);
    // The list shows it; nobody else's essays are in it.
    const list = dataOf(await user.client.gql(ESSAYS.essays, { input: {} })).getRozprawkaAiByWorkspaceId;
    expect(list.map((e) => e.id)).toEqual([essay.id]);
  });

  it('sends a part with a wrong author back once, and fails rather than hand in a known factual error', async () => {
    const user = await createUser(server);
    model.set({ wrongAuthor: 'once' });
    let before = ai.requests.length;
    const fixed = await writtenEssay(user, maturaOrder());
    expect(fixed.state).toBe('FINISHED');
    expect(fixed.segments.map((s) => s.content).join(' ')).not.toContain('Mickiewicza');
    const corrections = requestsAbout(before).filter((r) =>
      JSON.stringify(r.body.messages).includes(
        'Autorem utworu „Lalka” jest Bolesław Prus, a nie Mickiewicz.',
      ),
    );
    expect(corrections).toHaveLength(1);

    model.set({ wrongAuthor: 'always' });
    before = ai.requests.length;
    const failed = await writtenEssay(user, maturaOrder());
    expect(failed.state).toBe('FINALIZATION_FAILED');
    expect(failed.error).toMatch(/nieprawdę o autorze lektury/);
    expect(failed.segments.some((s) => s.content.includes('Mickiewicza'))).toBe(false);
    // The failed one was given back: one use for the first essay.
    expect(await used(user, 'ROZPRAWKA')).toBe(1);
  });

  it('asks again without an uncertain claim, and checks the plan has a required reading', async () => {
    const user = await createUser(server);
    model.set({ uncertainClaim: true, planWithoutReading: 'once' });
    const before = ai.requests.length;
    const essay = await writtenEssay(user, maturaOrder({ lektury: [] }));
    expect(essay.state).toBe('FINISHED');
    expect(essay.segments.map((s) => s.content).join(' ')).not.toContain('płacze trzy dni');
    const requests = requestsAbout(before);
    expect(requests.some((r) => JSON.stringify(r.body.messages).includes('Niepewne twierdzenie'))).toBe(true);
    expect(requests.some((r) => JSON.stringify(r.body.messages).includes('jeden musi'))).toBe(true);
    // Without a choice the planner was offered the readings of the matura sheet's list.
    const plan = requests.find((r) => r.body.response_format?.json_schema?.name === 'plan_wypracowania');
    expect(promptOf(plan as never).system).toMatch(
      /„Lalka” – Bolesław Prus \(lektura obowiązkowa na egzaminie\)/,
    );

    model.set({ planWithoutReading: 'always' });
    const failed = await writtenEssay(user, maturaOrder({ lektury: [] }));
    expect(failed).toMatchObject({ state: 'FINALIZATION_FAILED', segments: [] });
    expect(failed.error).toMatch(/planu/);
    expect(await used(user, 'ROZPRAWKA')).toBe(1);
  });

  it('writes the plan only (STRUCTURE) and helper texts only (HELPER)', async () => {
    const user = await createUser(server);
    let before = ai.requests.length;
    const plan = await writtenEssay(user, maturaOrder({ type: 'STRUCTURE', liczbaArgumentow: 3 }));
    expect(plan.state).toBe('FINISHED');
    expect(plan.segments).toHaveLength(8);
    expect(plan.segments[0]?.content).toMatch(/^- Zacznij od: .*\n- Teza: /);
    expect(plan.segments[1]?.content).toMatch(/^\*\*Argument 1: /);
    expect(plan.segments[1]?.content).toContain('- Utwór: „Lalka” – Bolesław Prus');
    expect(plan.segments[2]?.content).toMatch(/^- Kontekst historyczny: /);
    expect(plan.segments[1]?.contentJson).toMatchObject({ lekturaId: 'boleslaw-prus-lalka' });
    // One call: the plan; the parts are the plan itself.
    expect(requestsAbout(before)).toHaveLength(1);

    before = ai.requests.length;
    const helper = await writtenEssay(user, maturaOrder({ type: 'HELPER' }));
    expect(helper.state).toBe('FINISHED');
    expect(helper.segments).toHaveLength(6);
    for (const segment of helper.segments) {
      expect(segment.content).toBe('');
      expect(segment.helperContent).toMatch(/Przydatne zwroty:\n- /);
    }
    expect(requestsAbout(before)).toHaveLength(2);
  });

  it('writes an English task without contexts, brought into the exam range by code', async () => {
    const user = await createUser(server);
    model.set({ shortParts: true });
    const before = ai.requests.length;
    const essay = await writtenEssay(user, {
      temat: 'Write an e-mail to a friend about your last school trip.',
      przedmiot: 'english',
      poziom: 'PODSTAWOWKA',
      type: 'FULL',
      liczbaArgumentow: 2,
    });
    expect(essay.state).toBe('FINISHED');
    expect(essay.segments.map((s) => s.type)).toEqual(['WSTEP', 'ARGUMENT', 'ARGUMENT', 'ZAKONCZENIE']);
    expect([essay.minWords, essay.maxWords]).toEqual([50, 120]);
    // The short draft was lengthened part by part until it reached the range.
    expect(requestsAbout(before).some((r) => promptOf(r as never).system.includes('Zadanie: rozwiń'))).toBe(
      true,
    );
    expect(essay.wordCount).toBeGreaterThanOrEqual(50);
    expect(essay.wordCount).toBeLessThanOrEqual(120);
    expect(essay.notice).toBeNull();
    // English: no readings to offer, and no flags about them.
    expect(essay.segments.every((s) => s.lekturaId === null && s.uwagi.length === 0)).toBe(true);
  });

  it('flags a part that leaves the topic', async () => {
    const user = await createUser(server);
    model.set({ offTopicPart: 4 });
    const essay = await writtenEssay(user, maturaOrder());
    const drift = essay.segments.map((s) => s.uwagi.filter((u) => u.kind === 'ODBIEGA_OD_TEMATU').length);
    expect(drift).toEqual([0, 0, 0, 1, 0, 0]);
    expect(essay.segments[3]?.uwagi.find((u) => u.kind === 'ODBIEGA_OD_TEMATU')?.message).toBe(
      'Ta część odbiega od tematu: Streszcza utwór zamiast argumentować.',
    );
  });

  it('stops writing an essay deleted in the middle and leaves no part of it behind', async () => {
    const user = await createUser(server);
    const essay = await orderEssay(user, maturaOrder());
    await until(
      async () => dataOf(await user.client.gql(ESSAYS.essay, { input: { id: essay.id } })).getRozprawkaAiById,
      (e) => e.segments.length >= 1,
      30_000,
      20,
    );
    dataOf(await user.client.gql(ESSAYS.delete, { input: { id: essay.id } }));
    // The job notices at its next part; give it time to try.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const left = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from rozprawka_segments where rozprawka_id = ${essay.id}`,
    );
    expect(left[0]?.n).toBe(0);
  });

  it('fails in Polish with the use given back when the model keeps failing', async () => {
    const user = await createUser(server);
    ai.script({ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }, { status: 500 });
    ai.script(...Array.from({ length: 9 }, () => ({ status: 500 })));
    // Every retry waits out its back-off (~20 s in all on a quiet machine): room for a busy one.
    const essay = await writtenEssay(user, maturaOrder(), 80_000);
    expect(essay).toMatchObject({
      state: 'FINALIZATION_FAILED',
      error: expect.stringMatching(/Limit wrócił/),
    });
    expect(await used(user, 'ROZPRAWKA')).toBe(0);
  }, 90_000);
});

describe('working on the parts', () => {
  let user: TestUser;
  let essay: Awaited<ReturnType<typeof writtenEssay>>;
  beforeAll(async () => {
    user = await createUser(server);
    essay = await writtenEssay(user, maturaOrder());
  });

  const segment = (i: number) => essay.segments[i] as (typeof essay.segments)[number];

  it('proposes a rewrite by instruction, keeps it in the history, and accepts it', async () => {
    const argument = segment(1);
    const proposal = dataOf(
      await user.client.gql(ESSAYS.rewrite, {
        input: { segmentId: argument.id, instruction: 'Użyj mocniejszego przykładu z Lalki.' },
      }),
    ).rewritesegment;
    expect(proposal).toMatchObject({
      segmentId: argument.id,
      instruction: 'Użyj mocniejszego przykładu z Lalki.',
      accepted: false,
      discarded: false,
    });
    expect(proposal.content).toMatch(/^Nowa wersja/);
    // Not applied yet.
    expect(proposal.segment.content).toBe(argument.content);
    const accepted = dataOf(
      await user.client.gql(ESSAYS.status, { input: { id: proposal.id, discarded: false } }),
    ).updatesegmentstatus;
    expect(accepted).toMatchObject({ accepted: true, previousContent: argument.content });
    expect(accepted.segment.content).toBe(proposal.content);
    const history = dataOf(
      await user.client.gql(ESSAYS.rewrites, { input: { segmentId: argument.id } }),
    ).getSegmentRewrites;
    expect(history.map((r) => r.id)).toEqual([proposal.id]);
    expect(await used(user, 'NOTE_ACTION')).toBe(1);
    // The current version cannot be discarded; accept another to replace it.
    const refused = (await user.client.gql(ESSAYS.status, { input: { id: proposal.id, discarded: true } }))
      .body;
    expect(firstError(refused)).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('runs a text action as a proposal that can be discarded, and wants an instruction to generate text', async () => {
    const context = segment(2);
    const proposal = dataOf(
      await user.client.gql(ESSAYS.action, { input: { segmentId: context.id, action: 'MAKE_SHORTER' } }),
    ).generativefunctionsegment;
    expect(proposal.action).toBe('MAKE_SHORTER');
    const discarded = dataOf(
      await user.client.gql(ESSAYS.status, { input: { id: proposal.id, discarded: true } }),
    ).updatesegmentstatus;
    expect(discarded).toMatchObject({ discarded: true, accepted: false });
    expect(discarded.segment.content).toBe(context.content);
    const missing = (
      await user.client.gql(ESSAYS.action, { input: { segmentId: context.id, action: 'GENERATE_TEXT' } })
    ).body;
    expect(firstError(missing)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { text: 'Napisz, co AI ma dopisać.' },
    });
  });

  it('saves a hand edit with its word count, and drops flags whose quote is gone', async () => {
    const end = segment(5);
    const edited = dataOf(
      await user.client.gql(ESSAYS.editSegment, {
        input: { id: end.id, content: '  Moje własne zakończenie w pięciu słowach.  ' },
      }),
    ).updateRozprawkaAiSegment;
    expect(edited).toMatchObject({
      content: 'Moje własne zakończenie w pięciu słowach.',
      wordCount: 6,
      uwagi: [],
    });
    const tooLong = (
      await user.client.gql(ESSAYS.editSegment, { input: { id: end.id, content: 'a'.repeat(6001) } })
    ).body;
    expect(firstError(tooLong)).toMatchObject({ code: 'BAD_USER_INPUT' });
    const after = dataOf(await user.client.gql(ESSAYS.essay, { input: { id: essay.id } })).getRozprawkaAiById;
    expect(after.segments[5]?.content).toBe('Moje własne zakończenie w pięciu słowach.');
  });

  it('explains a part once and keeps the explanation', async () => {
    const intro = segment(0);
    const first = dataOf(
      await user.client.gql(ESSAYS.explain, { input: { segmentId: intro.id } }),
    ).generateexplanation;
    expect(first.explanation).toMatch(/Egzaminator/);
    const before = ai.requests.length;
    const again = dataOf(
      await user.client.gql(ESSAYS.explain, { input: { segmentId: intro.id } }),
    ).generateexplanation;
    expect(again.explanation).toBe(first.explanation);
    expect(ai.requests.length).toBe(before);
  });

  it('deletes the essay with its parts and rewrites', async () => {
    const doomed = await writtenEssay(user, maturaOrder({ type: 'STRUCTURE' }));
    dataOf(
      await user.client.gql(ESSAYS.rewrite, {
        input: { segmentId: doomed.segments[1]?.id as string, instruction: 'Krócej.' },
      }),
    );
    const deleted = dataOf(
      await user.client.gql(ESSAYS.delete, { input: { id: doomed.id } }),
    ).deleteRozprawkaAi;
    expect(deleted).toEqual({ success: true, message: 'Rozprawka została usunięta.' });
    const left = await sqlRows<{ n: number }>(
      server,
      sql`select (select count(*) from rozprawka_segments where rozprawka_id = ${doomed.id})::int
             + (select count(*) from rozprawka_rewrites where rozprawka_id = ${doomed.id})::int as n`,
    );
    expect(left[0]?.n).toBe(0);
    const gone = (await user.client.gql(ESSAYS.essay, { input: { id: doomed.id } })).body;
    expect(firstError(gone)).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono rozprawki.' });
  });
});

describe('ordering', () => {
  it('answers a bad order in Polish per field and writes nothing', async () => {
    const user = await createUser(server);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ temat: '   ' }, 'temat', /Wpisz temat/],
      [{ temat: 'x'.repeat(501) }, 'temat', /500/],
      [{ przedmiot: 'mathematics' }, 'przedmiot', /polskiego albo angielskiego/],
      [{ liczbaArgumentow: 7 }, 'liczbaArgumentow', /od 2 do 4/],
      [{ type: 'FROM_REVEW' }, 'type', /Popraw rozprawkę/],
      [{ lektury: ['nie-ma-takiej'] }, 'lektury', /Nie znaleziono/],
      [{ lektury: ['boleslaw-prus-lalka', 'boleslaw-prus-lalka'] }, 'lektury', /raz/],
      [{ przedmiot: 'english', lektury: ['boleslaw-prus-lalka'] }, 'lektury', /polskiego/],
      [{ polecenie: 'y'.repeat(501) }, 'polecenie', /500/],
    ];
    for (const [change, field, message] of cases) {
      const body = (await user.client.gql(ESSAYS.generate, unchecked({ input: maturaOrder(change) }))).body;
      const error = firstError(body);
      expect(error.code, field).toBe('BAD_USER_INPUT');
      expect(error.fields?.[field], field).toMatch(message);
    }
    const stranger = await createUser(server);
    const ownWorkspace = (
      await stranger.client.gql(
        ESSAYS.generate,
        unchecked({ input: maturaOrder({ workspaceId: crypto.randomUUID() }) }),
      )
    ).body;
    expect(firstError(ownWorkspace).code).toBe('NOT_FOUND');
    const rows = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from rozprawki where user_id in (${user.id}, ${stranger.id})`,
    );
    expect(rows[0]?.n).toBe(0);
    expect(await used(user, 'ROZPRAWKA')).toBe(0);
  });

  it('answers the plan’s daily limit as an ExecutionError and writes nothing more', async () => {
    const user = await createUser(server);
    for (let i = 0; i < 3; i++) await orderEssay(user, maturaOrder({ type: 'STRUCTURE' }));
    const body = (await user.client.gql(ESSAYS.generate, unchecked({ input: maturaOrder() }))).body;
    expect(body.data?.generaterozprawka).toMatchObject({
      __typename: 'ExecutionError',
      errorCode: 'INSUFFICIENT_RESOURCES',
    });
    const rows = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from rozprawki where user_id = ${user.id}`,
    );
    expect(rows[0]?.n).toBe(3);
  });
});
