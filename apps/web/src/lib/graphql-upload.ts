import {
  GRAPHQL_ENDPOINT,
  getOperationName,
  NETWORK_ERROR_MESSAGE,
  type TypedDocument,
} from './graphql-client.ts';
import {
  announceUnauthorized,
  type GraphQLErrorEntry,
  GraphQLRequestError,
  isUnauthorizedError,
} from './graphql-errors.ts';
import { readSessionCookie } from './session-cookie.ts';
import { isTransientFailure, refreshSession } from './session-refresh.ts';

export const UPLOAD_FAILED_MESSAGE = 'Nie udało się wysłać pliku. Spróbuj ponownie.';
export const UPLOAD_ABORTED_MESSAGE = 'Wysyłanie przerwano.';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, rounded down. */
  percent: number;
}

export interface UploadOptions {
  /** Where the file goes in the variables, as the multipart spec writes it (`variables.input.file`). */
  filePath: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  endpoint?: string;
}

/** One file of a multipart request and where it goes in the variables (`variables.input.files.0`). */
export interface UploadFile {
  file: Blob;
  path: string;
  /** Defaults to the File's own name, or "plik" for a bare Blob. */
  name?: string;
}

/**
 * Sets `null` at each dotted path of a copy of the variables (the spec's placeholder for a file).
 * A numeric key makes an array (`variables.input.files.0` → `files: [null]`).
 */
function withNullsAt(variables: Record<string, unknown>, paths: readonly string[]): Record<string, unknown> {
  const copy = structuredClone(variables);
  for (const dotted of paths) {
    const keys = dotted.split('.').slice(1); // drop the leading "variables"
    let target: Record<string, unknown> = copy;
    keys.slice(0, -1).forEach((key, index) => {
      const next = target[key];
      if (typeof next !== 'object' || next === null)
        target[key] = /^\d+$/.test(keys[index + 1] ?? '') ? [] : {};
      target = target[key] as Record<string, unknown>;
    });
    const last = keys.at(-1);
    if (last) target[last] = null;
  }
  return copy;
}

/** The body of a GraphQL multipart request: `operations`, `map`, then the files as fields `0`, `1`… */
export function buildMultipartForm(
  query: string,
  variables: Record<string, unknown>,
  files: readonly UploadFile[],
): FormData {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query,
      variables: withNullsAt(
        variables,
        files.map((f) => f.path),
      ),
      operationName: getOperationName(query),
    }),
  );
  form.append('map', JSON.stringify(Object.fromEntries(files.map((f, i) => [String(i), [f.path]]))));
  files.forEach(({ file, name }, i) => {
    form.append(String(i), file, name ?? (file instanceof File ? file.name : 'plik'));
  });
  return form;
}

/** The body of a GraphQL multipart request with one file: `operations`, `map`, then the file as `0`. */
export function buildUploadForm(
  query: string,
  variables: Record<string, unknown>,
  file: Blob,
  filePath: string,
  fileName?: string,
): FormData {
  return buildMultipartForm(query, variables, [
    { file, path: filePath, ...(fileName !== undefined ? { name: fileName } : {}) },
  ]);
}

function parseAnswer<TResult>(status: number, text: string): TResult {
  type Body = { data?: TResult | null; errors?: GraphQLErrorEntry[] };
  let body: Body | null;
  try {
    body = JSON.parse(text) as Body | null;
  } catch {
    body = null;
  }
  const errors = Array.isArray(body?.errors) ? body.errors : [];
  const first = errors[0];
  if (first) {
    const code = first.extensions?.code ?? (status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL_SERVER_ERROR');
    throw new GraphQLRequestError({
      code,
      status,
      message: first.message || UPLOAD_FAILED_MESSAGE,
      serverMessage: first.message,
      errors,
      data: body?.data ?? null,
    });
  }
  if (status < 200 || status >= 300 || !body || body.data === undefined || body.data === null) {
    const code = status === 401 ? 'UNAUTHENTICATED' : body ? 'HTTP_ERROR' : 'BAD_RESPONSE';
    throw new GraphQLRequestError({ code, status, message: UPLOAD_FAILED_MESSAGE });
  }
  return body.data;
}

/**
 * One GraphQL multipart request over XMLHttpRequest (fetch cannot report upload progress).
 * Sends the CSRF header and cookies; the browser sets the multipart content type and boundary.
 */
export function uploadOnce<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
  file: Blob,
  options: UploadOptions,
): Promise<TResult> {
  return sendMultipart(document, variables, [{ file, path: options.filePath }], options);
}

/** Options of a request with several files; each file names its own path. */
export type MultipartOptions = Omit<UploadOptions, 'filePath'>;

function sendMultipart<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
  files: readonly UploadFile[],
  options: MultipartOptions,
): Promise<TResult> {
  return new Promise<TResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', options.endpoint ?? GRAPHQL_ENDPOINT);
    xhr.withCredentials = true;
    xhr.setRequestHeader('x-kreda-csrf', '1');
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || !options.onProgress) return;
      const percent = event.total > 0 ? Math.floor((event.loaded / event.total) * 100) : 0;
      options.onProgress({ loaded: event.loaded, total: event.total, percent: Math.min(100, percent) });
    };
    xhr.onload = () => {
      try {
        resolve(parseAnswer<TResult>(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () =>
      reject(new GraphQLRequestError({ code: 'NETWORK_ERROR', status: 0, message: NETWORK_ERROR_MESSAGE }));
    xhr.onabort = () =>
      reject(new GraphQLRequestError({ code: 'ABORTED', status: 0, message: UPLOAD_ABORTED_MESSAGE }));
    const { signal } = options;
    if (signal?.aborted) {
      reject(new GraphQLRequestError({ code: 'ABORTED', status: 0, message: UPLOAD_ABORTED_MESSAGE }));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(buildMultipartForm(document.toString(), variables, files));
  });
}

/** Runs `attempt` once more after a refreshed session when the first try was unauthenticated. */
async function withSession<TResult>(attempt: () => Promise<TResult>): Promise<TResult> {
  const seen = readSessionCookie();
  try {
    return await attempt();
  } catch (error) {
    if (!isUnauthorizedError(error)) throw error;
    const outcome = await refreshSession(seen);
    if (!outcome.ok) {
      if (isTransientFailure(outcome)) throw outcome.error;
      announceUnauthorized(error);
      throw error;
    }
    try {
      return await attempt();
    } catch (retryError) {
      if (isUnauthorizedError(retryError)) announceUnauthorized(retryError);
      throw retryError;
    }
  }
}

/** uploadOnce with the session kept alive: one refresh and one retry on an expired token. */
export function uploadRequest<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
  file: Blob,
  options: UploadOptions,
): Promise<TResult> {
  return withSession(() => uploadOnce(document, variables, file, options));
}

/**
 * A multipart request with several files (e.g. `variables.input.files.0`, `…files.1`), with
 * progress over all of them and the session kept alive like uploadRequest.
 */
export function uploadFilesRequest<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
  files: readonly UploadFile[],
  options: MultipartOptions = {},
): Promise<TResult> {
  return withSession(() => sendMultipart(document, variables, files, options));
}
