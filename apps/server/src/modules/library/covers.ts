import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAdmin, requireViewer } from '../../core/actor.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import { isUuid } from '../../core/ids.ts';
import type { GraphQLContext as Ctx } from '../../graphql/context.ts';
import { cookieValue } from '../../graphql/request-info.ts';
import type { DB } from '../../platform/db/database.ts';
import { detectFileType } from '../../platform/extraction/detect.ts';
import { loadSharp } from '../../platform/sharp.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { ACCESS_COOKIE, loadViewer } from '../auth/index.ts';
import type { UploadedFile } from '../materials/index.ts';
import { BOOK_NOT_FOUND } from './commands.ts';
import { forgetPublished } from './published.ts';
import { findBook } from './service.ts';
import { type LibraryBookRow, libraryBooks } from './tables.ts';

/*
 * Textbook covers: an admin uploads a photo or scan (JPEG, PNG, WebP, checked by content and size);
 * it is re-encoded once — turned upright, metadata stripped, at most 480 × 680 px, WebP — and
 * stored under a name made of its hash, so its address never changes meaning and can be cached
 * for a year. Published books' covers are public; a hidden book's only for admins.
 */

const COVER_ROUTE = '/api/okladki';
const MAX_WIDTH = 480;
const MAX_HEIGHT = 680;
/** Decoding bombs: no cover needs more than 40 megapixels. */
const MAX_PIXELS = 40_000_000;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
const NOT_AN_IMAGE = 'Okładka musi być obrazem JPEG, PNG albo WebP.';
const UNREADABLE = 'Nie udało się odczytać obrazu okładki. Zapisz go ponownie jako JPEG albo PNG.';

/** Stored without the extension (storage keys are `[a-z0-9/-]`). */
const storageKey = (bookId: string, name: string) =>
  `library/covers/${bookId}/${name.replace(/\.webp$/, '')}`;

/** The stored key of a cover address this module gave out, or null. */
function keyOf(bookId: string, imageUrl: string | null): string | null {
  const prefix = `${COVER_ROUTE}/${bookId}/`;
  if (!imageUrl?.startsWith(prefix)) return null;
  const name = imageUrl.slice(prefix.length);
  return /^[0-9a-f]{16}\.webp$/.test(name) ? storageKey(bookId, name) : null;
}

/** The cover as a small upright WebP without metadata, or a Polish refusal. */
async function coverImage(ctx: Ctx, file: UploadedFile): Promise<Buffer> {
  if (file.size === 0) throw badInput({ file: 'Plik jest pusty.' });
  const limit = ctx.config.uploadMaxBytes;
  if (file.size > limit)
    throw badInput({
      file: `Obraz jest za duży. Można przesłać najwyżej ${Math.floor(limit / 1024 / 1024)} MB.`,
    });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await detectFileType(bytes);
  if (!detected || !ACCEPTED.has(detected.mime)) throw badInput({ file: NOT_AN_IMAGE });
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .autoOrient()
      .resize({ width: MAX_WIDTH, height: MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw badInput({ file: UNREADABLE });
  }
}

async function replaceCover(ctx: Ctx, book: LibraryBookRow, imageUrl: string | null) {
  const [row] = await ctx.db
    .update(libraryBooks)
    .set({ imageUrl, updatedAt: new Date() })
    .where(eq(libraryBooks.id, book.id))
    .returning();
  if (!row) throw notFound(BOOK_NOT_FOUND);
  forgetPublished(ctx.db);
  // The old file after the row: a failure leaves an unreachable file, never a broken cover.
  const old = keyOf(book.id, book.imageUrl);
  if (old && old !== keyOf(book.id, imageUrl)) await ctx.services.storage.delete(old).catch(() => {});
  return row;
}

/** `setPodrecznikCover`: the book's cover from an uploaded image. */
export async function setCover(ctx: Ctx, input: { podrecznikId: string; file: UploadedFile }) {
  requireAdmin(await requireViewer(ctx));
  const book = await findBook(ctx.db, input.podrecznikId, { everything: true });
  if (!book) throw notFound(BOOK_NOT_FOUND);
  const image = await coverImage(ctx, input.file);
  const name = `${createHash('sha256').update(image).digest('hex').slice(0, 16)}.webp`;
  await ctx.services.storage.put(storageKey(book.id, name), image, 'image/webp');
  return replaceCover(ctx, book, `${COVER_ROUTE}/${book.id}/${name}`);
}

/** `removePodrecznikCover`: the book goes back to no cover. */
export async function removeCover(ctx: Ctx, input: { podrecznikId: string }) {
  requireAdmin(await requireViewer(ctx));
  const book = await findBook(ctx.db, input.podrecznikId, { everything: true });
  if (!book) throw notFound(BOOK_NOT_FOUND);
  return replaceCover(ctx, book, null);
}

/** The stored cover of a book that is being deleted, to remove after its rows. */
export const coverKeyOf = (book: Pick<LibraryBookRow, 'id' | 'imageUrl'>) => keyOf(book.id, book.imageUrl);

/** GET /api/okladki/:bookId/:name — a cover: anyone's for a published book, an admin's for a hidden one. */
export function registerCoverRoute(
  app: FastifyInstance,
  deps: { db: DB; storage: FileStorage; sessionSecret: string },
): void {
  app.get<{ Params: { bookId: string; name: string } }>(
    `${COVER_ROUTE}/:bookId/:name`,
    async (request, reply) => {
      const { bookId, name } = request.params;
      const missing = () =>
        reply
          .status(404)
          .header('cache-control', 'no-store')
          .type('application/json')
          .send({ error: 'Nie ma takiej okładki.' });
      const url = `${COVER_ROUTE}/${bookId}/${name}`;
      const book = isUuid(bookId) ? await findBook(deps.db, bookId, { everything: true }) : undefined;
      const key = book ? keyOf(book.id, url) : null;
      if (!book || !key || book.imageUrl !== url) return missing();
      if (!book.visible) {
        const token = cookieValue(request.headers.cookie, ACCESS_COOKIE);
        const viewer = await loadViewer(deps.db, deps.sessionSecret, token);
        if (viewer?.user.role !== 'ADMIN') return missing();
      }
      const bytes = await deps.storage.get(key);
      if (!bytes) return missing();
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', book.visible ? 'public, max-age=31536000, immutable' : 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
