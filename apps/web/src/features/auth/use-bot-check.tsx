import { type ReactNode, useState } from 'react';
import { useAppConfig } from './api/get-app-config.ts';
import { TurnstileWidget } from './turnstile-widget.tsx';

export const BOT_CHECK_MISSING_MESSAGE = 'Potwierdź, że nie jesteś robotem, i spróbuj ponownie.';

export interface BotCheck {
  /** The Turnstile widget, or null when bot protection is off. */
  widget: ReactNode;
  /** A Polish message when the check is on but not passed yet. */
  problem(): string | null;
  /** Request headers carrying the token. */
  headers(): Record<string, string>;
  /** A token works once: after an attempt that used it, the widget starts over. */
  reset(): void;
}

export function useBotCheck(): BotCheck {
  const siteKey = useAppConfig().data?.turnstileSiteKey ?? null;
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  return {
    widget: siteKey ? <TurnstileWidget key={round} siteKey={siteKey} onToken={setToken} /> : null,
    problem: () => (siteKey && !token ? BOT_CHECK_MISSING_MESSAGE : null),
    headers: (): Record<string, string> => (token ? { 'cf-turnstile-response': token } : {}),
    reset: () => {
      if (!token) return;
      setToken(null);
      setRound((r) => r + 1);
    },
  };
}
