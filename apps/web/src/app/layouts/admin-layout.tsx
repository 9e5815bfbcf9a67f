import { ROUTES } from '@kreda/shared/routes';
import { Link, NavLink, Outlet } from 'react-router';
import { navItemClass } from '../../components/ui/link-styles.ts';
import { Logo } from '../../components/ui/logo.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { MainContent } from './main-content.tsx';

export const ADMIN_SECTIONS = [
  { to: ROUTES.admin, label: 'Pulpit', end: true },
  { to: ROUTES.adminRag, label: 'Baza wiedzy (RAG)' },
  { to: ROUTES.adminPlans, label: 'Plany i limity' },
  { to: ROUTES.adminUsers, label: 'Użytkownicy' },
  { to: ROUTES.adminTextbooks, label: 'Podręczniki' },
  { to: ROUTES.adminAudit, label: 'Dziennik zmian' },
] as const;

/** Admin area; the admin check itself belongs to the route guard, not to this frame. */
export function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-board-50">
      <SkipLink />
      <header className="border-b border-board-100 bg-white">
        <div className="flex min-h-16 flex-wrap items-center justify-between gap-2 px-4 sm:px-6">
          <div className="flex items-center gap-3">
            <Logo to={ROUTES.admin} />
            <span className="rounded-md bg-board-900 px-2 py-1 text-xs font-semibold text-chalk">
              Administrator
            </span>
          </div>
          <Link to={ROUTES.app} className={`${navItemClass} text-sm`}>
            Wróć do aplikacji
          </Link>
        </div>
        <nav aria-label="Panel administratora" className="overflow-x-auto px-2 sm:px-4">
          <ul className="flex gap-1 pb-2 whitespace-nowrap">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={'end' in section} className={`${navItemClass} text-sm`}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <MainContent className="flex-1 px-4 py-6 sm:px-6">
        <Outlet />
      </MainContent>
    </div>
  );
}
