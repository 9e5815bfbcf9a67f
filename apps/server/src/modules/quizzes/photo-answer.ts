import { fileURLToPath } from 'node:url';
import type { Deps } from '../../core/deps.ts';
import { badInput, isDomainError } from '../../core/domain-error.ts';
import { ensureAllowed } from '../../core/rate-limited.ts';
import { AiError } from '../../platform/ai/ai.ts';
import { loadPrompt } from '../../platform/ai/prompts.ts';
import { detectFileType } from '../../platform/extraction/detect.ts';
import { extractDocument } from '../../platform/extraction/extract.ts';
import { ExtractionError } from '../../platform/extraction/extraction-error.ts';
import { type CheckedAttachment, checkAttachments, type UploadedFile } from '../materials/index.ts';
import { aiFailure } from '../usage/index.ts';

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));
/** Photographed answers per pupil per minute (each one is read by a model or OCR). */
const PHOTOS_PER_MINUTE = 12;
const NOTHING_READ =
  'Nie udało się odczytać rozwiązania ze zdjęcia. Zrób wyraźniejsze zdjęcie w dobrym świetle albo wpisz odpowiedź.';
const NOT_A_PHOTO = 'Wyślij zdjęcie rozwiązania (JPG, PNG albo WebP).';

const photoLimiter = (deps: Pick<Deps, 'services'>) =>
  deps.services.rateLimiters.create('quiz:photos', { points: PHOTOS_PER_MINUTE, durationSeconds: 60 });

async function readByVision(deps: Pick<Deps, 'services'>, userId: string, photo: CheckedAttachment) {
  try {
    const result = await deps.services.ai.generateText({
      meta: { userId, action: 'QUIZ_PHOTO_ANSWER' },
      role: 'vision',
      system: await loadPrompt(PROMPTS, 'photo-answer'),
      temperature: 0,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'image', image: photo.bytes, mediaType: photo.mime },
            { type: 'text', text: 'Przepisz rozwiązanie ze zdjęcia.' },
          ],
        },
      ],
    });
    return result.text.trim() === 'BRAK ROZWIĄZANIA' ? '' : result.text.trim();
  } catch (error) {
    throw error instanceof AiError ? aiFailure(error) : error;
  }
}

async function readByOcr(deps: Pick<Deps, 'services'>, photo: CheckedAttachment) {
  const detected = await detectFileType(photo.bytes);
  if (!detected) throw badInput({ file: NOT_A_PHOTO });
  try {
    const read = await extractDocument(photo.bytes, detected, { ocr: deps.services.ocr, maxPages: 1 });
    return read.segments
      .map((s) => s.text)
      .join('\n')
      .trim();
  } catch (error) {
    if (error instanceof ExtractionError) throw badInput({ file: error.message });
    throw error;
  }
}

/**
 * A photographed open answer, checked by content and size like any upload, read by the vision
 * model (or OCR without one) and not stored yet: the caller stores it once the answer is accepted.
 */
export async function readPhotoAnswer(
  deps: Pick<Deps, 'config' | 'services'>,
  userId: string,
  upload: UploadedFile,
): Promise<{ photo: CheckedAttachment; text: string }> {
  await ensureAllowed([photoLimiter(deps).hit(userId)], 'Wysyłasz zdjęcia zbyt szybko.');
  let photo: CheckedAttachment | undefined;
  try {
    [photo] = await checkAttachments(deps, [upload]);
  } catch (error) {
    if (isDomainError(error) && error.fields?.files) throw badInput({ file: error.fields.files });
    throw error;
  }
  if (photo?.kind !== 'IMAGE') throw badInput({ file: NOT_A_PHOTO });
  const text = deps.services.ai.has('vision')
    ? await readByVision(deps, userId, photo)
    : await readByOcr(deps, photo);
  if (!text) throw badInput({ file: NOTHING_READ });
  return { photo, text };
}
