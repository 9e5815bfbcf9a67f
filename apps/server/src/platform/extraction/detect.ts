import type { DocumentType } from '@kreda/shared/enums';
import { fileTypeFromBuffer } from 'file-type';
import { loadSharp } from '../sharp.ts';
import { isAudioOnly, mp4TrackKinds, webmTrackKinds } from './media-tracks.ts';
import { decodeText } from './text-decoding.ts';
import { zipEntryNames } from './zip-entries.ts';

/** The spec's document type enum (`DocumentType`), under the name the materials code uses. */
export type DocumentKind = DocumentType;

export interface DetectedFile {
  kind: DocumentKind;
  mime: string;
  /** Canonical extension for the detected format, without the dot (`pdf`, `jpg`, `m4a`…). */
  extension: string;
}

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

// file-type's answers we accept as they are, keyed by its extension.
const SIMPLE: Record<string, DetectedFile> = {
  pdf: { kind: 'PDF', mime: 'application/pdf', extension: 'pdf' },
  // Illustrator files are PDFs with private data; pdf.js reads their text like any PDF.
  ai: { kind: 'PDF', mime: 'application/pdf', extension: 'pdf' },
  png: { kind: 'IMAGE', mime: 'image/png', extension: 'png' },
  jpg: { kind: 'IMAGE', mime: 'image/jpeg', extension: 'jpg' },
  webp: { kind: 'IMAGE', mime: 'image/webp', extension: 'webp' },
  gif: { kind: 'IMAGE', mime: 'image/gif', extension: 'gif' },
  tif: { kind: 'IMAGE', mime: 'image/tiff', extension: 'tif' },
  mp3: { kind: 'VOICE', mime: 'audio/mpeg', extension: 'mp3' },
  m4a: { kind: 'VOICE', mime: 'audio/mp4', extension: 'm4a' },
  opus: { kind: 'VOICE', mime: 'audio/ogg', extension: 'opus' },
  ogg: { kind: 'VOICE', mime: 'audio/ogg', extension: 'ogg' },
  oga: { kind: 'VOICE', mime: 'audio/ogg', extension: 'oga' },
  wav: { kind: 'VOICE', mime: 'audio/wav', extension: 'wav' },
  flac: { kind: 'VOICE', mime: 'audio/flac', extension: 'flac' },
};

// Every ZIP-based answer: a DOCX is recognised by its main part, not by what file-type guessed
// from [Content_Types].xml (a .docm, a renamed .dotx or a bare zip with word/ files all differ).
const ZIP_FAMILY = new Set(['zip', 'docx', 'docm', 'dotx', 'dotm']);

/**
 * Decides by content (magic bytes), never by the name; null = unsupported. Text = valid UTF-8 (BOM
 * ok) or Windows-1250 without NUL/control bytes. Images: png, jpeg, webp, gif, heic/heif if sharp
 * can read it, tiff. Voice: mp3, m4a/mp4 audio, ogg/opus, wav, webm audio, flac. DOCX: a zip with
 * word/document.xml (not any zip).
 */
export async function detectFileType(bytes: Uint8Array): Promise<DetectedFile | null> {
  if (bytes.byteLength === 0) return null;
  // A parser error on a malformed file means "no known format", not a failed upload.
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const known = found ? await fromMagic(bytes, found.ext) : null;
  if (known) return known;
  // A two-byte signature (MZ, BM…) can match the start of a real text file; a file that decodes
  // cleanly as text is text, while real binaries always carry NUL or control bytes.
  if (decodeText(bytes)) return { kind: 'TXT', mime: 'text/plain', extension: 'txt' };
  return null;
}

async function fromMagic(bytes: Uint8Array, ext: string): Promise<DetectedFile | null> {
  const simple = SIMPLE[ext];
  if (simple) return { ...simple };
  if (ZIP_FAMILY.has(ext)) {
    const names = zipEntryNames(bytes);
    return names?.includes('word/document.xml') ? { kind: 'DOCX', mime: DOCX_MIME, extension: 'docx' } : null;
  }
  if (ext === 'mp4' && isAudioOnly(mp4TrackKinds(bytes))) {
    return { kind: 'VOICE', mime: 'audio/mp4', extension: 'm4a' };
  }
  if (ext === 'webm' && isAudioOnly(webmTrackKinds(bytes))) {
    return { kind: 'VOICE', mime: 'audio/webm', extension: 'webm' };
  }
  if (ext === 'heic' && (await sharpCanDecode(bytes))) {
    return { kind: 'IMAGE', mime: 'image/heic', extension: 'heic' };
  }
  return null;
}

/**
 * The prebuilt sharp reads HEIF containers but ships no HEVC decoder (patents), so most iPhone
 * photos fail only when the pixels are decoded; a header check would accept them wrongly.
 */
async function sharpCanDecode(bytes: Uint8Array): Promise<boolean> {
  const sharp = await loadSharp();
  try {
    await sharp(bytes).resize(8, 8, { fit: 'inside' }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}
