import { batchByOwner } from '../../core/request-batch.ts';
import type { DB } from '../../platform/db/database.ts';
import { type FileRow, findOwnDocDetails, findOwnFiles, type UserDocRecord } from './service.ts';

/**
 * Per-request batching of what a list's rows need one by one (house rule 17): every `file` or read
 * text asked for in one request is read with one query per kind, however many materials the list
 * has. Keyed by the request's context object, so nothing outlives the request.
 */

type Detail = Pick<UserDocRecord, 'id' | 'content' | 'contentJson' | 'youtubeMetadata'>;

interface Loaders {
  detail: (userId: string, id: string) => Promise<Detail | undefined>;
  file: (userId: string, id: string) => Promise<FileRow | undefined>;
}

const byRequest = new WeakMap<object, Loaders>();

/** The loaders of one request (`ctx` is the GraphQL context; any object scoped to it works). */
export function materialLoaders(ctx: object & { db: DB }): Loaders {
  let loaders = byRequest.get(ctx);
  if (!loaders) {
    loaders = {
      detail: batchByOwner((userId, ids) => findOwnDocDetails(ctx.db, userId, ids)),
      file: batchByOwner((userId, ids) => findOwnFiles(ctx.db, userId, ids)),
    };
    byRequest.set(ctx, loaders);
  }
  return loaders;
}
