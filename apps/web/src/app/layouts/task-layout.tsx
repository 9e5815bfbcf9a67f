import { ROUTES } from '@kreda/shared/routes';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { BackIcon } from '../../components/ui/icons.tsx';
import { navItemClass } from '../../components/ui/link-styles.ts';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { MainContent } from './main-content.tsx';

/** Route `handle` a task page may set: where "Wróć" leads when there is no history to go back to. */
export interface TaskRouteHandle {
  backTo?: string;
}

function isTaskHandle(handle: unknown): handle is TaskRouteHandle {
  return typeof handle === 'object' && handle !== null && 'backTo' in handle;
}

/** Focused, full-screen frame for one task (a quiz, an essay, a tutor session) with a way back. */
export function TaskLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const backTo = matches.map((match) => match.handle).findLast(isTaskHandle)?.backTo ?? ROUTES.app;

  // "default" is the key of the entry the tab opened on: going back would leave the app.
  const goBack = () => (location.key === 'default' ? navigate(backTo) : navigate(-1));

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-board-100 bg-white">
        <div className="flex min-h-14 items-center px-2 sm:px-4">
          <button type="button" onClick={() => void goBack()} className={`${navItemClass} gap-1`}>
            <BackIcon className="size-5" />
            Wróć
          </button>
        </div>
      </header>
      <MainContent className="flex flex-1 flex-col px-4 py-4 sm:px-6">
        <Outlet />
      </MainContent>
    </div>
  );
}
