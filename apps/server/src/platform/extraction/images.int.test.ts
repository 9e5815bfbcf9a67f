import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngWithText, sidewaysPhotoWithText } from '../../testing/fixtures/documents.ts';
import { ExtractionError } from './extraction-error.ts';
import { normalizeImageForOcr } from './images.ts';

const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#dd8844' } })
    .png()
    .toBuffer();

describe('normalizeImageForOcr', () => {
  it('outputs a grayscale PNG', async () => {
    const out = await sharp(await normalizeImageForOcr(await blank(1200, 800))).metadata();
    expect([out.format, out.channels, out.width, out.height]).toEqual(['png', 1, 1200, 800]);
  });

  it('doubles small images and shrinks large ones to 2500 px on the longest side', async () => {
    const small = await sharp(await normalizeImageForOcr(await blank(600, 300))).metadata();
    expect([small.width, small.height]).toEqual([1200, 600]);
    const large = await sharp(await normalizeImageForOcr(await blank(3000, 4000))).metadata();
    expect([large.width, large.height]).toEqual([1875, 2500]);
  });

  it('turns a sideways phone photo upright by its EXIF orientation', async () => {
    const photo = await sidewaysPhotoWithText('Tekst');
    const stored = await sharp(photo).metadata();
    expect(stored.orientation).toBe(6);
    expect(stored.height).toBeGreaterThan(stored.width ?? 0);
    const out = await sharp(await normalizeImageForOcr(photo)).metadata();
    expect([out.width, out.height]).toEqual([stored.height, stored.width]);
  });

  it('puts transparent images on white, so black text stays readable', async () => {
    const png = await pngWithText('Tekst', { width: 1200, transparent: true });
    const { data } = await sharp(await normalizeImageForOcr(png))
      .extract({ left: 0, top: 0, width: 4, height: 4 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data].every((value) => value === 255)).toBe(true);
  });

  it('refuses bytes that are no image with a Polish message', async () => {
    const error = await normalizeImageForOcr(new TextEncoder().encode('to nie jest obraz')).catch((e) => e);
    expect(error).toBeInstanceOf(ExtractionError);
    expect([error.code, error.message]).toEqual([
      'INVALID_FILE',
      'Nie udało się odczytać obrazu. Sprawdź, czy plik nie jest uszkodzony.',
    ]);
  });
});
