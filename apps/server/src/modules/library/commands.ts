import type { Level, Subject } from '@kreda/shared/enums';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { requireAdmin, requireViewer } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import { isUuid } from '../../core/ids.ts';
import type { GraphQLContext as Ctx } from '../../graphql/context.ts';
import { findZadanie, PUBLIC_TASKS_USER } from '../exercises/index.ts';
import { updateCatalogueTopic } from '../reference/index.ts';
import { indexBookChapters } from './indexing.ts';
import { forgetPublished } from './published.ts';
import { findBook } from './service.ts';
import { type LibraryBookRow, libraryBooks, libraryChapters } from './tables.ts';
import { parseBookChange, parseTopicChange } from './validation.ts';

export const BOOK_NOT_FOUND = 'Nie znaleziono podręcznika.';
const TOPIC_NOT_FOUND = 'Nie znaleziono tematu.';
const EVERYTHING = { everything: true };

/**
 * `updatepodrecznik`: an admin changes a textbook's data, publishes or hides it, and corrects its
 * table of contents (rename, renumber, a page, mark deleted) — all or nothing, in one transaction.
 */
export async function updateBook(ctx: Ctx, input: unknown): Promise<LibraryBookRow> {
  requireAdmin(await requireViewer(ctx));
  const change = parseBookChange(input);
  if (!(await findBook(ctx.db, change.id, EVERYTHING))) throw notFound(BOOK_NOT_FOUND);
  const { id, chapters = [], przedmiot, poziom, ...fields } = change;
  const updated = await ctx.db.transaction(async (tx) => {
    if (fields.isbn) {
      const [other] = await tx
        .select({ id: libraryBooks.id })
        .from(libraryBooks)
        .where(and(eq(libraryBooks.isbn, fields.isbn), ne(libraryBooks.id, id)));
      if (other) throw badInput({ isbn: 'Inny podręcznik ma już ten numer ISBN.' });
    }
    const ids = chapters.map((chapter) => chapter.id);
    if (ids.some((chapterId) => !isUuid(chapterId)) || new Set(ids).size !== ids.length)
      throw badInput({ chapters: 'Każdy rozdział zmieniaj raz i tylko w tym podręczniku.' });
    if (ids.length > 0) {
      const own = await tx
        .select({ id: libraryChapters.id })
        .from(libraryChapters)
        .where(and(eq(libraryChapters.bookId, id), inArray(libraryChapters.id, ids)));
      if (own.length !== ids.length)
        throw badInput({ chapters: 'Każdy rozdział zmieniaj raz i tylko w tym podręczniku.' });
    }
    for (const { id: chapterId, ...chapter } of chapters)
      if (Object.keys(chapter).length > 0)
        await tx
          .update(libraryChapters)
          .set({ ...chapter, updatedAt: new Date() })
          .where(eq(libraryChapters.id, chapterId));
    const [row] = await tx
      .update(libraryBooks)
      .set({
        ...fields,
        ...(przedmiot ? { przedmiot: przedmiot as Subject } : {}),
        ...(poziom ? { poziom: poziom as Level } : {}),
        updatedAt: new Date(),
      })
      .where(eq(libraryBooks.id, id))
      .returning();
    if (!row) throw notFound(BOOK_NOT_FOUND);
    return row;
  });
  forgetPublished(ctx.db);
  // A renamed or deleted chapter changes what the AI tools read from it.
  if (chapters.length > 0) await indexBookChapters(ctx.db, id);
  return updated;
}

/** `updatetemat`: an admin links a catalogue topic to a textbook and a task, sets its content and visibility. */
export async function updateTopic(ctx: Ctx, input: unknown) {
  requireAdmin(await requireViewer(ctx));
  const change = parseTopicChange(input);
  const fields: Record<string, string> = {};
  if (change.podrecznikId && !(await findBook(ctx.db, change.podrecznikId, EVERYTHING)))
    fields.podrecznikId = 'Nie ma takiego podręcznika w bibliotece.';
  if (change.zadanieId && !(await isLibraryTask(ctx, change.zadanieId)))
    fields.zadanieId = 'Nie ma takiego zadania w bibliotece.';
  if (Object.keys(fields).length) throw badInput(fields);
  const { id, ...rest } = change;
  const row = await updateCatalogueTopic(ctx.db, id, rest);
  if (!row) throw notFound(TOPIC_NOT_FOUND);
  return row;
}

async function isLibraryTask(deps: Pick<Deps, 'db'>, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return (await findZadanie(deps.db, id))?.userId === PUBLIC_TASKS_USER;
}
