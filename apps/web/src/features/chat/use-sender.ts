import { useCallback, useState } from 'react';
import type { UploadProgress } from '../../lib/graphql-upload.ts';
import { type SendProblem, sendProblem } from './chat-errors.ts';
import type { PendingMessage } from './message-thread.tsx';
import type { Outgoing } from './outgoing.ts';

/** The composer's draft: text, attached files and a problem with the files. */
export function useDraft() {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const reset = useCallback(() => {
    setText('');
    setFiles([]);
    setFilesError(null);
  }, []);
  return { text, setText, files, setFiles, filesError, setFilesError, reset };
}

/**
 * Sending one message: the pupil's bubble is shown at once (`pending`), upload progress is kept,
 * and a failure becomes a Polish `problem` (nothing was sent, so the draft stays).
 */
export function useSender() {
  const [pending, setPending] = useState<PendingMessage | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<SendProblem | null>(null);

  const run = useCallback(
    async <T>(
      outgoing: Outgoing,
      action: (options: { onProgress: (progress: UploadProgress) => void }) => Promise<T>,
    ): Promise<T | null> => {
      setProblem(null);
      setPending({ message: outgoing.message, fileNames: outgoing.files.map((file) => file.name) });
      setPercent(outgoing.files.length > 0 ? 0 : null);
      try {
        return await action({ onProgress: (progress) => setPercent(progress.percent) });
      } catch (error) {
        setProblem(sendProblem(error));
        return null;
      } finally {
        setPending(null);
        setPercent(null);
      }
    },
    [],
  );

  return { sending: pending !== null, pending, percent, problem, setProblem, run };
}
