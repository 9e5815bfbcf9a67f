import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Toaster } from '../components/ui/toaster.tsx';
import { startBuildWatcher } from '../lib/build-watcher.ts';
import { ensureLocaleCookie } from '../lib/cookies.ts';
import { createQueryClient } from './query-client.ts';

/** App-wide services: server cache, toasts, the locale cookie and the new-build watcher. */
export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());

  useEffect(() => {
    ensureLocaleCookie();
    return startBuildWatcher();
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
