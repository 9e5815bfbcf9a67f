import { Outlet } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { MainContent } from './main-content.tsx';

/**
 * A signed-in page on its own, without the app shell (spec point 2: "chooseplan (no layout)"):
 * the page brings its own way back.
 */
export function BareLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-board-50">
      <SkipLink />
      <MainContent className="flex flex-1 flex-col px-4 py-4 sm:px-6 sm:py-6">
        <Outlet />
      </MainContent>
    </div>
  );
}
