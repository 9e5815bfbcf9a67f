/**
 * Lists the file names in a ZIP archive's central directory, the same index mammoth's unzip reads,
 * so "has word/document.xml" here means mammoth will find it too. Returns null for anything that is
 * not a readable ZIP. No decompression: names only.
 */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd === null) return null;
  const entryCount = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  // ZIP64 archives (over 4 GB or 65 535 entries) are far beyond any document we accept.
  if (entryCount === 0xffff || offset === 0xffffffff) return null;

  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < entryCount; i++) {
    if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > view.byteLength) return null;
    names.push(decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
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
