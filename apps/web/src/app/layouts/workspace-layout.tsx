import { ROUTES } from '@kreda/shared/routes';
import { Link, Outlet, useParams } from 'react-router';
import {
  BackIcon,
  ChatIcon,
  MaterialsIcon,
  NotesIcon,
  QuizIcon,
  SpacesIcon,
} from '../../components/ui/icons.tsx';
import { navItemClass } from '../../components/ui/link-styles.ts';
import { Logo } from '../../components/ui/logo.tsx';
import { AppShell } from './app-shell.tsx';
import type { ToolNavItem } from './tool-nav.tsx';

/** Sections of one subject workspace; `slug` is the workspace id (spec point 2). */
export function workspaceSections(slug: string): ToolNavItem[] {
  return [
    { to: ROUTES.workspace(slug), label: 'Przegląd', icon: SpacesIcon, end: true },
    // The chat has its own path: the workspace root holds the overview.
    { to: ROUTES.workspacePlayground(slug), label: 'Czat', icon: ChatIcon },
    { to: ROUTES.workspaceMaterials(slug), label: 'Materiały', icon: MaterialsIcon },
    { to: ROUTES.workspaceNotes(slug), label: 'Notatki', icon: NotesIcon },
    // Not built yet (`ready: false` keeps it out of the bar).
    { to: ROUTES.workspaceQuizzes(slug), label: 'Quizy', icon: QuizIcon, ready: false },
  ];
}

/** Mount under a route with a `:slug` parameter (/workspace/:slug). */
export function WorkspaceLayout() {
  const { slug = '' } = useParams();
  return (
    <AppShell
      topBar={
        <>
          <Logo to={ROUTES.app} />
          <Link to={ROUTES.workspaces} className={`${navItemClass} gap-1 text-sm`}>
            <BackIcon className="size-5" />
            Wszystkie przestrzenie
          </Link>
        </>
      }
      navLabel="Przestrzeń"
      navItems={workspaceSections(slug)}
    >
      <Outlet />
    </AppShell>
  );
}
