import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_OPERATOR_ENV } from '../testing/operator-env.ts';
import { callCost } from './ai-prices.ts';
import { ConfigError, loadConfig, REPO_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('runs on embedded defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      sessionSecret: undefined,
      logLevel: 'info',
      graphqlIntrospection: true,
    });
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(config.publicUrl.href).toBe('http://localhost:3000/');
  });

  it('resolves a relative DATA_DIR from the repository root and keeps an absolute one', () => {
    expect(loadConfig({ DATA_DIR: 'var/kreda' }).dataDir).toBe(path.join(REPO_ROOT, 'var/kreda'));
    expect(loadConfig({ DATA_DIR: '/srv/kreda' }).dataDir).toBe('/srv/kreda');
  });

  it('turns introspection off in production unless asked for', () => {
    const production = { NODE_ENV: 'production', ...TEST_OPERATOR_ENV };
    expect(loadConfig(production).graphqlIntrospection).toBe(false);
    expect(loadConfig({ ...production, GRAPHQL_INTROSPECTION: 'true' }).graphqlIntrospection).toBe(true);
    expect(loadConfig({ GRAPHQL_INTROSPECTION: 'off' }).graphqlIntrospection).toBe(false);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('fails naming every bad variable, without echoing secrets', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        SESSION_SECRET: 'short-secret',
        LOG_LEVEL: 'loud',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/PORT: .*\(got "abc"\)/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/LOG_LEVEL/);
    expect(message).toMatch(/SESSION_SECRET: must be at least 32 characters long/);
    expect(message).not.toContain('short-secret');
  });

  it('keeps files on local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '' }).s3).toBeUndefined();
  });

  it('reads an S3 bucket with defaults for AWS and for S3-compatible endpoints', () => {
    const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-access-key' };
    expect(loadConfig({ S3_BUCKET: 'kreda-files', ...keys }).s3).toEqual({
      bucket: 'kreda-files',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-access-key',
      forcePathStyle: false,
      prefix: '',
    });
    const minio = loadConfig({
      S3_BUCKET: 'kreda',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'auto',
      S3_PREFIX: '/prod/uploads/',
      ...keys,
    }).s3;
    expect(minio).toMatchObject({ endpoint: 'http://minio:9000', region: 'auto', forcePathStyle: true });
    expect(minio?.prefix).toBe('prod/uploads');
    const virtualHosts = loadConfig({
      S3_BUCKET: 'kreda',
      S3_ENDPOINT: 'https://s3.example.pl',
      S3_FORCE_PATH_STYLE: 'false',
      ...keys,
    });
    expect(virtualHosts.s3?.forcePathStyle).toBe(false);
  });

  it('refuses incomplete or stray S3 settings, naming each variable and hiding the secret', () => {
    const messageOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).message;
      }
      throw new Error('expected a ConfigError');
    };
    const noKeys = messageOf({ S3_BUCKET: 'kreda' });
    expect(noKeys).toContain('S3_ACCESS_KEY_ID: is required when S3_BUCKET is set');
    expect(noKeys).toContain('S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set');
    expect(messageOf({ S3_BUCKET: 'kreda', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toMatch(
      /^ {2}- S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set$/m,
    );
    const stray = messageOf({ S3_ENDPOINT: 'http://minio:9000', S3_SECRET_ACCESS_KEY: 'hidden-secret' });
    expect(stray).toContain('S3_BUCKET: is required when S3_ENDPOINT, S3_SECRET_ACCESS_KEY are set');
    expect(stray).not.toContain('hidden-secret');
    const bad = messageOf({
      S3_BUCKET: 'Kreda_Files',
      S3_ENDPOINT: 'minio:9000',
      S3_FORCE_PATH_STYLE: 'maybe',
      S3_PREFIX: '../escape',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-access-key',
    });
    expect(bad).toMatch(/S3_BUCKET: must be a bucket name.*\(got "Kreda_Files"\)/);
    expect(bad).toMatch(/S3_ENDPOINT: .*\(got "minio:9000"\)/);
    expect(bad).toMatch(/S3_FORCE_PATH_STYLE: .*\(got "maybe"\)/);
    expect(bad).toMatch(/S3_PREFIX: must be a key prefix/);
  });

  it('takes PUBLIC_URL as the origin for cookies and WebSocket checks', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://kreda.pl' }).publicUrl.origin).toBe('https://kreda.pl');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://kreda.pl' })).toThrow(/PUBLIC_URL/);
  });
});

describe('loadConfig: AI', () => {
  const messageOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).message;
    }
    throw new Error('expected a ConfigError');
  };

  it('leaves AI off when AI_PROVIDER is unset or empty', () => {
    expect(loadConfig({}).ai).toBeNull();
    expect(loadConfig({ AI_PROVIDER: '', AI_MODEL: '' }).ai).toBeNull();
  });

  it('reads a hosted provider, the fast model falling back to the main one', () => {
    expect(loadConfig({ AI_PROVIDER: 'openai', AI_API_KEY: 'sk-live', AI_MODEL: 'gpt-4.1' }).ai).toEqual({
      provider: 'openai',
      baseUrl: undefined,
      apiKey: 'sk-live',
      models: { main: 'gpt-4.1', fast: 'gpt-4.1', vision: undefined, embedding: undefined },
      timeoutMs: 120_000,
    });
    const full = loadConfig({
      AI_PROVIDER: 'google',
      AI_API_KEY: 'g-key',
      AI_MODEL: 'gemini-2.5-pro',
      AI_MODEL_FAST: 'gemini-2.5-flash',
      AI_MODEL_VISION: 'gemini-2.5-pro',
      AI_MODEL_EMBEDDING: 'gemini-embedding-001',
      AI_TIMEOUT_SECONDS: '30',
    }).ai;
    expect(full?.models).toEqual({
      main: 'gemini-2.5-pro',
      fast: 'gemini-2.5-flash',
      vision: 'gemini-2.5-pro',
      embedding: 'gemini-embedding-001',
    });
    expect(full?.timeoutMs).toBe(30_000);
  });

  it('reads an OpenAI-compatible server without a key (Ollama)', () => {
    expect(
      loadConfig({
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: 'http://127.0.0.1:11434/v1',
        AI_MODEL: 'qwen3:8b',
      }).ai,
    ).toMatchObject({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
    });
  });

  it('refuses incomplete AI settings, naming each variable and hiding the key', () => {
    expect(messageOf({ AI_PROVIDER: 'openai', AI_API_KEY: 'sk-hidden' })).toContain(
      'AI_MODEL: is required when AI_PROVIDER is set',
    );
    expect(messageOf({ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-sonnet-4-5' })).toContain(
      'AI_API_KEY: is required when AI_PROVIDER=anthropic',
    );
    expect(messageOf({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'qwen3:8b' })).toContain(
      'AI_BASE_URL: is required when AI_PROVIDER=openai-compatible',
    );
    const stray = messageOf({ AI_MODEL: 'gpt-4.1', AI_API_KEY: 'sk-hidden' });
    expect(stray).toContain('AI_PROVIDER: is required when AI_API_KEY, AI_MODEL are set');
    expect(stray).not.toContain('sk-hidden');
    expect(
      messageOf({
        AI_PROVIDER: 'anthropic',
        AI_API_KEY: 'k',
        AI_MODEL: 'claude',
        AI_MODEL_EMBEDDING: 'voyage-3',
      }),
    ).toContain('AI_MODEL_EMBEDDING: must be unset when AI_PROVIDER=anthropic');
    const bad = messageOf({
      AI_PROVIDER: 'mistral',
      AI_BASE_URL: 'localhost:11434',
      AI_TIMEOUT_SECONDS: '0',
    });
    expect(bad).toMatch(/AI_PROVIDER: .*\(got "mistral"\)/);
    expect(bad).toMatch(/AI_BASE_URL: .*\(got "localhost:11434"\)/);
    expect(bad).toMatch(/AI_TIMEOUT_SECONDS: must be a positive number of seconds/);
  });

  it('reads model prices, and refuses a malformed or repeated one by name', () => {
    expect(loadConfig({}).aiPrices.size).toBe(0);
    const prices = loadConfig({
      AI_PRICES: ' gpt-4.1-mini=0.4/1.6, text-embedding-3-small=0.02/0 ',
    }).aiPrices;
    expect(prices.get('gpt-4.1-mini')).toEqual({ input: 0.4, output: 1.6 });
    expect(prices.get('text-embedding-3-small')).toEqual({ input: 0.02, output: 0 });
    expect(callCost(prices, { model: 'gpt-4.1-mini', promptTokens: 2000, outputTokens: 500 })).toBeCloseTo(
      0.0016,
      12,
    );
    expect(callCost(prices, { model: 'qwen3:8b', promptTokens: 2000, outputTokens: 500 })).toBeNull();
    expect(messageOf({ AI_PRICES: 'gpt-4.1=2' })).toContain(
      'AI_PRICES: "gpt-4.1=2" must look like model=input/output in dollars per million tokens',
    );
    expect(messageOf({ AI_PRICES: 'a=1/2,a=3/4' })).toContain('AI_PRICES: names a twice');
  });

  it('leaves tracing off without OTEL_EXPORTER_OTLP_ENDPOINT and sends spans under its /v1/traces', () => {
    expect(loadConfig({}).tracing).toBeNull();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing).toEqual({
      tracesUrl: 'http://collector:4318/v1/traces',
      serviceName: 'kreda-server',
    });
    expect(
      loadConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otlp.example.com/otlp/',
        OTEL_SERVICE_NAME: 'kreda-eu',
      }).tracing,
    ).toEqual({ tracesUrl: 'https://otlp.example.com/otlp/v1/traces', serviceName: 'kreda-eu' });
  });

  it('refuses a tracing endpoint that is not an HTTP URL, and a service name with nowhere to send to', () => {
    expect(messageOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4317' })).toMatch(
      /OTEL_EXPORTER_OTLP_ENDPOINT: .*\(got "collector:4317"\)/,
    );
    expect(messageOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector:4317' })).toContain(
      'OTEL_EXPORTER_OTLP_ENDPOINT',
    );
    expect(messageOf({ OTEL_SERVICE_NAME: 'kreda' })).toContain(
      'OTEL_EXPORTER_OTLP_ENDPOINT: is required when OTEL_SERVICE_NAME is set',
    );
  });
});
