import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  cp1250Text,
  docxWithParagraphs,
  pdfWithText,
  pngWithText,
  zipArchive,
} from '../../testing/fixtures/documents.ts';
import {
  flacHeader,
  mp3Frames,
  mp4WithTracks,
  oggOpusHeader,
  wavSilence,
  webmWithTracks,
  windowsExecutableHeader,
} from '../../testing/fixtures/media.ts';
import { detectFileType } from './detect.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('detectFileType', () => {
  it('goes by content, not by name: a PDF uploaded as notatki.txt is a PDF', async () => {
    const upload = { name: 'notatki.txt', bytes: await pdfWithText(['Notatki z biologii.']) };
    expect(await detectFileType(upload.bytes)).toEqual({
      kind: 'PDF',
      mime: 'application/pdf',
      extension: 'pdf',
    });
  });

  it('recognises a DOCX by its main document part', async () => {
    expect(await detectFileType(await docxWithParagraphs(['Akapit.']))).toEqual({
      kind: 'DOCX',
      mime: DOCX_MIME,
      extension: 'docx',
    });
  });

  it('refuses a plain zip and a zip that only claims to be a Word file', async () => {
    expect(await detectFileType(zipArchive({ 'notatki.txt': 'Zadanie 1' }))).toBeNull();
    const claimsWord = zipArchive({
      '[Content_Types].xml':
        '<Types><Override PartName="/word/other.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      'word/other.xml': '<w:document/>',
    });
    expect(await detectFileType(claimsWord)).toBeNull();
  });

  it('recognises images by their bytes, with or without a name', async () => {
    const png = await pngWithText('Obraz', { width: 200 });
    const cases = [
      [png, 'image/png', 'png'],
      [await sharp(png).jpeg().toBuffer(), 'image/jpeg', 'jpg'],
      [await sharp(png).webp().toBuffer(), 'image/webp', 'webp'],
      [await sharp(png).gif().toBuffer(), 'image/gif', 'gif'],
      [await sharp(png).tiff().toBuffer(), 'image/tiff', 'tif'],
    ] as const;
    for (const [bytes, mime, extension] of cases) {
      expect(await detectFileType(new Uint8Array(bytes))).toEqual({ kind: 'IMAGE', mime, extension });
    }
  });

  it('refuses a HEIC photo this sharp build cannot decode', async () => {
    // A HEIF container header with HEVC brands and no decodable picture.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
    ]);
    expect(await detectFileType(new Uint8Array(Buffer.concat([heic, Buffer.alloc(200)])))).toBeNull();
  });

  it('recognises voice recordings and tells audio-only MP4 and WebM from films', async () => {
    expect(await detectFileType(mp3Frames())).toEqual({
      kind: 'VOICE',
      mime: 'audio/mpeg',
      extension: 'mp3',
    });
    expect(await detectFileType(wavSilence())).toEqual({
      kind: 'VOICE',
      mime: 'audio/wav',
      extension: 'wav',
    });
    expect(await detectFileType(flacHeader())).toEqual({
      kind: 'VOICE',
      mime: 'audio/flac',
      extension: 'flac',
    });
    expect(await detectFileType(oggOpusHeader())).toEqual({
      kind: 'VOICE',
      mime: 'audio/ogg',
      extension: 'opus',
    });
    expect(await detectFileType(mp4WithTracks(['soun']))).toEqual({
      kind: 'VOICE',
      mime: 'audio/mp4',
      extension: 'm4a',
    });
    expect(await detectFileType(webmWithTracks(['audio']))).toEqual({
      kind: 'VOICE',
      mime: 'audio/webm',
      extension: 'webm',
    });
    expect(await detectFileType(mp4WithTracks(['vide', 'soun']))).toBeNull();
    expect(await detectFileType(webmWithTracks(['video', 'audio']))).toBeNull();
  });

  it('recognises text in UTF-8 (with or without BOM) and Windows-1250', async () => {
    const txt = { kind: 'TXT', mime: 'text/plain', extension: 'txt' };
    expect(await detectFileType(utf8('Zażółć gęślą jaźń.\r\n'))).toEqual(txt);
    expect(await detectFileType(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('Łódź')]))).toEqual(txt);
    expect(await detectFileType(cp1250Text('Pchnąć w tę łódź jeża.'))).toEqual(txt);
  });

  it('reads text that happens to start like a binary signature as text', async () => {
    // "MZ" is the executable signature and "BM" the bitmap one.
    expect((await detectFileType(utf8('MZK Kraków – rozkład jazdy')))?.kind).toBe('TXT');
    expect((await detectFileType(utf8('BMI oblicza się, dzieląc masę przez kwadrat wzrostu.')))?.kind).toBe(
      'TXT',
    );
  });

  it('refuses an executable, random bytes and an empty file', async () => {
    expect(await detectFileType(windowsExecutableHeader())).toBeNull();
    expect(await detectFileType(new Uint8Array(randomBytes(4096)))).toBeNull();
    expect(await detectFileType(new Uint8Array())).toBeNull();
  });
});
