import { useEffect } from 'react';

export const APP_NAME = 'Kreda';

/** Sets the tab title as "<page> – Kreda" (or the bare title when `exact`). */
export function useDocumentTitle(title: string, { exact = false }: { exact?: boolean } = {}): void {
  useEffect(() => {
    document.title = exact ? title : `${title} – ${APP_NAME}`;
  }, [title, exact]);
}
