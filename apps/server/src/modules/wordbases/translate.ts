import { fileURLToPath } from 'node:url';
import { FLASHCARD_KINDS, type FlashcardKind } from '@kreda/shared/enums';
import { mixedScriptWords, TRANSLATE_WORDS_MAX, WORD_MAX, wordKey } from '@kreda/shared/wordbases';
import { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput } from '../../core/domain-error.ts';
import { parseInput, text } from '../../core/input.ts';
import { ensureAllowed } from '../../core/rate-limited.ts';
import { loadPrompt } from '../../platform/ai/prompts.ts';
import { completeListItems } from '../../platform/ai/salvage.ts';
import type { AiCallMeta } from '../../platform/ai/types.ts';
import { findLanguage, type LanguageRow } from '../reference/index.ts';
import { runAiAction } from '../usage/index.ts';
import { checkPair, NO_DEFINITION, NO_TRANSLATION } from './word-checks.ts';

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));

export const UNKNOWN_LANGUAGE = (code: string) => `Nieznany język „${code}”. Wybierz język z listy.`;
export const LANGUAGE_REQUIRED = 'Wybierz język bazy.';
export const CONTEXT_MAX = 200;

const TRANSLATIONS_PER_MINUTE = 10;
const limiter = (deps: Pick<Deps, 'services'>) =>
  deps.services.rateLimiters.create('wordbase:translate', {
    points: TRANSLATIONS_PER_MINUTE,
    durationSeconds: 60,
  });

/** The set's kind and language, checked: a Language set names a language of the list. */
export async function checkedLanguage(
  deps: Pick<Deps, 'db'>,
  type: FlashcardKind,
  code: string | null | undefined,
): Promise<LanguageRow | null> {
  const trimmed = code?.trim();
  if (type === 'Other' && !trimmed) return null;
  if (!trimmed) throw badInput({ languageCode: LANGUAGE_REQUIRED }, LANGUAGE_REQUIRED);
  const language = await findLanguage(deps.db, trimmed);
  if (!language) throw badInput({ languageCode: UNKNOWN_LANGUAGE(trimmed) }, UNKNOWN_LANGUAGE(trimmed));
  return language;
}

const pairSchema = z.object({
  numer: z.number().int(),
  slowo: z.string(),
  tlumaczenie: z.string(),
  przyklad: z.string(),
  forma: z.string(),
});
const translationsSchema = z.object({ tlumaczenia: z.array(pairSchema).max(TRANSLATE_WORDS_MAX * 2) });
export const TRANSLATE_SCHEMA_NAME = 'tlumaczenia_slow';

export interface Translation {
  word: string;
  translation: string;
  usageExample: string | null;
  problem: string | null;
}

/** The system prompt for translating words of a set (pure: the eval sends the same). */
export function translatePrompt(
  set: { type: FlashcardKind; language: LanguageRow | null },
  context: string | null,
): Promise<string> {
  const language = set.language;
  const foreign = set.type === 'Language' && language && language.code !== 'pl';
  return loadPrompt(PROMPTS, 'wordbase-translate', {
    what: foreign ? `w języku: ${language.namePlFull}` : 'albo pojęć',
    task: foreign
      ? `Dla każdego słowa podaj polskie tłumaczenie i przykładowe zdanie (${language.namePlFull}).`
      : 'Dla każdego pojęcia podaj krótką definicję po polsku i przykładowe zdanie po polsku.',
    translation: foreign
      ? 'polskie tłumaczenie (jedno albo dwa najczęstsze znaczenia, rozdzielone „; ”).'
      : 'krótka definicja po polsku (jedno zdanie), zrozumiała dla ucznia.',
    exampleLanguage: foreign ? `w języku: ${language.namePlFull}` : 'po polsku',
    context: context ? `\nTemat albo przedmiot, którego dotyczą słowa: ${context}` : '',
  });
}

/**
 * Asks the model for translations (or definitions) and examples of `words`, and keeps what passes
 * the code checks; a word the model skipped or got wrong comes back with "" and a Polish problem.
 */
export async function translateWords(
  deps: Pick<Deps, 'services'>,
  meta: AiCallMeta,
  set: { type: FlashcardKind; language: LanguageRow | null },
  words: readonly string[],
  options: { context?: string | null; signal?: AbortSignal } = {},
): Promise<Translation[]> {
  const reply = await deps.services.ai.generateObject({
    meta,
    role: 'main',
    system: await translatePrompt(set, options.context ?? null),
    messages: [{ role: 'user', content: words.map((w, i) => `${i + 1}. ${w}`).join('\n') }],
    schema: translationsSchema,
    schemaName: TRANSLATE_SCHEMA_NAME,
    temperature: 0,
    ...(options.signal ? { signal: options.signal } : {}),
    salvage: (raw) => {
      const found = completeListItems(raw, 'tlumaczenia', pairSchema);
      return found.length ? { tlumaczenia: found } : null;
    },
  });
  const byNumber = new Map<number, z.infer<typeof pairSchema>>();
  for (const pair of reply.tlumaczenia) if (!byNumber.has(pair.numer)) byNumber.set(pair.numer, pair);
  const languageCode = set.language?.code ?? null;
  return words.map((word, i) => {
    const pair = byNumber.get(i + 1);
    if (!pair) {
      return {
        word,
        translation: '',
        usageExample: null,
        problem: set.type === 'Language' ? NO_TRANSLATION : NO_DEFINITION,
      };
    }
    const checked = checkPair(
      { word, translation: pair.tlumaczenie, example: pair.przyklad, form: pair.forma },
      { type: set.type, languageCode },
    );
    return {
      word,
      translation: checked.translation,
      usageExample: checked.usageExample,
      problem: checked.problems.length ? checked.problems.join(' ') : null,
    };
  });
}

const TRANSLATE = z.object({
  type: z.enum(FLASHCARD_KINDS, { message: 'Wybierz rodzaj bazy.' }),
  languageCode: z.string().nullish(),
  words: z
    .array(text({ max: WORD_MAX, required: 'Puste słowo – usuń je z listy.' }))
    .min(1, { message: 'Wpisz co najmniej jedno słowo do przetłumaczenia.' })
    .max(TRANSLATE_WORDS_MAX, {
      message: `AI tłumaczy najwyżej ${TRANSLATE_WORDS_MAX} słów naraz – podziel listę.`,
    }),
  context: text({ max: CONTEXT_MAX }).nullish(),
});

/**
 * `translate`: translations (or definitions) and examples for typed words, for the pupil to check
 * before saving; nothing is stored. One use of "Bazy słówek" per call.
 */
export async function translate(
  deps: Deps,
  actor: Actor,
  input: z.input<typeof TRANSLATE>,
): Promise<Translation[]> {
  const order = parseInput(TRANSLATE, input);
  const mixed = order.words.flatMap((w) => mixedScriptWords(w));
  if (mixed.length) {
    const message = `Słowo „${mixed[0]}” łączy litery z różnych alfabetów (np. łacińskie i cyrylicę) – popraw je.`;
    throw badInput({ words: message }, message);
  }
  const seen = new Set<string>();
  const unique = order.words.filter((w) => !seen.has(wordKey(w)) && seen.add(wordKey(w)));
  const language = await checkedLanguage(deps, order.type, order.languageCode);
  await ensureAllowed([limiter(deps).hit(actor.user.id)], 'Prosisz o tłumaczenia zbyt szybko.');
  return runAiAction(deps, { actor, action: 'WORDBASE' }, ({ meta }) =>
    translateWords(deps, meta, { type: order.type, language }, unique, { context: order.context ?? null }),
  );
}
