import type { DetectedFile } from './detect.ts';
import { ExtractionTimeoutError, runInWorker } from './extraction-pool.ts';
import { checkArchiveSize } from './limits.ts';

export const DEFAULT_MAX_PDF_PAGES = 300;
/**
 * How long an upload waits for the probe. A file that takes longer to open is not refused for it:
 * it is stored and the extraction job (with its own limits) decides.
 */
export const PROBE_TIMEOUT_MS = 10_000;

/**
 * A quick check at upload time that the file can be opened (no OCR, no full read), so a damaged
 * file is refused before anything is stored. The slow work happens later in a job. An archive is
 * judged by its central directory first, on the spot; the opening itself runs in the probe worker.
 */
export async function probeDocument(
  bytes: Uint8Array,
  detected: DetectedFile,
  maxPages = DEFAULT_MAX_PDF_PAGES,
): Promise<void> {
  if (detected.kind === 'VOICE') return;
  if (detected.kind === 'DOCX') checkArchiveSize(bytes);
  try {
    await runInWorker('probe', { type: 'probe', bytes, detected, maxPages }, { timeoutMs: PROBE_TIMEOUT_MS });
  } catch (error) {
    // Out of time is not a verdict on the file; out of memory is (the job would fail the same way).
    if (error instanceof ExtractionTimeoutError) return;
    throw error;
  }
}
