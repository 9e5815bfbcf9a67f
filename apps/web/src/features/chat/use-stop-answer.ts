import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { useStopGeneration } from './api/stop-generation.ts';
import { actionProblem } from './chat-errors.ts';

/**
 * "Zatrzymaj odpowiedź": `stopping` lasts from the click until the answer ends (`done`), or until
 * the request fails, which a toast explains.
 */
export function useStopAnswer(conversationId: string) {
  const stopGeneration = useStopGeneration(conversationId);
  const [stopping, setStopping] = useState(false);
  const stop = async () => {
    setStopping(true);
    try {
      await stopGeneration.mutateAsync();
    } catch (error) {
      setStopping(false);
      toast.error(actionProblem(error));
    }
  };
  return { stopping, stop, done: () => setStopping(false) };
}
