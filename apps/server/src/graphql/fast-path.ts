import { CookieStore, getCookieString } from '@whatwg-node/cookie-store';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DocumentNode, type ExecutionResult, type GraphQLError, getOperationAST } from 'graphql';
import { processRegularResult } from 'graphql-yoga';
import { translateRequestError } from './errors.ts';
import { type LeanPath, replayWith } from './lean-path.ts';
import type { GraphQLServer } from './yoga.ts';

/*
 * The common request — a POST with a JSON body asking for one query or mutation that parses and
 * validates — runs through the same envelop pipeline as Yoga (every plugin: the parse and
 * validation caches, Armor, the text guard, masked errors, the Polish translations) but without
 * Yoga's fetch-API adapter: no web Request and Response per call, no body stream, no plugin walk
 * over routing hooks that cannot apply to it. Anything else (GET, uploads, batches, unusual
 * parameters, parse or validation errors, subscriptions, an Accept header Yoga would answer
 * differently) is left to Yoga before anything has run, so those answers stay Yoga's own.
 * A result with errors is formatted by Yoga's own result processor, so status codes and the
 * error shape are the same on both paths. ADR 014.
 */

interface Params {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  extensions?: Record<string, unknown>;
}

type MediaType = 'application/json' | 'application/graphql-response+json';

const PARAM_NAMES = new Set(['query', 'variables', 'operationName', 'extensions']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body's parameters when Yoga would accept them as they are; null sends the request to Yoga. */
export function plainParams(body: unknown): Params | null {
  if (!isPlainObject(body)) return null;
  for (const key in body) if (!PARAM_NAMES.has(key)) return null;
  const { query, variables, operationName, extensions } = body;
  if (typeof query !== 'string' || query.length === 0) return null;
  if (variables != null && !isPlainObject(variables)) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (extensions != null && !isPlainObject(extensions)) return null;
  return {
    query,
    ...(variables != null && { variables }),
    ...(operationName != null && { operationName }),
    ...(extensions != null && { extensions }),
  };
}

/**
 * The media type Yoga's result processors pick for a single (non-streamed) result, or null when
 * the Accept header names neither JSON type (Yoga answers those, e.g. with 406).
 * Mirrors `getMediaTypesForRequestInOrder` and `useResultProcessors`: the last match wins.
 */
export function acceptedMediaType(accept: string | undefined): MediaType | null {
  // Clients send one of a few Accept headers; each is worked out once.
  const key = accept ?? '';
  const known = acceptCache.get(key);
  if (known !== undefined) return known;
  const chosen = chooseMediaType(accept);
  if (acceptCache.size >= ACCEPT_CACHE_MAX) acceptCache.clear();
  acceptCache.set(key, chosen);
  return chosen;
}

const acceptCache = new Map<string, MediaType | null>();
const ACCEPT_CACHE_MAX = 100;

function chooseMediaType(accept: string | undefined): MediaType | null {
  const asked = (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',').reverse();
  let chosen: MediaType | null = null;
  for (const entry of asked) {
    const [mediaType, ...params] = entry.split(';');
    if (mediaType === undefined) continue;
    const charset = params.find((p) => p.includes('charset=')) ?? 'charset=utf-8';
    if (charset !== 'charset=utf-8') continue;
    const [pre, suf] = mediaType.split('/');
    for (const candidate of ['application/graphql-response+json', 'application/json'] as const) {
      const [candidatePre, candidateSuf] = candidate.split('/');
      if ((pre === '*' || pre === candidatePre) && (suf === '*' || suf === candidateSuf)) chosen = candidate;
    }
  }
  return chosen;
}

function isJsonBody(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.toLowerCase().startsWith('application/json');
}

/** Cookies set by a resolver, written as Yoga's cookie plugin writes them; the store made on first use. */
class CookieJar {
  readonly strings: string[] = [];
  #store: CookieStore | undefined;
  constructor(private readonly header: string | undefined) {}

  get store(): CookieStore {
    if (!this.#store) {
      this.#store = new CookieStore(this.header ?? '');
      this.#store.onchange = ({ changed, deleted }) => {
        for (const cookie of changed) this.strings.push(getCookieString(cookie));
        for (const cookie of deleted) this.strings.push(getCookieString({ ...cookie, value: undefined }));
      };
    }
    return this.#store;
  }
}

/** What the fast path needs of the GraphQL server. */
export interface FastPath {
  yoga: GraphQLServer;
  maskError: (error: unknown) => GraphQLError;
  /** An operation's context over the transport's, sharing the dependencies (`graphqlContext(…).over`). */
  context: (transport: TransportContext) => object;
  /** Remembered, compiled operations; null while tracing is on (its spans are the envelop's). */
  lean: LeanPath | null;
}

/** What Yoga's envelop receives as the initial context on this path (and the lean path's context). */
class TransportContext {
  constructor(
    readonly req: FastifyRequest,
    readonly reply: FastifyReply,
    readonly params: Params,
    private readonly jar: CookieJar,
  ) {}

  get cookieStore(): CookieStore {
    return this.jar.store;
  }
}

type Enveloped = ReturnType<GraphQLServer['getEnveloped']>;

interface Prepared {
  run(): Promise<ExecutionResult>;
  /**
   * Writes a result without errors (the lean path's compiled serializer). Kept beside the result,
   * not on it: a function among the result's properties sends JSON.stringify down its slow path.
   */
  stringify?: (result: ExecutionResult) => string;
}

/**
 * Parses and validates with the request's envelop; null when Yoga must answer instead (nothing has
 * run yet: parsing and validation have no effects). A document that passes is remembered by the
 * lean path.
 */
function prepare(fast: FastPath, params: Params, initial: TransportContext): Prepared | null {
  // The envelop's types describe Yoga's own initial context (a web Request); this path has none,
  // and the context builder reads the Node request instead (see request-info.ts).
  const enveloped = fast.yoga.getEnveloped(
    initial as unknown as Parameters<GraphQLServer['getEnveloped']>[0],
  );
  let document: DocumentNode;
  try {
    document = enveloped.parse(params.query);
    if (enveloped.validate(enveloped.schema, document).length > 0) return null;
  } catch {
    return null;
  }
  const operation = getOperationAST(document, params.operationName);
  if (!operation || operation.operation === 'subscription') return null;
  fast.lean?.remember(params, enveloped.schema, document);
  return {
    run: async () => {
      const contextValue = await enveloped.contextFactory();
      return (await enveloped.execute({
        schema: enveloped.schema,
        document,
        contextValue,
        variableValues: params.variables,
        operationName: params.operationName,
      })) as ExecutionResult;
    },
  };
}

/**
 * A remembered operation, run without the envelop; a result with errors goes through the
 * envelop's execution after all (`replayWith`), so it is reported, masked and shaped as always.
 */
function prepareLean(fast: FastPath, params: Params, initial: TransportContext): Prepared | null {
  const lean = fast.lean?.lookup(params);
  if (!lean) return null;
  return {
    run: async () => {
      const contextValue = fast.context(initial);
      const result = await lean.execute(contextValue);
      if (!result.errors?.length) return result;
      replayWith(contextValue, result);
      const enveloped: Enveloped = fast.yoga.getEnveloped(
        initial as unknown as Parameters<GraphQLServer['getEnveloped']>[0],
      );
      return (await enveloped.execute({
        schema: enveloped.schema,
        document: lean.document,
        contextValue,
        variableValues: params.variables,
        operationName: params.operationName,
      })) as ExecutionResult;
    },
    stringify: lean.stringify,
  };
}

/**
 * Answers the request on the fast path and returns true, or returns false without having run
 * anything so the caller hands the request to Yoga.
 */
export async function answerFast(
  fast: FastPath,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (request.method !== 'POST' || !isJsonBody(request)) return false;
  const params = plainParams(request.body);
  if (!params) return false;
  const mediaType = acceptedMediaType(request.headers.accept);
  if (!mediaType) return false;
  const jar = new CookieJar(request.headers.cookie);
  const initial = new TransportContext(request, reply, params, jar);
  const prepared = prepareLean(fast, params, initial) ?? prepare(fast, params, initial);
  if (!prepared) return false;

  let result: ExecutionResult;
  try {
    result = await prepared.run();
  } catch (error) {
    // Execution reports resolver failures inside the result; a throw here is the context or the
    // engine itself. The same masking as every other error: logged, a generic Polish message.
    result = { errors: [fast.maskError(error)] };
  }
  if (jar.strings.length > 0) reply.header('set-cookie', jar.strings);

  if (!result.errors?.length && !(result.extensions as { http?: unknown } | undefined)?.http) {
    const stringify = prepared.stringify ?? JSON.stringify;
    reply.status(200).header('content-type', `${mediaType}; charset=utf-8`).send(stringify(result));
    return true;
  }
  // Errors: the same translation as the Yoga plugin, then Yoga's own status and shape.
  const translated = {
    ...result,
    errors: (result.errors ?? []).map((e) => translateRequestError(e as GraphQLError)),
  };
  const response = await processRegularResult(translated, fast.yoga.fetchAPI, mediaType);
  response.headers.forEach((value, key) => {
    reply.header(key, value);
  });
  reply.status(response.status).send(await response.text());
  return true;
}
