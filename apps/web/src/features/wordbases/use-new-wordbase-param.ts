import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { NEW_WORD_BASE_PARAM } from './wordbase-routes.ts';

/** The three ways to make a set, as the address names them (`?nowa=wpisz`). */
export const NEW_WAYS = ['wpisz', 'ai', 'materialy'] as const;
export type NewWay = (typeof NEW_WAYS)[number];

interface EntryState {
  /** Opened by the button of this page: closing goes one step back. */
  openedHere?: boolean;
}

const isWay = (value: string | null): value is NewWay => NEW_WAYS.includes(value as NewWay);

/**
 * Whether "Nowa baza" is open on the list and on which way (`?nowa=wpisz|ai|materialy`). Opening
 * is a history step, so Back closes the form; changing the way replaces the step.
 */
export function useNewWordBaseParam() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as EntryState | null;
  const openedHere = state?.openedHere === true;
  const raw = params.get(NEW_WORD_BASE_PARAM);
  const way: NewWay | null = raw === null ? null : isWay(raw) ? raw : 'wpisz';

  return {
    way,
    openedHere,
    show: (next: NewWay = 'wpisz') => {
      if (way) return;
      void navigate(
        { search: `?${NEW_WORD_BASE_PARAM}=${next}` },
        { state: { openedHere: true } satisfies EntryState, preventScrollReset: true },
      );
    },
    choose: (next: NewWay) => {
      const changed = new URLSearchParams(params);
      changed.set(NEW_WORD_BASE_PARAM, next);
      setParams(changed, { replace: true, preventScrollReset: true, state });
    },
    close: () => {
      if (openedHere) {
        void navigate(-1);
        return;
      }
      const next = new URLSearchParams(params);
      next.delete(NEW_WORD_BASE_PARAM);
      setParams(next, { replace: true, preventScrollReset: true });
    },
  };
}
