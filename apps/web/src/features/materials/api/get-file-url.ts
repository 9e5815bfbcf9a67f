import { type Query, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const GET_FILE_URL = graphql(`
  mutation getFileUrl($getFileUrlInput: GetFileUrlInput!) {
    getFileUrl(getFileUrlInput: $getFileUrlInput) {
      url
      expiresAt
    }
  }
`);

/** A new link is asked for this long before the current one dies (links live 5 minutes). */
export const LINK_REFRESH_MARGIN_MS = 60_000;
/** …but never sooner than this after the last one, so a badly set clock cannot make it spin. */
export const LINK_REFRESH_MIN_MS = 15_000;

interface FileLink {
  url: string;
  /** Milliseconds since the epoch; null when the link does not say (then it is never refreshed). */
  expiresAt: number | null;
}

/** The expiry a signed link carries in its `expires` parameter. */
export function linkExpiry(url: string): number | null {
  const expires = Number(new URL(url, 'http://kreda.invalid').searchParams.get('expires'));
  return Number.isFinite(expires) && expires > 0 ? expires : null;
}

/** How long until a link expiring at `expiresAt` should be replaced. */
export function linkRefreshDelay(expiresAt: number, now: number): number {
  return Math.max(LINK_REFRESH_MIN_MS, expiresAt - LINK_REFRESH_MARGIN_MS - now);
}

const fileUrlKey = (fileId: string) => ['materials', 'fileUrl', fileId] as const;

function refreshIn(query: Query<FileLink, Error, FileLink, readonly unknown[]>): number | false {
  const expiresAt = query.state.data?.expiresAt;
  return expiresAt ? linkRefreshDelay(expiresAt, Date.now()) : false;
}

/**
 * A file's signed link that stays valid while the page is open: a fresh one is fetched shortly
 * before the current one expires, and at once when the pupil comes back to a tab whose link is
 * about to expire (timers sleep in background tabs and on locked phones).
 */
export function useFreshFileUrl(
  file: { id: string; fileUrl: string } | null | undefined,
): string | undefined {
  const link = useQuery({
    queryKey: fileUrlKey(file?.id ?? ''),
    queryFn: async ({ signal }): Promise<FileLink> => {
      const { getFileUrl } = await apiRequest(
        GET_FILE_URL,
        { getFileUrlInput: { fileId: file?.id ?? '' } },
        { signal },
      );
      return { url: getFileUrl.url, expiresAt: Date.parse(getFileUrl.expiresAt) };
    },
    enabled: Boolean(file),
    ...(file ? { initialData: { url: file.fileUrl, expiresAt: linkExpiry(file.fileUrl) } } : {}),
    // Stale (and so fetched again on focus) from the moment it is due to be replaced.
    staleTime: (query) => {
      const { data, dataUpdatedAt } = query.state;
      return data?.expiresAt
        ? Math.max(0, data.expiresAt - LINK_REFRESH_MARGIN_MS - dataUpdatedAt)
        : Infinity;
    },
    refetchInterval: refreshIn,
    refetchOnWindowFocus: true,
    retry: 1,
  });
  return file ? link.data?.url : undefined;
}
