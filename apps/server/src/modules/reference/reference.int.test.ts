import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE } from '../../testing/documents.ts';
import { unchecked } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('getbyprzedmiotandpoziom', () => {
  it('returns the curriculum topics of a subject and level in textbook order, with Polish text intact', async () => {
    const { body } = await server.gql(REFERENCE.topics, {
      input: { przedmiot: 'mathematics', poziom: 'SREDNI_JEDEN' },
    });
    expect(body.errors).toBeUndefined();
    const topics = body.data?.getbyprzedmiotandpoziom ?? [];
    expect(topics.length).toBeGreaterThan(3);
    expect(topics[0]).toMatchObject({
      przedmiot: 'mathematics',
      poziom: 'SREDNI_JEDEN',
      base: true,
      visible: true,
      temat: 'Liczby rzeczywiste',
      ckePoziom: 'MAUTURA_PODSTAWOWA',
    });
    expect(topics[0]?.podTematy).toContain('Zbiory liczbowe');
    // Version 2 of the curriculum: 12–30 topics for every subject and class.
    expect(topics.length).toBeGreaterThanOrEqual(12);
  });

  it('marks extended-scope topics as MATURA_ROZSZERZONA and strips the "(R)" mark', async () => {
    const { body } = await server.gql(REFERENCE.topics, {
      input: { przedmiot: 'mathematics', poziom: 'SREDNI_TRZY' },
    });
    const all = body.data?.getbyprzedmiotandpoziom ?? [];
    const trig = all.find((t) => t.temat === 'Trygonometria');
    expect(trig?.ckePoziom).toBe('MATURA_ROZSZERZONA');
    expect(all.some((t) => t.temat.includes('(R)'))).toBe(false);
  });

  it('maps the curriculum file\'s "german" onto the contract\'s `niemiecki`', async () => {
    const { body } = await server.gql(REFERENCE.topics, {
      input: { przedmiot: 'niemiecki', poziom: 'PODSTAWOWY_SIEDEM' },
    });
    expect(body.data?.getbyprzedmiotandpoziom.length).toBeGreaterThan(0);
  });

  it('has topics for early education, technikum class 5 and university', async () => {
    for (const poziom of ['PODSTAWOWY_JEDEN', 'SREDNI_PIEC', 'STUDIA'] as const) {
      const { body } = await server.gql(REFERENCE.topics, { input: { przedmiot: 'mathematics', poziom } });
      expect(body.data?.getbyprzedmiotandpoziom.length).toBeGreaterThanOrEqual(12);
    }
    const first = await server.gql(REFERENCE.topics, {
      input: { przedmiot: 'mathematics', poziom: 'PODSTAWOWY_JEDEN' },
    });
    expect(first.body.data?.getbyprzedmiotandpoziom[0]?.temat).toBe('Liczenie do 10');
  });

  it('answers an empty list for a subject not taught at a level (history in class 1)', async () => {
    const { body } = await server.gql(REFERENCE.topics, {
      input: { przedmiot: 'history', poziom: 'PODSTAWOWY_JEDEN' },
    });
    expect(body.data?.getbyprzedmiotandpoziom).toEqual([]);
  });

  it('rejects an unknown subject with a Polish BAD_USER_INPUT error', async () => {
    const { body } = await server.gql(
      REFERENCE.topics,
      unchecked({ input: { przedmiot: 'astrology', poziom: 'SREDNI_JEDEN' } }),
    );
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toBe(
      'Nieprawidłowa wartość „astrology” (dozwolone są tylko wartości typu Przedmiot).',
    );
  });
});

describe('getLektury', () => {
  it('lists every set reading without a filter', async () => {
    const { body } = await server.gql(REFERENCE.lektury);
    expect(body.data?.getLektury).toHaveLength(122);
    expect(body.data?.getLektury[0]).toMatchObject({ title: 'Akademia Pana Kleksa', author: 'Jan Brzechwa' });
  });

  it('filters by school and by a case-insensitive title or author fragment', async () => {
    const primary = await server.gql(REFERENCE.lektury, {
      input: { ckePoziom: 'PODSTAWOWKA' },
    });
    const list = primary.body.data?.getLektury ?? [];
    expect(list.length).toBeGreaterThan(10);
    expect(list.every((l) => l.ckePoziom === 'PODSTAWOWKA')).toBe(true);

    const found = await server.gql(REFERENCE.lektury, { input: { search: 'mickiewicz' } });
    const titles = found.body.data?.getLektury.map((l) => l.title) ?? [];
    expect(titles.some((t) => t.startsWith('Pan Tadeusz'))).toBe(true);
    expect(
      found.body.data?.getLektury.every((l) => /mickiewicz/i.test(l.author) || /mickiewicz/i.test(l.title)),
    ).toBe(true);
  });

  it('treats LIKE wildcards in the search literally', async () => {
    const { body } = await server.gql(REFERENCE.lektury, { input: { search: '%' } });
    expect(body.data?.getLektury).toEqual([]);
  });

  it('refuses a search phrase longer than 100 characters with a Polish field message', async () => {
    const { body } = await server.gql(REFERENCE.lektury, { input: { search: 'a'.repeat(101) } });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.extensions?.fields).toEqual({ search: 'Maksymalna długość to 100 znaków' });
  });
});

describe('getcke', () => {
  it('returns the CKE writing tasks with criteria whose points add up to the total', async () => {
    const { body } = await server.gql(REFERENCE.cke);
    expect(body.errors).toBeUndefined();
    const exams = body.data?.getcke ?? [];
    expect(exams.map((e) => e.id)).toEqual(
      expect.arrayContaining(['matura_polski_pp', 'e8_polski', 'matura_angielski_pp', 'e8_angielski']),
    );
    const maturaPl = exams.find((e) => e.id === 'matura_polski_pp');
    expect(maturaPl?.liczbaPunktow).toBe(35);
    expect(maturaPl?.criteria.map((c) => c.maxPoints)).toEqual([1, 16, 7, 11]);
    for (const exam of exams.filter((e) => e.criteria.length > 0)) {
      expect(exam.criteria.reduce((sum, c) => sum + c.maxPoints, 0)).toBe(exam.liczbaPunktow);
    }
  });
});
