import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TypedDocument } from './graphql-client.ts';
import { GraphQLRequestError } from './graphql-errors.ts';
import { buildMultipartForm, buildUploadForm, uploadFilesRequest, uploadOnce } from './graphql-upload.ts';

// XMLHttpRequest is the edge: a fake records what would be sent and answers by hand.
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const CREATE = `mutation createUserDoc($createUserDocInput: CreateUserDocInput!) {
  createUserDoc(createUserDocInput: $createUserDocInput) { __typename }
}` as unknown as TypedDocument<
  { createUserDoc: { __typename: string } },
  { createUserDocInput: { workspaceId: string } }
>;
const FILE_PATH = 'variables.createUserDocInput.file';

function install() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.last = null;
}

describe('GraphQL multipart upload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds operations, map and the file as the multipart spec says', async () => {
    const file = new File(['%PDF-1.4'], 'lektura.pdf', { type: 'application/pdf' });
    const form = buildUploadForm(
      CREATE.toString(),
      { createUserDocInput: { workspaceId: 'ws-1' } },
      file,
      FILE_PATH,
    );
    expect([...form.keys()]).toEqual(['operations', 'map', '0']);
    const operations = JSON.parse(String(form.get('operations')));
    expect(operations.variables).toEqual({ createUserDocInput: { workspaceId: 'ws-1', file: null } });
    expect(operations.operationName).toBe('createUserDoc');
    expect(JSON.parse(String(form.get('map')))).toEqual({ '0': [FILE_PATH] });
    const sent = form.get('0') as File;
    expect(sent.name).toBe('lektura.pdf');
    expect(await sent.text()).toBe('%PDF-1.4');
  });

  it('puts several files in one request, each at its own place in a list', async () => {
    const photo = new File(['png'], 'zadanie.png', { type: 'image/png' });
    const notes = new File(['tekst'], 'notatki.txt', { type: 'text/plain' });
    const form = buildMultipartForm(
      'mutation sendmessage($sendmessageInput: SendmessageInput!) { sendmessage(sendmessageInput: $sendmessageInput) { id } }',
      { sendmessageInput: { conversationId: 'c-1', message: 'Pomóż' } },
      [
        { file: photo, path: 'variables.sendmessageInput.files.0' },
        { file: notes, path: 'variables.sendmessageInput.files.1', name: 'moje-notatki.txt' },
      ],
    );
    expect([...form.keys()]).toEqual(['operations', 'map', '0', '1']);
    const operations = JSON.parse(String(form.get('operations')));
    expect(operations.operationName).toBe('sendmessage');
    expect(operations.variables).toEqual({
      sendmessageInput: { conversationId: 'c-1', message: 'Pomóż', files: [null, null] },
    });
    expect(JSON.parse(String(form.get('map')))).toEqual({
      '0': ['variables.sendmessageInput.files.0'],
      '1': ['variables.sendmessageInput.files.1'],
    });
    expect((form.get('0') as File).name).toBe('zadanie.png');
    expect((form.get('1') as File).name).toBe('moje-notatki.txt');
    expect(await (form.get('1') as File).text()).toBe('tekst');
  });

  it('sends several files with progress and resolves with data', async () => {
    install();
    const progress: number[] = [];
    const answer = uploadFilesRequest(
      CREATE,
      { createUserDocInput: { workspaceId: 'ws-1' } },
      [
        { file: new Blob(['a']), path: 'variables.createUserDocInput.files.0' },
        { file: new Blob(['b']), path: 'variables.createUserDocInput.files.1' },
      ],
      { onProgress: ({ percent }) => progress.push(percent) },
    );
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('no request');
    expect([...(xhr.body?.keys() ?? [])]).toEqual(['operations', 'map', '0', '1']);
    xhr.progress(50, 100);
    xhr.respond(200, { data: { createUserDoc: { __typename: 'UserDoc' } } });
    await expect(answer).resolves.toEqual({ createUserDoc: { __typename: 'UserDoc' } });
    expect(progress).toEqual([50]);
  });

  it('posts with the CSRF header and cookies, reports progress and resolves with data', async () => {
    install();
    const progress: number[] = [];
    const answer = uploadOnce(
      CREATE,
      { createUserDocInput: { workspaceId: 'ws-1' } },
      new File(['x'], 'a.txt'),
      {
        filePath: FILE_PATH,
        onProgress: ({ percent }) => progress.push(percent),
      },
    );
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('no request');
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/graphql');
    expect(xhr.withCredentials).toBe(true);
    // The browser writes the multipart content type with its boundary; nobody else may.
    expect(xhr.headers).toEqual({ 'x-kreda-csrf': '1' });
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(200, { data: { createUserDoc: { __typename: 'UserDoc' } } });
    await expect(answer).resolves.toEqual({ createUserDoc: { __typename: 'UserDoc' } });
    expect(progress).toEqual([25, 100]);
  });

  it('turns GraphQL errors and network failures into GraphQLRequestError', async () => {
    install();
    const refused = uploadOnce(CREATE, { createUserDocInput: { workspaceId: 'ws-1' } }, new Blob(['x']), {
      filePath: FILE_PATH,
    });
    FakeXhr.last?.respond(200, {
      data: null,
      errors: [{ message: 'Nie znaleziono przestrzeni.', extensions: { code: 'NOT_FOUND' } }],
    });
    const error = await refused.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).code).toBe('NOT_FOUND');
    expect((error as GraphQLRequestError).message).toBe('Nie znaleziono przestrzeni.');

    const offline = uploadOnce(CREATE, { createUserDocInput: { workspaceId: 'ws-1' } }, new Blob(['x']), {
      filePath: FILE_PATH,
    });
    FakeXhr.last?.onerror?.();
    await expect(offline).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('aborts with the signal', async () => {
    install();
    const controller = new AbortController();
    const upload = uploadOnce(CREATE, { createUserDocInput: { workspaceId: 'ws-1' } }, new Blob(['x']), {
      filePath: FILE_PATH,
      signal: controller.signal,
    });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ code: 'ABORTED' });
    expect(FakeXhr.last?.aborted).toBe(true);
  });
});
