import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { NEW_TEST_PARAM, NEW_TEST_WORKSPACE_PARAM } from '../../lib/test-links.ts';

interface EntryState {
  /** Opened by the button of this page: closing goes one step back. */
  openedHere?: boolean;
}

/**
 * Whether "Nowy sprawdzian" is open on the list (`?nowy=1`, optionally `&przestrzen=<id>`) and the
 * way to open and close it. Opening is a history step, so Back closes the form (on a phone it
 * fills the screen).
 */
export function useNewTestParam() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openedHere = (location.state as EntryState | null)?.openedHere === true;
  const open = params.get(NEW_TEST_PARAM) === '1';

  return {
    open,
    openedHere,
    /** Changes whenever the form is opened anew, so it starts empty again. */
    entryKey: location.key,
    workspaceId: params.get(NEW_TEST_WORKSPACE_PARAM) ?? '',
    show: () => {
      if (open) return;
      void navigate(
        { search: `?${NEW_TEST_PARAM}=1` },
        { state: { openedHere: true } satisfies EntryState, preventScrollReset: true },
      );
    },
    close: () => {
      if (openedHere) {
        void navigate(-1);
        return;
      }
      // Arrived by a link with ?nowy (e.g. from a workspace): there is no step of ours to go back to.
      const next = new URLSearchParams(params);
      next.delete(NEW_TEST_PARAM);
      next.delete(NEW_TEST_WORKSPACE_PARAM);
      setParams(next, { replace: true, preventScrollReset: true });
    },
  };
}
