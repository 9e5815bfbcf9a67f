import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../testing/generated/gql.ts';
import { TEST_OPERATOR_ENV } from '../../testing/operator-env.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const OPERATOR = graphql(`
  query legalOperatorOfAppConfig {
    getAppConfig {
      operator { name address krs nip email dpoEmail example }
    }
  }
`);

const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));

/** Runs the server's entry point as production does, with only `env` (it must exit on its own). */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

describe('getAppConfig.operator', () => {
  let dev: TestServer;
  let production: TestServer;
  beforeAll(async () => {
    [dev, production] = await Promise.all([
      startTestServer(),
      startTestServer({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([dev?.stop(), production?.stop()]);
  });

  it('is the marked example outside production while OPERATOR_* are unset, to anyone', async () => {
    const { operator } = dataOf(await dev.gql(OPERATOR)).getAppConfig;
    expect(operator).toMatchObject({ example: true, name: expect.stringMatching(/^Przykładowy operator/) });
    expect(JSON.stringify(operator)).not.toMatch(/[[\]]/);
  });

  it('is the configured operator in production', async () => {
    expect(dataOf(await production.gql(OPERATOR)).getAppConfig.operator).toEqual({
      name: TEST_OPERATOR_ENV.OPERATOR_NAME,
      address: TEST_OPERATOR_ENV.OPERATOR_ADDRESS,
      krs: TEST_OPERATOR_ENV.OPERATOR_KRS,
      nip: TEST_OPERATOR_ENV.OPERATOR_NIP,
      email: TEST_OPERATOR_ENV.OPERATOR_EMAIL,
      dpoEmail: TEST_OPERATOR_ENV.OPERATOR_DPO_EMAIL,
      example: false,
    });
  });

  it('production does not start without the operator, naming what is missing', async () => {
    const run = await runMain({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1' });
    expect(run.code).toBe(78);
    expect(run.stderr).toContain('Kreda cannot start.');
    for (const name of ['OPERATOR_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_EMAIL', 'OPERATOR_DPO_EMAIL']) {
      expect(run.stderr).toContain(`${name}: is required in production`);
    }
    expect(run.stderr).toContain('OPERATOR_KRS or OPERATOR_NIP: at least one is required in production');
  });
});
