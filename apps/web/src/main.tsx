import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { installPreloadErrorHandler } from './lib/chunk-reload.ts';
import './styles.css';

const router = createAppRouter();
// A failed preload during a navigation reloads straight into the page the user asked for.
installPreloadErrorHandler({ getTargetLocation: () => router.state.navigation.location });

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
