import type { DetectedFile } from './detect.ts';
import { ExtractionError, type ExtractionErrorCode } from './extraction-error.ts';
import type { ExtractionResult } from './read-document.ts';

/** Messages between the server and its extraction worker (extraction-pool.ts ↔ extraction-worker.ts). */
export type WorkerRequest =
  | { type: 'extract'; bytes: Uint8Array; detected: DetectedFile; maxPages: number; maxChars: number }
  | { type: 'probe'; bytes: Uint8Array; detected: DetectedFile; maxPages: number }
  | { type: 'ocr-result'; id: number; text: string }
  | { type: 'ocr-error'; id: number; message: string };

export type WorkerReply =
  | { type: 'done'; result: ExtractionResult | null }
  | { type: 'failed'; error: SerializedError }
  /** The worker asks the server's OCR engine (one per process, its own thread) to read a page. */
  | { type: 'ocr'; id: number; image: Uint8Array };

export type SerializedError =
  | { kind: 'extraction'; code: ExtractionErrorCode; message: string }
  | { kind: 'other'; message: string; stack?: string };

export function serializeError(error: unknown): SerializedError {
  if (error instanceof ExtractionError)
    return { kind: 'extraction', code: error.code, message: error.message };
  const e = error instanceof Error ? error : new Error(String(error));
  return { kind: 'other', message: e.message, ...(e.stack ? { stack: e.stack } : {}) };
}

/** The user's file problems come back as ExtractionError (safe to show); anything else as a plain Error. */
export function deserializeError(error: SerializedError): Error {
  if (error.kind === 'extraction') return new ExtractionError(error.code, error.message);
  const restored = new Error(`extraction worker: ${error.message}`);
  if (error.stack) restored.stack = error.stack;
  return restored;
}
