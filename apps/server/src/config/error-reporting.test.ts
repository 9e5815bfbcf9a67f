import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const DSN = 'https://0123456789abcdef@o42.ingest.de.sentry.io/4507';

const messageOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig: error reporting', () => {
  it('sends nothing unless a DSN is set', () => {
    expect(loadConfig({}).errorReporting).toEqual({
      serverDsn: undefined,
      webDsn: undefined,
      environment: 'development',
    });
    expect(loadConfig({ SENTRY_DSN: '' }).errorReporting.serverDsn).toBeUndefined();
  });

  it('gives the web app the server’s DSN unless it has one of its own', () => {
    expect(loadConfig({ SENTRY_DSN: DSN, NODE_ENV: 'test' }).errorReporting).toEqual({
      serverDsn: DSN,
      webDsn: DSN,
      environment: 'test',
    });
    const web = 'https://fedcba9876543210@o42.ingest.de.sentry.io/4508';
    expect(loadConfig({ SENTRY_DSN: DSN, SENTRY_WEB_DSN: web }).errorReporting).toMatchObject({
      serverDsn: DSN,
      webDsn: web,
    });
    expect(loadConfig({ SENTRY_WEB_DSN: web }).errorReporting).toMatchObject({
      serverDsn: undefined,
      webDsn: web,
    });
    expect(loadConfig({ SENTRY_ENVIRONMENT: 'staging' }).errorReporting.environment).toBe('staging');
  });

  it('accepts a self-hosted Sentry under a path, over plain http on a local network', () => {
    const selfHosted = 'http://key@sentry.lan:9000/sentry/12';
    expect(loadConfig({ SENTRY_DSN: selfHosted }).errorReporting.serverDsn).toBe(selfHosted);
  });

  it('refuses what is not a DSN, naming the variable', () => {
    expect(messageOf({ SENTRY_DSN: 'sentry.io/123' })).toMatch(/SENTRY_DSN: .*\(got "sentry.io\/123"\)/);
    expect(messageOf({ SENTRY_DSN: 'https://o42.ingest.sentry.io/4507' })).toContain(
      'SENTRY_DSN: must be a Sentry DSN such as https://<public key>@o0.ingest.sentry.io/<project id>',
    );
    expect(messageOf({ SENTRY_WEB_DSN: 'https://key@o42.ingest.sentry.io/' })).toContain(
      'SENTRY_WEB_DSN: must be a Sentry DSN',
    );
    expect(messageOf({ SENTRY_ENVIRONMENT: 'prod uction' })).toContain(
      'SENTRY_ENVIRONMENT: must be a name such as production or staging',
    );
  });
});
