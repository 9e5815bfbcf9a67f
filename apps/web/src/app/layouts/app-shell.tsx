import type { ReactNode } from 'react';
import { OfflineBanner } from '../../components/ui/offline-banner.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { MainContent } from './main-content.tsx';
import { BottomNav, SideNav, type ToolNavItem } from './tool-nav.tsx';

interface AppShellProps {
  /** Content of the top bar (logo, links). */
  topBar: ReactNode;
  navLabel: string;
  /** The items that lead somewhere real (the registry's enabled tools: app/tool-entries.ts). */
  navItems: readonly ToolNavItem[];
  children: ReactNode;
}

/** Frame of the signed-in areas: top bar, side nav on wide screens, bottom bar on phones. */
export function AppShell({ topBar, navLabel, navItems: items, children }: AppShellProps) {
  // A bottom bar with a single destination is noise: it appears once there are tools to switch.
  const bottomBar = items.length > 1;
  return (
    <div className="min-h-dvh bg-board-50">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-board-100 bg-white">
        <div className="flex min-h-16 items-center justify-between gap-3 px-4 sm:px-6">{topBar}</div>
        <OfflineBanner />
      </header>
      <div className="md:flex">
        <SideNav label={navLabel} items={items} />
        <MainContent className={`min-w-0 flex-1 px-4 pt-6 sm:px-6 md:pb-10 ${bottomBar ? 'pb-28' : 'pb-10'}`}>
          {children}
        </MainContent>
      </div>
      {bottomBar && <BottomNav label={navLabel} items={items} />}
    </div>
  );
}
