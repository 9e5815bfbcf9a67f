import type { IncomingMessage } from 'node:http';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useCookies } from '@whatwg-node/server-plugin-cookies';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type DocumentNode,
  type FieldNode,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  getVariableValues,
  Kind,
  type ValidationContext,
} from 'graphql';
import { createYoga, type Plugin, type YogaSchemaDefinition } from 'graphql-yoga';
import { ACCESS_COOKIE, loadViewer, type Viewer } from '../modules/auth/index.ts';
import type { BaseContext, GraphQLContext } from './context.ts';
import { reportGraphQLErrors } from './error-reporting.ts';
import { clientError, isGraphQLError, maskGraphQLError, translateRequestError } from './errors.ts';
import { refuseBlankIds } from './id-guard.ts';
import { type Compile, replayLeanResult } from './lean-path.ts';
import { requestInfo } from './request-info.ts';
import { buildSchema } from './schema.ts';
import { refuseUnstorableText } from './text-guard.ts';
import { graphqlTracing } from './tracing.ts';

export const GRAPHQL_PATH = '/api/graphql';
/** Header every client request carries; a cross-site form or image request cannot set it. */
export const CSRF_HEADER = 'x-kreda-csrf';

/** What the transport adds: Fastify's request and reply over HTTP, the upgrade request over WebSocket. */
export interface ServerContext {
  req?: FastifyRequest | IncomingMessage;
  reply?: FastifyReply;
}

/**
 * A document that does not parse is the request's fault: 400 with `application/graphql-response+json`
 * (`spec`: Yoga keeps 200 for `application/json`, as the GraphQL-over-HTTP spec asks). Yoga marks it
 * so only when its envelop runs with a web Request; the fast path parses first without one, and the
 * parse cache then hands Yoga that unmarked error for the same text — so the mark is set here, on
 * whichever path parses first.
 */
function asParseFailure(error: GraphQLError): GraphQLError {
  const translated = translateRequestError(error);
  const http = translated.extensions.http as { status?: number; spec?: boolean } | undefined;
  if (http?.status) return translated;
  return new GraphQLError(translated.message, {
    nodes: translated.nodes,
    source: translated.source,
    positions: translated.positions,
    extensions: {
      ...translated.extensions,
      code: translated.extensions.code ?? 'GRAPHQL_PARSE_FAILED',
      http: { ...http, status: 400, spec: http?.spec ?? true },
    },
  });
}

/** Translates request errors (parse, validation, limits) to Polish for HTTP and WebSocket alike. */
const polishRequestErrors: Plugin = {
  onParse() {
    return ({ result, replaceParseResult }) => {
      if (isGraphQLError(result)) replaceParseResult(asParseFailure(result));
    };
  },
  onValidate() {
    return ({ result, setResult }) => {
      if (result.length > 0) {
        setResult(result.map((e) => (isGraphQLError(e) ? translateRequestError(e) : e)));
      }
    };
  },
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
    setResult({ ...result, errors: result.errors.map((e) => translateRequestError(e as GraphQLError)) });
  },
};

/** The masker of Yoga and the fast path: `maskGraphQLError`, logging what nobody meant to happen. */
export function graphqlErrorMasker(logger: BaseContext['logger']): (error: unknown) => GraphQLError {
  return (error) => {
    const { masked, unexpected, cause } = maskGraphQLError(error);
    if (unexpected) logger.error({ err: cause }, 'unexpected error in a GraphQL operation');
    return masked;
  };
}

/**
 * What every operation's context adds to the transport's: the request, the lazily read viewer.
 * `whole` for Yoga's envelop, which copies the context's own properties into its own object;
 * `over` for the lean path, with the shared dependencies as the prototype so nothing is copied per
 * request (resolvers only read the context's properties).
 */
export function graphqlContext(base: BaseContext, secureCookies: boolean) {
  const own = (initial: Parameters<typeof requestInfo>[0]) => {
    const request = requestInfo(initial, secureCookies);
    let viewer: Promise<Viewer | null> | undefined;
    return {
      request,
      viewer: () => {
        viewer ??= loadViewer(base.db, base.services.sessionSecret, request.cookie(ACCESS_COOKIE));
        return viewer;
      },
    };
  };
  return {
    whole: (initial: Parameters<typeof requestInfo>[0]): GraphQLContext => ({ ...base, ...own(initial) }),
    over: <T extends object>(transport: T): T & GraphQLContext =>
      Object.assign(Object.create(base) as BaseContext, transport, own(transport)),
  };
}

/** `schema`: built beforehand (start-up builds it while the database opens), else here. */
export function createGraphQLServer(base: BaseContext, schema: GraphQLSchema = buildSchema()) {
  const { config, logger } = base;
  const exposeLimits = !config.isProduction;
  const secureCookies = config.publicUrl.protocol === 'https:';
  // First, so its span is named before another plugin can end execution early.
  const tracing = graphqlTracing();
  return createYoga<ServerContext, GraphQLContext>({
    schema: schema as YogaSchemaDefinition<ServerContext, GraphQLContext>,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: config.isProduction
      ? false
      : { title: 'Kreda GraphQL', credentials: 'include', headers: JSON.stringify({ [CSRF_HEADER]: '1' }) },
    landingPage: false,
    // The web app is served from the same origin: no cross-origin caller may read or send with cookies.
    cors: false,
    logging: {
      debug: (...args) => logger.debug({ yoga: args }, 'yoga'),
      info: (...args) => logger.info({ yoga: args }, 'yoga'),
      warn: (...args) => logger.warn({ yoga: args }, 'yoga'),
      // Unexpected errors are logged by maskError; what Yoga reports here is about bad requests.
      error: (...args) => logger.warn({ yoga: args }, 'yoga'),
    },
    context: graphqlContext(base, secureCookies).whole,
    maskedErrors: { maskError: graphqlErrorMasker(logger) },
    plugins: [
      // First, so it sees every operation's errors as thrown, before Yoga masks them.
      reportGraphQLErrors(base.services.errors),
      ...(tracing ? [tracing] : []),
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      useCookies(),
      ...(config.graphqlIntrospection ? [] : [disableIntrospection]),
      EnvelopArmorPlugin({
        maxDepth: { n: 8, exposeLimits },
        maxAliases: { n: 15, exposeLimits },
        maxTokens: { n: 2000, exposeLimits },
        costLimit: { maxCost: 5000, exposeLimits },
        maxDirectives: { n: 20, exposeLimits },
        blockFieldSuggestion: { enabled: config.isProduction },
      }) as Plugin,
      polishRequestErrors,
      refuseUnstorableText,
      refuseBlankIds,
      // Queries and mutations run as compiled JavaScript (graphql-jit) once it is loaded.
      compiledExecution,
      // After the compiled execution, so a lean path's result replaces it (lean-path.ts).
      replayLeanResult,
      subscriptionsOnlyOverWebSocket,
    ],
  });
}

/**
 * graphql-jit compiles a document for one operation and caches it by document, so a document
 * holding several operations (chosen by `operationName` per request) runs on graphql-js, as do
 * subscriptions (graphql-ws and Yoga's own subscribe).
 */
function isSingleQueryOrMutation(document: DocumentNode): boolean {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const [only] = operations;
  return operations.length === 1 && (only?.operation === 'query' || only?.operation === 'mutation');
}

/** graphql-jit's plugin, once loaded (`loadCompiledExecution`). */
let jit: Plugin | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads graphql-jit (with the compilers it brings, ~0.2 s of imports), after the server listens so
 * the start does not wait for it; until then operations run on graphql-js, with the same results.
 * Idempotent.
 */
export function loadCompiledExecution(): Promise<void> {
  loading ??= Promise.all([import('@envelop/graphql-jit'), import('graphql-jit')]).then(
    ([{ useGraphQlJit }, { compileQuery, isCompiledQuery }]) => {
      jit = useGraphQlJit({}, { enableIf: ({ document }) => isSingleQueryOrMutation(document) }) as Plugin;
      compiler = (schema, document, operationName) => {
        const compiled = compileQuery(schema, document, operationName);
        return isCompiledQuery(compiled) ? compiled : null;
      };
    },
  );
  return loading;
}

/** graphql-jit's compiler for the lean path (lean-path.ts), once loaded; null until then. */
let compiler: Compile | null = null;
export const compilerOnceLoaded = (): Compile | null => compiler;

/**
 * Single queries and mutations as compiled JavaScript, compiled once per document. graphql-jit
 * coerces variables with messages of its own, while the Polish translations (errors.ts) and the
 * `detail` clients may read are graphql-js's: so the variables are first checked by graphql-js, and
 * a refusal carries graphql-js's errors.
 */
const compiledExecution: Plugin = {
  onExecute(payload) {
    const { args, setResultAndStopExecution } = payload;
    if (!jit || !isSingleQueryOrMutation(args.document)) return;
    const operation = getOperationAST(args.document, args.operationName);
    if (operation?.variableDefinitions?.length) {
      const coerced = getVariableValues(
        args.schema,
        operation.variableDefinitions,
        args.variableValues ?? {},
        {
          maxErrors: 50,
        },
      );
      if (coerced.errors) return setResultAndStopExecution({ errors: coerced.errors });
    }
    return jit.onExecute?.(payload);
  },
};

/**
 * Subscriptions run over the WebSocket only, where the caps per socket, address and user apply and
 * a revoked session closes them. Yoga would otherwise serve them over HTTP as server-sent events,
 * one uncapped stream per request.
 */
const subscriptionsOnlyOverWebSocket: Plugin = {
  onSubscribe({ args, setResultAndStopExecution }) {
    if ((args.contextValue as { socket?: unknown }).socket) return;
    setResultAndStopExecution({
      errors: [
        clientError(
          'BAD_REQUEST',
          'Subskrypcje działają tylko przez WebSocket (protokół graphql-ws) pod /api/graphql.',
        ) as GraphQLError,
      ],
    });
  },
};

/** Rejects introspection queries where the config turns introspection off (production default). */
const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule((context: ValidationContext) => ({
      Field(node: FieldNode) {
        if (node.name.value === '__schema' || node.name.value === '__type') {
          context.reportError(
            clientError('FORBIDDEN', 'Introspekcja schematu jest wyłączona.', {}) as GraphQLError,
          );
        }
      },
    }));
  },
};

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
