import { describe, expect, it } from 'vitest';
import type { DetectedFile } from '../../platform/extraction/detect.ts';
import { storedFileName } from './file-name.ts';

const PDF: DetectedFile = { kind: 'PDF', mime: 'application/pdf', extension: 'pdf' };
const JPEG: DetectedFile = { kind: 'IMAGE', mime: 'image/jpeg', extension: 'jpg' };
const PNG: DetectedFile = { kind: 'IMAGE', mime: 'image/png', extension: 'png' };
const TEXT: DetectedFile = { kind: 'TXT', mime: 'text/plain', extension: 'txt' };

describe('the name a file is kept under', () => {
  it('keeps a name whose ending fits the content, in any spelling of it', () => {
    expect(storedFileName('Sprawdzian.PDF', PDF)).toBe('Sprawdzian.PDF');
    expect(storedFileName('tablica.jpeg', JPEG)).toBe('tablica.jpeg');
    expect(storedFileName('notatki.md', TEXT)).toBe('notatki.md');
    expect(storedFileName('oceny.csv', TEXT)).toBe('oceny.csv');
    expect(storedFileName('wzory.tex', TEXT)).toBe('wzory.tex');
  });

  it('gives a name that claims another kind the ending of what the content is', () => {
    expect(storedFileName('praca.jpg', PDF)).toBe('praca.pdf');
    expect(storedFileName('strona.pdf', PNG)).toBe('strona.png');
    expect(storedFileName('zdjęcie.png', JPEG)).toBe('zdjęcie.jpg');
    expect(storedFileName('notatki.docx', TEXT)).toBe('notatki.txt');
    expect(storedFileName('biologia.txt', PDF)).toBe('biologia.pdf');
  });

  it('adds the ending to a name without a known one, and names a nameless file', () => {
    expect(storedFileName('IMG_0001', JPEG)).toBe('IMG_0001.jpg');
    expect(storedFileName('Lekcja 2024.05.01', PDF)).toBe('Lekcja 2024.05.01.pdf');
    expect(storedFileName('README', TEXT)).toBe('README.txt');
    expect(storedFileName('  \u200b ', PDF)).toBe('plik.pdf');
  });

  it('stays within the length, ending included', () => {
    const name = storedFileName(`${'a'.repeat(300)}.jpg`, PDF);
    expect([...name]).toHaveLength(200);
    expect(name.endsWith('a.pdf')).toBe(true);
  });
});
