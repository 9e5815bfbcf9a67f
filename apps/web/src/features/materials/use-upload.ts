import { uploadProblem } from '@kreda/shared/uploads';
import { useRef, useState } from 'react';
import type { SourceType } from '../../gql/graphql.ts';
import { formAlertMessage, serverFormErrors } from '../../lib/form-errors.ts';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';
import { useUploadLimit } from '../../lib/upload-limit.ts';
import { useCreateMaterial } from './api/create-material.ts';
import { useDeleteMaterial } from './api/delete-material.ts';
import type { MaterialSummary } from './api/material-fragments.ts';

/** Where one picked file stands; the last state stays on screen until the next pick. */
export type UploadState =
  | { phase: 'sending'; percent: number; cancelling: boolean }
  | { phase: 'added'; materialId: string }
  | { phase: 'refused'; message: string }
  | { phase: 'cancelled' };

export interface Upload {
  key: number;
  name: string;
  state: UploadState;
}

export const CANCEL_FAILED_MESSAGE =
  'Nie udało się anulować: plik już dotarł i materiał został dodany. Możesz go usunąć z listy.';

const isAbort = (error: unknown) => error instanceof GraphQLRequestError && error.code === 'ABORTED';

/**
 * Files on their way, each with its progress, a way to cancel it and its outcome. A file the
 * server would refuse (too large, an unknown kind, empty) is refused here without sending it.
 * Cancelling aborts the request while bytes are still going; once the server has the whole file
 * it may already have made the material, so that one is deleted when the answer comes.
 */
export function useUpload(workspaceId: string) {
  const create = useCreateMaterial();
  const remove = useDeleteMaterial();
  const maxBytes = useUploadLimit();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(0);
  const controllers = useRef(new Map<number, AbortController>());
  const cancelled = useRef(new Set<number>());

  const setState = (key: number, state: UploadState) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, state } : item)));

  /** The material made by an upload cancelled too late, deleted again. */
  const undo = async (key: number, doc: MaterialSummary) => {
    try {
      await remove.mutateAsync(doc);
      remove.forget(doc);
      setState(key, { phase: 'cancelled' });
    } catch {
      setState(key, { phase: 'refused', message: CANCEL_FAILED_MESSAGE });
    }
  };

  const sendFile = async (key: number, file: File, sourceType: SourceType) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    try {
      const answer = await create.mutateAsync({
        input: { workspaceId, sourceType },
        file,
        signal: controller.signal,
        onProgress: ({ percent }) =>
          setUploads((list) =>
            list.map((item) =>
              item.key === key && item.state.phase === 'sending'
                ? { ...item, state: { ...item.state, percent } }
                : item,
            ),
          ),
      });
      if (answer.__typename === 'ExecutionError')
        setState(key, { phase: 'refused', message: answer.message });
      else if (cancelled.current.has(key)) await undo(key, answer);
      else setState(key, { phase: 'added', materialId: answer.id });
    } catch (error) {
      if (isAbort(error) || cancelled.current.has(key)) setState(key, { phase: 'cancelled' });
      else {
        const errors = serverFormErrors(error);
        setState(key, { phase: 'refused', message: formAlertMessage(errors) ?? errors.message });
      }
    } finally {
      controllers.current.delete(key);
    }
  };

  const sendFiles = (files: FileList | readonly File[] | null, sourceType: SourceType) => {
    if (!files || files.length === 0) return;
    const picked = [...files].map((file) => {
      nextKey.current += 1;
      const problem = uploadProblem(file, maxBytes);
      const state: UploadState = problem
        ? { phase: 'refused', message: problem }
        : { phase: 'sending', percent: 0, cancelling: false };
      return { upload: { key: nextKey.current, name: file.name, state }, file };
    });
    // Outcomes of the last pick make room; files still on their way stay.
    setUploads((list) => [
      ...list.filter((item) => item.state.phase === 'sending'),
      ...picked.map(({ upload }) => upload),
    ]);
    for (const { upload, file } of picked) {
      if (upload.state.phase === 'sending') void sendFile(upload.key, file, sourceType);
    }
  };

  const cancel = (key: number) => {
    const upload = uploads.find((item) => item.key === key);
    if (upload?.state.phase !== 'sending' || cancelled.current.has(key)) return;
    cancelled.current.add(key);
    if (upload.state.percent < 100) {
      controllers.current.get(key)?.abort();
      return;
    }
    // Every byte is out: the answer decides whether there is a material to delete.
    setState(key, { ...upload.state, cancelling: true });
  };

  return { uploads, sendFiles, cancel, maxBytes };
}
