import { countWords } from '@kreda/shared/essays';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { MATERIALS, USAGE } from '../../testing/documents.ts';
import { createUser, fakeAiEnv, type TestUser } from '../../testing/factories.ts';
import { type FakeOpenAi, promptOf, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { pngWithText, scannedPdf } from '../../testing/fixtures/documents.ts';
import { ENGLISH_ESSAY, POLISH_ESSAY, RECIPE } from '../../testing/fixtures/essays.ts';
import { dataOf, unchecked } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  ESSAYS,
  maturaOrder,
  orderReview,
  settledEssay,
  settledReview,
  writtenEssay,
} from './testing/documents.ts';
import { createEssayModel } from './testing/fake-model.ts';

/*
 * The grader end to end: a pasted text, a photographed page and an essay written in Kreda graded by
 * the exam's criteria, with the points checked and totalled by code, the exam's rules applied, the
 * quotes placed in the text; refusals before grading and failures that give the use back; "Popraw
 * rozprawkę" writing an improved essay from a review.
 */

let server: TestServer;
let ai: FakeOpenAi;
const model = createEssayModel();
beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', defaultReply: model.reply });
  server = await startTestServer(fakeAiEnv(ai, { fast: 'kreda-fast', vision: 'kreda-vision' }));
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});
beforeEach(() => {
  model.set({});
  ai.script();
});

const TOPIC = 'Czy warto poświęcać się dla innych? Rozważ problem na podstawie lektury obowiązkowej.';
const matura = (extra: Record<string, unknown> = {}) => ({
  temat: TOPIC,
  przedmiot: 'polish',
  poziom: 'MAUTURA_PODSTAWOWA',
  content: POLISH_ESSAY,
  ...extra,
});

const used = async (user: TestUser, action: string) =>
  dataOf(await user.client.gql(USAGE.subscription)).getSubscriptionUsage.usage.find(
    (u) => u.action === action,
  )?.usage;

describe('grading a pasted essay', () => {
  it('grades every criterion, applies the exam’s tables to counted errors and totals by code, not by the model', async () => {
    const user = await createUser(server);
    model.set({ errors: { ORTOGRAFICZNY: 3, INTERPUNKCYJNY: 2, JEZYKOWY: 7 }, total: 99 });
    const ordered = await orderReview(user, matura());
    expect(ordered.state).toBe('CREATED');
    const review = await settledReview(user, ordered.id);
    expect(review.state).toBe('FINISHED');
    expect(review.egzaminOsmoklasistyPolski).toBeNull();
    const grading = review.maturaPolski;
    expect(grading?.kryteria.map((k) => `${k.id}:${k.maxPoints}`)).toEqual([
      '1:1',
      '2:16',
      '3a:3',
      '3b:3',
      '3c:1',
      '4a:7',
      '4b:2',
      '4c:2',
    ]);
    const points = Object.fromEntries(grading?.kryteria.map((k) => [k.id, k.points]) ?? []);
    // The model gave max-1 everywhere; the tables decide 4a (7 errors, wide range → 6), 4b (3 → 1), 4c (2 → 2).
    expect(points).toEqual({ '1': 1, '2': 15, '3a': 2, '3b': 2, '3c': 1, '4a': 6, '4b': 1, '4c': 2 });
    expect(grading?.zdobytePunkty).toBe(30);
    expect(grading?.liczbaPunktow).toBe(35);
    expect(grading?.kryteria.find((k) => k.id === '4c')?.rule).toMatch(/2 błędów interpunkcyjnych/);
    // Quotes are placed in the text; the one the model made up is dropped.
    const quotes = grading?.kryteria.flatMap((k) => k.cytaty) ?? [];
    expect(quotes.length).toBe(1 + 3 + 2 + 7);
    for (const quote of quotes) expect(POLISH_ESSAY.slice(quote.start, quote.end)).toBe(quote.text);
    expect(quotes.some((q) => q.text.includes('którego nie ma w pracy'))).toBe(false);
    expect(review).toMatchObject({
      wordCount: countWords(POLISH_ESSAY),
      review: 'Praca jest spójna, ale ma błędy językowe.',
      poprawki: [{ rewrite: 'lepsza wersja', why: 'bo jaśniej' }],
    });
    expect(review.reviewContent).toMatch(/^1\. \*\*/);
    // Graded at temperature 0, with the criteria and the word count computed by code in the prompt.
    const request = ai.requests.findLast(
      (r) => r.body.response_format?.json_schema?.name === 'ocena_wypracowania',
    );
    expect(request?.body.temperature).toBe(0);
    expect(promptOf(request as never).system).toContain(
      `Liczba wyrazów policzona przez Kredę: ${countWords(POLISH_ESSAY)}`,
    );
    expect(await used(user, 'ROZPRAWKA_REVIEW')).toBe(1);
  });

  it('applies the gates: a cardinal error zeroes the essay, and dyslexia thresholds when asked', async () => {
    const user = await createUser(server);
    model.set({ cardinalError: 'Wokulski nie ginie w powstaniu styczniowym.' });
    const zeroed = await settledReview(user, (await orderReview(user, matura())).id);
    expect(zeroed.maturaPolski?.zdobytePunkty).toBe(0);
    expect(zeroed.maturaPolski?.kryteria[0]?.rule).toMatch(/Błąd kardynalny: Wokulski/);
    expect(zeroed.maturaPolski?.zasady.join(' ')).toMatch(/0 pkt za całą pracę/);

    model.set({ errors: { ORTOGRAFICZNY: 4 } });
    const dyslexic = await settledReview(user, (await orderReview(user, matura({ dysleksja: true }))).id);
    expect(dyslexic.dysleksja).toBe(true);
    expect(dyslexic.maturaPolski?.kryteria.find((k) => k.id === '4b')?.points).toBe(2);
  });

  it('sends a grading with a missing criterion back once; points off the scale twice fail it with the use back, never a zero', async () => {
    const user = await createUser(server);
    model.set({ missingCriterion: '3b' });
    let before = ai.requests.length;
    const fixed = await settledReview(user, (await orderReview(user, matura())).id);
    expect(fixed.state).toBe('FINISHED');
    const retry = ai.requests
      .slice(before)
      .find((r) => JSON.stringify(r.body.messages).includes('Brakuje oceny kryterium „3b”'));
    expect(retry).toBeDefined();

    model.set({ outOfRange: { id: '2', always: true } });
    before = ai.requests.length;
    const failed = await settledReview(user, (await orderReview(user, matura())).id);
    expect(failed).toMatchObject({ state: 'FINALIZATION_REVIEW_FAILED', maturaPolski: null });
    expect(failed.error).toMatch(/punkty poza skalą/);
    expect(
      ai.requests
        .slice(before)
        .some((r) =>
          JSON.stringify(r.body.messages).includes('19 pkt, a dozwolone są liczby całkowite 0–16'),
        ),
    ).toBe(true);
    expect(await used(user, 'ROZPRAWKA_REVIEW')).toBe(1);
  });

  it('retries a grading whose JSON is invalid twice, through the queue, and then grades', async () => {
    const user = await createUser(server);
    model.set({ invalidJson: 2 });
    const review = await settledReview(user, (await orderReview(user, matura())).id, 60_000);
    expect(review.state).toBe('FINISHED');
    expect(review.maturaPolski?.zdobytePunkty).toBeGreaterThan(0);
  }, 90_000);

  it('grades an English e-mail by its four criteria', async () => {
    const user = await createUser(server);
    const review = await settledReview(
      user,
      (
        await orderReview(user, {
          temat: 'Write an e-mail to a friend about your last school trip.',
          przedmiot: 'english',
          poziom: 'PODSTAWOWKA',
          content: ENGLISH_ESSAY,
        })
      ).id,
    );
    expect(review.egzaminOsmoklasistyAngielski?.kryteria.map((k) => [k.id, k.maxPoints])).toEqual([
      ['1', 4],
      ['2', 2],
      ['3', 2],
      ['4', 2],
    ]);
    expect(review.egzaminOsmoklasistyAngielski?.zdobytePunkty).toBe(3 + 1 + 1 + 1);
    expect(review.maturaPolski).toBeNull();
  });
});

describe('refusals', () => {
  it('refuses at once what code can tell, storing nothing: too short, the other language, none or two texts, an ungradable exam', async () => {
    const user = await createUser(server);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ content: 'Za krótko.' }, 'content', /za mało/],
      [{ content: ENGLISH_ESSAY.repeat(2) }, 'content', /po angielsku/],
      [{ content: null }, 'content', /dokładnie jedno/],
      [{ temat: '' }, 'temat', /Wpisz temat/],
      [{ przedmiot: 'history' }, 'przedmiot', /polskiego albo angielskiego/],
      [{ content: 'a'.repeat(30_001) }, 'content', /30 000/],
    ];
    for (const [change, field, message] of cases) {
      const error = firstError(
        (await user.client.gql(ESSAYS.review, unchecked({ input: matura(change) }))).body,
      );
      expect(error.code, field).toBe('BAD_USER_INPUT');
      expect(error.fields?.[field], field).toMatch(message);
    }
    const extended = (
      await user.client.gql(ESSAYS.review, unchecked({ input: matura({ poziom: 'MATURA_ROZSZERZONA' }) }))
    ).body;
    expect(extended.data?.reviewrozprawka).toMatchObject({
      __typename: 'ExecutionError',
      errorCode: 'VALIDATION_FAILED',
    });
    const notAFile = (
      await user.client.upload(ESSAYS.review, unchecked({ input: matura({ content: null, file: null }) }), {
        'variables.input.file': { bytes: new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]), name: 'praca.bin' },
      })
    ).body;
    expect(firstError(notAFile).fields?.file).toMatch(/praca\.bin/);
    const rows = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from rozprawka_reviews where user_id = ${user.id}`,
    );
    expect(rows[0]?.n).toBe(0);
    expect(await used(user, 'ROZPRAWKA_REVIEW')).toBe(0);
  });

  it('grades nothing when the cheap check says it is not an essay on the topic, and gives the use back', async () => {
    const user = await createUser(server);
    const recipe = await settledReview(
      user,
      (await orderReview(user, matura({ content: `${RECIPE} ${RECIPE}` }))).id,
    );
    expect(recipe).toMatchObject({ state: 'FINALIZATION_REVIEW_FAILED', maturaPolski: null });
    expect(recipe.error).toMatch(/^To nie wygląda na wypracowanie.*przepis kulinarny.*limit wrócił\.$/);
    model.set({ precheck: { naTemat: false, powod: 'Praca opowiada o wakacjach.' } });
    const offTopic = await settledReview(user, (await orderReview(user, matura())).id);
    expect(offTopic.error).toMatch(/^Praca nie dotyczy podanego tematu\. Praca opowiada o wakacjach\./);
    expect(
      ai.requests.filter(
        (r) =>
          r.body.response_format?.json_schema?.name === 'ocena_wypracowania' &&
          JSON.stringify(r.body).includes('Składniki'),
      ),
    ).toEqual([]);
    expect(await used(user, 'ROZPRAWKA_REVIEW')).toBe(0);
  });
});

describe('other ways in and out', () => {
  it('grades a photographed handwritten essay: kept as a Rozprawka material, read by the vision model', async () => {
    const user = await createUser(server);
    model.set({ handwriting: POLISH_ESSAY });
    const photo = await pngWithText('Czy warto poświęcać się dla innych?');
    const sent = await user.client.upload(
      ESSAYS.review,
      unchecked({ input: matura({ content: null, file: null }) }),
      { 'variables.input.file': { bytes: photo, name: 'rozprawka.png', type: 'image/png' } },
    );
    const ordered = dataOf(sent).reviewrozprawka;
    if (ordered.__typename !== 'RozprawkaAiReview') throw new Error(JSON.stringify(ordered));
    expect(ordered).toMatchObject({ state: 'INITIAL', content: null });
    const review = await settledReview(user, ordered.id);
    expect(review).toMatchObject({ state: 'FINISHED', content: POLISH_ESSAY });
    expect(review.userDocId).toBeTruthy();
    const vision = ai.requests.find((r) => r.body.model === 'kreda-vision');
    expect(JSON.stringify(vision?.body.messages)).toContain('image');
    const material = dataOf(
      await user.client.gql(MATERIALS.get, { input: { id: review.userDocId as string } }),
    ).getUserDocById;
    expect(material).toMatchObject({ sourceType: 'ROZPRAWKA', state: 'SOLVED', type: 'IMAGE' });

    model.set({ handwriting: 'BRAK TEKSTU' });
    const blank = await user.client.upload(
      ESSAYS.review,
      unchecked({ input: matura({ content: null, file: null }) }),
      { 'variables.input.file': { bytes: photo, name: 'pusta.png', type: 'image/png' } },
    );
    const unread = await settledReview(user, (dataOf(blank).reviewrozprawka as { id: string }).id);
    expect(unread).toMatchObject({ state: 'FINALIZATION_REVIEW_FAILED' });
    expect(unread.error).toMatch(/nie udało się odczytać tekstu/i);
    expect(await used(user, 'ROZPRAWKA_REVIEW')).toBe(1);

    // A scanned PDF: its page without a text layer goes to the vision model too, not to OCR.
    model.set({ handwriting: POLISH_ESSAY });
    const visionBefore = ai.requests.filter((r) => r.body.model === 'kreda-vision').length;
    const scan = await user.client.upload(
      ESSAYS.review,
      unchecked({ input: matura({ content: null, file: null }) }),
      {
        'variables.input.file': {
          bytes: await scannedPdf('Rozprawka'),
          name: 'skan.pdf',
          type: 'application/pdf',
        },
      },
    );
    const scanned = await settledReview(user, (dataOf(scan).reviewrozprawka as { id: string }).id);
    expect(scanned).toMatchObject({ state: 'FINISHED', content: POLISH_ESSAY });
    expect(ai.requests.filter((r) => r.body.model === 'kreda-vision').length).toBe(visionBefore + 1);
  });

  it('grades an essay written in Kreda, and writes an improved one from the review (FROM_REVEW)', async () => {
    const user = await createUser(server);
    const essay = await writtenEssay(user, maturaOrder());
    const review = await settledReview(
      user,
      (
        await orderReview(user, {
          temat: essay.temat,
          przedmiot: 'polish',
          poziom: 'MAUTURA_PODSTAWOWA',
          rozprawkaId: essay.id,
        })
      ).id,
    );
    expect(review).toMatchObject({ state: 'FINISHED', rozprawkaId: essay.id });
    expect(review.content).toBe(essay.segments.map((s) => s.content).join('\n\n'));

    const before = ai.requests.length;
    const improved = dataOf(
      await user.client.gql(ESSAYS.convert, { input: { id: review.id } }),
    ).convertreviewtorozprawka;
    expect(improved).toMatchObject({
      type: 'FROM_REVEW',
      rozprawkaReviewId: review.id,
      temat: essay.temat,
      state: 'CREATED',
    });
    const written = await settledEssay(user, improved.id);
    expect(written.state).toBe('FINISHED');
    expect(written.segments).toHaveLength(6);
    // The planner saw the pupil's essay and what the review said.
    const plan = ai.requests
      .slice(before)
      .find((r) => r.body.response_format?.json_schema?.name === 'plan_wypracowania');
    const system = promptOf(plan as never).system;
    expect(system).toContain('To poprawiona wersja pracy ucznia');
    expect(system).toContain(essay.segments[0]?.content.slice(0, 40) as string);
    expect(system).toContain('Podsumowanie oceny: Praca jest spójna');
    const again = dataOf(
      await user.client.gql(ESSAYS.reviewById, { input: { id: review.id } }),
    ).getRozprawkaAiReviewById;
    expect(again.poprawionaRozprawkaId).toBe(improved.id);

    // A review still being graded cannot be converted; a deleted one is gone.
    const deleted = dataOf(
      await user.client.gql(ESSAYS.deleteReview, { input: { id: review.id } }),
    ).deleteRozprawkaAiReview;
    expect(deleted.success).toBe(true);
    const gone = (await user.client.gql(ESSAYS.convert, { input: { id: review.id } })).body;
    expect(firstError(gone)).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono oceny rozprawki.' });
  });
});
