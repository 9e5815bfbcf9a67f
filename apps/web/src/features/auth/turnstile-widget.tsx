import { useEffect, useRef, useState } from 'react';

// Cloudflare Turnstile, loaded only when the server has a site key (getAppConfig). The token goes
// to the server in the `cf-turnstile-response` header of login and signUp.

const SCRIPT_SRC = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface TurnstileOptions {
  sitekey: string;
  language?: string;
  callback?: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
}

interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileOptions): string | undefined;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_SRC;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('turnstile')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('turnstile'));
    };
    document.head.append(script);
  });
  return loading;
}

interface TurnstileWidgetProps {
  siteKey: string;
  /** A fresh token, or null when it expired or the check failed. */
  onToken: (token: string | null) => void;
}

export function TurnstileWidget({ siteKey, onToken }: TurnstileWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const tokenHandler = useRef(onToken);
  tokenHandler.current = onToken;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let widgetId: string | undefined;
    let cancelled = false;
    loadTurnstile().then(
      (api) => {
        if (cancelled || !container.current) return;
        widgetId = api.render(container.current, {
          sitekey: siteKey,
          language: 'pl',
          callback: (token) => tokenHandler.current(token),
          'expired-callback': () => tokenHandler.current(null),
          'error-callback': () => tokenHandler.current(null),
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey]);

  if (failed) {
    return (
      <p className="text-sm text-red-700">
        Nie udało się wczytać zabezpieczenia przed botami. Sprawdź połączenie i odśwież stronę.
      </p>
    );
  }
  return <div ref={container} className="min-h-[65px]" />;
}
