import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text.ts';

describe('normalizeText', () => {
  it('composes decomposed Polish letters (NFC), as PDFs and macOS files often carry them', () => {
    const decomposed = 'Zo\u0301łw i z\u0307aba'.normalize('NFD');
    expect(normalizeText(decomposed)).toBe('Zółw i żaba');
    expect(normalizeText(decomposed)).toHaveLength('Zółw i żaba'.length);
  });

  it('turns CRLF, CR and form feeds into LF and keeps at most one blank line', () => {
    expect(normalizeText('a\r\nb\rc\fd\n\n\n\ne')).toBe('a\nb\nc\nd\n\ne');
  });

  it('drops control characters and stray BOMs but keeps tabs and newlines', () => {
    expect(normalizeText('\uFEFFjeden\u0000\u0007 dwa\tthree\u0085\ncztery')).toBe(
      'jeden dwa\tthree\ncztery',
    );
  });

  it('collapses runs of spaces (no-break ones too) and trims every line and the whole text', () => {
    expect(normalizeText('   Ala   ma\u00A0\u00A0kota  \n   a kot   ma Alę   ')).toBe(
      'Ala ma kota\na kot ma Alę',
    );
  });

  it('leaves nothing of whitespace-only input', () => {
    expect(normalizeText(' \n\t \r\n ')).toBe('');
  });
});
