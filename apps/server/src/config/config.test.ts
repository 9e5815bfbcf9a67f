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

  it('takes PUBLIC_URL as the origin for cookies and WebSocket checks', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://kreda.pl' }).publicUrl.origin).toBe('https://kreda.pl');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://kreda.pl' })).toThrow(/PUBLIC_URL/);
  });
});
