import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Logger } from '../../platform/logger.ts';

/** A real pino logger whose lines a test can read, e.g. to prove a secret never reaches the log. */
export function captureLogger(level = 'info'): { logger: Logger; lines: () => string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  return { logger: pino({ level }, stream), lines: () => [...lines] };
}
