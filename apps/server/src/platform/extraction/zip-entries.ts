/** One entry of a ZIP archive's central directory, as the archive declares it. */
export interface ZipEntry {
  name: string;
  /** Bytes stored in the archive. */
  compressedSize: number;
  /** Bytes after inflating, as declared (a hostile archive may lie; readers must still be bounded). */
  uncompressedSize: number;
}

/**
 * Reads a ZIP archive's central directory, the same index mammoth's unzip reads, so "has
 * word/document.xml" here means mammoth will find it too. Returns null for anything that is not a
 * readable ZIP. No decompression: names and declared sizes only, so it costs microseconds even for
 * an archive that would inflate to gigabytes.
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd === null) return null;
  const entryCount = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  // ZIP64 archives (over 4 GB or 65 535 entries) are far beyond any document we accept.
  if (entryCount === 0xffff || offset === 0xffffffff) return null;

  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < entryCount; i++) {
    if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== 0x02014b50) return null;
    const compressedSize = view.getUint32(offset + 20, true);
    const uncompressedSize = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > view.byteLength) return null;
    // A ZIP64 size marker: the real size sits in the extra field; no document needs it.
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) return null;
    const name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    entries.push({ name, compressedSize, uncompressedSize });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The file names in a ZIP archive's central directory, or null when it is not a readable ZIP. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  return zipEntries(bytes)?.map((entry) => entry.name) ?? null;
}

/** The end record sits in the last 22 bytes plus an optional comment of up to 64 KiB. */
function findEndOfCentralDirectory(view: DataView): number | null {
  const last = view.byteLength - 22;
  const first = Math.max(0, last - 0xffff);
  for (let offset = last; offset >= first; offset--) {
    if (view.getUint32(offset, true) === 0x06054b50) return offset;
  }
  return null;
}
