import { useRef, useState } from 'react';
import type { SourceType } from '../../gql/graphql.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { useCreateMaterial } from './api/create-material.ts';

export interface Upload {
  key: number;
  name: string;
  percent: number;
}

/**
 * Files on their way, each with its own progress; several may go at once. A refusal (an
 * ExecutionError or a failed request) is reported through `onProblem` in Polish.
 */
export function useUpload(workspaceId: string, onProblem: (message: string | null) => void) {
  const create = useCreateMaterial();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(0);

  const sendFile = async (file: File, sourceType: SourceType) => {
    nextKey.current += 1;
    const key = nextKey.current;
    setUploads((list) => [...list, { key, name: file.name, percent: 0 }]);
    try {
      const answer = await create.mutateAsync({
        input: { workspaceId, sourceType },
        file,
        onProgress: ({ percent }) =>
          setUploads((list) => list.map((item) => (item.key === key ? { ...item, percent } : item))),
      });
      if (answer.__typename === 'ExecutionError') onProblem(answer.message);
    } catch (error) {
      onProblem(serverFormErrors(error).message);
    } finally {
      setUploads((list) => list.filter((item) => item.key !== key));
    }
  };

  const sendFiles = (files: FileList | null, sourceType: SourceType) => {
    if (!files || files.length === 0) return;
    onProblem(null);
    for (const file of files) void sendFile(file, sourceType);
  };

  return { uploads, sendFiles };
}
