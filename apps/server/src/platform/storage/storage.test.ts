import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLocalStorage,
  fileLinkState,
  localFileExists,
  signFileUrl,
  verifyFileSignature,
} from './storage.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kreda-storage-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('local file storage', () => {
  it('stores, reads and deletes by key', async () => {
    const storage = createLocalStorage(dataDir);
    const bytes = new TextEncoder().encode('zażółć gęślą jaźń');
    await storage.put('u1/f1', bytes, 'text/plain');
    expect(await localFileExists(dataDir, 'u1/f1')).toBe(true);
    expect((await storage.get('u1/f1'))?.toString('utf8')).toBe('zażółć gęślą jaźń');
    await storage.delete('u1/f1');
    expect(await storage.get('u1/f1')).toBeNull();
    await storage.delete('u1/f1');
  });

  it('refuses keys that could leave the folder', async () => {
    const storage = createLocalStorage(dataDir);
    for (const key of ['../x', 'a/../../b', '/etc/passwd', 'A/B', 'a//b', '']) {
      await expect(storage.put(key, new Uint8Array(1), 'text/plain')).rejects.toThrow('invalid storage key');
    }
  });
});

describe('signed file links', () => {
  const secret = 's'.repeat(40);
  const fileId = '3f2b8c1e-4d5a-4b6c-9d7e-1f2a3b4c5d6e';
  const userId = '00000000-0000-4000-8000-000000000001';

  it('verify for the same file and owner until they expire', () => {
    const url = new URL(
      signFileUrl(secret, { fileId, userId, expiresAt: new Date(Date.now() + 60_000) }),
      'http://x',
    );
    const expires = url.searchParams.get('expires') ?? undefined;
    const signature = url.searchParams.get('signature') ?? undefined;
    expect(url.pathname).toBe(`/api/files/${fileId}`);
    expect(verifyFileSignature(secret, { fileId, userId, expires, signature })).toBe(true);
    expect(verifyFileSignature(secret, { fileId, userId: 'someone-else', expires, signature })).toBe(false);
    expect(
      verifyFileSignature(secret, { fileId, userId, expires: String(Number(expires) + 1), signature }),
    ).toBe(false);
    expect(verifyFileSignature(secret, { fileId, userId, expires, signature }, Number(expires) + 1)).toBe(
      false,
    );
    expect(verifyFileSignature(secret, { fileId, userId, expires, signature: 'abc' })).toBe(false);
  });

  it('tell an expired link of this owner from a forged one', () => {
    const url = new URL(signFileUrl(secret, { fileId, userId, expiresAt: new Date(1_000) }), 'http://x');
    const expires = url.searchParams.get('expires') ?? undefined;
    const signature = url.searchParams.get('signature') ?? undefined;
    expect(fileLinkState(secret, { fileId, userId, expires, signature }, 999)).toBe('valid');
    expect(fileLinkState(secret, { fileId, userId, expires, signature }, 1_000)).toBe('expired');
    expect(fileLinkState(secret, { fileId, userId: 'someone-else', expires, signature })).toBe('invalid');
    expect(fileLinkState(secret, { fileId, userId, expires: '999999999999999', signature })).toBe('invalid');
    expect(fileLinkState(secret, { fileId, userId, expires: undefined, signature })).toBe('invalid');
  });
});
