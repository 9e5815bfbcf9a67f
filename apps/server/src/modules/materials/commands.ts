// Over 400 lines: adding, renaming, deleting materials and chat attachments share one set of upload checks (content, size, names) kept private here.
import { createHash, randomUUID } from 'node:crypto';
import { SOURCE_TYPES } from '@kreda/shared/enums';
import { MATERIAL_NAME_MAX, MATERIAL_TEXT_MAX } from '@kreda/shared/limits';
import { imageSizeProblem } from '@kreda/shared/uploads';
import { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, DomainError, notFound } from '../../core/domain-error.ts';
import { parseInput, text } from '../../core/input.ts';
import type { DB } from '../../platform/db/database.ts';
import { detectFileType } from '../../platform/extraction/detect.ts';
import { EXTRACTION_MESSAGES, ExtractionError } from '../../platform/extraction/extraction-error.ts';
import { imageSize } from '../../platform/extraction/images.ts';
import { probeDocument } from '../../platform/extraction/probe.ts';
import { signFileUrl } from '../../platform/storage/storage.ts';
import { parseYoutubeUrl, watchUrl, YOUTUBE_MESSAGES } from '../../platform/youtube/youtube.ts';
import { recordEvent } from '../events/index.ts';
import { removeSource } from '../retrieval/index.ts';
import { requireOwnWorkspace, touchWorkspace } from '../workspaces/index.ts';
import { enqueueExtraction } from './extraction-job.ts';
import { fileLabel, storedFileName } from './file-name.ts';
import {
  deleteDocRow,
  deleteFileRow,
  type FileRow,
  findOwnDoc,
  findOwnFile,
  insertDoc,
  insertFile,
  listWorkspaceDocSummaries,
  listWorkspaceDocs,
  type UserDocRecord,
  type UserDocSummary,
  updateDoc,
} from './service.ts';
import type { SourceType } from './tables.ts';

const FILE_URL_TTL_MS = 5 * 60 * 1000;
const NOT_FOUND_MESSAGE = 'Nie znaleziono materiału.';
const YOUTUBE_ONLY_VIDEOS = 'Rodzaj „YouTube” mają tylko filmy dodane linkiem.';
const VIDEO_IS_YOUTUBE = 'Film z YouTube jest zawsze materiałem rodzaju „YouTube”.';

/**
 * Refusals of an uploaded file: the contract answers them (and a workspace that is not the
 * pupil's) as an `ExecutionError` result of `createUserDoc`, not as a GraphQL error.
 */
export const CREATE_USER_DOC_RESULT_ERRORS = [
  'NOT_FOUND',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'INVALID_FILE',
] as const;

/** What a GraphQL `File` upload is at run time (the Fetch API's File). */
export interface UploadedFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

const materialName = text({
  max: MATERIAL_NAME_MAX,
  required: true,
  messages: { control: 'Nazwa zawiera niedozwolone znaki.' },
});

const CREATE_INPUT = z.object({
  workspaceId: z.string(),
  text: text({
    max: MATERIAL_TEXT_MAX,
    multiline: true,
    messages: { tooLong: `Tekst może mieć najwyżej ${MATERIAL_TEXT_MAX} znaków.` },
  }).nullish(),
  youtubeUrl: z.string().nullish(),
  name: materialName.nullish(),
  sourceType: z.enum(SOURCE_TYPES).nullish(),
});

const UPDATE_INPUT = z.object({
  id: z.string(),
  name: materialName.nullish(),
  sourceType: z.enum(SOURCE_TYPES).nullish(),
});

/** A file's own name as a label: control characters dropped, whitespace collapsed, at most `max`. */
function defaultNameFromText(pasted: string): string {
  const firstLine = pasted.trim().split('\n')[0] ?? '';
  const short = [...firstLine].slice(0, 60).join('');
  return short.length < firstLine.length ? `${short}…` : short || 'Notatka tekstowa';
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

/** A document's kind as the pupil chose it; YOUTUBE belongs to videos only. */
function documentSourceType(sourceType: SourceType | null | undefined): SourceType {
  if (sourceType === 'YOUTUBE') throw badInput({ sourceType: YOUTUBE_ONLY_VIDEOS });
  return sourceType ?? 'NOTATKA';
}

/** Why a file was refused, for callers that word it their own way (chat attachments). */
type RefusalReason = 'empty' | 'tooLarge' | 'unknownType' | 'unreadable';

const refusal = (
  code: 'INVALID_FILE' | 'FILE_TOO_LARGE' | 'UNSUPPORTED_FILE_TYPE',
  message: string,
  reason: RefusalReason,
) => new DomainError(code, message, { details: { reason } });

/** A file checked by its content and size; a refusal stores nothing. */
async function checkedUpload(deps: Pick<Deps, 'config'>, file: UploadedFile, maxPdfPages?: number) {
  if (file.size === 0) throw refusal('INVALID_FILE', 'Plik jest pusty.', 'empty');
  if (file.size > deps.config.uploadMaxBytes)
    throw refusal(
      'FILE_TOO_LARGE',
      `Plik jest za duży. Można przesłać najwyżej ${megabytes(deps.config.uploadMaxBytes)}.`,
      'tooLarge',
    );
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await detectFileType(bytes);
  if (!detected) throw refusal('UNSUPPORTED_FILE_TYPE', EXTRACTION_MESSAGES.unsupported, 'unknownType');
  try {
    await probeDocument(bytes, detected, maxPdfPages);
  } catch (error) {
    if (error instanceof ExtractionError) {
      // An archive that would inflate past the limits is too large, however small it is stored.
      if (error.code === 'FILE_TOO_LARGE') throw refusal('FILE_TOO_LARGE', error.message, 'tooLarge');
      throw refusal(
        error.code === 'UNSUPPORTED_FILE_TYPE' ? error.code : 'INVALID_FILE',
        error.message,
        'unreadable',
      );
    }
    throw error;
  }
  return { bytes, detected };
}

/**
 * Adds a material: a file checked by its content and size (nothing is stored when it is refused),
 * pasted text or a YouTube link. The row and its extraction job commit in one transaction (a
 * crash leaves both or neither); the document starts as UPLOADING. A refused file or someone
 * else's workspace throws a DomainError with one of `CREATE_USER_DOC_RESULT_ERRORS`.
 */
export async function createUserDoc(
  deps: Deps,
  actor: Actor,
  input: {
    workspaceId: string;
    file?: UploadedFile | null;
    text?: string | null;
    youtubeUrl?: string | null;
    name?: string | null;
    sourceType?: SourceType | null;
  },
): Promise<UserDocRecord> {
  const { user } = actor;
  const workspace = await requireOwnWorkspace(deps.db, user.id, input.workspaceId);
  const hasFile = !!input.file;
  const hasText = typeof input.text === 'string' && input.text.trim() !== '';
  const hasLink = typeof input.youtubeUrl === 'string' && input.youtubeUrl.trim() !== '';
  if (Number(hasFile) + Number(hasText) + Number(hasLink) !== 1)
    throw badInput({ file: 'Dodaj plik, wklej tekst albo link do filmu (dokładnie jedno).' });
  const values = parseInput(CREATE_INPUT, {
    workspaceId: input.workspaceId,
    text: hasText ? input.text : null,
    youtubeUrl: input.youtubeUrl,
    name: input.name,
    sourceType: input.sourceType,
  });
  const name = values.name ?? null;
  const base = { userId: user.id, workspaceId: workspace.id };

  if (hasLink) {
    if (values.sourceType && values.sourceType !== 'YOUTUBE')
      throw badInput({ sourceType: VIDEO_IS_YOUTUBE });
    const videoId = parseYoutubeUrl(values.youtubeUrl ?? '');
    if (!videoId) throw badInput({ youtubeUrl: YOUTUBE_MESSAGES.invalidUrl });
    return addMaterial(deps, (tx) =>
      insertDoc(tx, {
        ...base,
        type: 'TXT',
        sourceType: 'YOUTUBE',
        // The title replaces this once the video is read, unless the pupil named it.
        name: name ?? 'Film z YouTube',
        youtubeMetadata: {
          url: watchUrl(videoId),
          videoId,
          title: null,
          author: null,
          language: null,
          transcripts: [],
          named: name !== null,
        },
      }),
    );
  }

  const sourceType = documentSourceType(values.sourceType);

  if (hasText) {
    const pasted = values.text ?? '';
    return addMaterial(deps, (tx) =>
      insertDoc(tx, {
        ...base,
        type: 'TXT',
        sourceType,
        name: name ?? defaultNameFromText(pasted),
        content: pasted,
      }),
    );
  }

  const file = input.file as UploadedFile;
  const { bytes, detected } = await checkedUpload(deps, file);
  const fileId = randomUUID();
  const bucketKey = `${user.id}/${fileId}`;
  // Bytes first (a storage failure writes no row); if the rows then fail, the bytes go again.
  await deps.services.storage.put(bucketKey, bytes, detected.mime);
  try {
    const originalFileName = storedFileName(file.name || '', detected);
    return await addMaterial(deps, async (tx) => {
      await insertFile(tx, {
        id: fileId,
        userId: user.id,
        bucketKey,
        contentType: detected.mime,
        originalFileName,
        size: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
      return insertDoc(tx, {
        ...base,
        type: detected.kind,
        sourceType,
        name: name ?? [...originalFileName].slice(0, MATERIAL_NAME_MAX).join(''),
        fileId,
      });
    });
  } catch (error) {
    await deps.services.storage.delete(bucketKey).catch(() => {});
    throw error;
  }
}

/**
 * Writes a new material and its extraction job in one transaction, marks the workspace as used,
 * and announces the material once it is committed.
 */
async function addMaterial(deps: Deps, write: (tx: DB) => Promise<UserDocRecord>): Promise<UserDocRecord> {
  const doc = await deps.db.transaction(async (tx) => {
    const inserted = await write(tx);
    await enqueueExtraction(deps, tx, inserted.id);
    await touchWorkspace(tx, inserted.workspaceId);
    return inserted;
  });
  deps.pubsub.publish('userDoc', doc.workspaceId, { id: doc.id, kind: 'new' });
  return doc;
}

/** One of the actor's materials, whole (the detail page), or NOT_FOUND. */
export async function getUserDoc(deps: Pick<Deps, 'db'>, actor: Actor, id: string): Promise<UserDocRecord> {
  const doc = await findOwnDoc(deps.db, actor.user.id, id);
  if (!doc) throw notFound(NOT_FOUND_MESSAGE);
  return doc;
}

/** A workspace's materials as summaries; text, pages and captions load only when asked for. */
export async function listUserDocs(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  workspaceId: string,
): Promise<UserDocSummary[]> {
  await requireOwnWorkspace(deps.db, actor.user.id, workspaceId);
  return listWorkspaceDocSummaries(deps.db, actor.user.id, workspaceId);
}

/** Renames a material or changes its kind (`updatedoc`). */
export async function updateUserDoc(
  deps: Deps,
  actor: Actor,
  input: { id: string; name?: string | null; sourceType?: SourceType | null },
): Promise<UserDocRecord> {
  const doc = await getUserDoc(deps, actor, input.id);
  if (input.name == null && input.sourceType == null)
    throw badInput({ name: 'Podaj nową nazwę albo rodzaj materiału.' });
  const values = parseInput(UPDATE_INPUT, input);
  const patch: Partial<Pick<UserDocRecord, 'name' | 'sourceType' | 'youtubeMetadata'>> = {};
  if (values.name != null) patch.name = values.name;
  if (values.sourceType != null) {
    if (doc.sourceType === 'YOUTUBE' && values.sourceType !== 'YOUTUBE')
      throw badInput({ sourceType: VIDEO_IS_YOUTUBE });
    if (doc.sourceType !== 'YOUTUBE') patch.sourceType = documentSourceType(values.sourceType);
  }
  if (doc.youtubeMetadata && patch.name !== undefined) {
    // A name the pupil chose survives the video being read (or re-read).
    patch.youtubeMetadata = { ...doc.youtubeMetadata, named: true };
  }
  const updated = (await updateDoc(deps.db, doc.id, patch)) ?? doc;
  deps.pubsub.publish('userDoc', updated.workspaceId, { id: updated.id, kind: 'update' });
  return updated;
}

/**
 * Removes a document, its file and its search chunks; the bytes go once the rows are gone. One
 * removed before it was read gets a `material.removed` event, so a tool waiting for it hears.
 */
export async function removeUserDoc(
  deps: Pick<Deps, 'db' | 'services' | 'eventProcessors'>,
  doc: UserDocRecord,
): Promise<void> {
  const file = await deps.db.transaction(async (tx) => {
    await removeSource(tx, doc.userId, { kind: 'USER_DOC', id: doc.id });
    const removed = await deleteDocRow(tx, doc.id);
    if (removed && (removed.state === 'UPLOADING' || removed.state === 'SOLVING'))
      await recordEvent(deps, tx, {
        type: 'material.removed',
        userId: doc.userId,
        entity: { kind: 'material', id: doc.id },
        payload: { workspaceId: doc.workspaceId, sourceType: doc.sourceType },
      });
    const owned = doc.fileId ? await findOwnFile(tx, doc.userId, doc.fileId) : undefined;
    if (owned) await deleteFileRow(tx, owned.id);
    return owned;
  });
  if (file) await deps.services.storage.delete(file.bucketKey);
}

export async function deleteUserDoc(
  deps: Pick<Deps, 'db' | 'services' | 'eventProcessors'>,
  actor: Actor,
  id: string,
) {
  await removeUserDoc(deps, await getUserDoc(deps, actor, id));
  return { success: true, message: 'Pomyślnie usunięto' };
}

/** Every material of a workspace, for the workspace's deletion. */
export async function removeWorkspaceMaterials(
  deps: Pick<Deps, 'db' | 'services' | 'eventProcessors'>,
  userId: string,
  workspaceId: string,
) {
  for (const doc of await listWorkspaceDocs(deps.db, userId, workspaceId)) await removeUserDoc(deps, doc);
}

export interface StoredAttachment {
  file: FileRow;
  bytes: Uint8Array;
  kind: 'IMAGE' | 'PDF' | 'DOCX' | 'TXT';
  mime: string;
}

const ATTACHMENT_KINDS = new Set(['IMAGE', 'PDF', 'DOCX', 'TXT']);

/** An attachment checked by content and size, not stored yet. */
export interface CheckedAttachment {
  name: string;
  bytes: Uint8Array;
  kind: StoredAttachment['kind'];
  mime: string;
  extension: string;
}

/**
 * Checks files attached to a chat message (a photo of a task, a worksheet) by content and size like
 * a material, without storing anything. Refusals are BAD_USER_INPUT on `files` with a Polish
 * message naming the file. The caller reads them (which may refuse them too) and only then stores.
 */
export async function checkAttachments(
  deps: Pick<Deps, 'config' | 'services'>,
  uploads: readonly UploadedFile[],
  options: { maxPdfPages?: number } = {},
): Promise<CheckedAttachment[]> {
  const checked: CheckedAttachment[] = [];
  for (const upload of uploads) {
    const label = fileLabel(upload.name || '') || 'plik';
    let checkedFile: Awaited<ReturnType<typeof checkedUpload>>;
    try {
      checkedFile = await checkedUpload(deps, upload, options.maxPdfPages);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      throw badInput({ files: attachmentRefusal(error, label, deps.config.uploadMaxBytes) });
    }
    const { bytes, detected } = checkedFile;
    if (!ATTACHMENT_KINDS.has(detected.kind))
      throw badInput({
        files: attachmentRefusal(refusal('UNSUPPORTED_FILE_TYPE', '', 'unknownType'), label, 0),
      });
    // A photo of a task, a test page or an essay: one too small to hold any text is read for nothing.
    const size = detected.kind === 'IMAGE' ? await imageSize(bytes) : null;
    const tooSmall = size && imageSizeProblem(label, size.width, size.height);
    if (tooSmall) throw badInput({ files: tooSmall });
    checked.push({
      // The kind is the content's; the name says the same (a PDF named .jpg is kept as .pdf).
      name: storedFileName(upload.name || '', detected),
      bytes,
      kind: detected.kind as StoredAttachment['kind'],
      mime: detected.mime,
      extension: detected.extension,
    });
  }
  return checked;
}

/**
 * Stores checked attachments: the bytes first, then the rows of all files in one transaction; the
 * bytes of a failed batch are deleted, so nothing is orphaned.
 */
export async function storeAttachments(
  deps: Pick<Deps, 'db' | 'services'>,
  userId: string,
  checked: readonly CheckedAttachment[],
): Promise<StoredAttachment[]> {
  if (checked.length === 0) return [];
  const planned = checked.map((item) => ({ item, fileId: randomUUID() }));
  const put: string[] = [];
  try {
    for (const { item, fileId } of planned) {
      const bucketKey = `${userId}/${fileId}`;
      await deps.services.storage.put(bucketKey, item.bytes, item.mime);
      put.push(bucketKey);
    }
    return await deps.db.transaction(async (tx) => {
      const stored: StoredAttachment[] = [];
      for (const { item, fileId } of planned) {
        const file = await insertFile(tx, {
          id: fileId,
          userId,
          bucketKey: `${userId}/${fileId}`,
          contentType: item.mime,
          originalFileName: item.name,
          size: item.bytes.byteLength,
          sha256: createHash('sha256').update(item.bytes).digest('hex'),
        });
        stored.push({ file, bytes: item.bytes, kind: item.kind, mime: item.mime });
      }
      return stored;
    });
  } catch (error) {
    // No orphaned bytes when the rows could not be written.
    for (const key of put) await deps.services.storage.delete(key).catch(() => {});
    throw error;
  }
}

/** The Polish refusal of one attachment, naming the file. */
function attachmentRefusal(error: DomainError, label: string, maxBytes: number): string {
  switch (error.details.reason as RefusalReason | undefined) {
    case 'empty':
      return `Plik „${label}” jest pusty.`;
    case 'tooLarge':
      return `Plik „${label}” jest za duży. Można przesłać najwyżej ${megabytes(maxBytes)}.`;
    case 'unknownType':
      return `Do wiadomości można dołączyć zdjęcie, PDF, dokument Word albo plik tekstowy („${label}” nie jest żadnym z nich).`;
    default:
      return `„${label}”: ${error.message}`;
  }
}

/** Deletes files of the user (rows and bytes), e.g. a deleted conversation's attachments. */
export async function removeFiles(
  deps: Pick<Deps, 'db' | 'services'>,
  userId: string,
  fileIds: readonly string[],
) {
  for (const id of fileIds) {
    const file = await findOwnFile(deps.db, userId, id);
    if (!file) continue;
    await deleteFileRow(deps.db, file.id);
    await deps.services.storage.delete(file.bucketKey);
  }
}

/** A short-lived download link for a file, signed for the file and its owner. */
export function signedFileLink(secret: string, file: Pick<FileRow, 'id' | 'userId'>) {
  const expiresAt = new Date(Date.now() + FILE_URL_TTL_MS);
  return { url: signFileUrl(secret, { fileId: file.id, userId: file.userId, expiresAt }), expiresAt };
}

export async function fileUrl(deps: Pick<Deps, 'db' | 'services'>, actor: Actor, fileId: string) {
  const file = await findOwnFile(deps.db, actor.user.id, fileId);
  if (!file) throw notFound('Nie znaleziono pliku.');
  return signedFileLink(deps.services.sessionSecret, file);
}
