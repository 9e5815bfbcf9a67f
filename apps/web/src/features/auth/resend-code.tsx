import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import {
  formatCountdown,
  markCodeSent,
  RESEND_COOLDOWN_SECONDS,
  secondsUntilResend,
} from './code-cooldown.ts';

interface ResendCodeProps {
  /** Where the code goes (e-mail or phone): the cooldown is kept per target. */
  target: string;
  onResend: () => Promise<unknown>;
  /** Line above the button, e.g. where else to look for the code. */
  hint: string;
}

/** "Send the code again", unlocked 60 s after the previous code, with the wait shown on the button. */
export function ResendCode({ target, onResend, hint }: ResendCodeProps) {
  const [left, setLeft] = useState(() => secondsUntilResend(target));
  const [pending, setPending] = useState(false);
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const counting = left > 0;

  useEffect(() => {
    if (!counting) return;
    const tick = setInterval(() => setLeft(secondsUntilResend(target)), 1000);
    return () => clearInterval(tick);
  }, [counting, target]);

  const resend = async () => {
    setPending(true);
    setNote(null);
    try {
      await onResend();
      markCodeSent(target);
      setLeft(RESEND_COOLDOWN_SECONDS);
      setNote({ tone: 'ok', text: 'Wysłaliśmy nowy kod. Poprzedni przestał działać.' });
    } catch (error) {
      const { message, retryAfterSeconds } = serverFormErrors(error);
      if (retryAfterSeconds) {
        markCodeSent(target, retryAfterSeconds);
        setLeft(retryAfterSeconds);
      }
      setNote({ tone: 'error', text: message });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="mt-6 border-t border-board-100 pt-5">
      <p className="text-sm text-ink-muted">{hint}</p>
      <Button
        variant="secondary"
        className="mt-3 w-full tabular-nums"
        disabled={counting || pending}
        aria-busy={pending || undefined}
        onClick={() => void resend()}
      >
        {counting ? `Wyślij ponownie za ${formatCountdown(left)}` : 'Wyślij kod ponownie'}
      </Button>
      <div aria-live="polite" className="mt-3 text-sm">
        {note ? (
          <p className={note.tone === 'error' ? 'font-medium text-red-700' : 'text-board-800'}>{note.text}</p>
        ) : null}
      </div>
    </div>
  );
}
