import { ROUTES } from '@kreda/shared/routes';
import { Outlet } from 'react-router';
import {
  ChatIcon,
  EssayIcon,
  HomeIcon,
  SpacesIcon,
  TestIcon,
  TutorIcon,
} from '../../components/ui/icons.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { AccountMenu } from './account-menu.tsx';
import { AppShell } from './app-shell.tsx';
import type { ToolNavItem } from './tool-nav.tsx';

// Tools not built yet carry `ready: false` and stay out of the navigation until they exist.
export const APP_TOOLS: readonly ToolNavItem[] = [
  // The app home: the tools and the latest of the user's workspaces.
  { to: ROUTES.app, label: 'Start', icon: HomeIcon, end: true },
  // The list and /workspace/about; one workspace opens in its own frame.
  { to: ROUTES.workspaces, label: 'Przestrzenie', icon: SpacesIcon },
  // `end`: the essay tool lives under /app/solver too and has its own item.
  { to: ROUTES.solver, label: 'Czat', icon: ChatIcon, end: true },
  { to: ROUTES.aiTutors, label: 'Korepetytor AI', shortLabel: 'Korepetytor', icon: TutorIcon, ready: false },
  { to: ROUTES.essays, label: 'Rozprawki', icon: EssayIcon },
  // The tests' pages live under /app/testsolver; the list is also /app/solver/testy (home links there).
  { to: ROUTES.testSolvers, label: 'Sprawdziany', icon: TestIcon },
];

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
      navItems={APP_TOOLS}
    >
      <Outlet />
    </AppShell>
  );
}
