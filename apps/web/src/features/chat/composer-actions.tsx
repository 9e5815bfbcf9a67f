import type { Ref } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { CameraIcon, PaperclipIcon, SendIcon, StopIcon } from './chat-icons.tsx';

interface ComposerActionsProps {
  /** Nothing can be attached (sending, answering or the files are at the limit). */
  attachDisabled: boolean;
  onAttach: () => void;
  onCamera: () => void;
  /** An answer is being written and can be stopped: the stop button replaces "Wyślij". */
  canStop: boolean;
  onStop?: (() => void) | undefined;
  stopping?: boolean | undefined;
  stopRef?: Ref<HTMLButtonElement> | undefined;
  locked: boolean;
  sending: boolean;
}

/**
 * The composer's buttons. Beside a phone's keyboard every line counts: the secondary buttons are
 * icons there (their names stay for screen readers); the camera button only on phones.
 */
export function ComposerActions(props: ComposerActionsProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        className="min-h-11 min-w-11 px-2 sm:px-3"
        title="Dołącz plik"
        onClick={props.onAttach}
        disabled={props.attachDisabled}
      >
        <PaperclipIcon />
        <span className="sr-only sm:not-sr-only">Dołącz plik</span>
      </Button>
      <Button
        variant="secondary"
        size="sm"
        className="min-h-11 min-w-11 px-2 sm:hidden"
        title="Zrób zdjęcie"
        onClick={props.onCamera}
        disabled={props.attachDisabled}
      >
        <CameraIcon />
        <span className="sr-only">Zrób zdjęcie</span>
      </Button>
      <div className="ml-auto flex gap-2">
        {props.canStop ? (
          <button
            ref={props.stopRef}
            type="button"
            className={buttonClass('secondary', 'md', 'min-h-11')}
            onClick={props.onStop}
            disabled={props.stopping}
            aria-busy={props.stopping || undefined}
          >
            <StopIcon />
            {props.stopping ? 'Zatrzymywanie…' : 'Zatrzymaj odpowiedź'}
          </button>
        ) : (
          <Button
            type="submit"
            className="min-h-11"
            disabled={props.locked}
            aria-busy={props.sending || undefined}
          >
            {props.sending ? 'Wysyłanie…' : 'Wyślij'}
            <SendIcon />
          </Button>
        )}
      </div>
    </div>
  );
}
