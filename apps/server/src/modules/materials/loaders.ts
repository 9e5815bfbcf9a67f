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

/**
 * Collects the ids asked for while graphql-js resolves one level of the answer, then reads them
 * with one query per owner; each id is read once per request.
 */
function batchByOwner<V extends { id: string }>(
  load: (userId: string, ids: string[]) => Promise<V[]>,
): (userId: string, id: string) => Promise<V | undefined> {
  const cache = new Map<string, Promise<V | undefined>>();
  let queued: Map<string, Map<string, (value: Promise<V | undefined>) => void>> | undefined;

  function flush(batch: NonNullable<typeof queued>) {
    for (const [userId, waiting] of batch) {
      const rows = load(userId, [...waiting.keys()]).then((found) => new Map(found.map((r) => [r.id, r])));
      for (const [id, settle] of waiting) settle(rows.then((map) => map.get(id)));
    }
  }

  return (userId, id) => {
    const key = `${userId}\0${id}`;
    const cached = cache.get(key);
    if (cached) return cached;
    if (!queued) {
      const batch = new Map<string, Map<string, (value: Promise<V | undefined>) => void>>();
      queued = batch;
      // After the resolvers of the current level have all been called (they run synchronously).
      setImmediate(() => {
        queued = undefined;
        flush(batch);
      });
    }
    const batch = queued;
    const promise = new Promise<V | undefined>((resolve) => {
      const waiting = batch.get(userId) ?? new Map();
      batch.set(userId, waiting);
      waiting.set(id, resolve);
    });
    cache.set(key, promise);
    return promise;
  };
}
