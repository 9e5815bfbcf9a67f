import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { RANK_ALL_MAX_SOURCES } from './rankers.ts';
import { indexSource, type SourceRef, searchPassages, sourcePassages } from './service.ts';
import { PUBLIC_OWNER } from './types.ts';

/*
 * One search over a user's own sources and chapters of the public library together: the public
 * chapters are stored once under PUBLIC_OWNER and named as sources like the user's own, while the
 * user's sources stay theirs (another user's ids give nothing, with or without public ones).
 */

let server: TestServer;
const alice = randomUUID();
const bob = randomUUID();
const aliceNote: SourceRef = { kind: 'AI_NOTE', id: randomUUID() };
const bobNote: SourceRef = { kind: 'AI_NOTE', id: randomUUID() };
const chapter: SourceRef = { kind: 'LIBRARY_CHAPTER', id: randomUUID() };
const otherChapter: SourceRef = { kind: 'LIBRARY_CHAPTER', id: randomUUID() };

const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  await indexSource(db(), {
    userId: alice,
    source: aliceNote,
    segments: [
      { text: 'Moja notatka: mitochondria wytwarzają ATP w oddychaniu komórkowym, zużywając tlen.' },
    ],
  });
  await indexSource(db(), {
    userId: bob,
    source: bobNote,
    segments: [{ text: 'Notatka Bartka: mitochondria to centra energetyczne komórki, oddychanie tlenowe.' }],
  });
  await indexSource(db(), {
    userId: PUBLIC_OWNER,
    source: chapter,
    segments: [
      {
        page: 42,
        text:
          'Rozdział 3. Oddychanie komórkowe. W mitochondriach glukoza jest utleniana do dwutlenku węgla ' +
          'i wody, a uwolniona energia zostaje zmagazynowana w cząsteczkach ATP.',
      },
    ],
  });
  await indexSource(db(), {
    userId: PUBLIC_OWNER,
    source: otherChapter,
    segments: [
      { page: 7, text: 'Rozdział 1. Liczby wymierne i działania na ułamkach zwykłych i dziesiętnych.' },
    ],
  });
});

afterAll(async () => {
  await server?.stop();
});

describe('searchPassages over own sources and the public library', () => {
  it('ranks the passages of both together in one search', async () => {
    const passages = await searchPassages(db(), {
      userId: alice,
      question: 'oddychanie komórkowe w mitochondriach',
      sources: [aliceNote, chapter],
    });
    expect(new Set(passages.map((p) => `${p.source.kind}:${p.source.id}`))).toEqual(
      new Set([`AI_NOTE:${aliceNote.id}`, `LIBRARY_CHAPTER:${chapter.id}`]),
    );
    expect(passages.find((p) => p.source.id === chapter.id)?.citation.page).toBe(42);
  });

  it('finds the public chapter among a thousand own sources as well (the two-pass candidates)', async () => {
    const many = Array.from({ length: 1000 }, (): SourceRef => ({ kind: 'USER_DOC', id: randomUUID() }));
    expect(many.length).toBeGreaterThan(RANK_ALL_MAX_SOURCES);
    const passages = await searchPassages(db(), {
      userId: alice,
      question: 'ATP w mitochondriach',
      sources: [...many, aliceNote, chapter],
    });
    expect(passages.map((p) => p.source.id).sort()).toEqual([aliceNote.id, chapter.id].sort());
  });

  it("still gives nothing of another user's sources when public ones are named too", async () => {
    const passages = await searchPassages(db(), {
      userId: alice,
      question: 'mitochondria oddychanie',
      sources: [bobNote, chapter],
    });
    expect(passages.map((p) => p.source)).toEqual([chapter]);
    const bobs = await searchPassages(db(), {
      userId: bob,
      question: 'mitochondria oddychanie',
      sources: [aliceNote, bobNote, chapter],
    });
    expect(new Set(bobs.map((p) => p.source.id))).toEqual(new Set([bobNote.id, chapter.id]));
  });

  it('gives only the named chapters, and only under their own kind', async () => {
    const named = await searchPassages(db(), {
      userId: alice,
      question: 'ułamki zwykłe',
      sources: [chapter],
    });
    expect(named).toEqual([]);
    const wrongKind = await searchPassages(db(), {
      userId: alice,
      question: 'ułamki zwykłe',
      sources: [{ kind: 'USER_DOC', id: otherChapter.id }],
    });
    expect(wrongKind).toEqual([]);
    const right = await searchPassages(db(), {
      userId: alice,
      question: 'ułamki zwykłe',
      sources: [otherChapter],
    });
    expect(right.map((p) => p.citation.page)).toEqual([7]);
  });
});

describe('sourcePassages over own sources and the public library', () => {
  it("reads both in the order given, never another user's", async () => {
    const passages = await sourcePassages(db(), { userId: alice, sources: [chapter, bobNote, aliceNote] });
    expect(passages.map((p) => p.source)).toEqual([chapter, aliceNote]);
  });
});
