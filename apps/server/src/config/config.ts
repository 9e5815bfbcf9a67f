import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The one place that reads the environment. Every variable is documented in `.env.example`.
 * Boot fails with a message that names the bad variable.
 */

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyAsUndefined,
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('0.0.0.0')),
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default('./data')),
    DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    REDIS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
    SESSION_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'must be at least 32 characters long').optional(),
    ),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    GRAPHQL_INTROSPECTION: z.preprocess(emptyAsUndefined, booleanFlag.optional()),
    ONBOARDING_REQUIRE_PHONE: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
    JOBS_IN_SERVER: z.preprocess(emptyAsUndefined, booleanFlag.optional()),
    UPLOAD_MAX_MB: z.preprocess(emptyAsUndefined, z.coerce.number().positive().max(500).default(25)),
    ADMIN_EMAILS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .optional()
        .transform((value) =>
          (value ?? '')
            .split(',')
            .map((e) => e.trim().toLowerCase())
            .filter(Boolean),
        )
        .pipe(z.array(z.email('must be a comma-separated list of e-mail addresses'))),
    ),
    TURNSTILE_SECRET: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    TURNSTILE_SITE_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    TURNSTILE_VERIFY_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/ }).default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
    ),
    SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).optional()),
    SMS_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['smsapi', 'twilio']).optional()),
    SMS_SENDER: z.preprocess(emptyAsUndefined, z.string().min(1).max(11).optional()),
    SMSAPI_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    SMSAPI_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/ }).default('https://api.smsapi.pl'),
    ),
    TWILIO_ACCOUNT_SID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    TWILIO_AUTH_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    TWILIO_FROM: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    TWILIO_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    SITE_BASIC_AUTH: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[^:]+:.+$/, 'must look like user:password')
        .optional(),
    ),
  })
  .superRefine((e, ctx) => {
    if (e.SMS_PROVIDER === 'smsapi' && !e.SMSAPI_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMSAPI_TOKEN'],
        message: 'is required when SMS_PROVIDER=smsapi',
      });
    }
    if (e.SMS_PROVIDER === 'twilio') {
      for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!e[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when SMS_PROVIDER=twilio' });
      }
    }
    if (e.TURNSTILE_SECRET && !e.TURNSTILE_SITE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['TURNSTILE_SITE_KEY'],
        message: 'is required when TURNSTILE_SECRET is set',
      });
    }
  });

export type Env = Record<string, string | undefined>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  /** Origin the product is reached at; decides `Secure` cookies and the allowed WebSocket origin. */
  publicUrl: URL;
  /** Absolute path of the data folder (embedded database, files, outbox, generated secret). */
  dataDir: string;
  /** PostgreSQL connection string; unset means embedded PGlite in `dataDir/db`. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Unset means one is generated and kept in `dataDir` (see platform/secrets). */
  sessionSecret: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  graphqlIntrospection: boolean;
  /**
   * Whether this server process runs job handlers. Default: yes with the embedded database, no
   * with PostgreSQL (scaled deployments run `npm run worker` processes instead).
   */
  jobsInServer: boolean;
  /** Largest accepted upload, in bytes (UPLOAD_MAX_MB). */
  uploadMaxBytes: number;
  /** Whether onboarding asks for and verifies a phone number. */
  onboardingRequirePhone: boolean;
  /** Lower-cased addresses that get the ADMIN role on sign-up or at start. */
  adminEmails: string[];
  /** Cloudflare Turnstile: when `secret` is set, login and signUp need a valid token. */
  turnstile: { secret: string | undefined; siteKey: string | undefined; verifyUrl: string };
  /** SMTP delivery; unset `smtpUrl` means the outbox folder. */
  mail: { smtpUrl: string | undefined; from: string };
  /** SMS gateway; unset `provider` means the outbox folder. */
  sms:
    | { provider: undefined; sender: string }
    | { provider: 'smsapi'; sender: string; token: string; url: string }
    | {
        provider: 'twilio';
        sender: string;
        accountSid: string;
        authToken: string;
        from: string;
        apiUrl: string | undefined;
      };
  /** `{ user, password }` of the optional site-wide basic-auth gate. */
  siteBasicAuth: { user: string; password: string } | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Relative paths (DATA_DIR) are resolved from the repository root, whatever the working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Parses the environment once; throws ConfigError naming every bad variable. */
export function loadConfig(env: Env, root: string = REPO_ROOT): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      const value = env[name];
      const shown = value === undefined || /SECRET|PASSWORD|KEY/.test(name) ? '' : ` (got "${value}")`;
      return `${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    dataDir: path.resolve(root, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET,
    logLevel: e.LOG_LEVEL,
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION ?? e.NODE_ENV !== 'production',
    jobsInServer: e.JOBS_IN_SERVER ?? !e.DATABASE_URL,
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    onboardingRequirePhone: e.ONBOARDING_REQUIRE_PHONE,
    adminEmails: e.ADMIN_EMAILS,
    turnstile: {
      secret: e.TURNSTILE_SECRET,
      siteKey: e.TURNSTILE_SITE_KEY,
      verifyUrl: e.TURNSTILE_VERIFY_URL,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Kreda <no-reply@${publicUrl.hostname}>` },
    sms: smsConfig(e),
    siteBasicAuth: e.SITE_BASIC_AUTH ? splitBasicAuth(e.SITE_BASIC_AUTH) : undefined,
  };
}

function smsConfig(e: z.infer<typeof envSchema>): Config['sms'] {
  const sender = e.SMS_SENDER ?? 'Kreda';
  if (e.SMS_PROVIDER === 'smsapi') {
    return { provider: 'smsapi', sender, token: e.SMSAPI_TOKEN ?? '', url: e.SMSAPI_URL };
  }
  if (e.SMS_PROVIDER === 'twilio') {
    return {
      provider: 'twilio',
      sender,
      accountSid: e.TWILIO_ACCOUNT_SID ?? '',
      authToken: e.TWILIO_AUTH_TOKEN ?? '',
      from: e.TWILIO_FROM ?? '',
      apiUrl: e.TWILIO_API_URL,
    };
  }
  return { provider: undefined, sender };
}

function splitBasicAuth(value: string): { user: string; password: string } {
  const at = value.indexOf(':');
  return { user: value.slice(0, at), password: value.slice(at + 1) };
}
