import { type ReactNode, type RefObject, useRef } from 'react';
import { Composer, type ComposerProps } from './composer.tsx';
import { SendProblemAlert } from './send-problem.tsx';
import { useDockSpace } from './use-dock-space.ts';
import type { useDraft, useSender } from './use-sender.ts';

type DockProps = Pick<
  ComposerProps,
  'answering' | 'onStop' | 'stopping' | 'cameraRef' | 'textareaRef' | 'stopRef' | 'placeholder'
> & {
  draft: ReturnType<typeof useDraft>;
  sender: ReturnType<typeof useSender>;
  onSend: () => void;
  /** The dock itself, for a parent that measures what it covers. */
  dockRef?: RefObject<HTMLDivElement | null>;
  /** Shown above the message box, in view with it (a led conversation's one-tap replies). */
  above?: ReactNode;
};

/**
 * The composer kept in view at the bottom, with why the last message was not sent above it. Its
 * container learns how much of the window it covers (`--chat-dock-space`, see useDockSpace).
 */
export function ComposerDock({ draft, sender, onSend, dockRef, above, ...composer }: DockProps) {
  const fields = sender.problem?.kind === 'input' ? sender.problem.fields : {};
  const ownRef = useRef<HTMLDivElement>(null);
  const dock = dockRef ?? ownRef;
  useDockSpace(dock);
  return (
    <div
      ref={dock}
      className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-10 flex flex-col gap-2 md:bottom-4"
    >
      {sender.problem ? (
        <SendProblemAlert problem={sender.problem} onCancelWaiting={sender.cancelWaiting} />
      ) : null}
      {above}
      <Composer
        {...composer}
        text={draft.text}
        onTextChange={(text) => {
          // A changed message is the pupil's to send: the one waiting for the connection is not.
          if (sender.waiting) sender.cancelWaiting();
          draft.setText(text);
        }}
        files={draft.files}
        onFilesChange={draft.setFiles}
        onSend={onSend}
        sending={sender.sending}
        percent={sender.percent}
        textError={fields.message ?? null}
        filesError={draft.filesError ?? fields.files ?? null}
        onFilesError={draft.setFilesError}
      />
    </div>
  );
}
