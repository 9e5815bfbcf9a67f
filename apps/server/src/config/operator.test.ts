import { describe, expect, it } from 'vitest';
import { TEST_OPERATOR_ENV } from '../testing/operator-env.ts';
import { ConfigError, loadConfig } from './config.ts';
import { EXAMPLE_OPERATOR, isValidNip } from './operator.ts';

const messageOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig: operator', () => {
  it('refuses to start in production without the operator, naming every missing variable', () => {
    const message = messageOf({ NODE_ENV: 'production' });
    for (const name of ['OPERATOR_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_EMAIL', 'OPERATOR_DPO_EMAIL']) {
      expect(message).toMatch(new RegExp(`^ {2}- ${name}: is required in production: the terms`, 'm'));
    }
    expect(message).toMatch(/^ {2}- OPERATOR_KRS or OPERATOR_NIP: at least one is required in production/m);
    // Empty variables count as unset.
    expect(messageOf({ NODE_ENV: 'production', ...TEST_OPERATOR_ENV, OPERATOR_DPO_EMAIL: '' })).toMatch(
      /OPERATOR_DPO_EMAIL: is required when OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL, OPERATOR_KRS, OPERATOR_NIP are set/,
    );
  });

  it('starts in production with the operator, a KRS or a NIP being enough', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...TEST_OPERATOR_ENV }).operator).toEqual({
      name: 'Kreda Testowa sp. z o.o.',
      address: 'ul. Tablicowa 7, 00-950 Warszawa',
      krs: '0000123456',
      nip: '1234563218',
      email: 'kontakt@kreda.test',
      dpoEmail: 'iod@kreda.test',
      example: false,
    });
    const { OPERATOR_KRS: _, ...soleTrader } = TEST_OPERATOR_ENV;
    expect(
      loadConfig({ NODE_ENV: 'production', ...soleTrader, OPERATOR_NIP: '123-456-32-18' }).operator,
    ).toMatchObject({ krs: undefined, nip: '1234563218' });
    const { OPERATOR_NIP: __, ...company } = TEST_OPERATOR_ENV;
    expect(loadConfig({ NODE_ENV: 'production', ...company }).operator).toMatchObject({
      krs: '0000123456',
      nip: undefined,
    });
  });

  it('shows the marked example operator in development and tests while nothing is set', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test', OPERATOR_NAME: '' }]) {
      expect(loadConfig(env).operator).toEqual(EXAMPLE_OPERATOR);
    }
    expect(EXAMPLE_OPERATOR.example).toBe(true);
    expect(EXAMPLE_OPERATOR.name).toMatch(/^Przykładowy operator/);
    // Nothing of it looks like an unfilled template.
    expect(JSON.stringify(EXAMPLE_OPERATOR)).not.toMatch(/[[\]]/);
    expect(loadConfig(TEST_OPERATOR_ENV).operator.example).toBe(false);
  });

  it('refuses a partly filled operator and malformed details outside production too', () => {
    expect(messageOf({ OPERATOR_NAME: 'Kreda sp. z o.o.' })).toContain(
      'OPERATOR_ADDRESS: is required when OPERATOR_NAME is set',
    );
    const bad = messageOf({
      ...TEST_OPERATOR_ENV,
      OPERATOR_KRS: '12345',
      OPERATOR_NIP: '1234567890',
      OPERATOR_EMAIL: 'kontakt',
      OPERATOR_DPO_EMAIL: 'iod@',
    });
    expect(bad).toMatch(/OPERATOR_KRS: must be the 10 digits of a KRS number.*\(got "12345"\)/);
    expect(bad).toMatch(/OPERATOR_NIP: must be a valid 10-digit NIP.*\(got "1234567890"\)/);
    expect(bad).toMatch(/OPERATOR_EMAIL: must be an e-mail address \(got "kontakt"\)/);
    expect(bad).toMatch(/OPERATOR_DPO_EMAIL: must be an e-mail address/);
  });

  it('checks the NIP checksum', () => {
    expect(isValidNip('1234563218')).toBe(true);
    expect(isValidNip('5260250274')).toBe(true);
    expect(isValidNip('1234563217')).toBe(false);
    expect(isValidNip('123456321')).toBe(false);
  });
});
