import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { Config } from './config/config.ts';
import type { Deps } from './core/deps.ts';
import { answerFast, type FastPath } from './graphql/fast-path.ts';
import { createLeanPath, type LeanPath } from './graphql/lean-path.ts';
import { cookieValue } from './graphql/request-info.ts';
import {
  compilerOnceLoaded,
  createGraphQLServer,
  GRAPHQL_PATH,
  type GraphQLServer,
  graphqlContext,
  graphqlErrorMasker,
  type ServerContext,
} from './graphql/yoga.ts';
import { registerAccountExportRoute } from './http/account-export.ts';
import { registerBasicAuthGate } from './http/basic-auth.ts';
import { registerRouteErrorReporting } from './http/error-reporting.ts';
import { registerHealth } from './http/health.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerHttpTracing } from './http/tracing.ts';
import { registerWebApp } from './http/web-app.ts';
import { attachWebSocket } from './http/websocket.ts';
import { ACCESS_COOKIE, connectViewerCache, loadViewer } from './modules/auth/index.ts';
import { registerStripeWebhookRoute } from './modules/billing/index.ts';
import { registerCoverRoute } from './modules/library/index.ts';
import { registerFileRoute } from './modules/materials/index.ts';
import { registerUnsubscribeRoute } from './modules/progress/index.ts';
import { vectorSearchStatus } from './modules/retrieval/index.ts';
import { registerTelemetryRoute } from './modules/telemetry/index.ts';
import { collectUserData } from './modules.ts';
import type { Database } from './platform/db/database.ts';
import type { Logger } from './platform/logger.ts';
import { deferredChildLogger } from './platform/request-logger.ts';
import { activeTracer } from './platform/tracing/tracing.ts';

import { VERSION } from './version.ts';

export { VERSION };

/** How long requests in flight may take to finish on shutdown. */
export const SHUTDOWN_GRACE_MS = 5_000;

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppDeps {
  config: Config;
  logger: Logger;
  database: Database;
  /** The commands' dependencies (the GraphQL context extends them per request). */
  deps: Deps;
  /** Folder of the built web app; `null` serves the API only. */
  webDist?: string | null;
  /** The executable schema, when built beforehand (`buildSchema`); else `buildApp` builds it. */
  schema?: GraphQLSchema;
}

export interface App {
  fastify: FastifyInstance;
  /** The Yoga server behind `/api/graphql` (the fast path answers most requests without it). */
  graphql: GraphQLServer;
  /** The remembered operations of the lean path; null while tracing is on. */
  lean: LeanPath | null;
  /** Stops accepting, lets in-flight requests finish, closes sockets. The caller closes the db. */
  close(): Promise<void>;
}

/** Room for the multipart envelope (operations, map, part headers) on top of the file itself. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

/** A 411/413 answer for a multipart request that is too big or of unknown length, else null. */
export function uploadRefusal(
  headers: Record<string, string | string[] | undefined>,
  maxFileBytes: number,
): { status: number; body: { errors: { message: string; extensions: { code: string } }[] } } | null {
  const type = String(headers['content-type'] ?? '');
  if (!type.toLowerCase().startsWith('multipart/form-data')) return null;
  const length = Number(headers['content-length']);
  if (!Number.isFinite(length) || headers['content-length'] === undefined) {
    return {
      status: 411,
      body: {
        errors: [
          { message: 'Nie udało się przesłać pliku. Spróbuj ponownie.', extensions: { code: 'BAD_REQUEST' } },
        ],
      },
    };
  }
  if (length > maxFileBytes + MULTIPART_OVERHEAD_BYTES) {
    const mb = Math.round(maxFileBytes / 1024 / 1024);
    return {
      status: 413,
      body: {
        errors: [
          {
            message: `Plik jest za duży. Można przesłać najwyżej ${mb} MB.`,
            extensions: { code: 'FILE_TOO_LARGE' },
          },
        ],
      },
    };
  }
  return null;
}

function isJsonResult(contentType: string | null): boolean {
  return (
    contentType !== null &&
    (contentType.startsWith('application/json') ||
      contentType.startsWith('application/graphql-response+json'))
  );
}

/** What load balancers and scrapers read: `/api/health` and, with its token, `/api/metrics`. */
function registerMachineEndpoints(fastify: FastifyInstance, { config, database, deps }: AppDeps) {
  registerHealth(fastify, database, VERSION, () => ({ search: vectorSearchStatus(deps.db) }));
  registerMetrics(fastify, { token: config.metricsToken, metrics: deps.services.metrics, database });
}

/**
 * The modules' own HTTP routes: stored files, covers, the data export, unsubscribing, Stripe's
 * webhooks, the web app's telemetry.
 */
function registerModuleRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  registerFileRoute(fastify, {
    db: deps.database.db,
    storage: deps.deps.services.storage,
    sessionSecret: deps.deps.services.sessionSecret,
  });

  registerCoverRoute(fastify, {
    db: deps.database.db,
    storage: deps.deps.services.storage,
    sessionSecret: deps.deps.services.sessionSecret,
  });

  registerAccountExportRoute(fastify, {
    deps: deps.deps,
    collect: (userId) => collectUserData(deps.deps, userId),
  });
  registerUnsubscribeRoute(fastify, deps.deps);
  registerStripeWebhookRoute(fastify, deps.deps);
  registerTelemetryRoute(fastify, deps.deps);
}

/** Fastify itself: its logger, proxy trust, body limit and how it closes. */
function createFastify(config: Config, logger: Logger) {
  return Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // A request's child logger is made only when the request writes a line.
    childLoggerFactory: (parent, bindings, options) =>
      deferredChildLogger(parent as Logger, bindings, options) as unknown as FastifyBaseLogger,
    trustProxy: config.isProduction,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
}

/** Builds the HTTP server: the web app, `/api/graphql` (POST and WebSocket) and `/api/health`. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, logger, database } = deps;
  const fastify = createFastify(config, logger);
  // Before any route, so every route's handler runs inside its request's span.
  registerHttpTracing(fastify);
  registerSecurityHeaders(fastify, config.publicUrl.protocol === 'https:', {
    turnstile: config.turnstile.secret !== undefined,
    errorReportingDsn: config.errorReporting.webDsn,
  });
  registerRouteErrorReporting(fastify, deps.deps.services.errors, async (request) => {
    const token = cookieValue(request.headers.cookie, ACCESS_COOKIE);
    return (await loadViewer(database.db, deps.deps.services.sessionSecret, token))?.user.id ?? null;
  });
  registerBasicAuthGate(fastify, config.siteBasicAuth);
  registerMachineEndpoints(fastify, deps);

  const yoga = createGraphQLServer(deps.deps, deps.schema);
  const fast: FastPath = {
    yoga,
    maskError: graphqlErrorMasker(logger),
    context: graphqlContext(deps.deps, config.publicUrl.protocol === 'https:').over,
    // While tracing is on, operations run through the envelop, whose plugin makes their spans.
    lean: activeTracer() ? null : createLeanPath(compilerOnceLoaded),
  };
  // Sessions ended and accounts changed on other instances leave this one's caches at once.
  const stopViewerCache = connectViewerCache(deps.deps.pubsub, (error) =>
    logger.error({ err: error }, 'listening for ended sessions and changed accounts failed'),
  );
  // Yoga reads multipart bodies (uploads) itself.
  fastify.addContentTypeParser('multipart/form-data', {}, (_request, _payload, done) => done(null));
  fastify.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      // Yoga reads a multipart body whole before any resolver runs: refuse an oversized upload
      // from its declared length first, and require the length so nothing unbounded is buffered.
      const refusal = uploadRefusal(req.headers, config.uploadMaxBytes);
      if (refusal) return reply.status(refusal.status).send(refusal.body);
      // The common request (one JSON query or mutation) skips Yoga's fetch-API adapter.
      if (await answerFast(fast, req, reply)) return reply;
      const response = await yoga.handleNodeRequestAndResponse(req, reply, {
        req,
        reply,
      } satisfies ServerContext);
      for (const [key, value] of response.headers) {
        if (key !== 'set-cookie') reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie?.() ?? [];
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      reply.status(response.status);
      // A JSON result is one string: sent as it is, not piped through a web stream per request.
      // Streamed results (incremental delivery, event streams) stay streams.
      if (isJsonResult(response.headers.get('content-type'))) reply.send(await response.text());
      else reply.send(response.body);
      return reply;
    },
  });

  registerModuleRoutes(fastify, deps);

  const webDist = deps.webDist === undefined ? DEFAULT_WEB_DIST : deps.webDist;
  if (webDist) await registerWebApp(fastify, webDist);

  const ws = attachWebSocket(fastify, yoga, deps.deps);
  await fastify.ready();

  return {
    fastify,
    graphql: yoga,
    lean: fast.lean,
    close: async () => {
      await ws.close();
      await stopViewerCache();
      // In-flight requests get a grace period; long-lived streams (SSE subscriptions) are then cut.
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          fastify.server.closeAllConnections();
          resolve();
        }, SHUTDOWN_GRACE_MS);
      });
      await Promise.race([fastify.close(), grace]);
      clearTimeout(timer);
      await fastify.close();
    },
  };
}
