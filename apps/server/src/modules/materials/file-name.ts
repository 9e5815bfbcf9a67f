import { hasControlCharacters, stripInvisible } from '@kreda/shared/limits';
import type { DetectedFile } from '../../platform/extraction/detect.ts';

/** A file name as people may see it: no invisible or control characters, spaces collapsed, capped. */
export function fileLabel(raw: string, max = 200): string {
  const kept = [...stripInvisible(raw)]
    .filter((ch) => !hasControlCharacters(ch, false) || /\s/.test(ch))
    .join('');
  return [...kept.trim().replace(/\s+/g, ' ')].slice(0, max).join('');
}

// The endings a name may have for each format that is not text (by the detected MIME type).
const ENDINGS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf', 'ai'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx', 'docm', 'dotx', 'dotm'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/tiff': ['tif', 'tiff'],
  'image/heic': ['heic', 'heif'],
  'audio/mpeg': ['mp3'],
  'audio/mp4': ['m4a', 'mp4'],
  'audio/ogg': ['ogg', 'oga', 'opus'],
  'audio/wav': ['wav'],
  'audio/flac': ['flac'],
  'audio/webm': ['webm', 'weba'],
};
// Plain text may be named many ways; these say "text" and nothing else.
const TEXT_ENDINGS = ['txt', 'md', 'csv', 'tsv', 'text', 'log'];
// Endings a name can claim another format by: all of the above, and common ones Kreda never reads.
const OTHER_FORMATS = 'doc xls xlsx ppt pptx odt rtf zip rar 7z exe bmp svg avi mov'.split(' ');
const CLAIMING = new Set([...Object.values(ENDINGS).flat(), ...TEXT_ENDINGS, ...OTHER_FORMATS]);

function splitEnding(name: string): { base: string; ending: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return { base: name, ending: '' };
  return { base: name.slice(0, dot), ending: name.slice(dot + 1).toLowerCase() };
}

/**
 * The name a checked file is stored and shown under: the pupil's name, with the ending of what the
 * content is. The kind is always decided by the content (`detectFileType`); a name that claims
 * another kind ("praca.jpg" holding a PDF) would only mislead — a download opening in the wrong
 * program, a list saying "jpg" — so its ending is replaced ("praca.pdf"), and a name without a
 * known ending gets one. Text keeps any ending no other format claims (".md", ".csv").
 */
export function storedFileName(raw: string, detected: DetectedFile, max = 200): string {
  const label = fileLabel(raw, max);
  if (!label) return `plik.${detected.extension}`;
  const { base, ending } = splitEnding(label);
  const fits =
    detected.kind === 'TXT'
      ? TEXT_ENDINGS.includes(ending) || (ending !== '' && !CLAIMING.has(ending))
      : (ENDINGS[detected.mime] ?? [detected.extension]).includes(ending);
  if (fits) return label;
  // An ending that claims another format is replaced; anything else ("IMG_0001", "v2.final") kept.
  const kept = CLAIMING.has(ending) ? base : label;
  const suffix = `.${detected.extension}`;
  return `${[...kept].slice(0, max - suffix.length).join('')}${suffix}`;
}
