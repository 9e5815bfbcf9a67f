import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipStream } from './zip-stream.ts';

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

describe('zipStream', () => {
  it('writes every file whole, big ones in slices, with UTF-8 names; a vanished file is left out', async () => {
    const big = new Uint8Array(randomBytes(1_500_000));
    const text = new TextEncoder().encode('Zażółć gęślą jaźń. '.repeat(1000));
    const read: string[] = [];
    const stream = zipStream(
      [
        {
          name: 'dane/żółw.json',
          compress: true,
          data: async () => {
            read.push('json');
            return text;
          },
        },
        {
          name: 'pliki/duży.bin',
          compress: false,
          data: async () => {
            read.push('big');
            return big;
          },
        },
        { name: 'pusty.txt', compress: true, data: async () => new Uint8Array(0) },
        { name: 'zniknął.pdf', compress: false, data: async () => null },
      ],
      () => {},
    );
    const files = unzipSync(await bytesOf(stream));
    expect(read).toEqual(['json', 'big']);
    expect(Object.keys(files).sort()).toEqual(['dane/żółw.json', 'pliki/duży.bin', 'pusty.txt']);
    // Compared as buffers: a deep equality of 1.5 MB element by element takes seconds.
    expect(Buffer.from(files['dane/żółw.json'] ?? []).equals(text)).toBe(true);
    expect(Buffer.from(files['pliki/duży.bin'] ?? []).equals(big)).toBe(true);
    expect(files['pusty.txt']).toEqual(new Uint8Array(0));
  });

  it('breaks the stream rather than ending it short when a file cannot be read', async () => {
    const errors: unknown[] = [];
    const stream = zipStream(
      [
        { name: 'a.txt', compress: true, data: async () => new TextEncoder().encode('a') },
        {
          name: 'b.txt',
          compress: false,
          data: async () => {
            throw new Error('storage down');
          },
        },
      ],
      (error) => errors.push(error),
    );
    await expect(bytesOf(stream)).rejects.toThrow('storage down');
    expect(errors).toHaveLength(1);
  });
});
