import {
  COMMON_PASSWORD_MESSAGE,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  passwordProblem,
} from '@kreda/shared/accounts';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane (~15 ms a hash here).
// `Algorithm` is a const enum (not importable as a value here): 2 is Argon2id.
const ARGON2_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. With no hash (unknown account, SMS-only account) a
 * dummy hash is checked anyway, so the answer takes as long whether or not the account exists.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  // Longer inputs are refused before hashing: argon2 on megabytes is a cheap denial of service.
  const tooLong = [...password].length > PASSWORD_MAX_LENGTH;
  if (!storedHash || tooLong) {
    dummyHash ??= hashPassword('kreda-dummy-password-for-timing');
    await verify(await dummyHash, password.slice(0, PASSWORD_MAX_LENGTH)).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let commonPasswords: Promise<Set<string>> | undefined;

// Polish favourites missing from the English-centred list (checked lower-cased).
const POLISH_COMMON = [
  'haslo123',
  'hasło123',
  'haslo1234',
  'polska123',
  'polska1234',
  'kochamcie',
  'kochamcie1',
  'zaq12wsx',
  'zaq1@wsx',
  'qwerty123',
  'qwertyuiop',
  'legia1916',
  'lechpoznan',
  'widzew1910',
  'wisla1906',
  'cracovia',
  'mamatata',
  'mamusia1',
  'tatus123',
  'kreda123',
  'kreda2026',
  'szkola123',
  'matura2026',
  'matura2027',
  'bialystok',
  'warszawa',
  'warszawa1',
  'krakow123',
  'gdansk123',
  'wroclaw1',
  'poznan123',
  'slonecznik',
  'czekolada',
  'kasztanek',
  'pieseczek',
  'kotek123',
  'myszka123',
  'niunia123',
  'dupa1234',
  'jebacpis',
  'zaqwsxcde',
  '1qazxsw2',
];

/** The bundled list: zxcvbn's common passwords (8+ characters) plus Polish ones. */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then((module) => {
    const list = module.dictionary['passwords-common'] as string[];
    return new Set([...list.filter((p) => p.length >= 8), ...POLISH_COMMON]);
  });
  return commonPasswords;
}

/**
 * Polish message for a password that must not be used, or null. Length 8–128 (no composition
 * rules), not on the common list, not the e-mail address itself.
 */
export async function newPasswordProblem(password: string, email?: string | null): Promise<string | null> {
  const lengthProblem = passwordProblem(password);
  if (lengthProblem) return lengthProblem;
  const lowered = password.toLowerCase();
  if ((await loadCommonPasswords()).has(lowered)) return COMMON_PASSWORD_MESSAGE;
  if (email) {
    const address = normalizeEmail(email);
    if (lowered === address || lowered === address.split('@')[0]) {
      return 'Hasło nie może być takie samo jak adres e-mail.';
    }
  }
  return null;
}
