import { ROUTES } from '@kreda/shared/routes';
import { Outlet } from 'react-router';
import { ChatIcon, EssayIcon, SpacesIcon, TestIcon, TutorIcon } from '../../components/ui/icons.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { AppShell } from './app-shell.tsx';
import type { ToolNavItem } from './tool-nav.tsx';

export const APP_TOOLS: readonly ToolNavItem[] = [
  // `end`: the essay tool lives under /app/solver too and has its own item.
  { to: ROUTES.solver, label: 'Czat', icon: ChatIcon, end: true },
  { to: ROUTES.aiTutors, label: 'Korepetytor AI', shortLabel: 'Korepetytor', icon: TutorIcon },
  { to: ROUTES.essays, label: 'Rozprawki', icon: EssayIcon },
  { to: ROUTES.testSolvers, label: 'Rozwiązywanie testów', shortLabel: 'Testy', icon: TestIcon },
  // The app home lists the user's subject workspaces.
  { to: ROUTES.app, label: 'Przestrzenie', icon: SpacesIcon, end: true },
];

/** Signed-in area under /app. Account menu and plan badge come with the accounts feature. */
export function DefaultLayout() {
  return (
    <AppShell topBar={<Logo to={ROUTES.app} />} navLabel="Narzędzia" navItems={APP_TOOLS}>
      <Outlet />
    </AppShell>
  );
}
