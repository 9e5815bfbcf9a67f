import { z } from 'zod';

// Error reporting to Sentry (ADR 035): off unless a DSN is set. Part of the one config schema
// (config.ts); this file only keeps its variables and rules together.

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A Sentry DSN: `https://<public key>@<host>/<project id>`. */
const dsn = z.preprocess(
  emptyAsUndefined,
  z
    .url({ protocol: /^https?$/ })
    .refine((value) => {
      // zod runs this even when the value is no URL at all (that has its own message).
      const url = URL.parse(value);
      return !url || (url.username !== '' && /^\/(.+\/)?\d+$/.test(url.pathname));
    }, 'must be a Sentry DSN such as https://<public key>@o0.ingest.sentry.io/<project id>')
    .optional(),
);

export const errorReportingEnvSchema = {
  SENTRY_DSN: dsn,
  SENTRY_WEB_DSN: dsn,
  SENTRY_ENVIRONMENT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^[A-Za-z0-9_.-]{1,64}$/,
        'must be a name such as production or staging (letters, digits, . _ -)',
      )
      .optional(),
  ),
};

type ErrorReportingEnv = { NODE_ENV: string } & Partial<
  Record<keyof typeof errorReportingEnvSchema, string | undefined>
>;

/** Where errors go; each DSN unset means that side sends nothing. */
export interface ErrorReportingConfig {
  /** The server's own errors (SENTRY_DSN). */
  serverDsn: string | undefined;
  /** Handed to the web app by `getAppConfig.sentryDsn`: SENTRY_WEB_DSN, else SENTRY_DSN. */
  webDsn: string | undefined;
  /** SENTRY_ENVIRONMENT, else NODE_ENV. */
  environment: string;
}

export function errorReportingConfig(e: ErrorReportingEnv): ErrorReportingConfig {
  return {
    serverDsn: e.SENTRY_DSN,
    webDsn: e.SENTRY_WEB_DSN ?? e.SENTRY_DSN,
    environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV,
  };
}
