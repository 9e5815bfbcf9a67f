import { FLASHCARD_KINDS } from '@kreda/shared/enums';
import {
  EXTRACT_COUNT,
  mergeDuplicateWords,
  mixedScriptWords,
  TRANSLATION_MAX,
  USAGE_EXAMPLE_MAX,
  WORD_MAX,
  WORDBASE_DESCRIPTION_MAX,
  WORDBASE_NAME_MAX,
  WORDBASE_WORDS_MAX,
  WORDS_PER_SAVE_MAX,
  wordKey,
} from '@kreda/shared/wordbases';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Actor, requireVerified } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, DomainError, notFound } from '../../core/domain-error.ts';
import { checkInput, parseInput, text } from '../../core/input.ts';
import { ensureAllowed } from '../../core/rate-limited.ts';
import type { DB } from '../../platform/db/database.ts';
import { findOwnSourceSet } from '../sources/index.ts';
import { runAiAction } from '../usage/index.ts';
import { requireOwnWorkspace } from '../workspaces/index.ts';
import { materialsWithText, NO_TEXT } from './extraction.ts';
import { enqueueExtraction, wordBaseUsage } from './jobs.ts';
import { newCardColumns } from './scheduling.ts';
import { findOwnWordBase, type WordBaseRow } from './service.ts';
import { wordBases, wordReviews, words } from './tables.ts';
import { checkedLanguage } from './translate.ts';

export const BASE_NOT_FOUND = 'Nie znaleziono bazy słówek.';
export const WORD_NOT_FOUND = 'Nie znaleziono słowa.';
const STILL_EXTRACTING = 'AI jeszcze wybiera słowa do tej bazy – poczekaj chwilę.';

/** A base as a command returns it: `notice` may say what this very call merged. */
export type WordBaseResult = WordBaseRow & { callNotice?: string | null };

export function publishBase(deps: Pick<Deps, 'pubsub'>, base: Pick<WordBaseRow, 'id' | 'workspaceId'>) {
  deps.pubsub.publish('wordBase', base.workspaceId, { id: base.id });
}

const WORD = z.object({
  id: z.string().nullish(),
  word: text({
    max: WORD_MAX,
    required: 'Wpisz słowo.',
    messages: { tooLong: `Słowo może mieć najwyżej ${WORD_MAX} znaków.` },
  }),
  translation: text({
    max: TRANSLATION_MAX,
    required: 'Wpisz tłumaczenie albo definicję.',
    messages: { tooLong: `Tłumaczenie może mieć najwyżej ${TRANSLATION_MAX} znaków.` },
  }),
  usageExample: text({ max: USAGE_EXAMPLE_MAX }).nullish(),
});

const UPSERT = z.object({
  id: z.string().nullish(),
  workspaceId: z.string().nullish(),
  name: text({ max: WORDBASE_NAME_MAX, required: 'Podaj nazwę bazy.' }).nullish(),
  description: text({ max: WORDBASE_DESCRIPTION_MAX, multiline: true }).nullish(),
  type: z.enum(FLASHCARD_KINDS, { message: 'Wybierz rodzaj bazy.' }).nullish(),
  languageCode: z.string().nullish(),
  words: z
    .array(WORD)
    .max(WORDS_PER_SAVE_MAX, {
      message: `Najwyżej ${WORDS_PER_SAVE_MAX} słów w jednym zapisie – podziel listę.`,
    })
    .nullish(),
  removeWordIds: z.array(z.string()).max(WORDS_PER_SAVE_MAX).nullish(),
});
type UpsertInput = z.input<typeof UPSERT>;

/** Problems of single words said with the word's position ("Słowo 3: Wpisz tłumaczenie."). */
function parseUpsert(input: UpsertInput) {
  if ((input.words?.length ?? 0) > WORDS_PER_SAVE_MAX) {
    const message = `Najwyżej ${WORDS_PER_SAVE_MAX} słów w jednym zapisie – podziel listę.`;
    throw badInput({ words: message }, message);
  }
  const result = checkInput(UPSERT, input);
  if (result.ok) return result.data;
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(result.fields)) {
    const at = /^words\.(\d+)\./.exec(key);
    fields[at ? 'words' : key] ??= at ? `Słowo ${Number(at[1]) + 1}: ${message}` : message;
  }
  throw badInput(fields, fields.words ?? 'Nieprawidłowe dane.');
}

function mergedNotice(merged: readonly { word: string; count: number }[]): string | null {
  if (merged.length === 0) return null;
  const named = merged.slice(0, 5).map((m) => `„${m.word}” (${m.count}×)`);
  const more = merged.length > 5 ? ` i ${merged.length - 5} innych` : '';
  return `Połączono powtórzone słowa: ${named.join(', ')}${more}.`;
}

const joinTranslations = (a: string, b: string) => {
  const parts = [...a.split(/\s*;\s*/), ...b.split(/\s*;\s*/)].filter(Boolean);
  return [...new Map(parts.map((p) => [p.toLowerCase(), p])).values()].join('; ').slice(0, TRANSLATION_MAX);
};

/** Words of a base, as the upsert needs them (the base row is locked by the caller). */
const existingWords = (tx: DB, baseId: string) =>
  tx
    .select({
      id: words.id,
      wordKey: words.wordKey,
      translation: words.translation,
      usageExample: words.usageExample,
      order: words.order,
    })
    .from(words)
    .where(eq(words.wordBaseId, baseId));

/**
 * `upsertwords`: a new set (without `id`) or changes to one — words added, edited and removed in
 * one transaction. Duplicates (in the call, or of words already in the set) are merged and said in
 * the returned `notice`; any bad word refuses the whole call with a Polish message.
 */
export async function upsertWords(deps: Deps, actor: Actor, input: UpsertInput): Promise<WordBaseResult> {
  const { user } = actor;
  const order = parseUpsert(input);
  const given = order.words ?? [];
  const mixed = given.flatMap((w) => mixedScriptWords(w.word));
  if (mixed.length) {
    const message = `Słowo „${mixed[0]}” łączy litery z różnych alfabetów (np. łacińskie i cyrylicę) – popraw je.`;
    throw badInput({ words: message }, message);
  }
  const edits = given.filter((w) => w.id);
  const { words: additions, merged } = mergeDuplicateWords(
    given.filter((w) => !w.id).map((w) => ({ ...w, usageExample: w.usageExample || null })),
  );
  const removals = [...new Set(order.removeWordIds ?? [])];

  let base: WordBaseRow;
  if (!order.id) {
    if (!order.workspaceId) throw badInput({ workspaceId: 'Wybierz przestrzeń.' });
    if (!order.name) throw badInput({ name: 'Podaj nazwę bazy.' }, 'Podaj nazwę bazy.');
    if (!order.type) throw badInput({ type: 'Wybierz rodzaj bazy.' }, 'Wybierz rodzaj bazy.');
    if (additions.length === 0)
      throw badInput({ words: 'Dodaj co najmniej jedno słowo.' }, 'Dodaj co najmniej jedno słowo.');
    await requireOwnWorkspace(deps.db, user.id, order.workspaceId);
    const language = await checkedLanguage(deps, order.type, order.languageCode);
    const values = {
      userId: user.id,
      workspaceId: order.workspaceId,
      name: order.name,
      description: order.description || null,
      type: order.type,
      languageCode: language?.code ?? null,
    };
    base = await deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(wordBases).values(values).returning();
      await saveWords(tx, row as WordBaseRow, { edits: [], additions, removals: [], merged });
      return row as WordBaseRow;
    });
  } else {
    if (order.type || order.languageCode) {
      // The kind and language are the set's identity (exercises, speech): fixed once made.
      const current = await findOwnWordBase(deps.db, user.id, order.id);
      if (!current) throw notFound(BASE_NOT_FOUND);
      if (
        (order.type && order.type !== current.type) ||
        (order.languageCode && order.languageCode !== current.languageCode)
      )
        throw badInput({ type: 'Rodzaju i języka bazy nie da się zmienić – utwórz nową bazę.' });
    }
    if (given.length === 0 && removals.length === 0 && !order.name && order.description === undefined)
      throw badInput({ words: 'Nie ma nic do zapisania.' }, 'Nie ma nic do zapisania.');
    base = await deps.db.transaction(async (tx) => {
      const locked = await findOwnWordBase(tx, user.id, order.id as string, { forUpdate: true });
      if (!locked) throw notFound(BASE_NOT_FOUND);
      if (locked.state === 'CREATED' || locked.state === 'INITIAL_PENDING')
        throw badInput({ id: STILL_EXTRACTING }, STILL_EXTRACTING);
      await saveWords(tx, locked, { edits, additions, removals, merged });
      const [row] = await tx
        .update(wordBases)
        .set({
          ...(order.name ? { name: order.name } : {}),
          ...(order.description !== undefined ? { description: order.description || null } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(wordBases.id, locked.id))
        .returning();
      return row as WordBaseRow;
    });
  }
  publishBase(deps, base);
  return { ...base, callNotice: mergedNotice(merged) };
}

type WordEdit = z.output<typeof WORD>;
interface WordChanges {
  edits: WordEdit[];
  additions: { word: string; translation: string; usageExample: string | null }[];
  removals: string[];
  /** Filled with the additions merged into words already in the set. */
  merged: { word: string; count: number; lines: number[] }[];
}

/** Applies a save's changes to a locked base; throws (rolling everything back) on a bad id or size. */
async function saveWords(tx: DB, base: WordBaseRow, changes: WordChanges) {
  const existing = await existingWords(tx, base.id);
  const byId = new Map(existing.map((w) => [w.id, w]));
  for (const id of [...changes.removals, ...changes.edits.map((e) => e.id as string)])
    if (!byId.has(id)) throw notFound(WORD_NOT_FOUND);
  const removed = new Set(changes.removals);
  const byKey = new Map(existing.filter((w) => !removed.has(w.id)).map((w) => [w.wordKey, w]));
  if (changes.removals.length) {
    await tx
      .delete(wordReviews)
      .where(and(eq(wordReviews.wordBaseId, base.id), inArray(wordReviews.wordId, changes.removals)));
    await tx.delete(words).where(and(eq(words.wordBaseId, base.id), inArray(words.id, changes.removals)));
  }
  for (const edit of changes.edits) {
    if (removed.has(edit.id as string)) continue;
    const key = wordKey(edit.word);
    const clash = byKey.get(key);
    if (clash && clash.id !== edit.id) {
      const message = `Słowo „${edit.word}” już jest w tej bazie.`;
      throw badInput({ words: message }, message);
    }
    const before = byId.get(edit.id as string);
    if (before) byKey.delete(before.wordKey);
    byKey.set(key, { ...(before as (typeof existing)[number]), wordKey: key });
    await tx
      .update(words)
      .set({
        word: edit.word,
        wordKey: key,
        translation: edit.translation,
        usageExample: edit.usageExample || null,
        updatedAt: sql`now()`,
      })
      .where(eq(words.id, edit.id as string));
  }
  const fresh: typeof changes.additions = [];
  for (const addition of changes.additions) {
    const same = byKey.get(wordKey(addition.word));
    if (!same) {
      fresh.push(addition);
      continue;
    }
    const merged = changes.merged.find((m) => wordKey(m.word) === wordKey(addition.word));
    if (merged) merged.count++;
    else changes.merged.push({ word: addition.word, count: 2, lines: [] });
    await tx
      .update(words)
      .set({
        translation: joinTranslations(same.translation, addition.translation),
        usageExample: same.usageExample ?? addition.usageExample,
        updatedAt: sql`now()`,
      })
      .where(eq(words.id, same.id));
  }
  const total = byKey.size + fresh.length;
  if (total > WORDBASE_WORDS_MAX) {
    const message = `Baza może mieć najwyżej ${WORDBASE_WORDS_MAX} słów (po zapisie byłoby ${total}).`;
    throw badInput({ words: message }, message);
  }
  if (fresh.length === 0) return;
  const after = existing.reduce((max, w) => Math.max(max, w.order), 0);
  const card = newCardColumns(new Date());
  for (let i = 0; i < fresh.length; i += 500) {
    await tx.insert(words).values(
      fresh.slice(i, i + 500).map((w, j) => ({
        userId: base.userId,
        wordBaseId: base.id,
        word: w.word,
        wordKey: wordKey(w.word),
        translation: w.translation,
        usageExample: w.usageExample,
        order: after + i + j + 1,
        ...card,
      })),
    );
  }
}

/** `deleteWordBase`: hides the set (its words and history stay for "Cofnij"); `undo` brings it back. */
export async function deleteWordBase(deps: Deps, actor: Actor, input: { id: string; undo?: boolean | null }) {
  const base = await findOwnWordBase(deps.db, actor.user.id, input.id, { includeDeleted: true });
  if (!base) throw notFound(BASE_NOT_FOUND);
  const [row] = await deps.db
    .update(wordBases)
    .set({
      isDeleted: !input.undo,
      deletedAt: input.undo ? null : sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(wordBases.id, base.id), eq(wordBases.userId, actor.user.id)))
    .returning();
  publishBase(deps, base);
  return row as WordBaseRow;
}

const EXTRACT = z.object({
  workspaceId: z.string().min(1, { message: 'Wybierz przestrzeń.' }),
  sourcesId: z.string().min(1, { message: 'Wybierz materiały.' }),
  type: z.enum(FLASHCARD_KINDS, { message: 'Wybierz rodzaj bazy.' }),
  languageCode: z.string().nullish(),
  name: text({ max: WORDBASE_NAME_MAX }).nullish(),
  count: z
    .number()
    .int()
    .min(EXTRACT_COUNT.min, { message: `Liczba słów: od ${EXTRACT_COUNT.min} do ${EXTRACT_COUNT.max}.` })
    .max(EXTRACT_COUNT.max, { message: `Liczba słów: od ${EXTRACT_COUNT.min} do ${EXTRACT_COUNT.max}.` })
    .nullish(),
});

const EXTRACTIONS_PER_MINUTE = 4;
const extractLimiter = (deps: Pick<Deps, 'services'>) =>
  deps.services.rateLimiters.create('wordbase:extract', {
    points: EXTRACTIONS_PER_MINUTE,
    durationSeconds: 60,
  });

/**
 * `extractwordbase`: a new set of words the AI picks from a source set, written by a durable job
 * (`newWordBase` tells its progress). One use of "Bazy słówek", given back if it fails.
 */
export async function orderExtraction(deps: Deps, actor: Actor, input: z.input<typeof EXTRACT>) {
  const { user } = requireVerified(actor);
  const order = parseInput(EXTRACT, input);
  await requireOwnWorkspace(deps.db, user.id, order.workspaceId);
  const set = await findOwnSourceSet(deps.db, user.id, order.sourcesId);
  if (!set || set.workspaceId !== order.workspaceId) throw notFound('Nie znaleziono wybranych materiałów.');
  const language = await checkedLanguage(deps, order.type, order.languageCode);
  const material = await materialsWithText(deps, user.id, set);
  if (!material.hasText) throw new DomainError('VALIDATION_FAILED', NO_TEXT);
  await ensureAllowed([extractLimiter(deps).hit(user.id)], 'Zamawiasz bazy słówek zbyt szybko.');
  const name =
    order.name ||
    `Słówka: ${material.names[0] ?? 'materiały'}${material.names.length > 1 ? ` i ${material.names.length - 1} inne` : ''}`.slice(
      0,
      WORDBASE_NAME_MAX,
    );
  const base = await runAiAction(deps, { actor, action: 'WORDBASE' }, ({ reservation }) =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(wordBases)
        .values({
          userId: user.id,
          workspaceId: order.workspaceId,
          name,
          type: order.type,
          languageCode: language?.code ?? null,
          sourcesId: set.id,
          state: 'CREATED',
          requestedCount: order.count ?? EXTRACT_COUNT.default,
        })
        .returning();
      await reservation.attach(tx, wordBaseUsage((row as WordBaseRow).id));
      await enqueueExtraction(deps, tx, (row as WordBaseRow).id);
      return row as WordBaseRow;
    }),
  );
  publishBase(deps, base);
  return base;
}
