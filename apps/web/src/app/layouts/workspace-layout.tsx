import { ROUTES } from '@kreda/shared/routes';
import { Link, Outlet, useParams } from 'react-router';
import { BackIcon } from '../../components/ui/icons.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { WorkspaceGate } from '../../features/workspaces/workspace-gate.tsx';
import { workspaceNavItems } from '../tool-entries.ts';
import { AccountMenu } from './account-menu.tsx';
import { AppShell } from './app-shell.tsx';

// navItemClass with less padding on phones (its px-3 would win over an added px-1.5), so the
// back link, the logo and the account menu fit 360 px.
const BACK_LINK_CLASS =
  'inline-flex min-h-11 min-w-0 items-center gap-1 rounded-lg px-1.5 text-sm font-medium text-board-900 ' +
  'no-underline hover:bg-board-100 sm:px-3';

/**
 * Mount under a route with a `:slug` parameter (/workspace/:slug). The top bar keeps the account
 * menu (settings, "Wyloguj") on phones too; a missing or foreign workspace shows its 404 in every
 * section (WorkspaceGate).
 */
export function WorkspaceLayout() {
  const { slug = '' } = useParams();
  return (
    <AppShell
      topBar={
        <>
          <div className="flex min-w-0 items-center sm:gap-3">
            <Logo to={ROUTES.app} compact />
            <Link to={ROUTES.workspaces} aria-label="Wszystkie przestrzenie" className={BACK_LINK_CLASS}>
              <BackIcon className="size-5 shrink-0" />
              {/* A phone has room for the short label only; the name stays the full one. */}
              <span className="truncate sm:hidden">Przestrzenie</span>
              <span className="hidden sm:inline">Wszystkie przestrzenie</span>
            </Link>
          </div>
          <AccountMenu />
        </>
      }
      // The workspace's sections, from the registry (tool-registry.tsx), the overview first.
      navLabel="Przestrzeń"
      navItems={workspaceNavItems(slug)}
    >
      <WorkspaceGate key={slug} slug={slug}>
        <Outlet />
      </WorkspaceGate>
    </AppShell>
  );
}
