import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of an archive; its bytes are asked for only when the archive reaches it. */
export interface ZipSource {
  /** Path inside the archive, `/`-separated (UTF-8 names are marked as such). */
  name: string;
  /** The bytes, or null to leave the file out (e.g. it vanished from storage meanwhile). */
  data(): Promise<Uint8Array | null>;
  /** Deflate it (text); already compressed formats (images, PDF, DOCX) are stored as they are. */
  compress: boolean;
}

/** Bytes pushed into the archive at a time, so a slow client is waited for between slices. */
const SLICE_BYTES = 256 * 1024;

/** Resolves when the stream can take more, or has closed (then the caller stops). */
function roomIn(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * A ZIP archive written as a stream (fflate): one source is read at a time and pushed in slices
 * that wait for the reader, so memory stays at about one file whatever the archive's size. A
 * failure part-way destroys the stream (the download breaks rather than ending short and "valid");
 * `onError` hears why.
 */
export function zipStream(sources: Iterable<ZipSource>, onError: (error: unknown) => void): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    if (!out.destroyed) out.write(chunk);
    if (final) out.end();
  });
  const write = async () => {
    const mtime = new Date();
    for (const source of sources) {
      if (out.destroyed) return;
      const bytes = await source.data();
      if (!bytes) continue;
      const file = source.compress
        ? new ZipDeflate(source.name, { level: 6 })
        : new ZipPassThrough(source.name);
      file.mtime = mtime;
      zip.add(file);
      if (bytes.length === 0) file.push(new Uint8Array(0), true);
      for (let start = 0; start < bytes.length; start += SLICE_BYTES) {
        const end = Math.min(start + SLICE_BYTES, bytes.length);
        file.push(bytes.subarray(start, end), end === bytes.length);
        await roomIn(out);
        if (out.destroyed) return;
      }
    }
    zip.end();
  };
  write().catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
