import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The plumbing the HTTP fakes share: a server on 127.0.0.1:0, body reading, JSON answers. */
export interface HttpFake {
  server: Server;
  port: number;
  url: string;
  stop(): Promise<void>;
}

export async function startHttpFake(
  handler: (request: IncomingMessage, response: ServerResponse) => void | Promise<void>,
  options: { port?: number } = {},
): Promise<HttpFake> {
  const server = createServer((request, response) => {
    Promise.resolve(handler(request, response)).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets and requests a fake is holding back would keep close() waiting.
        server.closeAllConnections();
      }),
  };
}

/** The request body as fields, from a form-encoded or a JSON body; every value as a string. */
export async function readFields(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8');
  if ((request.headers['content-type'] ?? '').includes('application/json')) {
    const parsed = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
  }
  return Object.fromEntries(new URLSearchParams(body));
}

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}
