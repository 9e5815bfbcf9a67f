import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page's query as plain values, and a setter that changes some of them (an empty or null
 * value removes one). Filters replace the history entry; moving to another view pushes one, so
 * the browser's Back returns to the previous view.
 */
export function useQueryParams() {
  const [params, setSearchParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>, options: { push?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: !options.push, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );
  return { params, update };
}
