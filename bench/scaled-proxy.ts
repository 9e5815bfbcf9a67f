import http, { type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * The scaled bench's load balancer: a `node:http` reverse proxy that hands each HTTP request and
 * each WebSocket upgrade to the next API process in turn (round robin), as a production proxy in
 * front of several instances would. It adds `X-Forwarded-For` like nginx; the servers trust it
 * in production. Counts what it forwarded and what failed, so the bench can tell a proxy fault
 * from a server fault.
 */
export interface RoundRobinProxy {
  url: string;
  /** Requests and upgrades handed to each target, by target URL. */
  readonly forwarded: Record<string, { requests: number; upgrades: number }>;
  /** Connections to a target that failed (reset, refused) and were answered 502 or dropped. */
  readonly failures: number;
  stop(): Promise<void>;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

function forwardedHeaders(request: IncomingMessage): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { ...request.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  const address = request.socket.remoteAddress ?? '127.0.0.1';
  const earlier = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = earlier ? `${earlier}, ${address}` : address;
  return headers;
}

/** The raw response head of an upgrade (101) as the target sent it, for the client's socket. */
function rawHead(response: IncomingMessage): string {
  const lines = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`];
  for (let i = 0; i < response.rawHeaders.length; i += 2)
    lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** Hands a WebSocket upgrade to `target` and splices the two sockets once it answers 101. */
function forwardUpgrade(
  target: URL,
  request: IncomingMessage,
  client: Duplex,
  head: Buffer,
  sockets: Set<Duplex>,
  failed: () => void,
) {
  sockets.add(client);
  client.once('close', () => sockets.delete(client));
  client.on('error', () => client.destroy());
  const upstream = http.request({
    host: target.hostname,
    port: target.port,
    method: request.method,
    path: request.url,
    headers: {
      ...forwardedHeaders(request),
      host: request.headers.host,
      connection: 'Upgrade',
      upgrade: request.headers.upgrade ?? 'websocket',
    },
  });
  upstream.on('upgrade', (answer, backend, backendHead) => {
    sockets.add(backend);
    backend.once('close', () => sockets.delete(backend));
    client.write(rawHead(answer));
    if (backendHead.length) client.write(backendHead);
    if (head.length) backend.write(head);
    backend.pipe(client).pipe(backend);
    const end = () => {
      client.destroy();
      backend.destroy();
    };
    backend.once('error', end);
    client.once('error', end);
    backend.once('close', end);
    client.once('close', end);
  });
  // A refused upgrade (403, 429) comes back as an ordinary response: pass it on and close.
  upstream.on('response', (answer) => {
    client.write(rawHead(answer));
    answer.pipe(client);
  });
  upstream.on('error', () => {
    failed();
    client.destroy();
  });
  upstream.end();
}

export async function startRoundRobinProxy(targets: string[], port = 0): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const forwarded = Object.fromEntries(targets.map((t) => [t, { requests: 0, upgrades: 0 }]));
  let next = 0;
  let failures = 0;
  const pick = () => {
    const target = targets[next % targets.length] as string;
    next += 1;
    return new URL(target);
  };
  const sockets = new Set<Duplex>();

  const server = http.createServer((request, response) => {
    const target = pick();
    (forwarded[target.origin] as { requests: number }).requests += 1;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...forwardedHeaders(request), host: request.headers.host },
        agent,
      },
      (answer) => {
        const headers = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete headers[name];
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      failures += 1;
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    request.pipe(upstream);
  });

  server.on('upgrade', (request: IncomingMessage, client: Duplex, head: Buffer) => {
    const target = pick();
    (forwarded[target.origin] as { upgrades: number }).upgrades += 1;
    forwardUpgrade(target, request, client, head, sockets, () => {
      failures += 1;
    });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url,
    forwarded,
    get failures() {
      return failures;
    },
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
