import { type Logger, pino } from 'pino';

export type { Logger };

/** Structured JSON logs; secrets and cookies never reach them. */
export function createLogger(level: string, base: Record<string, unknown> = {}): Logger {
  return pino({
    level,
    base: { service: 'kreda', ...base },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
      ],
      censor: '[ukryte]',
    },
  });
}
