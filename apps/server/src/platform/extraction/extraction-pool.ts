import { Worker, type WorkerOptions } from 'node:worker_threads';
import { abortable } from './abortable.ts';
import { EXTRACTION_MESSAGES, ExtractionError } from './extraction-error.ts';
import { deserializeError, type WorkerReply, type WorkerRequest } from './extraction-protocol.ts';
import type { OcrEngine } from './ocr.ts';
import type { ExtractionResult } from './read-document.ts';

/**
 * Documents are read in worker threads, never on the server's event loop: a hostile or merely
 * huge file costs the worker its memory ceiling or its clock, and the API keeps answering.
 *
 * Two lanes, one worker each, started on first use: `probe` for the quick check during an upload
 * and `extract` for the jobs, so an upload never queues behind a long extraction. Each lane runs
 * one request at a time. An idle worker does not keep the process alive and is stopped after a
 * minute, which also gives its memory back; a worker that runs out of memory, overruns its clock
 * or is cancelled is terminated and the next request starts a fresh one.
 */

export type Lane = 'probe' | 'extract';

/** A request that overran its clock; the worker was stopped. */
export class ExtractionTimeoutError extends ExtractionError {
  constructor() {
    super('FILE_TOO_LARGE', EXTRACTION_MESSAGES.tooComplex);
    this.name = 'ExtractionTimeoutError';
  }
}

interface LaneSettings {
  /** V8 heap ceiling of the worker (MB); past it the worker dies and the file is refused. */
  maxOldGenerationSizeMb: number;
}

const LANES: Record<Lane, LaneSettings> = {
  probe: { maxOldGenerationSizeMb: 512 },
  extract: { maxOldGenerationSizeMb: 1024 },
};

const IDLE_STOP_MS = 60_000;

interface LaneState {
  worker: Worker | null;
  queue: Promise<void>;
  idleTimer: NodeJS.Timeout | null;
  busy: number;
}

const lanes: Record<Lane, LaneState> = {
  probe: { worker: null, queue: Promise.resolve(), idleTimer: null, busy: 0 },
  extract: { worker: null, queue: Promise.resolve(), idleTimer: null, busy: 0 },
};

// From the build the worker is the emitted .js beside this file and inherits the process' flags.
// From sources (vitest, `npm run dev`) it is TypeScript: a small bootstrap registers tsx inside the
// worker first (on Node 20 `--import tsx` in a worker's execArgv does not reach its entry module).
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(fromSource ? './extraction-worker.ts' : './extraction-worker.js', import.meta.url);

function workerEntry(): { entry: URL | string; options: WorkerOptions } {
  if (!fromSource) return { entry: WORKER_URL, options: {} };
  // A bare name, resolved from the working directory: source runs start inside the repository.
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL.href)}); });`;
  return { entry: boot, options: { eval: true, execArgv: ['--conditions=source'] } };
}

function startWorker(lane: Lane): Worker {
  const { entry, options } = workerEntry();
  const worker = new Worker(entry, {
    ...options,
    name: `kreda-extraction-${lane}`,
    resourceLimits: { maxOldGenerationSizeMb: LANES[lane].maxOldGenerationSizeMb },
    // Not the parent's stdin; output still reaches the process' stdout/stderr.
    stdin: false,
  });
  // Handled per request below; without a listener a dying worker would be an uncaught error.
  worker.on('error', () => {});
  worker.on('exit', () => {
    if (lanes[lane].worker === worker) lanes[lane].worker = null;
  });
  return worker;
}

function discard(lane: Lane, worker: Worker): void {
  if (lanes[lane].worker === worker) lanes[lane].worker = null;
  void worker.terminate().catch(() => {});
}

export interface WorkerTaskOptions {
  signal?: AbortSignal | undefined;
  /** The engine asked for OCR on behalf of the worker (created only when a page needs it). */
  ocr?: (() => OcrEngine) | undefined;
  /** The worker's own time for the request; time spent waiting for OCR is not counted. */
  timeoutMs: number;
}

/** Runs one request in the lane's worker; the user's file problems reject with ExtractionError. */
export async function runInWorker(
  lane: Lane,
  request: Extract<WorkerRequest, { type: 'extract' | 'probe' }>,
  options: WorkerTaskOptions,
): Promise<ExtractionResult | null> {
  options.signal?.throwIfAborted();
  const state = lanes[lane];
  const previous = state.queue;
  let release = () => {};
  state.queue = new Promise<void>((resolve) => {
    release = resolve;
  });
  state.busy++;
  if (state.idleTimer) clearTimeout(state.idleTimer);
  state.idleTimer = null;
  try {
    await abortable(previous, options.signal);
    return await runNow(lane, request, options);
  } finally {
    state.busy--;
    // A caller that gave up while waiting hands over only after the one before it is done.
    void previous.then(() => {
      release();
      if (state.busy === 0) idle(lane);
    });
  }
}

function idle(lane: Lane): void {
  const state = lanes[lane];
  const worker = state.worker;
  if (!worker) return;
  worker.unref();
  state.idleTimer = setTimeout(() => {
    if (state.busy === 0 && state.worker === worker) discard(lane, worker);
  }, IDLE_STOP_MS);
  state.idleTimer.unref();
}

function runNow(
  lane: Lane,
  request: Extract<WorkerRequest, { type: 'extract' | 'probe' }>,
  options: WorkerTaskOptions,
): Promise<ExtractionResult | null> {
  const { signal } = options;
  signal?.throwIfAborted();
  const state = lanes[lane];
  state.worker ??= startWorker(lane);
  const worker = state.worker;
  worker.ref();

  return new Promise<ExtractionResult | null>((resolve, reject) => {
    let settled = false;
    let timer: NodeJS.Timeout | null = null;
    let remaining = options.timeoutMs;
    let armedAt = 0;
    const arm = () => {
      armedAt = performance.now();
      timer = setTimeout(onTimeout, Math.max(remaining, 0));
    };
    const pause = () => {
      if (timer) clearTimeout(timer);
      timer = null;
      remaining -= performance.now() - armedAt;
    };

    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const tooCostly = () => new ExtractionError('FILE_TOO_LARGE', EXTRACTION_MESSAGES.tooComplex);

    function onTimeout() {
      discard(lane, worker);
      finish(() => reject(new ExtractionTimeoutError()));
    }
    function onAbort() {
      discard(lane, worker);
      finish(() => reject(signal?.reason));
    }
    function onError(error: Error & { code?: string }) {
      discard(lane, worker);
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') finish(() => reject(tooCostly()));
      else finish(() => reject(new Error(`extraction worker crashed: ${error.message}`, { cause: error })));
    }
    function onExit(code: number) {
      finish(() => reject(new Error(`extraction worker exited with code ${code}`)));
    }
    function onMessage(reply: WorkerReply) {
      switch (reply.type) {
        case 'done':
          finish(() => resolve(reply.result));
          return;
        case 'failed':
          finish(() => reject(deserializeError(reply.error)));
          return;
        case 'ocr': {
          pause();
          const image = Buffer.from(reply.image.buffer, reply.image.byteOffset, reply.image.byteLength);
          const answer = (message: WorkerRequest) => {
            if (settled) return;
            arm();
            worker.postMessage(message);
          };
          Promise.resolve()
            .then(() => {
              if (!options.ocr) throw new Error('no OCR engine for this request');
              return options.ocr().recognize(image, signal);
            })
            .then(
              (text) => answer({ type: 'ocr-result', id: reply.id, text }),
              (error: unknown) => {
                // An abort is answered by onAbort; anything else fails the page in the worker.
                if (signal?.aborted) return;
                answer({ type: 'ocr-error', id: reply.id, message: String(error) });
              },
            );
          return;
        }
      }
    }

    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    signal?.addEventListener('abort', onAbort, { once: true });
    arm();
    // Copied, not transferred: the caller's bytes stay intact.
    worker.postMessage(request);
  });
}
