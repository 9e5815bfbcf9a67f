import { pluralPl } from '@kreda/shared/form-messages';
import { and, asc, eq } from 'drizzle-orm';
import type { Shareable } from '../../core/deps.ts';
import { findLanguage } from '../reference/index.ts';
import { BASE_NOT_FOUND } from './commands.ts';
import { EXTRACTING_STATES } from './jobs.ts';
import { newCardColumns } from './scheduling.ts';
import { findOwnWordBase, type WordBaseRow } from './service.ts';
import { wordBases, words } from './tables.ts';

/** Its words are picked: neither still being extracted nor failed at it. */
const isReady = (base: WordBaseRow) => ![...EXTRACTING_STATES, 'INITIAL_FAILED'].includes(base.state);

const wordsOfBase = (db: Parameters<Shareable['preview']>[0]['db'], base: WordBaseRow) =>
  db
    .select({
      word: words.word,
      translation: words.translation,
      usageExample: words.usageExample,
      order: words.order,
      wordKey: words.wordKey,
    })
    .from(words)
    .where(and(eq(words.userId, base.userId), eq(words.wordBaseId, base.id)))
    .orderBy(asc(words.order));

/**
 * A word base shared by link (ADR 023): the preview is its name, description, kind and words with
 * their translations; a copy is a new base of the recipient with the same words as new cards (no
 * reviews, sessions or exercises), independent of the original. A base deleted by its owner (even
 * while its undo lasts) shows as an inactive link; the extraction's source set is not carried over.
 */
export const wordBaseShareable: Shareable = {
  kind: 'WORD_BASE',
  notFound: BASE_NOT_FOUND,
  notReady: 'Tę bazę można udostępnić, gdy AI skończy wybierać słowa.',
  async find(deps, userId, id) {
    const base = await findOwnWordBase(deps.db, userId, id);
    return base && { id: base.id, workspaceId: base.workspaceId, ready: isReady(base) };
  },
  async preview(deps, ownerId, id) {
    const base = await findOwnWordBase(deps.db, ownerId, id);
    if (!base || !isReady(base)) return null;
    const list = await wordsOfBase(deps.db, base);
    const language = base.languageCode ? await findLanguage(deps.db, base.languageCode) : undefined;
    const kind = base.type === 'Other' ? 'Pojęcia i definicje' : (language?.namePl ?? 'Język obcy');
    const count =
      base.type === 'Other'
        ? `${list.length} ${pluralPl(list.length, 'pojęcie', 'pojęcia', 'pojęć')}`
        : `${list.length} ${pluralPl(list.length, 'słowo', 'słowa', 'słów')}`;
    return {
      title: base.name,
      description: base.description,
      summary: `${kind.charAt(0).toUpperCase()}${kind.slice(1)} · ${count}`,
      entries: list.map((w) => ({ text: w.word, answer: w.translation, options: [] })),
    };
  },
  async copy(tx, source, target) {
    const base = await findOwnWordBase(tx, source.ownerId, source.id, { forUpdate: true });
    if (!base || !isReady(base)) return null;
    const list = await wordsOfBase(tx, base);
    const [copy] = await tx
      .insert(wordBases)
      .values({
        userId: target.userId,
        workspaceId: target.workspaceId,
        name: base.name,
        description: base.description,
        type: base.type,
        languageCode: base.languageCode,
        state: 'INITIAL_READY',
      })
      .returning({ id: wordBases.id });
    if (!copy) return null;
    const fresh = newCardColumns(new Date());
    if (list.length)
      await tx.insert(words).values(
        list.map((w) => ({
          userId: target.userId,
          wordBaseId: copy.id,
          word: w.word,
          wordKey: w.wordKey,
          translation: w.translation,
          usageExample: w.usageExample,
          order: w.order,
          ...fresh,
        })),
      );
    return copy.id;
  },
};
