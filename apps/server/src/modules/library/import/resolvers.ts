import { requireAdmin, requireViewer } from '../../../core/actor.ts';
import { notFound } from '../../../core/domain-error.ts';
import type { Resolvers } from '../../../graphql/generated/resolvers-types.ts';
import type { UploadedFile } from '../../materials/index.ts';
import { BOOK_NOT_FOUND } from '../commands.ts';
import { findBook } from '../service.ts';
import type { LibraryImportRow } from '../tables.ts';
import { createBook, retryImport, setToc, startImport } from './commands.ts';
import { findImport, type ImportState, importsOf } from './store.ts';

const importResolvers: Resolvers = {
  Query: {
    podrecznikImport: async (_, { id }, ctx) => {
      requireAdmin(await requireViewer(ctx));
      const row = await findImport(ctx.db, id);
      if (!row) throw notFound('Nie znaleziono importu.');
      return row;
    },
    podrecznikImports: async (_, { podrecznikId }, ctx) => {
      requireAdmin(await requireViewer(ctx));
      if (!(await findBook(ctx.db, podrecznikId, { everything: true }))) throw notFound(BOOK_NOT_FOUND);
      return importsOf(ctx.db, podrecznikId);
    },
  },
  Mutation: {
    createPodrecznik: (_, { createPodrecznikInput: input }, ctx) => createBook(ctx, { ...input }),
    importPodrecznikPdf: (_, { importPodrecznikPdfInput: input }, ctx) =>
      startImport(ctx, { podrecznikId: input.podrecznikId, file: input.file as unknown as UploadedFile }),
    setPodrecznikToc: (_, { setPodrecznikTocInput: input }, ctx) => setToc(ctx, input),
    retryPodrecznikImport: (_, { id }, ctx) => retryImport(ctx, id),
  },
  Subscription: {
    podrecznikImportChanged: {
      subscribe: async function* (_, { podrecznikId }, ctx) {
        requireAdmin(await requireViewer(ctx));
        for await (const event of ctx.pubsub.subscribe('libraryImport', podrecznikId)) {
          const row = await findImport(ctx.db, event.id);
          if (row) yield row;
        }
      },
      resolve: (row: LibraryImportRow) => row,
    },
  },
  PodrecznikImport: {
    podrecznikId: (row) => row.bookId,
    state: (row) => row.state as ImportState,
    tocSource: (row) => row.tocSource as 'OUTLINE' | 'AI' | 'MANUAL' | null,
  },
};

/** The library's resolvers with the import's (library-admin.graphql) added. */
export function withImportResolvers(base: Resolvers): Resolvers {
  return {
    ...base,
    ...importResolvers,
    Query: { ...base.Query, ...importResolvers.Query },
    Mutation: { ...base.Mutation, ...importResolvers.Mutation },
    Subscription: { ...base.Subscription, ...importResolvers.Subscription },
  };
}
