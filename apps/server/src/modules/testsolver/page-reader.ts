import { fileURLToPath } from 'node:url';
import type { VisionReader } from '../../core/deps.ts';
import { loadPrompt } from '../../platform/ai/prompts.ts';

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));

/**
 * A photographed or scanned page of a test (material kind SPRAWDZIAN) is copied by the vision model
 * with its formulas as LaTeX, so its tasks can be cut: OCR reads print badly and formulas not at all.
 */
export const testPageReader: VisionReader = {
  sourceType: 'SPRAWDZIAN',
  action: 'MATERIAL_TEST_PAGE',
  prompt: () => loadPrompt(PROMPTS, 'test-page'),
};
