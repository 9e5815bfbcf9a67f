import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type ExecutionArgs, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Config } from '../config/config.ts';
import { isGraphQLError, translateRequestError } from '../graphql/errors.ts';
import { GRAPHQL_PATH, type GraphQLServer } from '../graphql/yoga.ts';
import type { Logger } from '../platform/logger.ts';
import { BASIC_AUTH_CHALLENGE, isBasicAuthorized } from './basic-auth.ts';

interface EnvelopedRoot {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
}

/**
 * graphql-ws subscriptions on the same path as HTTP GraphQL. The upgrade is refused for foreign
 * origins: a WebSocket is not covered by CORS, and cookies (the session) ride along with it.
 */
export function attachWebSocket(app: FastifyInstance, yoga: GraphQLServer, config: Config, logger: Logger) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });

  const dispose = useServer(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
      onSubscribe: async (ctx, _id, payload) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: payload,
        });
        let document: ReturnType<typeof parse>;
        try {
          document = parse(payload.query);
        } catch (error) {
          return [
            isGraphQLError(error)
              ? translateRequestError(error)
              : new GraphQLError('Nieprawidłowa składnia zapytania GraphQL.'),
          ];
        }
        const args: ExecutionArgs = {
          schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
    },
    wss,
  );

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
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });

  return {
    /** Closes every socket with "going away" so clients reconnect to another instance. */
    close: async () => {
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
