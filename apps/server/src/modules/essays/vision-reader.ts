import { fileURLToPath } from 'node:url';
import type { VisionReader } from '../../core/deps.ts';
import { loadPrompt } from '../../platform/ai/prompts.ts';

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));

/**
 * A photographed or scanned essay to grade (material kind ROZPRAWKA) is copied by the vision model
 * word for word, errors kept: OCR reads handwriting not at all.
 */
export const handwritingReader: VisionReader = {
  sourceType: 'ROZPRAWKA',
  action: 'MATERIAL_HANDWRITING',
  prompt: () => loadPrompt(PROMPTS, 'handwriting'),
};
