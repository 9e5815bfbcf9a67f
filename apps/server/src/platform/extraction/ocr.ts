import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import type { Logger } from '../logger.ts';
import { abortable } from './abortable.ts';

export interface OcrEngine {
  /** Text of one image (any format tesseract reads; normalizeImageForOcr's PNG reads best). */
  recognize(image: Buffer, signal?: AbortSignal): Promise<string>;
  /** Stops the worker thread; a later `recognize` starts a new one. */
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

/**
 * The folder holding pol.traineddata.gz inside the installed @tesseract.js-data/pol package, as a
 * plain path: tesseract.js reads a plain path from disk, but fetches a URL (file:// included), and
 * with no langPath at all it downloads from a CDN.
 */
export function ocrLanguageDataPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/pol/package.json')), '4.0.0_best_int');
}

/**
 * Terminates a worker one event-loop turn later: a recognition started just before has sent its
 * job by then. tesseract.js sends a job a few microtasks after `recognize` is called; sent to a
 * terminated worker, it is an unhandled rejection inside tesseract.js and a job that never settles.
 */
function terminateLater(which: Promise<Tesseract.Worker>): Promise<void> {
  return which
    .then((w) => new Promise<Tesseract.Worker>((resolve) => setImmediate(() => resolve(w))))
    .then((w) => w.terminate())
    .then(
      () => undefined,
      () => undefined,
    );
}

/**
 * tesseract.js with the Polish model, fully offline: the language data comes from the installed
 * package and the WASM core is tesseract.js-core, required locally by the worker thread. English is
 * not added: its data package is not installed and a missing language would mean a download.
 *
 * One worker is created lazily and reused. It runs one image at a time, so calls are queued here;
 * an aborted call terminates the worker (tesseract cannot cancel a running recognition) and the
 * next call starts a fresh one.
 */
export function createOcrEngine(options: { logger?: Logger } = {}): OcrEngine {
  const { logger } = options;
  let worker: Promise<Tesseract.Worker> | null = null;
  let queue: Promise<void> = Promise.resolve();
  let failCurrent: ((reason: unknown) => void) | null = null;

  const discardWorker = (which: Promise<Tesseract.Worker> | null = worker) => {
    if (!which) return Promise.resolve();
    if (worker === which) worker = null;
    return terminateLater(which);
  };

  const startWorker = (): Promise<Tesseract.Worker> => {
    const startedAt = performance.now();
    const created: Promise<Tesseract.Worker> = Tesseract.createWorker('pol', Tesseract.OEM.LSTM_ONLY, {
      langPath: ocrLanguageDataPath(),
      gzip: true,
      cacheMethod: 'none',
      // Without a handler tesseract.js rethrows a failed job inside its message listener, where
      // nothing can catch it and the whole process would exit. The job's promise still rejects.
      errorHandler: (error: unknown) => logger?.warn({ detail: String(error) }, 'OCR job failed'),
    }).then((w) => {
      // tesseract.js listens to its worker thread only for messages; a crash of the thread is an
      // 'error' event that would otherwise be unhandled, and a job in flight would never settle.
      const thread = (w as unknown as { worker?: EventEmitter }).worker;
      const onDeath = (reason: unknown) => {
        if (worker !== created) return;
        logger?.error({ detail: String(reason) }, 'OCR worker thread died');
        worker = null;
        failCurrent?.(new Error('The OCR worker stopped unexpectedly.'));
      };
      thread?.on('error', onDeath);
      thread?.on('exit', (code: number) => onDeath(`exit code ${code}`));
      logger?.debug({ ms: Math.round(performance.now() - startedAt) }, 'OCR worker ready');
      return w;
    });
    // A failed start is reported to the callers waiting for it; the next call tries again.
    created.catch(() => {
      if (worker === created) worker = null;
    });
    return created;
  };

  const run = async (image: Buffer, signal?: AbortSignal): Promise<string> => {
    worker ??= startWorker();
    const current = worker;
    const w = await abortable(current, signal);
    // Discarded meanwhile (the engine closed, another caller's abort): never handed a job.
    if (worker !== current) throw new Error('The OCR engine was closed.');
    return await new Promise<string>((resolve, reject) => {
      const settle = () => {
        failCurrent = null;
        signal?.removeEventListener('abort', onAbort);
      };
      const fail = (reason: unknown) => {
        settle();
        reject(reason);
      };
      const onAbort = () => {
        fail(signal?.reason);
        void discardWorker(current);
      };
      failCurrent = fail;
      signal?.addEventListener('abort', onAbort, { once: true });
      w.recognize(image).then(
        (result) => {
          settle();
          resolve(result.data.text);
        },
        (error: unknown) => fail(new Error(`OCR failed: ${String(error)}`)),
      );
    });
  };

  return {
    async recognize(image, signal) {
      signal?.throwIfAborted();
      const previous = queue;
      let release = () => {};
      queue = new Promise<void>((resolve) => {
        release = resolve;
      });
      try {
        await abortable(previous, signal);
        return await run(image, signal);
      } finally {
        // A caller that gave up while waiting still hands over only after the one before it is
        // done, so two recognitions never share the worker.
        void previous.then(release);
      }
    },
    async close() {
      failCurrent?.(new Error('The OCR engine was closed.'));
      await discardWorker();
    },
  };
}
