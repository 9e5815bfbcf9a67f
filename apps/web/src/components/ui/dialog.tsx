import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    // A radio group is one tab stop: only its checked radio (or the first, when none is) takes Tab.
    (el) => !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked),
  );
}

export interface DialogProps {
  title: ReactNode;
  /** Short text under the title, read with it (aria-describedby). */
  description?: ReactNode;
  /** Esc, the close button or the caller's own buttons: the caller unmounts the dialog. */
  onClose: () => void;
  /** Focused when the dialog opens; defaults to the first focusable element of the body. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** "sheet": full screen on phones, a centred panel from sm up. "alert": a small centred panel. */
  variant?: 'sheet' | 'alert';
  /** An alertdialog asks to confirm something destructive. */
  role?: 'dialog' | 'alertdialog';
  /** Body; a form may pass its own footer inside (see DialogFooter). */
  children: ReactNode;
}

const PANEL: Record<NonNullable<DialogProps['variant']>, string> = {
  sheet:
    'm-0 h-dvh max-h-none w-full max-w-none rounded-none sm:m-auto sm:h-auto sm:max-h-[min(90dvh,48rem)] sm:max-w-xl sm:rounded-2xl',
  alert: 'm-auto w-[calc(100%-2rem)] max-w-md rounded-2xl',
};

/**
 * A modal dialog on the native <dialog> (showModal makes the page behind it inert), mounted while
 * open. Tab and Shift+Tab wrap inside it, Esc closes it, and focus goes back to where it was.
 * One function on purpose (over 80 lines): opening, focus trap, Esc and focus return share its refs.
 */
export function Dialog({
  title,
  description,
  onClose,
  initialFocus,
  variant = 'sheet',
  role = 'dialog',
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const target = initialFocus?.current ?? focusableIn(dialog).find((el) => !el.dataset.dialogClose);
    target?.focus();
    // The page behind a full-screen sheet must not scroll under the finger.
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = overflow;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusableIn(ref.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Esc: the caller decides (it unmounts the dialog), so React state stays the truth.
        event.preventDefault();
        close.current();
      }}
      className={`flex-col overflow-hidden bg-white p-0 text-ink shadow-xl open:flex backdrop:bg-board-950/60 ${PANEL[variant]}`}
    >
      <div className="flex items-start justify-between gap-3 border-b border-board-100 px-4 py-3 sm:px-6 sm:py-4">
        <div className="min-w-0 pt-1.5">
          <h2 id={titleId} className="text-lg font-bold break-words text-board-950 sm:text-xl">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          data-dialog-close="true"
          onClick={() => close.current()}
          aria-label="Zamknij"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-board-900 hover:bg-board-100"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {children}
    </dialog>
  );
}

/** Scrolling middle part of a dialog. */
export function DialogBody({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6 ${className}`}>{children}</div>;
}

/** Buttons at the bottom edge of a dialog, always in reach (outside the scrolling body). */
export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-board-100 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:flex-row sm:justify-end sm:px-6">
      {children}
    </div>
  );
}
