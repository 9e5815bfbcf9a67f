import { createHash, randomUUID } from 'node:crypto';
import { requireViewer } from '../../core/actor.ts';
import { badInput, domainError } from '../../core/domain-error.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { detectFileType } from '../../platform/extraction/detect.ts';
import { EXTRACTION_MESSAGES, ExtractionError } from '../../platform/extraction/extraction-error.ts';
import { probeDocument } from '../../platform/extraction/probe.ts';
import { signFileUrl } from '../../platform/storage/storage.ts';
import { parseYoutubeUrl, watchUrl, YOUTUBE_MESSAGES } from '../../platform/youtube/youtube.ts';
import { removeSource } from '../retrieval/service.ts';
import { requireOwnWorkspace, WORKSPACE_NOT_FOUND } from '../workspaces/policy.ts';
import { findOwnWorkspace, touchWorkspace } from '../workspaces/service.ts';
import { EXTRACT_JOB, type ExtractJobData } from './extraction-job.ts';
import {
  deleteDocRow,
  deleteFileRow,
  type FileRow,
  findOwnDoc,
  findOwnFile,
  insertDoc,
  insertFile,
  listWorkspaceDocs,
  type UserDocRow,
  updateDoc,
} from './service.ts';
import type { SourceType } from './tables.ts';

type Ctx = GraphQLContext;

export const DOC_NAME_MAX = 120;
export const TEXT_MAX = 200_000;
const FILE_URL_TTL_MS = 5 * 60 * 1000;
const NOT_FOUND_MESSAGE = 'Nie znaleziono materiału.';

type ExecutionError = { __typename: 'ExecutionError'; errorCode: string; message: string };
const failure = (errorCode: string, message: string): ExecutionError => ({
  __typename: 'ExecutionError',
  errorCode,
  message,
});

/** What a GraphQL `File` upload is at run time (the Fetch API's File). */
export interface UploadedFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

function cleanName(raw: string): string {
  return raw.replace(CONTROL_CHARACTERS, '').trim().replace(/\s+/g, ' ');
}

function defaultNameFromText(text: string): string {
  const firstLine = text.trim().split('\n')[0] ?? '';
  const short = [...firstLine].slice(0, 60).join('');
  return short.length < firstLine.length ? `${short}…` : short || 'Notatka tekstowa';
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

async function publish(ctx: Ctx, doc: UserDocRow, kind: 'new' | 'update'): Promise<void> {
  ctx.pubsub.publish('userDoc', doc.workspaceId, { id: doc.id, kind });
}

/** A document's kind as the pupil chose it; YOUTUBE belongs to videos only. */
function documentSourceType(sourceType: SourceType | null | undefined): SourceType {
  if (sourceType === 'YOUTUBE')
    throw badInput({ sourceType: 'Rodzaj „YouTube” mają tylko filmy dodane linkiem.' });
  return sourceType ?? 'NOTATKA';
}

/**
 * Adds a material: a file checked by its content and size (nothing is stored when it is refused),
 * pasted text or a YouTube link. The text is read in a durable job; the document starts as
 * UPLOADING.
 */
export async function createUserDoc(
  ctx: Ctx,
  input: {
    workspaceId: string;
    file?: UploadedFile | null;
    text?: string | null;
    youtubeUrl?: string | null;
    name?: string | null;
    sourceType?: SourceType | null;
  },
): Promise<UserDocRow | ExecutionError> {
  const { user } = await requireViewer(ctx);
  const workspace = await findOwnWorkspace(ctx.db, user.id, input.workspaceId);
  if (!workspace) return failure('NOT_FOUND', WORKSPACE_NOT_FOUND);
  const hasFile = !!input.file;
  const hasText = typeof input.text === 'string' && input.text.trim() !== '';
  const hasLink = typeof input.youtubeUrl === 'string' && input.youtubeUrl.trim() !== '';
  if (Number(hasFile) + Number(hasText) + Number(hasLink) !== 1) {
    throw badInput({ file: 'Dodaj plik, wklej tekst albo link do filmu (dokładnie jedno).' });
  }
  const name = input.name != null ? cleanName(input.name) : null;
  if (name !== null && (name.length === 0 || [...name].length > DOC_NAME_MAX)) {
    throw badInput({
      name: name.length === 0 ? 'Wymagane' : `Maksymalna długość to ${DOC_NAME_MAX} znaków`,
    });
  }

  if (hasLink) {
    if (input.sourceType && input.sourceType !== 'YOUTUBE')
      throw badInput({ sourceType: 'Film z YouTube jest zawsze materiałem rodzaju „YouTube”.' });
    const videoId = parseYoutubeUrl(input.youtubeUrl ?? '');
    if (!videoId) throw badInput({ youtubeUrl: YOUTUBE_MESSAGES.invalidUrl });
    const url = watchUrl(videoId);
    const doc = await insertDoc(ctx.db, {
      userId: user.id,
      workspaceId: workspace.id,
      type: 'TXT',
      sourceType: 'YOUTUBE',
      // The title replaces this once the video is read, unless the pupil named it.
      name: name ?? 'Film z YouTube',
      youtubeMetadata: {
        url,
        videoId,
        title: null,
        author: null,
        language: null,
        transcripts: [],
        named: name !== null,
      },
    });
    return enqueue(ctx, doc);
  }

  const sourceType = documentSourceType(input.sourceType);

  if (hasText) {
    const text = (input.text ?? '').trim();
    if ([...text].length > TEXT_MAX) throw badInput({ text: `Tekst może mieć najwyżej ${TEXT_MAX} znaków.` });
    const doc = await insertDoc(ctx.db, {
      userId: user.id,
      workspaceId: workspace.id,
      type: 'TXT',
      sourceType,
      name: name ?? defaultNameFromText(text),
      content: text,
    });
    return enqueue(ctx, doc);
  }

  const file = input.file as UploadedFile;
  if (file.size === 0) return failure('INVALID_FILE', 'Plik jest pusty.');
  if (file.size > ctx.config.uploadMaxBytes) {
    return failure(
      'FILE_TOO_LARGE',
      `Plik jest za duży. Można przesłać najwyżej ${megabytes(ctx.config.uploadMaxBytes)}.`,
    );
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await detectFileType(bytes);
  if (!detected) return failure('UNSUPPORTED_FILE_TYPE', EXTRACTION_MESSAGES.unsupported);
  try {
    await probeDocument(bytes, detected);
  } catch (error) {
    if (error instanceof ExtractionError)
      return failure(error.code === 'UNSUPPORTED_FILE_TYPE' ? error.code : 'INVALID_FILE', error.message);
    throw error;
  }

  const fileId = randomUUID();
  const bucketKey = `${user.id}/${fileId}`;
  await ctx.services.storage.put(bucketKey, bytes, detected.mime);
  try {
    const originalFileName = cleanName(file.name || '').slice(0, 200) || `plik.${detected.extension}`;
    await insertFile(ctx.db, {
      id: fileId,
      userId: user.id,
      bucketKey,
      contentType: detected.mime,
      originalFileName,
      size: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    const doc = await insertDoc(ctx.db, {
      userId: user.id,
      workspaceId: workspace.id,
      type: detected.kind,
      sourceType,
      name: name ?? [...originalFileName].slice(0, DOC_NAME_MAX).join(''),
      fileId,
    });
    return enqueue(ctx, doc);
  } catch (error) {
    // No orphaned bytes when the rows could not be written.
    await ctx.services.storage.delete(bucketKey).catch(() => {});
    throw error;
  }
}

async function enqueue(ctx: Ctx, doc: UserDocRow): Promise<UserDocRow> {
  await ctx.services.jobs.send<ExtractJobData>(EXTRACT_JOB, { docId: doc.id }, doc.id);
  await touchWorkspace(ctx.db, doc.workspaceId);
  await publish(ctx, doc, 'new');
  return doc;
}

export async function getUserDoc(ctx: Ctx, id: string): Promise<UserDocRow> {
  const { user } = await requireViewer(ctx);
  const doc = await findOwnDoc(ctx.db, user.id, id);
  if (!doc) throw domainError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return doc;
}

export async function listUserDocs(ctx: Ctx, workspaceId: string): Promise<UserDocRow[]> {
  const { user } = await requireViewer(ctx);
  await requireOwnWorkspace(ctx.db, user.id, workspaceId);
  return listWorkspaceDocs(ctx.db, user.id, workspaceId);
}

/** Renames a material or changes its kind (`updatedoc`). */
export async function updateUserDoc(
  ctx: Ctx,
  input: { id: string; name?: string | null; sourceType?: SourceType | null },
): Promise<UserDocRow> {
  const doc = await getUserDoc(ctx, input.id);
  if (input.name == null && input.sourceType == null)
    throw badInput({ name: 'Podaj nową nazwę albo rodzaj materiału.' });
  const patch: Partial<Pick<UserDocRow, 'name' | 'sourceType' | 'youtubeMetadata'>> = {};
  if (input.name != null) {
    const name = cleanName(input.name);
    if (name.length === 0) throw badInput({ name: 'Wymagane' });
    if ([...name].length > DOC_NAME_MAX)
      throw badInput({ name: `Maksymalna długość to ${DOC_NAME_MAX} znaków` });
    patch.name = name;
  }
  if (input.sourceType != null) {
    if (doc.sourceType === 'YOUTUBE' && input.sourceType !== 'YOUTUBE')
      throw badInput({ sourceType: 'Film z YouTube jest zawsze materiałem rodzaju „YouTube”.' });
    if (doc.sourceType !== 'YOUTUBE') patch.sourceType = documentSourceType(input.sourceType);
  }
  if (doc.youtubeMetadata && patch.name !== undefined) {
    // A name the pupil chose survives the video being read (or re-read).
    patch.youtubeMetadata = { ...doc.youtubeMetadata, named: true };
  }
  const updated = (await updateDoc(ctx.db, doc.id, patch)) ?? doc;
  await publish(ctx, updated, 'update');
  return updated;
}

/** Removes a document, its file and its search chunks. */
export async function removeUserDoc(ctx: Pick<Ctx, 'db' | 'services'>, doc: UserDocRow): Promise<void> {
  await removeSource(ctx.db, doc.userId, { kind: 'USER_DOC', id: doc.id });
  await deleteDocRow(ctx.db, doc.id);
  if (doc.fileId) {
    const file = await findOwnFile(ctx.db, doc.userId, doc.fileId);
    if (file) {
      await deleteFileRow(ctx.db, file.id);
      await ctx.services.storage.delete(file.bucketKey);
    }
  }
}

export async function deleteUserDoc(ctx: Ctx, id: string) {
  const doc = await getUserDoc(ctx, id);
  await removeUserDoc(ctx, doc);
  return { success: true, message: 'Pomyślnie usunięto' };
}

/** Every material of a workspace, for the workspace's deletion. */
export async function removeWorkspaceMaterials(
  ctx: Pick<Ctx, 'db' | 'services'>,
  userId: string,
  workspaceId: string,
) {
  for (const doc of await listWorkspaceDocs(ctx.db, userId, workspaceId)) await removeUserDoc(ctx, doc);
}

export interface StoredAttachment {
  file: FileRow;
  bytes: Uint8Array;
  kind: 'IMAGE' | 'PDF' | 'DOCX' | 'TXT';
  mime: string;
}

const ATTACHMENT_KINDS = new Set(['IMAGE', 'PDF', 'DOCX', 'TXT']);

/**
 * Stores a file attached to a chat message (a photo of a task, a worksheet): checked by content and
 * size like a material, but not a material of the workspace. Refusals are BAD_USER_INPUT on
 * `files` with a Polish message, and nothing is stored for any of them.
 */
export async function storeAttachments(
  ctx: Ctx,
  userId: string,
  uploads: readonly UploadedFile[],
): Promise<StoredAttachment[]> {
  const checked: {
    upload: UploadedFile;
    bytes: Uint8Array;
    detected: { kind: string; mime: string; extension: string };
  }[] = [];
  for (const upload of uploads) {
    const label = cleanName(upload.name || '') || 'plik';
    if (upload.size === 0) throw badInput({ files: `Plik „${label}” jest pusty.` });
    if (upload.size > ctx.config.uploadMaxBytes)
      throw badInput({
        files: `Plik „${label}” jest za duży. Można przesłać najwyżej ${megabytes(ctx.config.uploadMaxBytes)}.`,
      });
    const bytes = new Uint8Array(await upload.arrayBuffer());
    const detected = await detectFileType(bytes);
    if (!detected || !ATTACHMENT_KINDS.has(detected.kind))
      throw badInput({
        files: `Do wiadomości można dołączyć zdjęcie, PDF, dokument Word albo plik tekstowy („${label}” nie jest żadnym z nich).`,
      });
    try {
      await probeDocument(bytes, detected);
    } catch (error) {
      if (error instanceof ExtractionError) throw badInput({ files: `„${label}”: ${error.message}` });
      throw error;
    }
    checked.push({ upload, bytes, detected });
  }
  const stored: StoredAttachment[] = [];
  try {
    for (const { upload, bytes, detected } of checked) {
      const fileId = randomUUID();
      const bucketKey = `${userId}/${fileId}`;
      await ctx.services.storage.put(bucketKey, bytes, detected.mime);
      const file = await insertFile(ctx.db, {
        id: fileId,
        userId,
        bucketKey,
        contentType: detected.mime,
        originalFileName: cleanName(upload.name || '').slice(0, 200) || `plik.${detected.extension}`,
        size: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
      stored.push({ file, bytes, kind: detected.kind as StoredAttachment['kind'], mime: detected.mime });
    }
  } catch (error) {
    await removeFiles(
      ctx,
      userId,
      stored.map((s) => s.file.id),
    ).catch(() => {});
    throw error;
  }
  return stored;
}

/** Deletes files of the user (rows and bytes), e.g. a deleted conversation's attachments. */
export async function removeFiles(
  ctx: Pick<Ctx, 'db' | 'services'>,
  userId: string,
  fileIds: readonly string[],
) {
  for (const id of fileIds) {
    const file = await findOwnFile(ctx.db, userId, id);
    if (!file) continue;
    await deleteFileRow(ctx.db, file.id);
    await ctx.services.storage.delete(file.bucketKey);
  }
}

/** A short-lived download link for a file, signed for the file and its owner. */
export function signedFileLink(secret: string, file: Pick<FileRow, 'id' | 'userId'>) {
  const expiresAt = new Date(Date.now() + FILE_URL_TTL_MS);
  return { url: signFileUrl(secret, { fileId: file.id, userId: file.userId, expiresAt }), expiresAt };
}

export async function fileUrl(ctx: Ctx, fileId: string) {
  const { user } = await requireViewer(ctx);
  const file = await findOwnFile(ctx.db, user.id, fileId);
  if (!file) throw domainError('NOT_FOUND', 'Nie znaleziono pliku.');
  return signedFileLink(ctx.services.sessionSecret, file);
}
