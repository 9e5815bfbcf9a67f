import { fileURLToPath } from 'node:url';
import type { FlashcardKind } from '@kreda/shared/enums';
import { mergeDuplicateWords, wordKey } from '@kreda/shared/wordbases';
import { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { DomainError } from '../../core/domain-error.ts';
import { loadPrompt } from '../../platform/ai/prompts.ts';
import { completeListItems } from '../../platform/ai/salvage.ts';
import type { AiCallMeta } from '../../platform/ai/types.ts';
import type { LanguageRow } from '../reference/index.ts';
import { type Passage, type SourceRef, sourcePassages, sourcesHaveText } from '../retrieval/index.ts';
import { findOwnSourceSet, loadSourceMaterials } from '../sources/index.ts';
import { acceptableWord, checkPair, mentions, quotedFrom, relatedForm } from './word-checks.ts';

/*
 * Words worth learning, picked by the model from the pupil's materials: the material's text in a
 * few windows spread over it (a long book is sampled, not sent whole), each window asked for its
 * share, every pick checked by code — its example sentence must be a quote of the window and hold
 * the word (or a form of it), its translation must be Polish — then merged in the material's order.
 */

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));

/** Characters of material in one request, and requests per extraction at most. */
export const WINDOW_CHARS = 12_000;
export const WINDOWS_MAX = 4;

export const NO_TEXT =
  'Wybrane materiały nie mają jeszcze odczytanego tekstu. Poczekaj, aż Kreda je odczyta, albo wybierz inne.';
export const NO_WORDS =
  'AI nie wybrało poprawnych słów z tych materiałów. Spróbuj ponownie albo wybierz inne materiały.';

const pickSchema = z.object({
  slowo: z.string(),
  tlumaczenie: z.string(),
  przyklad: z.string(),
  forma: z.string(),
});
const picksSchema = z.object({ slowa: z.array(pickSchema).max(120) });
export const EXTRACT_SCHEMA_NAME = 'slowa_z_materialu';

export interface ExtractedWord {
  word: string;
  translation: string;
  usageExample: string | null;
}

/** A source set's materials as retrieval's sources. */
const refsOf = (materials: readonly { sourceItemType: string; id: string }[]): SourceRef[] =>
  materials.map((m) => ({ kind: m.sourceItemType as SourceRef['kind'], id: m.id }));

/**
 * The names of a source set's materials, and whether any has text to pick words from: the set's
 * items are read once and the passages only probed (the job reads them, once).
 */
export async function materialsWithText(
  deps: Pick<Deps, 'db' | 'sourceProviders'>,
  userId: string,
  set: { items: Parameters<typeof loadSourceMaterials>[2] },
): Promise<{ hasText: boolean; names: string[] }> {
  const materials = await loadSourceMaterials(deps, userId, set.items);
  const hasText = await sourcesHaveText(deps.db, { userId, sources: refsOf(materials) });
  return { hasText, names: materials.map((m) => m.name) };
}

/** The source set's text, source by source, overlapping passages joined once. */
export async function materialText(
  deps: Pick<Deps, 'db' | 'sourceProviders'>,
  userId: string,
  sourcesId: string,
): Promise<{ text: string; names: string[] }> {
  const set = await findOwnSourceSet(deps.db, userId, sourcesId);
  if (!set) return { text: '', names: [] };
  const materials = await loadSourceMaterials(deps, userId, set.items);
  const passages = await sourcePassages(deps.db, { userId, sources: refsOf(materials) });
  const bySource = new Map<string, Passage[]>();
  for (const p of passages) bySource.set(p.source.id, [...(bySource.get(p.source.id) ?? []), p]);
  const parts = materials.flatMap((m) => {
    const own = bySource.get(m.id) ?? [];
    let text = '';
    let end = -1;
    for (const p of own) {
      const exact = p.text.length === p.citation.charEnd - p.citation.charStart;
      const skip =
        exact && end > p.citation.charStart ? Math.min(end - p.citation.charStart, p.text.length) : 0;
      text += (text && skip === 0 ? '\n' : '') + p.text.slice(skip);
      end = p.citation.charEnd;
    }
    return text.trim() ? [text.trim()] : [];
  });
  return { text: parts.join('\n\n'), names: materials.map((m) => m.name) };
}

/** Up to WINDOWS_MAX windows of the text, spread evenly over it, cut at paragraph or sentence ends. */
export function windowsOf(text: string): string[] {
  if (text.length <= WINDOW_CHARS) return text ? [text] : [];
  const count = Math.min(WINDOWS_MAX, Math.ceil(text.length / WINDOW_CHARS));
  const step = (text.length - WINDOW_CHARS) / Math.max(1, count - 1);
  return Array.from({ length: count }, (_, i) => {
    let start = Math.round(i * step);
    if (start > 0) {
      const boundary = text.slice(start, start + 400).search(/(?<=[.!?…]\s|\n)\S/);
      if (boundary > 0) start += boundary;
    }
    let end = Math.min(text.length, start + WINDOW_CHARS);
    if (end < text.length) {
      const lastStop = text.slice(start, end).search(/[.!?…\n][^.!?…\n]*$/);
      if (lastStop > WINDOW_CHARS / 2) end = start + lastStop + 1;
    }
    return text.slice(start, end);
  });
}

function extractPrompt(
  set: { type: FlashcardKind; language: LanguageRow | null },
  material: string,
  count: number,
): Promise<string> {
  const language = set.language;
  const foreign = set.type === 'Language' && language && language.code !== 'pl';
  return loadPrompt(PROMPTS, 'wordbase-extract', {
    task: foreign
      ? `Wybierz z materiału słowa w języku: ${language.namePlFull}, których warto się nauczyć, z polskim tłumaczeniem.`
      : 'Wybierz z materiału najważniejsze pojęcia (terminy), których warto się nauczyć, z krótką definicją po polsku.',
    count,
    wordRule: foreign
      ? 'forma słownikowa (bezokolicznik, mianownik; rzeczowniki niemieckie z rodzajnikiem).'
      : 'pojęcie w formie słownikowej (mianownik).',
    translation: foreign
      ? 'polskie tłumaczenie w znaczeniu, w jakim słowo występuje w materiale.'
      : 'krótka definicja po polsku (jedno zdanie) zgodna z materiałem.',
    material,
  });
}

/** One window's picks that pass the code checks (others are counted as left out); the eval calls it too. */
export async function pickFromWindow(
  deps: Pick<Deps, 'services'>,
  meta: AiCallMeta,
  set: { type: FlashcardKind; language: LanguageRow | null },
  window: string,
  count: number,
  signal?: AbortSignal,
) {
  const reply = await deps.services.ai.generateObject({
    meta,
    role: 'main',
    system: await extractPrompt(set, window, count),
    messages: [{ role: 'user', content: `Wybierz ${count} słów z tego materiału.` }],
    schema: picksSchema,
    schemaName: EXTRACT_SCHEMA_NAME,
    temperature: 0,
    ...(signal ? { signal } : {}),
    salvage: (raw) => {
      const found = completeListItems(raw, 'slowa', pickSchema);
      return found.length ? { slowa: found } : null;
    },
  });
  const kept: ExtractedWord[] = [];
  let dropped = 0;
  const setFacts = { type: set.type, languageCode: set.language?.code ?? null };
  for (const pick of reply.slowa) {
    const word = pick.slowo.trim().replace(/\s+/g, ' ');
    // Faithful: the example is the material's own sentence, and it holds the word.
    const faithful =
      acceptableWord(word, setFacts) &&
      quotedFrom(window, pick.przyklad) &&
      (mentions(pick.przyklad, word) ||
        (relatedForm(word, pick.forma) && mentions(pick.przyklad, word, pick.forma)));
    const checked = faithful
      ? checkPair({ word, translation: pick.tlumaczenie, example: pick.przyklad, form: pick.forma }, setFacts)
      : null;
    if (!checked?.translation) {
      dropped++;
      continue;
    }
    kept.push({ word, translation: checked.translation, usageExample: checked.usageExample });
  }
  return { kept, dropped };
}

/**
 * Picks `count` words from a source set. Throws a DomainError with a Polish reason when the
 * material has no text or nothing passed the checks; an AiError when the model failed.
 */
export async function extractWords(
  deps: Pick<Deps, 'db' | 'services' | 'sourceProviders'>,
  meta: AiCallMeta & { userId: string },
  set: { type: FlashcardKind; language: LanguageRow | null; sourcesId: string },
  count: number,
  signal?: AbortSignal,
): Promise<{ words: ExtractedWord[]; dropped: number }> {
  const { text } = await materialText(deps, meta.userId, set.sourcesId);
  const windows = windowsOf(text);
  if (windows.length === 0) throw new DomainError('VALIDATION_FAILED', NO_TEXT);
  // Each window is asked for a little more than its share: some picks fail the checks.
  const share = Math.min(60, Math.ceil((count * 1.3) / windows.length) + 1);
  const results = [];
  for (const window of windows) results.push(await pickFromWindow(deps, meta, set, window, share, signal));
  const all = results.flatMap((r) => r.kept);
  const { words } = mergeDuplicateWords(all);
  const dropped = results.reduce((sum, r) => sum + r.dropped, 0);
  if (words.length === 0) throw new DomainError('VALIDATION_FAILED', NO_WORDS);
  return { words: spreadPick(words, count), dropped };
}

/** `count` of the words, spread over the material (the windows' picks are in its order). */
function spreadPick(words: readonly ExtractedWord[], count: number): ExtractedWord[] {
  if (words.length <= count) return [...words];
  const picked = Array.from({ length: count }, (_, i) => words[Math.floor((i * words.length) / count)]);
  return picked.filter((w): w is ExtractedWord => !!w && !!wordKey(w.word));
}
