import { createHash, randomUUID } from 'node:crypto';
import type { GraphQLContext } from '../../graphql/context.ts';
import { badUserInput, clientError } from '../../graphql/errors.ts';
import { detectFileType } from '../../platform/extraction/detect.ts';
import { EXTRACTION_MESSAGES, ExtractionError } from '../../platform/extraction/extraction-error.ts';
import { probeDocument } from '../../platform/extraction/probe.ts';
import { signFileUrl } from '../../platform/storage/storage.ts';
import { requireViewer } from '../auth/viewer.ts';
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

/**
 * Adds a material: a file checked by its content and size (nothing is stored when it is refused)
 * or pasted text. The text is read in a durable job; the document starts as UPLOADING.
 */
export async function createUserDoc(
  ctx: Ctx,
  input: { workspaceId: string; file?: UploadedFile | null; text?: string | null; name?: string | null },
): Promise<UserDocRow | ExecutionError> {
  const { user } = await requireViewer(ctx);
  const workspace = await findOwnWorkspace(ctx.db, user.id, input.workspaceId);
  if (!workspace) return failure('NOT_FOUND', WORKSPACE_NOT_FOUND);
  const hasFile = !!input.file;
  const hasText = typeof input.text === 'string' && input.text.trim() !== '';
  if (hasFile === hasText) {
    throw badUserInput({ file: 'Dodaj plik albo wklej tekst (jedno z dwóch).' });
  }
  const name = input.name != null ? cleanName(input.name) : null;
  if (name !== null && (name.length === 0 || [...name].length > DOC_NAME_MAX)) {
    throw badUserInput({
      name: name.length === 0 ? 'Wymagane' : `Maksymalna długość to ${DOC_NAME_MAX} znaków`,
    });
  }

  if (hasText) {
    const text = (input.text ?? '').trim();
    if ([...text].length > TEXT_MAX)
      throw badUserInput({ text: `Tekst może mieć najwyżej ${TEXT_MAX} znaków.` });
    const doc = await insertDoc(ctx.db, {
      userId: user.id,
      workspaceId: workspace.id,
      type: 'TXT',
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
  if (!doc) throw clientError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return doc;
}

export async function listUserDocs(ctx: Ctx, workspaceId: string): Promise<UserDocRow[]> {
  const { user } = await requireViewer(ctx);
  await requireOwnWorkspace(ctx.db, user.id, workspaceId);
  return listWorkspaceDocs(ctx.db, user.id, workspaceId);
}

export async function renameUserDoc(ctx: Ctx, input: { id: string; name: string }): Promise<UserDocRow> {
  const doc = await getUserDoc(ctx, input.id);
  const name = cleanName(input.name);
  if (name.length === 0) throw badUserInput({ name: 'Wymagane' });
  if ([...name].length > DOC_NAME_MAX)
    throw badUserInput({ name: `Maksymalna długość to ${DOC_NAME_MAX} znaków` });
  const updated = (await updateDoc(ctx.db, doc.id, { name })) ?? doc;
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

/** A short-lived download link for a file, signed for the file and its owner. */
export function signedFileLink(secret: string, file: Pick<FileRow, 'id' | 'userId'>) {
  const expiresAt = new Date(Date.now() + FILE_URL_TTL_MS);
  return { url: signFileUrl(secret, { fileId: file.id, userId: file.userId, expiresAt }), expiresAt };
}

export async function fileUrl(ctx: Ctx, fileId: string) {
  const { user } = await requireViewer(ctx);
  const file = await findOwnFile(ctx.db, user.id, fileId);
  if (!file) throw clientError('NOT_FOUND', 'Nie znaleziono pliku.');
  return signedFileLink(ctx.services.sessionSecret, file);
}
