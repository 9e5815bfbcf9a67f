/*
 * Per-request batching of what a list's rows need one by one (house rule 17): each row's resolver
 * asks for one id, and the ids asked for while graphql-js resolves one level of the answer are read
 * with one query per owner. Create the loaders per request (e.g. in a WeakMap keyed by the GraphQL
 * context), so nothing outlives the request and no user's rows reach another's.
 */

/**
 * Collects the ids asked for while graphql-js resolves one level of the answer, then reads them
 * with one query per owner; each id is read once per request.
 */
export function batchByOwner<V extends { id: string }>(
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

/**
 * One-to-many rows read once per request for every parent asked for: `load` reads the owner's rows
 * of all the parents asked for while one level resolves, `parentOf` says whose each row is.
 */
export function batchGroupsByOwner<V>(
  load: (userId: string, ids: string[]) => Promise<V[]>,
  parentOf: (row: V) => string,
): (userId: string, id: string) => Promise<V[]> {
  const batch = batchByOwner(async (userId, ids) => {
    const rows = await load(userId, ids);
    return ids.map((id) => ({ id, rows: rows.filter((row) => parentOf(row) === id) }));
  });
  return async (userId, id) => (await batch(userId, id))?.rows ?? [];
}

/**
 * A module's loaders, made once per request (keyed by its GraphQL context) and forgotten with it.
 * A subscription keeps its context for every event: `forget` after each, so each event reads afresh.
 */
export function perRequest<C extends object, L>(
  create: (ctx: C) => L,
): ((ctx: C) => L) & { forget(ctx: C): void } {
  const made = new WeakMap<C, L>();
  const get = (ctx: C) => {
    let found = made.get(ctx);
    if (!found) {
      found = create(ctx);
      made.set(ctx, found);
    }
    return found;
  };
  return Object.assign(get, { forget: (ctx: C) => void made.delete(ctx) });
}
