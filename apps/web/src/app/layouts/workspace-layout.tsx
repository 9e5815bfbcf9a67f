import { ROUTES } from '@kreda/shared/routes';
import { WORD_BASES_TOOL } from '@kreda/shared/tools';
import { Link, Outlet, useParams } from 'react-router';
import {
  BackIcon,
  ChatIcon,
  FlashcardsIcon,
  MaterialsIcon,
  NotesIcon,
  QuizIcon,
  SpacesIcon,
} from '../../components/ui/icons.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { WorkspaceGate } from '../../features/workspaces/workspace-gate.tsx';
import { isToolEnabled } from '../../lib/enabled-tools.ts';
import { AccountMenu } from './account-menu.tsx';
import { AppShell } from './app-shell.tsx';
import type { ToolNavItem } from './tool-nav.tsx';

// navItemClass with less padding on phones (its px-3 would win over an added px-1.5), so the
// back link, the logo and the account menu fit 360 px.
const BACK_LINK_CLASS =
  'inline-flex min-h-11 min-w-0 items-center gap-1 rounded-lg px-1.5 text-sm font-medium text-board-900 ' +
  'no-underline hover:bg-board-100 sm:px-3';

/** Sections of one subject workspace; `slug` is the workspace id (spec point 2). */
export function workspaceSections(slug: string): ToolNavItem[] {
  return [
    { to: ROUTES.workspace(slug), label: 'Przegląd', icon: SpacesIcon, end: true },
    // The chat has its own path: the workspace root holds the overview.
    { to: ROUTES.workspacePlayground(slug), label: 'Czat', icon: ChatIcon },
    { to: ROUTES.workspaceMaterials(slug), label: 'Materiały', icon: MaterialsIcon },
    { to: ROUTES.workspaceNotes(slug), label: 'Notatki', icon: NotesIcon },
    { to: ROUTES.workspaceQuizzes(slug), label: 'Quizy', icon: QuizIcon },
    {
      to: ROUTES.workspaceWordBases(slug),
      label: 'Bazy słówek',
      shortLabel: 'Słówka',
      icon: FlashcardsIcon,
      ready: isToolEnabled(WORD_BASES_TOOL.id),
    },
  ];
}

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
      navLabel="Przestrzeń"
      navItems={workspaceSections(slug)}
    >
      <WorkspaceGate key={slug} slug={slug}>
        <Outlet />
      </WorkspaceGate>
    </AppShell>
  );
}
