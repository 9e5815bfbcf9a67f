import { ROUTES } from '@kreda/shared/routes';
import { Outlet } from 'react-router';
import { HomeIcon } from '../../components/ui/icons.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { appNavItems } from '../tool-entries.ts';
import { AccountMenu } from './account-menu.tsx';
import { AppShell } from './app-shell.tsx';
import type { ToolNavItem } from './tool-nav.tsx';

// The app home: the tools and the latest of the user's workspaces. The tools follow it, from the
// registry (tool-registry.tsx): only those enabled, so nothing leads to a 404.
const START: ToolNavItem = { to: ROUTES.app, label: 'Start', icon: HomeIcon, end: true };

/** Signed-in area under /app: the tools, and who is signed in with the way out. */
export function DefaultLayout() {
  return (
    <AppShell
      topBar={
        <>
          <Logo to={ROUTES.app} />
          <AccountMenu />
        </>
      }
      navLabel="Narzędzia"
      navItems={[START, ...appNavItems()]}
    >
      <Outlet />
    </AppShell>
  );
}
