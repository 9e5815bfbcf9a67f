import { eq } from 'drizzle-orm';
import type { AppServices, Deps, VisionReader } from '../../core/deps.ts';
import { isDomainError } from '../../core/domain-error.ts';
import type { DB } from '../../platform/db/database.ts';
import { detectFileType } from '../../platform/extraction/detect.ts';
import { extractDocument } from '../../platform/extraction/extract.ts';
import { ExtractionError } from '../../platform/extraction/extraction-error.ts';
import type { OcrEngine } from '../../platform/extraction/ocr.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { transcriptChunks, YoutubeError } from '../../platform/youtube/youtube.ts';
import { recordEvent } from '../events/index.ts';
import { type IndexSegment, indexSource, sourceFullText } from '../retrieval/index.ts';
import { runAiAction } from '../usage/index.ts';
import {
  type DocPatch,
  findDoc,
  findFile,
  type UserDocRecord,
  type UserDocSummary,
  updateDoc,
  updateUnfinishedDoc,
} from './service.ts';
import { userDocs, type YoutubeMetadata } from './tables.ts';

export const EXTRACT_JOB = 'materials-extract';

const NO_HANDWRITING =
  'Na zdjęciu nie udało się odczytać tekstu. Zrób wyraźniejsze zdjęcie w dobrym świetle.';

export interface ExtractJobData {
  docId: string;
}

/** Retries after a failed attempt (3 runs in all), with backoff from `EXTRACT_RETRY_DELAY_SECONDS`. */
export const EXTRACT_RETRY_LIMIT = 2;
export const EXTRACT_RETRY_DELAY_SECONDS = 5;
/**
 * How long one run may take before pg-boss calls it lost. It must cover the slowest honest run (OCR
 * of a long scanned PDF, a long recording): pg-boss 10 has no heartbeat and its worker abandons a
 * handler after this long, so it cannot be short (ADR 004).
 */
export const EXTRACT_EXPIRE_SECONDS = 30 * 60;

export const FAILED_MESSAGE = 'Nie udało się odczytać materiału. Usuń go i spróbuj dodać ponownie.';

/**
 * A material that could not be read: SOLVING_FAILED with the Polish reason and its
 * `material.failed` event in one transaction, only while its reading is unfinished (a sweeper or a
 * late retry never overwrites a result). Whoever waits for it hears of it through the event.
 */
export async function failMaterial(
  deps: Pick<Deps, 'db' | 'pubsub' | 'services' | 'eventProcessors'>,
  docId: string,
  message: string,
): Promise<UserDocSummary | undefined> {
  const failed = await deps.db.transaction(async (tx) => {
    const row = await updateUnfinishedDoc(tx, docId, { state: 'SOLVING_FAILED', error: message });
    if (row)
      await recordEvent(deps, tx, {
        type: 'material.failed',
        userId: row.userId,
        entity: { kind: 'material', id: row.id },
        payload: { workspaceId: row.workspaceId, sourceType: row.sourceType, origin: originOf(row) },
      });
    return row;
  });
  if (failed) deps.pubsub.publish('userDoc', failed.workspaceId, { id: failed.id, kind: 'update' });
  return failed;
}

const originOf = (doc: Pick<UserDocSummary, 'youtubeMetadata' | 'fileId'>) =>
  doc.youtubeMetadata ? ('youtube' as const) : doc.fileId ? ('file' as const) : ('text' as const);

/** The jobs that may be reading these materials (for a waiter's `PendingWork.stuck`). */
export function materialJobs(docIds: readonly string[], attempts = 3): { queue: string; key: string }[] {
  return docIds.flatMap((id) =>
    Array.from({ length: attempts }, (_, i) => ({ queue: EXTRACT_JOB, key: extractionKey(id, i + 1) })),
  );
}

/**
 * The job key of a material's n-th extraction: the first is the material's id; a sweeper's
 * requeue gets `#n`, since pg-boss refuses a key it still holds (even a finished one).
 */
export function extractionKey(docId: string, attempt = 1): string {
  return attempt === 1 ? docId : `${docId}#${attempt}`;
}

/** Enqueues a material's extraction inside the transaction `db` that wrote the material. */
export function enqueueExtraction(
  deps: { services: Pick<AppServices, 'jobs'> },
  db: DB,
  docId: string,
  attempt = 1,
): Promise<boolean> {
  return deps.services.jobs.send<ExtractJobData>(EXTRACT_JOB, { docId }, extractionKey(docId, attempt), {
    db,
  });
}

/**
 * Reads a material's text and indexes it for retrieval: UPLOADING → SOLVING → SOLVED, or
 * SOLVING_FAILED with a Polish reason. Idempotent: a finished document is left alone, and
 * indexing replaces the document's chunks, so a retry after a crash repeats nothing twice.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one closure over the job's dependencies; its steps are the small functions inside
export function extractionJob(deps: Deps): JobDefinition<ExtractJobData> {
  const publish = (doc: Pick<UserDocRecord, 'id' | 'workspaceId'>) =>
    deps.pubsub.publish('userDoc', doc.workspaceId, { id: doc.id, kind: 'update' });

  /**
   * The material is read: its passages indexed, then SOLVED with its text and its `material.read`
   * event in one transaction under the material's row lock. A tool's text rewritten meanwhile (a
   * test's solutions after a task was solved again) is left to the newer run: this older one does
   * not write its stale text, and the newer one indexes its text again under the lock, so stale
   * passages indexed after its own are replaced (a no-op when nothing raced).
   */
  async function markRead(
    doc: UserDocRecord,
    segments: IndexSegment[],
    patch: Omit<DocPatch, 'state' | 'error'>,
  ) {
    const index = (db: DB) =>
      indexSource(db, {
        userId: doc.userId,
        workspaceId: doc.workspaceId,
        source: { kind: 'USER_DOC', id: doc.id },
        segments,
      });
    await index(deps.db);
    const rewritable = !doc.fileId && !doc.youtubeMetadata;
    const solved = await deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ content: userDocs.content })
        .from(userDocs)
        .where(eq(userDocs.id, doc.id))
        .for('update');
      if (!current || (rewritable && current.content !== doc.content)) return undefined;
      if (rewritable) await index(tx);
      const row = await updateDoc(tx, doc.id, { ...patch, state: 'SOLVED', error: null });
      if (row)
        await recordEvent(deps, tx, {
          type: 'material.read',
          userId: doc.userId,
          entity: { kind: 'material', id: doc.id },
          payload: {
            workspaceId: doc.workspaceId,
            sourceType: doc.sourceType,
            origin: originOf(doc),
            pageCount: row.contentJson?.pageCount ?? null,
          },
        });
      return row;
    });
    if (solved) publish(solved);
  }

  /**
   * A recording through the AI provider's speech-to-text, counted against the plan's transcription
   * limit through the one AI-action runner (given back when the work fails). Timed segments are
   * indexed like captions. Over the limit, or without a model, the runner's Polish reason becomes
   * the document's failure; a provider failure is retried.
   */
  async function transcribeRecording(
    doc: UserDocRecord,
    bytes: Uint8Array,
    signal: AbortSignal,
  ): Promise<{ text: string; startSeconds?: number; endSeconds?: number }[]> {
    try {
      return await runAiAction(
        deps,
        { userId: doc.userId, action: 'TRANSCRIPTION', role: 'transcription' },
        async ({ meta }) => {
          const transcript = await deps.services.ai.transcribe({ meta, audio: bytes, signal });
          const timed = transcript.segments
            .map((s) => ({ text: s.text.trim(), startSeconds: s.startSecond, endSeconds: s.endSecond }))
            .filter((s) => s.text !== '');
          const segments = timed.length > 0 ? timed : [{ text: transcript.text.trim() }];
          if (segments.every((s) => s.text === ''))
            throw new ExtractionError('INVALID_FILE', 'W nagraniu nie rozpoznano mowy.');
          return segments;
        },
      );
    } catch (error) {
      // A provider failure (or a shutdown) may pass: the job is retried, and fails for good with
      // the usual reason. Anything else the runner refused is the document's reason.
      if (isDomainError(error) && error.code !== 'AI_FAILED')
        throw new ExtractionError('INVALID_FILE', error.message);
      throw error;
    }
  }

  /** A YouTube material: the title and the captions, indexed by time (~100 words a passage). */
  async function readVideo(doc: UserDocRecord, metadata: YoutubeMetadata, signal: AbortSignal) {
    const video = await deps.services.youtube.fetchVideo(metadata.videoId, { signal });
    const transcripts = transcriptChunks(video.lines);
    const segments = transcripts.map((t) => ({
      text: t.text,
      startSeconds: t.start,
      endSeconds: t.start + t.duration,
    }));
    // Re-read: the pupil may have renamed the material while the video was being read.
    const named = (await findDoc(deps.db, doc.id))?.youtubeMetadata?.named ?? metadata.named;
    await markRead(doc, segments, {
      ...(named ? {} : { name: [...video.title].slice(0, 120).join('') }),
      content: sourceFullText(segments),
      contentJson: { segments: transcripts.map((t) => ({ text: t.text })), pageCount: null, ocrPages: [] },
      youtubeMetadata: {
        ...metadata,
        named,
        title: video.title,
        author: video.author || null,
        language: video.language || null,
        transcripts,
      },
    });
  }

  /**
   * A photo or a scanned PDF page of a kind of material a tool reads by vision (a handwritten essay,
   * a test: the tools' `visionReaders`), copied by the vision model with the tool's prompt: OCR
   * reads print badly and handwriting and formulas not at all. No text gives ''.
   */
  async function readByVision(
    doc: UserDocRecord,
    reader: VisionReader,
    bytes: Uint8Array,
    mime: string,
    signal?: AbortSignal,
  ) {
    const result = await deps.services.ai.generateText({
      meta: { userId: doc.userId, action: reader.action },
      role: 'vision',
      system: await reader.prompt(),
      temperature: 0,
      ...(signal ? { signal } : {}),
      messages: [
        {
          role: 'user',
          content: [
            { type: 'image', image: bytes, mediaType: mime },
            { type: 'text', text: 'Przepisz tekst ze zdjęcia.' },
          ],
        },
      ],
    });
    const text = result.text.trim();
    return text === 'BRAK TEKSTU' ? '' : text;
  }

  /** The OCR engine's place for the scanned pages of an essay or a test: the vision model reads them. */
  const visionOcr = (doc: UserDocRecord, reader: VisionReader): OcrEngine => ({
    recognize: (image, signal) => readByVision(doc, reader, image, 'image/png', signal),
    close: async () => {},
  });

  /** The text of a stored file: extracted by format, OCR'd, or transcribed. */
  async function readFile(doc: UserDocRecord, fileId: string, signal: AbortSignal) {
    const file = await findFile(deps.db, fileId);
    const bytes = file ? await deps.services.storage.get(file.bucketKey) : null;
    if (!bytes)
      throw new ExtractionError('INVALID_FILE', 'Plik materiału zniknął z magazynu. Dodaj go ponownie.');
    const detected = await detectFileType(bytes);
    if (!detected)
      throw new ExtractionError('UNSUPPORTED_FILE_TYPE', 'Ten rodzaj pliku nie jest obsługiwany.');
    const reader = deps.services.ai.has('vision')
      ? deps.visionReaders.find((r) => r.sourceType === doc.sourceType)
      : undefined;
    if (reader && detected.kind === 'IMAGE') {
      const text = await readByVision(doc, reader, bytes, detected.mime, signal);
      if (!text) throw new ExtractionError('INVALID_FILE', NO_HANDWRITING);
      return { segments: [{ text }], pageCount: null, ocrPages: [], truncatedFrom: undefined };
    }
    if (detected.kind === 'VOICE' && deps.services.ai.has('transcription'))
      return {
        segments: await transcribeRecording(doc, bytes, signal),
        pageCount: null,
        ocrPages: [],
        truncatedFrom: undefined,
      };
    const ocr = reader ? visionOcr(doc, reader) : deps.services.ocr;
    const read = await extractDocument(bytes, detected, { ocr, signal });
    // Kept SOLVED with the first EXTRACTED_TEXT_MAX characters; `truncatedFrom` tells the pupil.
    if (read.truncatedFrom !== undefined)
      deps.logger.info(
        { docId: doc.id, kept: read.charCount, of: read.truncatedFrom },
        'material text cut to the limit',
      );
    return read;
  }

  return {
    name: EXTRACT_JOB,
    retryLimit: EXTRACT_RETRY_LIMIT,
    // Two at once: pasted text, videos and recordings need not wait behind a long file (files
    // themselves are read one at a time by the extraction worker thread).
    concurrency: 2,
    retryDelaySeconds: EXTRACT_RETRY_DELAY_SECONDS,
    expireInSeconds: EXTRACT_EXPIRE_SECONDS,
    async handler({ docId }, { signal }) {
      const doc = await findDoc(deps.db, docId);
      if (!doc || doc.state === 'SOLVED' || doc.state === 'SOLVING_FAILED' || doc.state === 'UPLOAD_FAILED')
        return;
      if (doc.state !== 'SOLVING') {
        const solving = await updateDoc(deps.db, doc.id, { state: 'SOLVING', error: null });
        if (solving) publish(solving);
      }
      try {
        if (doc.youtubeMetadata) {
          await readVideo(doc, doc.youtubeMetadata, signal);
          return;
        }
        const { segments, pageCount, ocrPages, truncatedFrom } = doc.fileId
          ? await readFile(doc, doc.fileId, signal)
          : {
              segments: [{ text: doc.content ?? '' }],
              pageCount: null,
              ocrPages: [],
              truncatedFrom: undefined,
            };
        await markRead(doc, segments, {
          // The same joining as retrieval's, so citation offsets point into `content`.
          content: sourceFullText(segments),
          contentJson: { segments, pageCount, ocrPages, ...(truncatedFrom ? { truncatedFrom } : {}) },
        });
      } catch (error) {
        // The file itself is the problem: retrying cannot help, so fail now with the reason.
        if (error instanceof ExtractionError || (error instanceof YoutubeError && !error.retryable)) {
          await failMaterial(deps, doc.id, error.message);
          return;
        }
        throw error;
      }
    },
    async onFinalFailure({ docId }, error) {
      deps.logger.error({ err: error, docId }, 'material extraction failed for good');
      // Only while unfinished: the sweeper may have failed or requeued it meanwhile.
      await failMaterial(deps, docId, FAILED_MESSAGE);
    },
  };
}
