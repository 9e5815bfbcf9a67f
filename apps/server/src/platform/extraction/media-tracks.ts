/**
 * MP4 and WebM are containers for both films and voice recordings (phones save voice memos as MP4
 * audio, browsers' MediaRecorder as WebM). The magic bytes cannot tell them apart, the track list
 * can: a file is a recording when it has a sound track and no video track.
 */

export type TrackKind = 'audio' | 'video' | 'other';

const CONTAINER_BOXES = new Set(['moov', 'trak', 'mdia']);

/** Track kinds of an ISO-BMFF file (mp4, m4a), from each track's `hdlr` box. */
export function mp4TrackKinds(bytes: Uint8Array): TrackKind[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kinds: TrackKind[] = [];
  const walk = (start: number, end: number) => {
    let offset = start;
    while (offset + 8 <= end) {
      let size = view.getUint32(offset);
      const type = ascii(bytes, offset + 4, 4);
      let header = 8;
      if (size === 1) {
        if (offset + 16 > end) return;
        size = Number(view.getBigUint64(offset + 8));
        header = 16;
      } else if (size === 0) {
        size = end - offset;
      }
      if (size < header || offset + size > end) return;
      if (CONTAINER_BOXES.has(type)) walk(offset + header, offset + size);
      // hdlr: version and flags (4), pre_defined (4), then the handler type.
      if (type === 'hdlr' && size >= header + 12) {
        const handler = ascii(bytes, offset + header + 8, 4);
        kinds.push(handler === 'soun' ? 'audio' : handler === 'vide' ? 'video' : 'other');
      }
      offset += size;
    }
  };
  walk(0, bytes.byteLength);
  return kinds;
}

const EBML_SEGMENT = 0x18538067;
const EBML_TRACKS = 0x1654ae6b;
const EBML_TRACK_ENTRY = 0xae;
const EBML_TRACK_TYPE = 0x83;
const EBML_CLUSTER = 0x1f43b675;

/** Track kinds of a Matroska/WebM file, from TrackType (1 video, 2 audio) of each TrackEntry. */
export function webmTrackKinds(bytes: Uint8Array): TrackKind[] {
  const kinds: TrackKind[] = [];
  const walk = (start: number, end: number): boolean => {
    let offset = start;
    while (offset < end) {
      const id = readVint(bytes, offset, true);
      if (!id) return false;
      const size = readVint(bytes, offset + id.length, false);
      if (!size) return false;
      const dataStart = offset + id.length + size.length;
      // Live recordings (MediaRecorder) write "unknown size" for the segment: it runs to the end.
      const dataEnd = size.value === null ? end : Math.min(end, dataStart + size.value);
      // Tracks come before the first cluster; past it there is only media data.
      if (id.value === EBML_CLUSTER) return false;
      if (id.value === EBML_SEGMENT || id.value === EBML_TRACKS) {
        if (!walk(dataStart, dataEnd)) return false;
      } else if (id.value === EBML_TRACK_ENTRY) {
        kinds.push(trackEntryKind(bytes, dataStart, dataEnd));
      }
      if (size.value === null) return false;
      offset = dataEnd;
    }
    return true;
  };
  walk(0, bytes.byteLength);
  return kinds;
}

function trackEntryKind(bytes: Uint8Array, start: number, end: number): TrackKind {
  let offset = start;
  while (offset < end) {
    const id = readVint(bytes, offset, true);
    const size = id && readVint(bytes, offset + id.length, false);
    if (!id || !size || size.value === null) break;
    const dataStart = offset + id.length + size.length;
    if (id.value === EBML_TRACK_TYPE && size.value >= 1 && dataStart + size.value <= end) {
      let type = 0;
      for (let i = 0; i < size.value; i++) type = type * 256 + (bytes[dataStart + i] ?? 0);
      return type === 2 ? 'audio' : type === 1 ? 'video' : 'other';
    }
    offset = dataStart + size.value;
  }
  return 'other';
}

/** An EBML variable-length integer; IDs keep their length marker, sizes drop it (all ones = unknown). */
function readVint(
  bytes: Uint8Array,
  offset: number,
  keepMarker: boolean,
): { value: number | null; length: number } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[offset + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value: !keepMarker && allOnes ? null : value, length };
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

/** True when the tracks include sound and no picture. */
export function isAudioOnly(kinds: TrackKind[]): boolean {
  return kinds.includes('audio') && !kinds.includes('video');
}
