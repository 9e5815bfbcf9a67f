import { useCallback, useEffect, useRef, useState } from 'react';
import { whenOnline } from '../../lib/connection.ts';
import type { UploadProgress } from '../../lib/graphql-upload.ts';
import { OFFLINE_HELD_MESSAGE, type SendProblem, sendProblem } from './chat-errors.ts';
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

type SendAction<T> = (options: { onProgress: (progress: UploadProgress) => void }) => Promise<T>;
type Attempt<T> = { sent: true; value: T } | { sent: false; problem: SendProblem };

/**
 * Sending one message: the pupil's bubble is shown at once (`pending`), upload progress is kept,
 * and a failure becomes a Polish `problem` (nothing was sent, so the draft stays).
 *
 * Offline, the request never leaves the browser, so sending it again cannot make a second message:
 * the send then `waiting`s and is tried once more when the connection is back, and `run` resolves
 * with that outcome. A newer send, `cancelWaiting` or leaving the page calls the wait off. Only one
 * send runs at a time. A request that left but got no answer (unreachable server, timeout) is not
 * repeated: it may have been stored, so the pupil decides.
 */
export function useSender() {
  const [pending, setPending] = useState<PendingMessage | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<SendProblem | null>(null);
  const [waiting, setWaiting] = useState(false);
  const inFlight = useRef(false);
  const wait = useRef<AbortController | null>(null);

  useEffect(() => () => wait.current?.abort(), []);

  const attempt = useCallback(async <T>(outgoing: Outgoing, action: SendAction<T>): Promise<Attempt<T>> => {
    inFlight.current = true;
    setProblem(null);
    setPending({ message: outgoing.message, fileNames: outgoing.files.map((file) => file.name) });
    setPercent(outgoing.files.length > 0 ? 0 : null);
    try {
      return { sent: true, value: await action({ onProgress: (progress) => setPercent(progress.percent) }) };
    } catch (error) {
      const found = sendProblem(error);
      setProblem(found);
      return { sent: false, problem: found };
    } finally {
      inFlight.current = false;
      setPending(null);
      setPercent(null);
    }
  }, []);

  const run = useCallback(
    async <T>(outgoing: Outgoing, action: SendAction<T>): Promise<T | null> => {
      if (inFlight.current) return null;
      // This send replaces one waiting for the connection: the message goes once, as it is now.
      wait.current?.abort();
      const first = await attempt(outgoing, action);
      if (first.sent) return first.value;
      if (first.problem.kind !== 'offline') return null;

      const controller = new AbortController();
      wait.current = controller;
      setWaiting(true);
      const back = await whenOnline(controller.signal);
      if (wait.current === controller) {
        wait.current = null;
        setWaiting(false);
      }
      if (!back || inFlight.current) return null;
      const second = await attempt(outgoing, action);
      if (second.sent) return second.value;
      // Tried once more as promised; the next try is the pupil's.
      if (second.problem.kind === 'offline')
        setProblem({ kind: 'connection', message: OFFLINE_HELD_MESSAGE });
      return null;
    },
    [attempt],
  );

  /** Calls off the send waiting for the connection; the message stays in the composer. */
  const cancelWaiting = useCallback(() => {
    if (!wait.current) return;
    wait.current.abort();
    setProblem({ kind: 'connection', message: OFFLINE_HELD_MESSAGE });
  }, []);

  return { sending: pending !== null, pending, percent, problem, setProblem, run, waiting, cancelWaiting };
}
