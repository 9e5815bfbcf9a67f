import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  ESSAY_FORM_PARAM,
  ESSAY_TOPIC_PARAM,
  type EssayForm,
  type EssayReviewState,
} from '../../lib/essay-links.ts';

interface EntryState extends EssayReviewState {
  /** Opened by a button of this page: closing goes one step back. */
  openedHere?: boolean;
}

const isForm = (value: string | null): value is EssayForm => value === 'rozprawka' || value === 'ocena';

/**
 * Which form of the essay list is open (`?nowa=rozprawka|ocena`), what it starts from (`?temat`,
 * a text in the history entry) and the way to open and close it. Opening is a history step, so
 * Back closes the form (on a phone it fills the screen).
 */
export function useEssayFormParam() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? null) as EntryState | null;
  const raw = params.get(ESSAY_FORM_PARAM);
  const form = isForm(raw) ? raw : null;

  const open = (which: EssayForm) => {
    if (which === form) return;
    // Switching from one form to the other stays one step away from the list.
    void navigate(
      { search: `?${ESSAY_FORM_PARAM}=${which}` },
      {
        state: { openedHere: true },
        replace: form !== null && state?.openedHere === true,
        preventScrollReset: true,
      },
    );
  };
  const close = () => {
    if (state?.openedHere) {
      void navigate(-1);
      return;
    }
    // Arrived by a link with ?nowa (e.g. from the chat): there is no step of ours to go back to.
    const next = new URLSearchParams(params);
    next.delete(ESSAY_FORM_PARAM);
    next.delete(ESSAY_TOPIC_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return {
    form,
    /** Changes whenever the form is opened anew, so it starts from its address again. */
    entryKey: location.key,
    openedHere: state?.openedHere === true,
    topic: params.get(ESSAY_TOPIC_PARAM) ?? '',
    content: typeof state?.content === 'string' ? state.content : '',
    open,
    close,
  };
}
