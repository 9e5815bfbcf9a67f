import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { UserDataEntry } from '../../core/module.ts';
import { type FileRow, files, userDocs } from './tables.ts';

/*
 * A user's materials and every file they uploaded (materials and chat attachments alike), for the
 * account's deletion and its data export.
 */

/**
 * Deletes the bytes of every file of the user, then the rows. Bytes first: should storage fail
 * part-way, the rows still name what is left, so asking again (or the later sweep) finishes it.
 */
export async function removeUserMaterials(
  deps: Pick<Deps, 'db' | 'services'>,
  userId: string,
): Promise<void> {
  const stored = await deps.db
    .select({ bucketKey: files.bucketKey })
    .from(files)
    .where(eq(files.userId, userId));
  for (const file of stored) await deps.services.storage.delete(file.bucketKey);
  await deps.db.transaction(async (tx) => {
    await tx.delete(userDocs).where(eq(userDocs.userId, userId));
    await tx.delete(files).where(eq(files.userId, userId));
  });
}

/** A file's name inside the archive: its id (unique) and its own name, made safe for any disk. */
function archivePath(file: Pick<FileRow, 'id' | 'originalFileName'>): string {
  const name = [...file.originalFileName.replace(/[\p{Cc}/\\:*?"<>|]+/gu, '_').trim()].slice(0, 100).join('');
  return `pliki/${file.id}-${name || 'plik'}`;
}

/** Materials with their read text, the list of uploaded files, and the files themselves. */
export async function exportMaterials(
  deps: Pick<Deps, 'db' | 'services'>,
  userId: string,
): Promise<UserDataEntry[]> {
  const [docs, stored] = await Promise.all([
    deps.db.select().from(userDocs).where(eq(userDocs.userId, userId)).orderBy(asc(userDocs.createdAt)),
    deps.db.select().from(files).where(eq(files.userId, userId)).orderBy(asc(files.createdAt)),
  ]);
  const paths = new Map(stored.map((file) => [file.id, archivePath(file)]));
  const materials = docs.map((doc) => ({
    id: doc.id,
    workspaceId: doc.workspaceId,
    name: doc.name,
    type: doc.type,
    sourceType: doc.sourceType,
    state: doc.state,
    error: doc.error,
    text: doc.content,
    pageCount: doc.contentJson?.pageCount ?? null,
    truncatedFrom: doc.contentJson?.truncatedFrom ?? null,
    youtube: doc.youtubeMetadata
      ? {
          url: doc.youtubeMetadata.url,
          title: doc.youtubeMetadata.title,
          author: doc.youtubeMetadata.author,
          language: doc.youtubeMetadata.language,
        }
      : null,
    file: doc.fileId ? (paths.get(doc.fileId) ?? null) : null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }));
  const fileList = stored.map((file) => ({
    id: file.id,
    originalFileName: file.originalFileName,
    contentType: file.contentType,
    size: file.size,
    sha256: file.sha256,
    createdAt: file.createdAt,
    path: paths.get(file.id),
  }));
  return [
    {
      path: 'materialy.json',
      about: 'materiały z odczytanym tekstem oraz lista przesłanych plików',
      json: { materials, files: fileList },
    },
    ...stored.map(
      (file): UserDataEntry => ({
        path: archivePath(file),
        read: async () => deps.services.storage.get(file.bucketKey),
      }),
    ),
  ];
}
