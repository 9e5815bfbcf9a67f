import { loadSharp } from '../sharp.ts';
import { EXTRACTION_MESSAGES, ExtractionError } from './extraction-error.ts';

// Tesseract reads best at roughly 200–300 dpi: a phone photo of an A4 page at 2500 px is ~300 dpi,
// while larger images only cost recognition time.
const MAX_SIDE = 2500;
// Screenshots and cropped photos are often too small for the LSTM model; doubling them helps.
const UPSCALE_BELOW = 1000;

/**
 * sharp: auto-rotate by EXIF, flatten alpha on white, grayscale, resize so the longest side ≤ 2500 px
 * (upscale small images ×2 when the longest side < 1000 px for better OCR), output PNG. Throws
 * ExtractionError('INVALID_FILE', …) on unreadable images.
 */
export async function normalizeImageForOcr(bytes: Uint8Array): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    const { width, height } = await sharp(bytes).metadata();
    if (!width || !height) throw new Error('image without dimensions');
    const longest = Math.max(width, height);
    const target = longest > MAX_SIDE ? MAX_SIDE : longest < UPSCALE_BELOW ? longest * 2 : null;
    let pipeline = sharp(bytes)
      .autoOrient()
      // Transparent pixels are black underneath; text on them would vanish in grayscale.
      .flatten({ background: '#ffffff' })
      .grayscale()
      // grayscale() alone still writes three equal channels; one channel is a third of the PNG.
      .toColourspace('b-w');
    if (target !== null) {
      // The longest side is the same before and after the EXIF rotation, so "inside a square" is exact.
      pipeline = pipeline.resize({ width: target, height: target, fit: 'inside', kernel: 'lanczos3' });
    }
    // Fast compression: the PNG goes straight to tesseract and is never stored.
    return await pipeline.png({ compressionLevel: 1 }).toBuffer();
  } catch (error) {
    throw new ExtractionError('INVALID_FILE', EXTRACTION_MESSAGES.invalidImage, { cause: error });
  }
}

/** An image's size in pixels from its header (nothing is decoded); null when it has none. */
export async function imageSize(bytes: Uint8Array): Promise<{ width: number; height: number } | null> {
  const sharp = await loadSharp();
  try {
    const { width, height } = await sharp(bytes).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}
