import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_MESSAGES } from '@kreda/shared/errors';
import type { FastifyInstance } from 'fastify';
import {
  type DocumentNode,
  type ExecutionArgs,
  type FragmentDefinitionNode,
  GraphQLError,
  getOperationAST,
  Kind,
  type SelectionNode,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Config } from '../config/config.ts';
import type { Deps } from '../core/deps.ts';
import { isGraphQLError, translateRequestError } from '../graphql/errors.ts';
import { cookieValue } from '../graphql/request-info.ts';
import { GRAPHQL_PATH, type GraphQLServer } from '../graphql/yoga.ts';
import { ACCESS_COOKIE, loadViewer } from '../modules/auth/index.ts';
import { BASIC_AUTH_CHALLENGE, isBasicAuthorized } from './basic-auth.ts';
import { SOCKET_LIMITS, SocketRegistry } from './socket-registry.ts';

interface EnvelopedRoot {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
}

/** The session each socket was opened with, from the cookies of its upgrade request. */
type SocketSession = { userId: string; sessionId: string } | null;

/** Close code for a socket whose session ended (graphql-ws's range for application codes). */
export const SESSION_ENDED_CLOSE = 4403;
/** Operations a socket without a session may run: only the heartbeat (build and liveness checks). */
const ANONYMOUS_FIELDS = new Set(['heartbeat']);

const polishError = (message: string, code: string) => new GraphQLError(message, { extensions: { code } });

/** The client's address: the proxy's forwarded one in production (Fastify trusts the proxy there). */
function clientAddress(request: IncomingMessage, config: Config): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (config.isProduction && first) || request.socket.remoteAddress || 'unknown';
}

/** The root fields an operation asks for (fragments included), to tell a heartbeat from the rest. */
function rootFields(document: DocumentNode, operationName: string | null | undefined): string[] {
  const operation = getOperationAST(document, operationName);
  if (!operation) return [];
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
  );
  const names: string[] = [];
  const walk = (selections: readonly SelectionNode[], depth: number) => {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet.selections, depth);
      else if (depth < 10) {
        const fragment = fragments.get(selection.name.value) as FragmentDefinitionNode | undefined;
        if (fragment) walk(fragment.selectionSet.selections, depth + 1);
      }
    }
  };
  walk(operation.selectionSet.selections, 0);
  return names;
}

/**
 * graphql-ws subscriptions on the same path as HTTP GraphQL. The upgrade is refused for foreign
 * origins (a WebSocket is not covered by CORS, and cookies ride along with it) and past the caps
 * per user and per address; a socket without a session may only listen to the heartbeat; a socket
 * runs at most `subscriptionsPerSocket` operations; a bad operation is answered with an error and
 * the socket stays open; when a session ends, its sockets are closed on every instance.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one closure holds the socket registry, the session map and the graphql-ws server that its handlers share
export function attachWebSocket(app: FastifyInstance, yoga: GraphQLServer, deps: Deps) {
  const { config, logger } = deps;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const registry = new SocketRegistry();
  const sessions = new WeakMap<IncomingMessage, SocketSession>();

  const dispose = useServer(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
      onSubscribe: async (ctx, _id, payload) => {
        try {
          if (Object.keys(ctx.subscriptions).length > SOCKET_LIMITS.subscriptionsPerSocket)
            return [
              polishError('Zbyt wiele jednoczesnych subskrypcji na jednym połączeniu.', 'RATE_LIMITED'),
            ];
          const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
            ...ctx,
            req: ctx.extra.request,
            socket: ctx.extra.socket,
            params: payload,
          });
          let document: DocumentNode;
          try {
            document = parse(payload.query);
          } catch (error) {
            return [
              isGraphQLError(error)
                ? translateRequestError(error)
                : polishError('Nieprawidłowa składnia zapytania GraphQL.', 'GRAPHQL_PARSE_FAILED'),
            ];
          }
          const errors: readonly GraphQLError[] = validate(schema, document);
          if (errors.length) return errors.map((e) => (isGraphQLError(e) ? translateRequestError(e) : e));
          if (
            !sessions.get(ctx.extra.request) &&
            rootFields(document, payload.operationName).some((f) => !ANONYMOUS_FIELDS.has(f))
          )
            return [polishError(ERROR_MESSAGES.UNAUTHENTICATED, 'UNAUTHENTICATED')];
          return {
            schema,
            operationName: payload.operationName,
            document,
            variableValues: payload.variables,
            contextValue: await contextFactory(),
            rootValue: { execute, subscribe },
          } satisfies ExecutionArgs;
        } catch (error) {
          // Whatever goes wrong with one operation is that operation's error; the socket and its
          // other subscriptions carry on.
          if (isGraphQLError(error)) return [translateRequestError(error)];
          logger.error({ err: error }, 'websocket operation could not start');
          return [polishError(ERROR_MESSAGES.INTERNAL_SERVER_ERROR, 'INTERNAL_SERVER_ERROR')];
        }
      },
    },
    wss,
  );

  // Ended sessions (any instance) close their sockets here; the client reconnects with what it has.
  const ended = deps.pubsub.subscribe('sessionsEnded');
  void (async () => {
    for await (const event of ended) {
      for (const socket of registry.ofSessions(event.sessionIds))
        socket.close(SESSION_ENDED_CLOSE, 'Sesja została zakończona.');
    }
  })().catch((error: unknown) => logger.error({ err: error }, 'listening for ended sessions failed'));

  const refuse = (socket: Duplex, status: string) => {
    socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.destroy();
  };

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname !== GRAPHQL_PATH) {
      socket.destroy();
      return;
    }
    // Upgrades skip Fastify's hooks, so the staging gate is checked here as well.
    if (config.siteBasicAuth && !isBasicAuthorized(request.headers.authorization, config.siteBasicAuth)) {
      socket.write(
        `HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: ${BASIC_AUTH_CHALLENGE}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      );
      socket.destroy();
      return;
    }
    if (!isAllowedOrigin(request.headers.origin, config)) {
      logger.warn({ origin: request.headers.origin }, 'websocket upgrade from a foreign origin refused');
      refuse(socket, '403 Forbidden');
      return;
    }
    void (async () => {
      const token = cookieValue(request.headers.cookie, ACCESS_COOKIE);
      const viewer = await loadViewer(deps.db, deps.services.sessionSecret, token);
      const entry = {
        address: clientAddress(request, config),
        userId: viewer?.user.id ?? null,
        sessionId: viewer?.sessionId ?? null,
      };
      const refusal = registry.refusal(entry);
      if (refusal) {
        logger.warn(
          { address: entry.address, userId: entry.userId, refusal },
          'websocket over its cap refused',
        );
        refuse(socket, '429 Too Many Requests');
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => {
        registry.add(ws, entry);
        sessions.set(request, viewer ? { userId: viewer.user.id, sessionId: viewer.sessionId } : null);
        wss.emit('connection', ws, request);
      });
    })().catch((error: unknown) => {
      logger.error({ err: error }, 'websocket upgrade failed');
      socket.destroy();
    });
  });

  return {
    /** Closes every socket with "going away" so clients reconnect to another instance. */
    close: async () => {
      await ended.return?.();
      await dispose.dispose();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** Same origin as PUBLIC_URL; outside production also any localhost origin (Vite dev server). */
export function isAllowedOrigin(origin: string | undefined, config: Config): boolean {
  // Non-browser clients send no Origin; they carry no ambient browser cookies either.
  if (!origin) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === config.publicUrl.origin) return true;
  return !config.isProduction && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
