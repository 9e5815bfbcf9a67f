import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import { startHttpFake } from './http-fake.ts';

/** One stored object, as the fake bucket holds it. */
export interface FakeS3Object {
  body: Buffer;
  contentType: string | undefined;
  etag: string;
  lastModified: Date;
  /** `x-amz-checksum-*` headers sent with the upload, by algorithm (`crc32`, `sha256`, …). */
  checksums: Record<string, string>;
}

export interface FakeS3 {
  port: number;
  /** Base URL, ready for S3_ENDPOINT (path-style addressing: `/<bucket>/<key>`). */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket's objects by full object key (prefix included). */
  objects: Map<string, FakeS3Object>;
  /** The S3_* variables that point a server at this fake. */
  env(): Record<string, string>;
  /** Answers every following authenticated request with this S3 error; `null` answers normally again. */
  failWith(status: number | null, code?: string): void;
  stop(): Promise<void>;
}

export interface FakeS3Options {
  bucket?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /**
   * Whether flexible checksums (`x-amz-checksum-*`) are implemented, as on AWS (verified, stored,
   * echoed with `x-amz-checksum-mode: ENABLED`). `false` plays an S3-compatible service that answers
   * them with 501 NotImplemented, as Cloudflare R2 did when the SDK began sending them.
   */
  checksums?: boolean;
}

type Problem = [status: number, code: string, message: string];

const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;
const SIGNATURE_MISMATCH: Problem = [
  403,
  'SignatureDoesNotMatch',
  'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
];

/**
 * A local stand-in for an S3-compatible service, enough for the official client's PutObject,
 * GetObject, HeadObject and DeleteObject on one bucket with path-style addressing. It checks AWS
 * Signature Version 4 in full (credential scope, signed headers, the signature itself and the
 * payload hash), so a client with a wrong secret, region or clock fails here as it would there.
 * Streaming (aws-chunked) uploads are refused with 501, as several S3-compatible services do.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a fake server is one closure over its objects; each route is short
export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'kreda-test';
  const region = options.region ?? 'eu-central-1';
  const accessKeyId = options.accessKeyId ?? 'FAKEACCESSKEYID0001';
  const secretAccessKey = options.secretAccessKey ?? 'fake/secret/access/key/0123456789abcdef';
  const checksumsImplemented = options.checksums ?? true;
  const objects = new Map<string, FakeS3Object>();
  let failure: { status: number; code: string } | null = null;

  const http = await startHttpFake(async (request, response) => {
    const rawUrl = request.url ?? '/';
    const rawPath = rawUrl.split('?')[0] ?? '/';
    const rawQuery = rawUrl.includes('?') ? rawUrl.slice(rawUrl.indexOf('?') + 1) : '';
    const payload = await readBody(request);
    const fail = ([status, code, message]: Problem) => sendError(request, response, status, code, message);

    const authProblem = verifySignature(request, rawPath, rawQuery, payload, {
      accessKeyId,
      secretAccessKey,
      region,
    });
    if (authProblem) return fail(authProblem);
    const [, bucketName = '', ...keyParts] = rawPath.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    if (bucketName !== bucket) return fail([404, 'NoSuchBucket', 'The specified bucket does not exist']);
    if (!key) return fail([501, 'NotImplemented', 'This fake implements object operations only']);
    if (failure) return fail([failure.status, failure.code, 'The fake was told to fail']);

    const checksumHeaders = Object.keys(request.headers).filter(
      (name) => name.startsWith('x-amz-checksum-') && name !== 'x-amz-checksum-mode',
    );
    if (!checksumsImplemented) {
      const unsupported =
        checksumHeaders[0] ?? (request.headers['x-amz-checksum-mode'] && 'x-amz-checksum-mode');
      if (unsupported) return fail([501, 'NotImplemented', `Header '${unsupported}' not implemented`]);
    }
    switch (request.method) {
      case 'PUT': {
        const streaming = headerValue(request, 'x-amz-content-sha256').startsWith('STREAMING-');
        if (streaming || /aws-chunked/.test(headerValue(request, 'content-encoding'))) {
          return fail([501, 'NotImplemented', 'Streaming (aws-chunked) uploads are not implemented']);
        }
        const checksums: Record<string, string> = {};
        for (const name of checksumHeaders) {
          const algorithm = name.slice('x-amz-checksum-'.length);
          const given = String(request.headers[name]);
          const computed = checksumOf(algorithm, payload);
          if (computed !== undefined && computed !== given) {
            return fail([
              400,
              'BadDigest',
              `The ${algorithm.toUpperCase()} you specified did not match the calculated checksum.`,
            ]);
          }
          checksums[algorithm] = given;
        }
        const etag = `"${createHash('md5').update(payload).digest('hex')}"`;
        const contentType = request.headers['content-type'];
        objects.set(key, { body: payload, contentType, etag, lastModified: new Date(), checksums });
        response.writeHead(200, { etag, ...checksumResponseHeaders(checksums), ...requestIdHeader() });
        response.end();
        return;
      }
      case 'GET':
      case 'HEAD': {
        const object = objects.get(key);
        if (!object) return fail([404, 'NoSuchKey', 'The specified key does not exist.']);
        const withChecksums = request.headers['x-amz-checksum-mode'] === 'ENABLED';
        response.writeHead(200, {
          'content-type': object.contentType ?? 'binary/octet-stream',
          'content-length': String(object.body.byteLength),
          etag: object.etag,
          'last-modified': object.lastModified.toUTCString(),
          ...(withChecksums ? checksumResponseHeaders(object.checksums) : {}),
          ...requestIdHeader(),
        });
        response.end(request.method === 'GET' ? object.body : undefined);
        return;
      }
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204, requestIdHeader());
        response.end();
        return;
      default:
        return fail([405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.']);
    }
  });

  return {
    port: http.port,
    url: http.url,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    env: () => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: http.url,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    }),
    failWith(status, code = 'InternalError') {
      failure = status === null ? null : { status, code };
    },
    stop: http.stop,
  };
}

/** AWS Signature Version 4 as S3 checks it; null when the request is signed correctly. */
function verifySignature(
  request: IncomingMessage,
  rawPath: string,
  rawQuery: string,
  payload: Buffer,
  expected: { accessKeyId: string; secretAccessKey: string; region: string },
): Problem | null {
  const authorization = request.headers.authorization;
  if (!authorization) return [403, 'AccessDenied', 'Access Denied'];
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return [400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.'];
  const [, keyId, day = '', scopeRegion, service, signedHeaderList = '', signature = ''] = match;
  if (keyId !== expected.accessKeyId) {
    return [403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.'];
  }
  if (scopeRegion !== expected.region || service !== 's3') {
    return [
      400,
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; the region '${scopeRegion}' is wrong; expecting '${expected.region}'`,
    ];
  }
  const amzDate = headerValue(request, 'x-amz-date');
  const time = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!time || !amzDate.startsWith(day)) {
    return [403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header'];
  }
  const [, y, mo, d, h, mi, s] = time;
  if (Math.abs(Date.now() - Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`)) > MAX_CLOCK_SKEW_MS) {
    return [
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    ];
  }
  const payloadHash = headerValue(request, 'x-amz-content-sha256');
  if (!payloadHash) {
    return [400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256'];
  }
  const signedHeaders = signedHeaderList.split(';');
  const unsigned = Object.keys(request.headers).filter(
    (name) => name.startsWith('x-amz-') && !signedHeaders.includes(name),
  );
  if (!signedHeaders.includes('host') || unsigned.length) {
    return [403, 'AccessDenied', 'There were headers present in the request which were not signed'];
  }
  const canonicalRequest = [
    request.method ?? 'GET',
    rawPath,
    canonicalQuery(rawQuery),
    ...signedHeaders.map((name) => `${name}:${headerValue(request, name).trim().replace(/\s+/g, ' ')}`),
    '',
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${scopeRegion}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key: Buffer = hmac(`AWS4${expected.secretAccessKey}`, day);
  for (const part of [scopeRegion ?? '', 's3', 'aws4_request']) key = hmac(key, part);
  const computed = Buffer.from(hmac(key, stringToSign).toString('hex'));
  if (!timingSafeEqual(computed, Buffer.from(signature))) return SIGNATURE_MISMATCH;
  if (/^[0-9a-f]{64}$/.test(payloadHash) && payloadHash !== sha256Hex(payload)) {
    return [
      400,
      'XAmzContentSHA256Mismatch',
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
    ];
  }
  return null;
}

/** Query parameters decoded, re-encoded per RFC 3986 and sorted, as SigV4 defines them. */
function canonicalQuery(rawQuery: string): string {
  const encode = (value: string) =>
    encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = decodeURIComponent(at < 0 ? pair : pair.slice(0, at));
      const value = at < 0 ? '' : decodeURIComponent(pair.slice(at + 1));
      return [encode(name), encode(value)] as const;
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** The base64 digest S3 would compute for an algorithm; undefined for those the fake cannot check. */
function checksumOf(algorithm: string, body: Buffer): string | undefined {
  if (algorithm === 'crc32') {
    const value = Buffer.alloc(4);
    value.writeUInt32BE(crc32(body));
    return value.toString('base64');
  }
  if (algorithm === 'sha1' || algorithm === 'sha256') {
    return createHash(algorithm).update(body).digest('base64');
  }
  return undefined;
}

function checksumResponseHeaders(checksums: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(checksums).map(([name, value]) => [`x-amz-checksum-${name}`, value]),
  );
}

function headerValue(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendError(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
): void {
  const requestId = requestIdHeader();
  if (request.method === 'HEAD') {
    response.writeHead(status, requestId);
    response.end();
    return;
  }
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${escapeXml(code)}</Code><Message>${escapeXml(message)}</Message><Resource>${escapeXml(request.url ?? '/')}</Resource><RequestId>${requestId['x-amz-request-id']}</RequestId></Error>`;
  response.writeHead(status, { 'content-type': 'application/xml', ...requestId });
  response.end(xml);
}

function requestIdHeader(): { 'x-amz-request-id': string } {
  return { 'x-amz-request-id': randomBytes(8).toString('hex').toUpperCase() };
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}
