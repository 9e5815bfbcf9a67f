import { Outlet } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { MainContent } from './main-content.tsx';
import { PublicHeader } from './public-header.tsx';
import { SiteFooter } from './site-footer.tsx';

/** Public pages: landing, legal pages, textbook catalogue, 404. */
export function FrontendLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <MainContent className="flex-1">
        <Outlet />
      </MainContent>
      <SiteFooter />
    </div>
  );
}
