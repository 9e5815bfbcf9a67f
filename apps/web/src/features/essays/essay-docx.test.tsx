import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import type { LiveFake } from '../../testing/ws-fake.ts';
import { fakeEssay, fakeSegments } from './essay-test-fixtures.ts';
import { renderEssaysAt, resetLive } from './essay-test-kit.tsx';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

/** One file of a zip (a .docx is one): found by its local header, inflated. */
async function fileInZip(zip: Uint8Array, name: string): Promise<string> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let offset = 0;
  while (view.getUint32(offset, true) === 0x04034b50) {
    const method = view.getUint16(offset + 8, true);
    const size = view.getUint32(offset + 18, true);
    const nameLength = view.getUint16(offset + 26, true);
    const extraLength = view.getUint16(offset + 28, true);
    const fileName = new TextDecoder().decode(zip.subarray(offset + 30, offset + 30 + nameLength));
    const start = offset + 30 + nameLength + extraLength;
    const data = zip.subarray(start, start + size);
    if (fileName === name) {
      if (method === 0) return new TextDecoder().decode(data);
      const stream = new Blob([new Uint8Array(data)])
        .stream()
        .pipeThrough(new DecompressionStream('deflate-raw'));
      return new Response(stream).text();
    }
    offset = start + size;
  }
  throw new Error(`${name} is not in the zip`);
}

describe('“Pobierz DOCX”', () => {
  beforeEach(() => resetLive(live));
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('makes a Word document of the essay in the browser and saves it under the topic’s name', async () => {
    const saved: { blob: Blob; name: string }[] = [];
    let lastBlob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      lastBlob = blob as Blob;
      return 'blob:essay';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ blob: lastBlob, name: this.download });
    });
    renderEssaysAt('/app/solver/rozprawki/rozprawka/essay-1', {
      getRozprawkaAiById: () => ({ data: { getRozprawkaAiById: fakeEssay() } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pobierz DOCX' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    const [file] = saved;
    if (!file) throw new Error('nothing was saved');
    expect(file.name).toBe('rozprawka-czy-warto-poswiecac-sie-dla-innych.docx');
    const xml = await fileInZip(new Uint8Array(await file.blob.arrayBuffer()), 'word/document.xml');
    expect(xml).toContain('Czy warto poświęcać się dla innych?');
    for (const segment of fakeSegments()) expect(xml).toContain(segment.content);
  });
});
