import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { type Logger, pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { deferredChildLogger } from './request-logger.ts';

/** A pino logger writing its JSON lines into `lines`, redacting cookies as production does. */
function capturingLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino({ level, redact: { paths: ['sent.cookie'], censor: '[ukryte]' } }, stream);
  return { logger, lines };
}

let app: ReturnType<typeof Fastify> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serve(logger: Logger) {
  const server = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    childLoggerFactory: (parent, bindings, options) =>
      deferredChildLogger(parent as Logger, bindings, options) as unknown as FastifyBaseLogger,
  });
  server.get('/quiet', async () => ({ ok: true }));
  server.get('/noisy', async (request) => {
    request.log.warn({ sent: { cookie: request.headers.cookie } }, 'uwaga');
    request.log.info('informacja');
    return { ok: true };
  });
  await server.ready();
  app = server;
  return server;
}

describe('a request logger made on first use', () => {
  it('writes each request line with its request id, redacted, as pino child would', async () => {
    const { logger, lines } = capturingLogger('info');
    const server = await serve(logger);
    await server.inject({ url: '/noisy', headers: { cookie: 'kreda_access=sekret' } });
    const warning = lines.find((line) => line.msg === 'uwaga');
    expect(warning?.reqId).toMatch(/^req-/);
    expect(JSON.stringify(warning)).not.toContain('sekret');
    expect(warning?.sent).toEqual({ cookie: '[ukryte]' });
    const info = lines.find((line) => line.msg === 'informacja');
    expect(info?.reqId).toBe(warning?.reqId);
    // Fastify's own lines about the request carry the same id.
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(completed?.reqId).toBe(warning?.reqId);
    expect(completed?.responseTime).toEqual(expect.any(Number));
  });

  it('makes no pino child for a request that writes nothing at the logger level', async () => {
    const { logger, lines } = capturingLogger('warn');
    let made = 0;
    const child = logger.child.bind(logger);
    logger.child = ((...args: Parameters<Logger['child']>) => {
      made += 1;
      return child(...args);
    }) as Logger['child'];
    const server = await serve(logger);
    const before = made;
    const quiet = await server.inject({ url: '/quiet' });
    expect(quiet.statusCode).toBe(200);
    expect(made).toBe(before);
    expect(lines).toEqual([]);
    // A line at an enabled level is written, through one child, with only that line.
    await server.inject({ url: '/noisy' });
    expect(lines.map((line) => line.msg)).toEqual(['uwaga']);
    expect(lines[0]?.reqId).toMatch(/^req-/);
  });

  it('reports the level and the bindings it would have as a child', () => {
    const { logger } = capturingLogger('warn');
    const request = deferredChildLogger(logger, { reqId: 'req-7' }, {});
    expect(request.level).toBe('warn');
    expect(request.isLevelEnabled('info')).toBe(false);
    expect(request.isLevelEnabled('error')).toBe(true);
    expect(request.bindings()).toEqual({ reqId: 'req-7' });
    const debugging = deferredChildLogger(logger, { reqId: 'req-8' }, { level: 'debug' });
    expect(debugging.level).toBe('debug');
    expect(debugging.isLevelEnabled('debug')).toBe(true);
  });
});
