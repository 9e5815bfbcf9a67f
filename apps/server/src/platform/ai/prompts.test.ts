import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPrompt, loadVersionedPrompt } from './prompts.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kreda-prompts-'));
  await writeFile(
    path.join(dir, 'quiz-system.md'),
    '<!-- version: 3 -->\nPrzygotuj {{ count }} pytań dla ucznia: {{learner}}.\nTemat: {{topic}} ({{topic}}).\n',
  );
  await writeFile(path.join(dir, 'unversioned.md'), 'Brak wersji {{x}}.\n');
  await writeFile(path.join(dir, 'literal.md'), '<!-- version: 1 -->\nWzór: {{formula}}\n');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('loadPrompt', () => {
  it('fills every placeholder, repeated ones included, and drops the version line', async () => {
    const text = await loadPrompt(dir, 'quiz-system', { count: 5, learner: 'klasa 7', topic: 'ułamki' });
    expect(text).toBe('Przygotuj 5 pytań dla ucznia: klasa 7.\nTemat: ułamki (ułamki).');
  });

  it('reports the version from the first line and accepts a folder URL', async () => {
    const prompt = await loadVersionedPrompt(pathToFileURL(`${dir}/`), 'quiz-system', {
      count: 1,
      learner: 'matura',
      topic: 'całki',
    });
    expect(prompt.version).toBe(3);
    expect(prompt.text).toContain('całki');
  });

  it('does not read placeholders inside the values it fills in', async () => {
    expect(await loadPrompt(dir, 'literal', { formula: '{{x}} + {{y}}' })).toBe('Wzór: {{x}} + {{y}}');
  });

  it('throws when a placeholder has no value', async () => {
    await expect(loadPrompt(dir, 'quiz-system', { count: 5, learner: 'klasa 7' })).rejects.toThrow(
      'needs a value for {{topic}}',
    );
    await expect(loadPrompt(dir, 'literal', { toString: 'x' } as never)).rejects.toThrow('{{formula}}');
  });

  it('refuses a file without a version line, a missing file and a name that is not kebab-case', async () => {
    await expect(loadPrompt(dir, 'unversioned', { x: 1 })).rejects.toThrow('<!-- version: N -->');
    await expect(loadPrompt(dir, 'missing')).rejects.toThrow(/ENOENT/);
    await expect(loadPrompt(dir, '../etc/passwd')).rejects.toThrow('Invalid prompt name');
  });
});
