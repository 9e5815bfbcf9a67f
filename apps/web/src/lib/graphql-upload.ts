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

/** Sets `null` at a dotted path of a copy of the variables (the spec's placeholder for the file). */
function withNullAt(variables: Record<string, unknown>, dotted: string): Record<string, unknown> {
  const copy = structuredClone(variables);
  const keys = dotted.split('.').slice(1); // drop the leading "variables"
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    const next = target[key];
    if (typeof next !== 'object' || next === null) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  const last = keys.at(-1);
  if (last) target[last] = null;
  return copy;
}

/** The body of a GraphQL multipart request: `operations`, `map`, then the file as field `0`. */
export function buildUploadForm(
  query: string,
  variables: Record<string, unknown>,
  file: Blob,
  filePath: string,
  fileName?: string,
): FormData {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query,
      variables: withNullAt(variables, filePath),
      operationName: getOperationName(query),
    }),
  );
  form.append('map', JSON.stringify({ '0': [filePath] }));
  const name = fileName ?? (file instanceof File ? file.name : 'plik');
  form.append('0', file, name);
  return form;
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
    xhr.send(buildUploadForm(document.toString(), variables, file, options.filePath));
  });
}

/** uploadOnce with the session kept alive: one refresh and one retry on an expired token. */
export async function uploadRequest<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
  file: Blob,
  options: UploadOptions,
): Promise<TResult> {
  const seen = readSessionCookie();
  try {
    return await uploadOnce(document, variables, file, options);
  } catch (error) {
    if (!isUnauthorizedError(error)) throw error;
    const outcome = await refreshSession(seen);
    if (!outcome.ok) {
      if (isTransientFailure(outcome)) throw outcome.error;
      announceUnauthorized(error);
      throw error;
    }
    try {
      return await uploadOnce(document, variables, file, options);
    } catch (retryError) {
      if (isUnauthorizedError(retryError)) announceUnauthorized(retryError);
      throw retryError;
    }
  }
}
