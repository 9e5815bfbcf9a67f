import { Outlet } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { MainContent } from './main-content.tsx';
import { SiteFooter } from './site-footer.tsx';

/**
 * Sign-in, sign-up, verification and onboarding: one centred card, few distractions. The top bar
 * is the first page's placeholder's (`PageFallback`, painted by index.html before any script), so
 * the word mark does not jump when a pupil's first page is the sign-in.
 */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-board-50">
      <SkipLink />
      <header className="border-b border-board-100 bg-white">
        <div className="flex min-h-16 items-center px-4 sm:px-6">
          <Logo />
        </div>
      </header>
      <MainContent className="flex flex-1 items-start justify-center px-4 py-6 sm:items-center">
        <div className="w-full max-w-md rounded-2xl border border-board-100 bg-white p-5 shadow-sm sm:p-8">
          <Outlet />
        </div>
      </MainContent>
      <SiteFooter />
    </div>
  );
}
