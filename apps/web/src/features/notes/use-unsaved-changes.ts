import { useCallback, useEffect, useRef } from 'react';
import { type Blocker, type BlockerFunction, useBlocker } from 'react-router';

export interface UnsavedChangesGuard {
  /** "blocked" while a navigation waits for the user's answer (proceed or reset). */
  blocker: Blocker;
  /** Lets the next navigation through without asking (after a save or a confirmed delete). */
  allowLeaving: () => void;
}

/**
 * While `dirty`, closing or reloading the tab asks the browser's own question (beforeunload) and a
 * navigation inside the app is held until the user answers the blocker.
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChangesGuard {
  const dirtyRef = useRef(dirty);
  const leaving = useRef(false);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // Read through refs: a save may navigate before React has rendered the clean state.
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirtyRef.current && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);

  return { blocker, allowLeaving };
}
