import { createHash, randomUUID } from 'node:crypto';
import { MATERIAL_NAME_MAX, MATERIAL_TEXT_MAX } from '@kreda/shared/limits';
import type { Deps } from '../../core/deps.ts';
import type { DB } from '../../platform/db/database.ts';
import { touchWorkspace } from '../workspaces/index.ts';
import { type CheckedAttachment, removeUserDoc } from './commands.ts';
import { enqueueExtraction } from './extraction-job.ts';
import { findOwnDocs, insertDoc, insertFile, type UserDocRecord, updateDoc } from './service.ts';
import type { SourceType } from './tables.ts';

/*
 * Materials other tools make: a photographed essay or test kept as the pupil's material, and the
 * text a tool writes (a solved test) kept as one, so the chat, quizzes and notes can use them.
 * Each is an ordinary material — listed, read by the extraction job, indexed, deletable by the
 * pupil — written in the same transaction as the tool's own rows.
 */

const nameOf = (name: string) => [...name].slice(0, MATERIAL_NAME_MAX).join('');

/**
 * A tool keeps checked files (a photographed essay, the pages of a test) as materials of the
 * workspace: the bytes are stored first, then the files, the materials, their extraction jobs and
 * the tool's own rows (`within`) commit in one transaction; if anything fails the bytes are deleted,
 * so nothing is left that the pupil cannot see or delete. The materials are announced once committed.
 */
export async function addToolMaterials<T>(
  deps: Deps,
  input: {
    userId: string;
    workspaceId: string;
    files: readonly { checked: CheckedAttachment; name: string }[];
    sourceType: SourceType;
  },
  within: (tx: DB, docs: UserDocRecord[]) => Promise<T>,
): Promise<{ docs: UserDocRecord[]; result: T }> {
  const { userId } = input;
  const planned = input.files.map((file) => ({ ...file, fileId: randomUUID() }));
  const stored: string[] = [];
  try {
    for (const { checked, fileId } of planned) {
      await deps.services.storage.put(`${userId}/${fileId}`, checked.bytes, checked.mime);
      stored.push(`${userId}/${fileId}`);
    }
    const written = await deps.db.transaction(async (tx) => {
      const docs: UserDocRecord[] = [];
      for (const { checked, fileId, name } of planned) {
        await insertFile(tx, {
          id: fileId,
          userId,
          bucketKey: `${userId}/${fileId}`,
          contentType: checked.mime,
          originalFileName: checked.name,
          size: checked.bytes.byteLength,
          sha256: createHash('sha256').update(checked.bytes).digest('hex'),
        });
        const doc = await insertDoc(tx, {
          userId,
          workspaceId: input.workspaceId,
          type: checked.kind,
          sourceType: input.sourceType,
          name: nameOf(name),
          fileId,
        });
        await enqueueExtraction(deps, tx, doc.id);
        docs.push(doc);
      }
      await touchWorkspace(tx, input.workspaceId);
      return { docs, result: await within(tx, docs) };
    });
    for (const doc of written.docs)
      deps.pubsub.publish('userDoc', doc.workspaceId, { id: doc.id, kind: 'new' });
    return written;
  } catch (error) {
    for (const key of stored) await deps.services.storage.delete(key).catch(() => {});
    throw error;
  }
}

/** One checked file kept as a material (`addToolMaterials` with one file). */
export async function addToolMaterial<T>(
  deps: Deps,
  input: {
    userId: string;
    workspaceId: string;
    checked: CheckedAttachment;
    name: string;
    sourceType: SourceType;
  },
  within: (tx: DB, doc: UserDocRecord) => Promise<T>,
): Promise<{ doc: UserDocRecord; result: T }> {
  const { docs, result } = await addToolMaterials(
    deps,
    { ...input, files: [{ checked: input.checked, name: input.name }] },
    (tx, [doc]) => within(tx, doc as UserDocRecord),
  );
  return { doc: docs[0] as UserDocRecord, result };
}

/**
 * A text a tool wrote (a solved test's tasks and solutions) kept as a material, inside the caller's
 * transaction `tx`, with its extraction job (which indexes it). Announce it with `announceMaterial`
 * once the transaction has committed.
 */
export async function addToolTextMaterial(
  deps: Pick<Deps, 'services'>,
  tx: DB,
  input: { userId: string; workspaceId: string; name: string; text: string; sourceType: SourceType },
): Promise<UserDocRecord> {
  const doc = await insertDoc(tx, {
    userId: input.userId,
    workspaceId: input.workspaceId,
    type: 'TXT',
    sourceType: input.sourceType,
    name: nameOf(input.name),
    content: [...input.text].slice(0, MATERIAL_TEXT_MAX).join(''),
  });
  await enqueueExtraction(deps, tx, doc.id);
  return doc;
}

/** A tool's text material written anew (a task solved again): read and indexed again by its job. */
export async function replaceToolMaterialText(
  deps: Pick<Deps, 'services'>,
  tx: DB,
  docId: string,
  text: string,
): Promise<UserDocRecord | undefined> {
  const doc = await updateDoc(tx, docId, {
    state: 'UPLOADING',
    content: [...text].slice(0, MATERIAL_TEXT_MAX).join(''),
    error: null,
  });
  if (doc) await enqueueExtraction(deps, tx, doc.id, Date.now());
  return doc;
}

/** Tells the workspace's material list that a tool's material was added or changed. */
export function announceMaterial(deps: Pick<Deps, 'pubsub'>, doc: UserDocRecord, kind: 'new' | 'update') {
  deps.pubsub.publish('userDoc', doc.workspaceId, { id: doc.id, kind });
}

/** Removes a tool's materials of the user (with their files and search passages). */
export async function removeToolMaterials(
  deps: Pick<Deps, 'db' | 'services' | 'eventProcessors'>,
  userId: string,
  ids: readonly string[],
): Promise<void> {
  for (const doc of await findOwnDocs(deps.db, userId, ids)) await removeUserDoc(deps, doc);
}
