import { describe, expect, it } from 'vitest';
import { isBasicAuthorized } from './basic-auth.ts';

const credentials = { user: 'staging', password: 'tajne-hasło:z-dwukropkiem' };

function header(user: string, password: string, scheme = 'Basic') {
  return `${scheme} ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}

describe('isBasicAuthorized', () => {
  it('accepts the right credentials, UTF-8 and colons in the password included', () => {
    expect(isBasicAuthorized(header('staging', 'tajne-hasło:z-dwukropkiem'), credentials)).toBe(true);
  });

  it('reads the scheme name case-insensitively', () => {
    expect(isBasicAuthorized(header('staging', 'tajne-hasło:z-dwukropkiem', 'basic'), credentials)).toBe(
      true,
    );
  });

  it('refuses a wrong user or password', () => {
    expect(isBasicAuthorized(header('Staging', 'tajne-hasło:z-dwukropkiem'), credentials)).toBe(false);
    expect(isBasicAuthorized(header('staging', 'tajne-haslo:z-dwukropkiem'), credentials)).toBe(false);
    expect(isBasicAuthorized(header('staging', ''), credentials)).toBe(false);
  });

  it('refuses missing and malformed headers', () => {
    expect(isBasicAuthorized(undefined, credentials)).toBe(false);
    expect(isBasicAuthorized('', credentials)).toBe(false);
    expect(isBasicAuthorized('Bearer abc', credentials)).toBe(false);
    expect(isBasicAuthorized('Basic', credentials)).toBe(false);
    expect(isBasicAuthorized(`Basic ${Buffer.from('no-colon').toString('base64')}`, credentials)).toBe(false);
    expect(isBasicAuthorized('Basic %%%', credentials)).toBe(false);
  });
});
