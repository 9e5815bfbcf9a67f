import { act, waitFor } from '@testing-library/react';

/**
 * XMLHttpRequest is the edge of an upload (lib/graphql-upload.ts): a stand-in records each request
 * and the test answers it by hand, reporting progress on the way. Install it with
 * `vi.stubGlobal('XMLHttpRequest', FakeXhr)` and clear `FakeXhr.all` before each test.
 */
export class FakeXhr {
  static all: FakeXhr[] = [];
  form: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send(form: FormData) {
    this.form = form;
    FakeXhr.all.push(this);
  }
  abort() {}
  progress(percent: number) {
    act(() =>
      this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 } as ProgressEvent),
    );
  }
  async respond(body: unknown) {
    this.status = 200;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
  /** The GraphQL `operations` part of the multipart body. */
  operations(): { operationName: string; variables: Record<string, unknown> } {
    return JSON.parse(String(this.form?.get('operations')));
  }
}

/** The `index`-th upload sent, once it is. */
export function sentUpload(index = 0): Promise<FakeXhr> {
  return waitFor(() => {
    const xhr = FakeXhr.all[index];
    if (!xhr) throw new Error('nothing was uploaded yet');
    return xhr;
  });
}
