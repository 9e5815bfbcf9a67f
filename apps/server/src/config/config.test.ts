import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
    expect(loadConfig({ NODE_ENV: 'production' }).graphqlIntrospection).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }).graphqlIntrospection).toBe(
      true,
    );
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
