import { AiError, type AiService } from '../../platform/ai/ai.ts';
import type { DB } from '../../platform/db/database.ts';
import { detectFileType } from '../../platform/extraction/detect.ts';
import { extractDocument } from '../../platform/extraction/extract.ts';
import { ExtractionError } from '../../platform/extraction/extraction-error.ts';
import type { OcrEngine } from '../../platform/extraction/ocr.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import type { PubSub } from '../../platform/pubsub/pubsub.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { transcriptChunks, type YoutubeClient, YoutubeError } from '../../platform/youtube/youtube.ts';
import { sourceFullText } from '../retrieval/chunking.ts';
import { indexSource } from '../retrieval/service.ts';
import { reserveUsage } from '../usage/service.ts';
import { findDoc, findFile, type UserDocRow, updateDoc } from './service.ts';
import type { YoutubeMetadata } from './tables.ts';

export const EXTRACT_JOB = 'materials-extract';

export interface ExtractJobData {
  docId: string;
}

export interface ExtractionJobDeps {
  db: DB;
  storage: FileStorage;
  pubsub: PubSub;
  logger: Logger;
  ocr: OcrEngine;
  youtube: YoutubeClient;
  ai: AiService;
}

const FAILED_MESSAGE = 'Nie udało się odczytać materiału. Usuń go i spróbuj dodać ponownie.';

/**
 * Reads a material's text and indexes it for retrieval: UPLOADING → SOLVING → SOLVED, or
 * SOLVING_FAILED with a Polish reason. Idempotent: a finished document is left alone, and
 * indexing replaces the document's chunks, so a retry after a crash repeats nothing twice.
 */
export function extractionJob(deps: ExtractionJobDeps): JobDefinition<ExtractJobData> {
  const publish = (doc: UserDocRow) =>
    deps.pubsub.publish('userDoc', doc.workspaceId, { id: doc.id, kind: 'update' });
  /**
   * A recording through the AI provider's speech-to-text, counted against the plan's transcription
   * limit (given back when the provider fails). Timed segments are indexed like captions.
   */
  async function transcribeRecording(
    doc: UserDocRow,
    bytes: Uint8Array,
    signal: AbortSignal,
  ): Promise<{ text: string; startSeconds?: number; endSeconds?: number }[]> {
    let reservation: Awaited<ReturnType<typeof reserveUsage>>;
    try {
      reservation = await reserveUsage(deps.db, { userId: doc.userId, action: 'TRANSCRIPTION' });
    } catch (error) {
      // Over the limit: the reason (with when it renews) is the document's failure message.
      throw new ExtractionError('INVALID_FILE', error instanceof Error ? error.message : FAILED_MESSAGE);
    }
    try {
      const transcript = await deps.ai.transcribe({
        meta: { userId: doc.userId, action: 'TRANSCRIPTION' },
        audio: bytes,
        signal,
      });
      const timed = transcript.segments
        .map((s) => ({ text: s.text.trim(), startSeconds: s.startSecond, endSeconds: s.endSecond }))
        .filter((s) => s.text !== '');
      const segments = timed.length > 0 ? timed : [{ text: transcript.text.trim() }];
      if (segments.every((s) => s.text === ''))
        throw new ExtractionError('INVALID_FILE', 'W nagraniu nie rozpoznano mowy.');
      return segments;
    } catch (error) {
      await reservation.release().catch(() => {});
      // A provider failure may pass: the job is retried, and fails for good with the usual reason.
      if (error instanceof AiError && error.code !== 'AI_FAILED')
        throw new ExtractionError('INVALID_FILE', error.message);
      throw error;
    }
  }

  /** A YouTube material: the title and the captions, indexed by time (~100 words a passage). */
  async function readVideo(doc: UserDocRow, metadata: YoutubeMetadata, signal: AbortSignal) {
    const video = await deps.youtube.fetchVideo(metadata.videoId, { signal });
    const transcripts = transcriptChunks(video.lines);
    const segments = transcripts.map((t) => ({
      text: t.text,
      startSeconds: t.start,
      endSeconds: t.start + t.duration,
    }));
    await indexSource(deps.db, {
      userId: doc.userId,
      workspaceId: doc.workspaceId,
      source: { kind: 'USER_DOC', id: doc.id },
      segments,
    });
    // Re-read: the pupil may have renamed the material while the video was being read.
    const named = (await findDoc(deps.db, doc.id))?.youtubeMetadata?.named ?? metadata.named;
    const solved = await updateDoc(deps.db, doc.id, {
      state: 'SOLVED',
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
      error: null,
    });
    if (solved) publish(solved);
  }

  return {
    name: EXTRACT_JOB,
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 30 * 60,
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
        let segments: { text: string; page?: number }[];
        let pageCount: number | null = null;
        let ocrPages: number[] = [];
        if (doc.fileId) {
          const file = await findFile(deps.db, doc.fileId);
          const bytes = file ? await deps.storage.get(file.bucketKey) : null;
          if (!bytes)
            throw new ExtractionError(
              'INVALID_FILE',
              'Plik materiału zniknął z magazynu. Dodaj go ponownie.',
            );
          const detected = await detectFileType(bytes);
          if (!detected)
            throw new ExtractionError('UNSUPPORTED_FILE_TYPE', 'Ten rodzaj pliku nie jest obsługiwany.');
          if (detected.kind === 'VOICE' && deps.ai.has('transcription')) {
            segments = await transcribeRecording(doc, bytes, signal);
          } else {
            const result = await extractDocument(bytes, detected, { ocr: deps.ocr, signal });
            segments = result.segments;
            pageCount = result.pageCount;
            ocrPages = result.ocrPages;
          }
        } else {
          segments = [{ text: doc.content ?? '' }];
        }
        await indexSource(deps.db, {
          userId: doc.userId,
          workspaceId: doc.workspaceId,
          source: { kind: 'USER_DOC', id: doc.id },
          segments,
        });
        const solved = await updateDoc(deps.db, doc.id, {
          state: 'SOLVED',
          // The same joining as retrieval's, so citation offsets point into `content`.
          content: sourceFullText(segments),
          contentJson: { segments, pageCount, ocrPages },
          error: null,
        });
        if (solved) publish(solved);
      } catch (error) {
        // The file itself is the problem: retrying cannot help, so fail now with the reason.
        if (error instanceof ExtractionError || (error instanceof YoutubeError && !error.retryable)) {
          const failed = await updateDoc(deps.db, doc.id, { state: 'SOLVING_FAILED', error: error.message });
          if (failed) publish(failed);
          return;
        }
        throw error;
      }
    },
    async onFinalFailure({ docId }, error) {
      deps.logger.error({ err: error, docId }, 'material extraction failed for good');
      const failed = await updateDoc(deps.db, docId, { state: 'SOLVING_FAILED', error: FAILED_MESSAGE });
      if (failed) publish(failed);
    },
  };
}
