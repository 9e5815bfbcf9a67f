import { parentPort } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './extraction-protocol.ts';
import { serializeError } from './extraction-protocol.ts';
import type { OcrEngine } from './ocr.ts';
import { checkDocument, readDocument } from './read-document.ts';

/**
 * The extraction worker thread: parses PDFs, DOCX and text, and prepares images, so the server's
 * event loop never waits on a document. It runs one request at a time under the memory limits the
 * pool gives it; OCR is asked of the server's engine, which runs tesseract in its own thread.
 */

if (!parentPort) throw new Error('extraction-worker.ts must run as a worker thread');
const port = parentPort;

const send = (reply: WorkerReply) => port.postMessage(reply);

let nextOcrId = 0;
const pendingOcr = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();

const ocrThroughServer: OcrEngine = {
  recognize(image) {
    return new Promise<string>((resolve, reject) => {
      const id = ++nextOcrId;
      pendingOcr.set(id, { resolve, reject });
      send({ type: 'ocr', id, image: new Uint8Array(image.buffer, image.byteOffset, image.byteLength) });
    });
  },
  async close() {},
};

async function run(request: Extract<WorkerRequest, { type: 'extract' | 'probe' }>): Promise<void> {
  try {
    if (request.type === 'extract') {
      const result = await readDocument(request.bytes, request.detected, {
        ocr: ocrThroughServer,
        maxPages: request.maxPages,
        maxChars: request.maxChars,
      });
      send({ type: 'done', result });
    } else {
      await checkDocument(request.bytes, request.detected, request.maxPages);
      send({ type: 'done', result: null });
    }
  } catch (error) {
    send({ type: 'failed', error: serializeError(error) });
  }
}

port.on('message', (request: WorkerRequest) => {
  switch (request.type) {
    case 'extract':
    case 'probe':
      void run(request);
      return;
    case 'ocr-result':
    case 'ocr-error': {
      const pending = pendingOcr.get(request.id);
      pendingOcr.delete(request.id);
      if (request.type === 'ocr-result') pending?.resolve(request.text);
      else pending?.reject(new Error(request.message));
      return;
    }
  }
});
