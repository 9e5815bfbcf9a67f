// Over 400 lines: the one config module (house rule 5) keeps every environment variable, its check and its message in one schema.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPLOAD_MAX_MB_DEFAULT } from '@kreda/shared/uploads';
import { z } from 'zod';
import { type ModelPrices, parseModelPrices } from './ai-prices.ts';
import {
  type ErrorReportingConfig,
  errorReportingConfig,
  errorReportingEnvSchema,
} from './error-reporting.ts';
import { checkOperator, type OperatorConfig, operatorConfig, operatorEnvSchema } from './operator.ts';

/**
 * The one place that reads the environment. Every variable is documented in `.env.example`.
 * Boot fails with a message that names the bad variable.
 */

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const;
const S3_KEYS = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * S3 storage takes explicit keys: the SDK's default credential chain (AWS_* variables, ~/.aws,
 * instance roles) would be configuration read behind this module's back. A stray S3_* variable
 * without S3_BUCKET is refused too, so a typo cannot silently leave files on local disk.
 */
const AI_PROVIDERS = ['openai', 'anthropic', 'google', 'openai-compatible'] as const;
const AI_SETTINGS = [
  'AI_BASE_URL',
  'AI_API_KEY',
  'AI_MODEL',
  'AI_MODEL_FAST',
  'AI_MODEL_VISION',
  'AI_MODEL_EMBEDDING',
  'AI_MODEL_TRANSCRIPTION',
  'AI_TIMEOUT_SECONDS',
] as const;

/**
 * AI needs a provider and a model; hosted providers need a key, an OpenAI-compatible server (Ollama,
 * vLLM, LM Studio) needs its URL. A stray AI_* variable without AI_PROVIDER is refused, so a typo
 * cannot silently leave AI switched off.
 */
function checkAi(
  e: Partial<Record<'AI_PROVIDER' | (typeof AI_SETTINGS)[number], unknown>>,
  ctx: z.RefinementCtx,
): void {
  if (!e.AI_PROVIDER) {
    const stray = AI_SETTINGS.filter((name) => e[name] !== undefined);
    if (stray.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_PROVIDER'],
        message: `is required when ${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set`,
      });
    }
    return;
  }
  const provider = `AI_PROVIDER=${String(e.AI_PROVIDER)}`;
  if (!e.AI_MODEL)
    ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: 'is required when AI_PROVIDER is set' });
  if (e.AI_PROVIDER === 'openai-compatible') {
    if (!e.AI_BASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['AI_BASE_URL'], message: `is required when ${provider}` });
    }
  } else if (!e.AI_API_KEY) {
    ctx.addIssue({ code: 'custom', path: ['AI_API_KEY'], message: `is required when ${provider}` });
  }
  if (e.AI_MODEL_TRANSCRIPTION && e.AI_PROVIDER !== 'openai' && e.AI_PROVIDER !== 'openai-compatible') {
    ctx.addIssue({
      code: 'custom',
      path: ['AI_MODEL_TRANSCRIPTION'],
      message: 'needs AI_PROVIDER=openai or openai-compatible (transcription speaks the OpenAI audio API)',
    });
  }
  if (e.AI_PROVIDER === 'anthropic' && e.AI_MODEL_EMBEDDING) {
    ctx.addIssue({
      code: 'custom',
      path: ['AI_MODEL_EMBEDDING'],
      message: 'must be unset when AI_PROVIDER=anthropic (Anthropic has no embedding models)',
    });
  }
}

function checkS3(
  e: Partial<Record<'S3_BUCKET' | (typeof S3_SETTINGS)[number] | (typeof S3_KEYS)[number], unknown>>,
  ctx: z.RefinementCtx,
): void {
  if (!e.S3_BUCKET) {
    const stray = [...S3_SETTINGS, ...S3_KEYS].filter((name) => e[name] !== undefined);
    if (stray.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `is required when ${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set`,
      });
    }
    return;
  }
  for (const name of S3_KEYS) {
    if (!e[name])
      ctx.addIssue({ code: 'custom', path: [name], message: 'is required when S3_BUCKET is set' });
  }
}

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
    UPLOAD_MAX_MB: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().positive().max(500).default(UPLOAD_MAX_MB_DEFAULT),
    ),
    LIBRARY_DEMO: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
    TELEMETRY_ENABLED: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
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
    SIGNUPS_PER_IP_PER_HOUR: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(100_000).default(20),
    ),
    CHAT_MESSAGES_PER_MINUTE: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(10_000).default(20),
    ),
    TEST_SOLVER_CONCURRENCY: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(32).default(4),
    ),
    FSRS_FIT_MIN_REVIEWS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(10).max(1_000_000).default(1000),
    ),
    YOUTUBE_ORIGIN: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/ }).default('https://www.youtube.com'),
    ),
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
    STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    S3_BUCKET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
        )
        .optional(),
    ),
    S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    S3_REGION: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-central-1 or auto')
        .optional(),
    ),
    S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, booleanFlag.optional()),
    S3_PREFIX: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(
          /^\/?[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/,
          'must be a key prefix such as kreda/uploads (letters, digits, . _ - and /)',
        )
        .optional(),
    ),
    AI_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(AI_PROVIDERS).optional()),
    AI_BASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    AI_API_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    AI_MODEL: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    AI_MODEL_FAST: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    AI_MODEL_VISION: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    AI_MODEL_EMBEDDING: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    AI_MODEL_TRANSCRIPTION: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    AI_TIMEOUT_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().positive('must be a positive number of seconds').max(3600).optional(),
    ),
    AI_PRICES: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .optional()
        .transform((value, ctx) => {
          const prices = parseModelPrices(value);
          if (typeof prices === 'string') {
            ctx.addIssue({ code: 'custom', message: prices });
            return z.NEVER;
          }
          return prices;
        }),
    ),
    SITE_BASIC_AUTH: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[^:]+:.+$/, 'must look like user:password')
        .optional(),
    ),
    METRICS_TOKEN: z.preprocess(
      emptyAsUndefined,
      z.string().min(24, 'must be at least 24 characters long').optional(),
    ),
    OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    OTEL_SERVICE_NAME: z.preprocess(emptyAsUndefined, z.string().min(1).max(100).optional()),
    ...operatorEnvSchema,
    ...errorReportingEnvSchema,
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
    if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required when STRIPE_SECRET_KEY is set (payments are confirmed by webhooks only)',
      });
    }
    if (e.OTEL_SERVICE_NAME && !e.OTEL_EXPORTER_OTLP_ENDPOINT) {
      // Named but not sent anywhere: a typo in the endpoint's name would leave tracing silently off.
      ctx.addIssue({
        code: 'custom',
        path: ['OTEL_EXPORTER_OTLP_ENDPOINT'],
        message: 'is required when OTEL_SERVICE_NAME is set',
      });
    }
    if (e.TURNSTILE_SECRET && !e.TURNSTILE_SITE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['TURNSTILE_SITE_KEY'],
        message: 'is required when TURNSTILE_SECRET is set',
      });
    }
    checkS3(e, ctx);
    checkAi(e, ctx);
    checkOperator(e, ctx);
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
  /** Where YouTube is reached (a local fake in tests). */
  youtubeOrigin: string;
  /** Chat messages one pupil may send a minute (bursts; the plan's limits count per day). */
  chatMessagesPerMinute: number;
  /** Tasks of tests solved at once by one process (each is a job; the wall time is about the slowest). */
  testSolverConcurrency: number;
  /** Flashcard reviews a pupil needs before FSRS's parameters are fitted to their own history. */
  fsrsFitMinReviews: number;
  /** New accounts from one address an hour (a school network shares one address). */
  signUpsPerIpPerHour: number;
  /** Whether onboarding asks for and verifies a phone number. */
  onboardingRequirePhone: boolean;
  /** Lower-cased addresses that get the ADMIN role on sign-up or at start. */
  adminEmails: string[];
  /** Seed the demo library (two textbooks written for the project); LIBRARY_DEMO=false leaves it out. */
  libraryDemo: boolean;
  /**
   * Product telemetry to our own `POST /api/telemetry` (ADR 037): on by default; off, the route
   * does not exist and `getAppConfig.telemetry` tells the web app to send nothing.
   */
  telemetryEnabled: boolean;
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
  /** S3-compatible bucket for uploaded files; unset means local disk under `dataDir/files`. */
  s3: S3Config | undefined;
  /** `{ user, password }` of the optional site-wide basic-auth gate. */
  siteBasicAuth: { user: string; password: string } | undefined;
  /** The bearer token of `GET /api/metrics`; unset turns the endpoint (and its counting) off. */
  metricsToken: string | undefined;
  /**
   * OpenTelemetry tracing exported over OTLP/HTTP; null when OTEL_EXPORTER_OTLP_ENDPOINT is unset
   * (off: the SDK is not even loaded; platform/tracing).
   */
  tracing: TracingConfig | null;
  /** AI provider and models; null when AI_PROVIDER is unset (AI features then say so). */
  ai: AiConfig | null;
  /** AI_PRICES: dollars per million tokens by model; a call of an unpriced model costs null. */
  aiPrices: ModelPrices;
  /** Stripe payments; null when STRIPE_SECRET_KEY is unset (billing off: free and admin-assigned plans only). */
  stripe: StripeConfig | null;
  /** Who runs Kreda, named by the legal pages; the marked example outside production when unset. */
  operator: OperatorConfig;
  /** Sentry DSNs of the server and the web app (SENTRY_*); unset sends nothing. */
  errorReporting: ErrorReportingConfig;
}

/** The AI provider every feature goes through (platform/ai); unset AI_PROVIDER means null. */
export interface AiConfig {
  provider: (typeof AI_PROVIDERS)[number];
  /** Unset means the provider's public API; required for openai-compatible. */
  baseUrl: string | undefined;
  /** Optional for openai-compatible servers without authentication (Ollama). */
  apiKey: string | undefined;
  models: {
    main: string;
    /** AI_MODEL_FAST, else the main model. */
    fast: string;
    /** Only when AI_MODEL_VISION is set: image understanding is off otherwise. */
    vision: string | undefined;
    /** Only when AI_MODEL_EMBEDDING is set: semantic search falls back to lexical otherwise. */
    embedding: string | undefined;
    /** Only when AI_MODEL_TRANSCRIPTION is set: recordings are refused otherwise. */
    transcription: string | undefined;
  };
  /** Longest wait for one AI request (for streams: for the first and each further chunk). */
  timeoutMs: number;
}

export interface TracingConfig {
  /** Where spans are POSTed: the endpoint with the OTLP signal path, e.g. `http://collector:4318/v1/traces`. */
  tracesUrl: string;
  /** `service.name` of every span (OTEL_SERVICE_NAME, default `kreda-server`). */
  serviceName: string;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Where the Stripe API is reached (a local fake in tests); unset means Stripe itself. */
  apiUrl: URL | undefined;
}

export interface S3Config {
  bucket: string;
  /** Unset means AWS S3 itself; set for MinIO, Cloudflare R2, Hetzner, OVH and the like. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`; default: on with an endpoint. */
  forcePathStyle: boolean;
  /** Prepended to every key with a `/` (no leading or trailing slash); '' for none. */
  prefix: string;
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
    youtubeOrigin: e.YOUTUBE_ORIGIN,
    chatMessagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE,
    testSolverConcurrency: e.TEST_SOLVER_CONCURRENCY,
    fsrsFitMinReviews: e.FSRS_FIT_MIN_REVIEWS,
    signUpsPerIpPerHour: e.SIGNUPS_PER_IP_PER_HOUR,
    onboardingRequirePhone: e.ONBOARDING_REQUIRE_PHONE,
    adminEmails: e.ADMIN_EMAILS,
    libraryDemo: e.LIBRARY_DEMO,
    telemetryEnabled: e.TELEMETRY_ENABLED,
    turnstile: {
      secret: e.TURNSTILE_SECRET,
      siteKey: e.TURNSTILE_SITE_KEY,
      verifyUrl: e.TURNSTILE_VERIFY_URL,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Kreda <no-reply@${publicUrl.hostname}>` },
    sms: smsConfig(e),
    s3: s3Config(e),
    siteBasicAuth: e.SITE_BASIC_AUTH ? splitBasicAuth(e.SITE_BASIC_AUTH) : undefined,
    metricsToken: e.METRICS_TOKEN,
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          tracesUrl: otlpSignalUrl(e.OTEL_EXPORTER_OTLP_ENDPOINT, 'v1/traces'),
          serviceName: e.OTEL_SERVICE_NAME ?? 'kreda-server',
        }
      : null,
    ai: aiConfig(e),
    aiPrices: e.AI_PRICES,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : undefined,
          }
        : null,
    operator: operatorConfig(e),
    errorReporting: errorReportingConfig(e),
  };
}

function s3Config(e: z.infer<typeof envSchema>): S3Config | undefined {
  if (!e.S3_BUCKET) return undefined;
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    // R2 and most S3-compatible services accept us-east-1 for their single region.
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    prefix: (e.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, ''),
  };
}

function aiConfig(e: z.infer<typeof envSchema>): AiConfig | null {
  if (!e.AI_PROVIDER || !e.AI_MODEL) return null;
  return {
    provider: e.AI_PROVIDER,
    baseUrl: e.AI_BASE_URL,
    apiKey: e.AI_API_KEY,
    models: {
      main: e.AI_MODEL,
      fast: e.AI_MODEL_FAST ?? e.AI_MODEL,
      vision: e.AI_MODEL_VISION,
      embedding: e.AI_MODEL_EMBEDDING,
      transcription: e.AI_MODEL_TRANSCRIPTION,
    },
    timeoutMs: Math.round((e.AI_TIMEOUT_SECONDS ?? 120) * 1000),
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

/**
 * OTEL_EXPORTER_OTLP_ENDPOINT is the collector's base URL; OTLP/HTTP sends each signal to its own
 * path under it (`http://collector:4318` → `http://collector:4318/v1/traces`), as the
 * specification says for this variable.
 */
function otlpSignalUrl(endpoint: string, signalPath: string): string {
  const base = new URL(endpoint);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return new URL(signalPath, base).href;
}

function splitBasicAuth(value: string): { user: string; password: string } {
  const at = value.indexOf(':');
  return { user: value.slice(0, at), password: value.slice(at + 1) };
}
