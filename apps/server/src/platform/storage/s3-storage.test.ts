import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { type FakeS3, startFakeS3 } from '../../testing/fakes/fake-s3.ts';
import { createFileStorage } from './file-storage.ts';
import { createS3Storage, type S3FileStorage, type S3StorageOptions } from './s3-storage.ts';
import { localFileExists } from './storage.ts';

let s3: FakeS3;
const opened: S3FileStorage[] = [];
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterEach(() => {
  for (const storage of opened.splice(0)) storage.close();
});
afterAll(async () => {
  await s3?.stop();
});

function storageFor(fake: FakeS3, overrides: Partial<S3StorageOptions> = {}): S3FileStorage {
  const storage = createS3Storage({
    bucket: fake.bucket,
    endpoint: fake.url,
    region: fake.region,
    accessKeyId: fake.accessKeyId,
    secretAccessKey: fake.secretAccessKey,
    ...overrides,
  });
  opened.push(storage);
  return storage;
}

const polish = new TextEncoder().encode('zażółć gęślą jaźń');

describe('S3 file storage', () => {
  it('stores, reads and deletes an object under the prefix, with its content type', async () => {
    const storage = storageFor(s3, { prefix: '/kreda/uploads/' });
    await storage.put('u1/f1', polish, 'text/plain');
    const stored = s3.objects.get('kreda/uploads/u1/f1');
    expect(stored?.contentType).toBe('text/plain');
    expect(stored?.body.toString('utf8')).toBe('zażółć gęślą jaźń');
    expect((await storage.get('u1/f1'))?.toString('utf8')).toBe('zażółć gęślą jaźń');
    await storage.delete('u1/f1');
    expect(s3.objects.has('kreda/uploads/u1/f1')).toBe(false);
  });

  it('keeps binary content byte for byte', async () => {
    const storage = storageFor(s3);
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256);
    await storage.put('u2/binary', bytes, 'application/octet-stream');
    expect(Buffer.compare((await storage.get('u2/binary')) ?? Buffer.alloc(0), Buffer.from(bytes))).toBe(0);
  });

  it('answers null for a missing object and deletes idempotently', async () => {
    const storage = storageFor(s3);
    expect(await storage.get('u3/never-stored')).toBeNull();
    await storage.put('u3/f1', polish, 'text/plain');
    await storage.delete('u3/f1');
    await storage.delete('u3/f1');
    expect(await storage.get('u3/f1')).toBeNull();
  });

  it('fails with a plain error that names the S3 code and keeps the secret out', async () => {
    const wrongSecret = 'wrong/secret/access/key/0123456789abcdef';
    const cases: Array<[Partial<S3StorageOptions>, RegExp]> = [
      [{ secretAccessKey: wrongSecret }, /SignatureDoesNotMatch \(HTTP 403\)/],
      [{ accessKeyId: 'UNKNOWNKEYID', secretAccessKey: wrongSecret }, /InvalidAccessKeyId \(HTTP 403\)/],
      [{ region: 'us-west-2' }, /AuthorizationHeaderMalformed \(HTTP 400\)/],
    ];
    await storageFor(s3).put('u4/f1', polish, 'text/plain');
    for (const [overrides, pattern] of cases) {
      const storage = storageFor(s3, overrides);
      const put = await storage.put('u4/f2', polish, 'text/plain').catch((error: unknown) => error);
      expect(put).toBeInstanceOf(Error);
      expect((put as Error).message).toMatch(pattern);
      expect((put as Error).message).toContain('PutObject of u4/f2');
      expect((put as Error).message).not.toContain(wrongSecret);
      expect((put as Error).message).not.toContain(s3.secretAccessKey);
      expect((put as Error).cause).toBeUndefined();
      // A refused read is an error, never mistaken for a missing file.
      await expect(storage.get('u4/f1')).rejects.toThrow(pattern);
      await expect(storage.delete('u4/f1')).rejects.toThrow(pattern);
    }
    expect(s3.objects.has('u4/f1')).toBe(true);
    expect(s3.objects.has('u4/f2')).toBe(false);
  });

  it('treats a missing bucket and a failing service as errors', async () => {
    await expect(storageFor(s3, { bucket: 'no-such-bucket' }).get('u5/f1')).rejects.toThrow(
      /GetObject of u5\/f1 failed: NoSuchBucket \(HTTP 404\)/,
    );
    s3.failWith(500);
    try {
      await expect(storageFor(s3).put('u5/f1', polish, 'text/plain')).rejects.toThrow(
        /PutObject of u5\/f1 failed: InternalError \(HTTP 500\)/,
      );
    } finally {
      s3.failWith(null);
    }
  });

  it('refuses keys that are not ours before any request', async () => {
    const storage = storageFor(s3);
    const before = s3.objects.size;
    for (const key of ['../x', 'a/../../b', '/etc/passwd', 'A/B', 'a//b', '', 'a?x-id=DeleteObject']) {
      await expect(storage.put(key, polish, 'text/plain')).rejects.toThrow('invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('invalid storage key');
      await expect(storage.delete(key)).rejects.toThrow('invalid storage key');
    }
    expect(s3.objects.size).toBe(before);
  });

  it('works with S3-compatible services that do not implement flexible checksums', async () => {
    const strict = await startFakeS3({ checksums: false, region: 'auto' });
    try {
      const storage = storageFor(strict);
      await storage.put('u6/f1', polish, 'text/plain');
      expect((await storage.get('u6/f1'))?.toString('utf8')).toBe('zażółć gęślą jaźń');
      await storage.delete('u6/f1');
      expect(strict.objects.size).toBe(0);
    } finally {
      await strict.stop();
    }
  });
});

describe('createFileStorage', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kreda-file-storage-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('uses the bucket when S3_BUCKET is set and local disk otherwise', async () => {
    const inBucket = createFileStorage(loadConfig({ DATA_DIR: dataDir, ...s3.env(), S3_PREFIX: 'choice' }));
    opened.push(inBucket as S3FileStorage);
    await inBucket.put('u7/f1', polish, 'text/plain');
    expect(s3.objects.has('choice/u7/f1')).toBe(true);
    expect(await localFileExists(dataDir, 'u7/f1')).toBe(false);

    const onDisk = createFileStorage(loadConfig({ DATA_DIR: dataDir }));
    await onDisk.put('u7/f2', polish, 'text/plain');
    expect(await localFileExists(dataDir, 'u7/f2')).toBe(true);
    expect(s3.objects.has('choice/u7/f2')).toBe(false);
  });
});
