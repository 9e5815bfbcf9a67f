import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { installSessionHandlers } from './app/session-events.ts';
import { installTelemetry } from './app/telemetry.ts';
import { installPreloadErrorHandler } from './lib/chunk-reload.ts';
import { startErrorReporting } from './lib/error-reporting.ts';
import { startThemeSync } from './lib/theme.ts';
import './styles.css';

// One query client for the route guards (loaders) and the components.
const queryClient = createQueryClient();
// Failures are kept from here on; Sentry is loaded only if the server names a DSN (ADR 035).
startErrorReporting(queryClient);
const router = createAppRouter(queryClient);
installSessionHandlers(router, queryClient);
// Page views, tool opens and load times to our own collector, when the server has it on (ADR 037).
installTelemetry(router, queryClient);
// A failed preload during a navigation reloads straight into the page the user asked for.
installPreloadErrorHandler({ getTargetLocation: () => router.state.navigation.location });
// The colour scheme chosen on this device, kept in step with the settings in other tabs.
startThemeSync();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
