import { AiTimeoutError } from './ai-error.ts';

export interface Deadline {
  /** Aborts when the caller's signal does or when the time runs out. */
  signal: AbortSignal;
  /** Starts the countdown again (streams: time allowed without a new chunk). */
  extend(): void;
  timedOut(): boolean;
  dispose(): void;
}

/** A timeout the service can tell apart from the caller's own abort. */
export function startDeadline(timeoutMs: number, caller: AbortSignal | undefined): Deadline {
  const timer = new AbortController();
  let handle: NodeJS.Timeout | undefined;
  const extend = () => {
    clearTimeout(handle);
    if (!timer.signal.aborted) {
      handle = setTimeout(() => timer.abort(new AiTimeoutError(timeoutMs)), timeoutMs);
    }
  };
  extend();
  return {
    signal: caller ? AbortSignal.any([caller, timer.signal]) : timer.signal,
    extend,
    timedOut: () => timer.signal.aborted,
    dispose: () => clearTimeout(handle),
  };
}
