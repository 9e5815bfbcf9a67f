import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import { badInput } from '../../core/domain-error.ts';
import { type PageRule, pageOf } from '../../core/page.ts';
import type { DB } from '../../platform/db/database.ts';
import { type WordRow, words } from './tables.ts';

/**
 * One page of a set's words (`WordBase.wordPage`), for a set's page: a 5,000-word set read whole
 * was ~1.6 MB of JSON. In the set's order, optionally only the words whose word or translation
 * contains the searched text (ILIKE: any case, Polish letters included).
 */

export const WORD_PAGE: PageRule = { size: 50, max: 100, items: 'Słów' };
/** The longest searched text (a word or a phrase, not a document). */
export const WORD_SEARCH_MAX = 100;

export interface WordPageArgs {
  page?: number | null;
  limit?: number | null;
  search?: string | null;
}

export interface WordPage {
  data: WordRow[];
  total: number;
  page: number;
  limit: number;
}

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The page of `base`'s words, or BAD_USER_INPUT (Polish, per field) for a bad page, size or search. */
export async function wordPageOf(
  db: DB,
  base: { id: string; userId: string },
  args: WordPageArgs,
): Promise<WordPage> {
  const search = args.search?.trim() ?? '';
  if (search.length > WORD_SEARCH_MAX)
    throw badInput({ search: `Szukany tekst: najwyżej ${WORD_SEARCH_MAX} znaków.` });
  const { page, limit } = pageOf(args, WORD_PAGE);
  const pattern = `%${likeLiteral(search)}%`;
  const where = and(
    eq(words.userId, base.userId),
    eq(words.wordBaseId, base.id),
    search ? or(ilike(words.word, pattern), ilike(words.translation, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(words)
      .where(where)
      .orderBy(asc(words.order), asc(words.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(words).where(where),
  ]);
  return { data: rows, total: total?.n ?? 0, page, limit };
}
