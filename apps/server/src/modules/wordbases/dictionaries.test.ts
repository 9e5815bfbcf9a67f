import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  configureDictionaries,
  loadedDictionaries,
  unloadDictionaries,
  warmDictionary,
  wordCheckFor,
} from './dictionaries.ts';

// English only: its list builds in about a second.
describe('spelling dictionaries', () => {
  let cacheDir = '';
  const warnings: string[] = [];

  beforeAll(async () => {
    cacheDir = await mkdtemp(path.join(tmpdir(), 'kreda-dictionaries-test-'));
    configureDictionaries({ cacheDir, onDemand: false, warn: (message) => warnings.push(message) });
  });
  afterAll(async () => {
    unloadDictionaries();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('builds a list once, then reads it from the cache; a damaged cache is built again', async () => {
    unloadDictionaries();
    expect(await warmDictionary('en-US')).toMatchObject({
      ...{ language: 'en', source: 'dictionary-en@4.0.0', from: 'built' },
      words: expect.any(Number),
      buildHeapMb: expect.any(Number),
    });
    const [file] = await readdir(cacheDir);
    expect(file).toBe('dictionary-en@4.0.0.v1.words');
    unloadDictionaries();
    expect(await warmDictionary('en')).toMatchObject({ from: 'cache', buildHeapMb: null });
    expect(wordCheckFor('en')?.('dessert')).toBe(true);
    expect(wordCheckFor('en')?.('dessertt')).toBe(false);

    await writeFile(path.join(cacheDir, file ?? ''), 'damaged');
    unloadDictionaries();
    expect(await warmDictionary('en')).toMatchObject({ from: 'built' });
    expect(warnings).toEqual([]);
  }, 60_000);

  it('loads on first use only when asked to, and a language once however often it is asked', async () => {
    unloadDictionaries();
    expect(wordCheckFor('en')).toBeUndefined();
    expect(loadedDictionaries()).toEqual([]);
    configureDictionaries({ onDemand: true });
    try {
      expect(wordCheckFor('en')).toBeUndefined();
      const [first, second] = await Promise.all([warmDictionary('en'), warmDictionary('en-GB')]);
      expect(second).toBe(first);
      expect(wordCheckFor('en')?.('colour')).toBe(false);
      expect(loadedDictionaries().map((info) => info.language)).toEqual(['en']);
    } finally {
      configureDictionaries({ onDemand: false });
    }
    expect(await warmDictionary('la')).toBeNull();
    expect(await warmDictionary(null)).toBeNull();
  }, 60_000);
});
