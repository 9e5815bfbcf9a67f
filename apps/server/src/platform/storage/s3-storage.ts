import type { S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** Unset means AWS S3; set for S3-compatible services (MinIO, Cloudflare R2, …). */
  endpoint?: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path instead of the host name; default: on when an endpoint is given. */
  forcePathStyle?: boolean | undefined;
  /** Folder-like prefix of every object key, e.g. `kreda/uploads`. */
  prefix?: string | undefined;
}

export interface S3FileStorage extends FileStorage {
  /** Closes the client's pooled connections. */
  close(): void;
}

/**
 * Uploaded files in an S3-compatible bucket, for deployments whose processes share no disk. Object
 * keys are `<prefix>/<userId>/<fileId>`; the same keys as on local disk, checked the same way.
 */
export function createS3Storage(options: S3StorageOptions): S3FileStorage {
  const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
  // The SDK costs ~150 ms to load: only deployments that use a bucket pay for it, on first use.
  let connecting: Promise<Connection> | undefined;
  let closed = false;
  const connect = () => {
    connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        // Since 3.729 the SDK adds CRC32 checksums to every upload and asks for them on download;
        // many S3-compatible services reject those headers. Checksums only where S3 demands them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
      }),
    }));
    return connecting;
  };
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return prefix ? `${prefix}/${key}` : key;
  };
  return {
    async put(key, bytes, contentType) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: options.bucket,
            Key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.byteLength,
          }),
        );
      } catch (error) {
        throw storageError('PutObject', key, error);
      }
    },
    async get(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw storageError('GetObject', key, error);
      }
    },
    async delete(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      try {
        // S3 answers 204 for a key that is not there; some compatible services answer 404.
        await client.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key }));
      } catch (error) {
        if (isMissingObject(error)) return;
        throw storageError('DeleteObject', key, error);
      }
    },
    close() {
      if (closed) return;
      closed = true;
      void connecting?.then(({ client }) => client.destroy());
    },
  };
}

interface Connection {
  sdk: typeof import('@aws-sdk/client-s3');
  client: S3Client;
}

interface SdkError {
  name?: string;
  message?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

/** A missing object (not a missing bucket, which is a deployment error worth failing on). */
function isMissingObject(error: unknown): boolean {
  const e = error as SdkError;
  if (e?.name === 'NoSuchKey') return true;
  return e?.$metadata?.httpStatusCode === 404 && e.name !== 'NoSuchBucket';
}

/**
 * A plain Error naming the operation, the S3 error code and status. The SDK's error object is not
 * kept as the cause: it carries the request and response metadata, which has no place in logs.
 */
function storageError(operation: string, key: string, error: unknown): Error {
  const e = error as SdkError;
  const code = e?.name && e.name !== 'Error' ? e.name : (e?.code ?? 'Error');
  const status = e?.$metadata?.httpStatusCode;
  const detail = typeof e?.message === 'string' ? e.message.slice(0, 200) : '';
  return new Error(
    `S3 ${operation} of ${key} failed: ${code}${status ? ` (HTTP ${status})` : ''}${detail ? `: ${detail}` : ''}`,
  );
}
