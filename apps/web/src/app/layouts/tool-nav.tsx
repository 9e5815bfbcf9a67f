import type { ComponentType, SVGProps } from 'react';
import { NavLink } from 'react-router';

export interface ToolNavItem {
  to: string;
  label: string;
  /** Fits the 72 px slot of the mobile bottom bar; defaults to `label`. */
  shortLabel?: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Active only on this exact path (for a section's start page). */
  end?: boolean;
}

interface ToolNavProps {
  label: string;
  items: readonly ToolNavItem[];
}

/** Desktop (md and up): a sticky column beside the content. */
export function SideNav({ label, items }: ToolNavProps) {
  return (
    <nav
      aria-label={label}
      className="hidden border-r border-board-100 bg-white md:sticky md:top-16 md:block md:h-[calc(100dvh-4rem)] md:w-60 md:shrink-0 md:overflow-y-auto"
    >
      <ul className="flex flex-col gap-1 p-3">
        {items.map(({ to, label: text, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className="flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium text-board-900 no-underline hover:bg-board-50 aria-[current=page]:bg-board-100"
            >
              <Icon className="size-5 shrink-0" />
              <span>{text}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Mobile: a bar fixed to the bottom edge, within thumb reach. */
export function BottomNav({ label, items }: ToolNavProps) {
  return (
    <nav
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-board-100 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid" style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}>
        {items.map(({ to, label: text, shortLabel, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className="flex min-h-16 flex-col items-center justify-center gap-1 px-1 text-center text-[11px] leading-tight font-medium text-ink-muted no-underline aria-[current=page]:text-board-900 aria-[current=page]:[&>svg]:text-board-700"
            >
              <Icon className="size-6" />
              <span>{shortLabel ?? text}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
