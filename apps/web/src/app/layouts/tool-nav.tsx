import { type ComponentType, type SVGProps, useEffect, useId, useRef, useState } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';

export interface ToolNavItem {
  to: string;
  label: string;
  /** Fits the 72 px slot of the mobile bottom bar; defaults to `label`. */
  shortLabel?: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Active only on this exact path (for a section's start page). */
  end?: boolean;
  /** On a phone, in the bottom bar's "Więcej" menu instead of the bar itself. */
  more?: boolean;
}

interface ToolNavProps {
  label: string;
  items: readonly ToolNavItem[];
}

/** The most places of the bottom bar: at 360 px each is then at least 72 px wide and labelled. */
export const BOTTOM_BAR_MAX = 5;

/**
 * The bottom bar's items and the "Więcej" menu's: items marked `more` go to the menu, and once
 * there is a menu the bar keeps at most BOTTOM_BAR_MAX places (the menu's included), the rest
 * joining the menu in order. Without marked items every item stays in the bar.
 */
export function splitBottomItems(items: readonly ToolNavItem[]): {
  bar: ToolNavItem[];
  more: ToolNavItem[];
} {
  const marked = items.filter((item) => item.more);
  const bar = items.filter((item) => !item.more);
  if (marked.length === 0) return { bar, more: [] };
  const room = BOTTOM_BAR_MAX - 1;
  return { bar: bar.slice(0, room), more: [...bar.slice(room), ...marked] };
}

/** Items as rows of a list (the desktop column, the phone's "Więcej" menu). */
function ListItems({ items }: { items: readonly ToolNavItem[] }) {
  return items.map(({ to, label: text, icon: ItemIcon, end }) => (
    <li key={to}>
      <NavLink
        to={to}
        end={end}
        className="flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium text-board-900 no-underline hover:bg-board-50 aria-[current=page]:bg-board-100"
      >
        <ItemIcon className="size-5 shrink-0" />
        <span>{text}</span>
      </NavLink>
    </li>
  ));
}

/** Desktop (md and up): a sticky column beside the content, every item. */
export function SideNav({ label, items }: ToolNavProps) {
  return (
    <nav
      aria-label={label}
      className="hidden border-r border-board-100 bg-white md:sticky md:top-16 md:block md:h-[calc(100dvh-4rem)] md:w-60 md:shrink-0 md:overflow-y-auto"
    >
      <ul className="flex flex-col gap-1 p-3">
        <ListItems items={items} />
      </ul>
    </nav>
  );
}

const BAR_ITEM_CLASS =
  'flex min-h-16 w-full flex-col items-center justify-center gap-1 px-1 text-center text-[11px] leading-tight font-medium text-ink-muted no-underline';

const MoreIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <circle cx="5" cy="12" r="1.2" />
    <circle cx="12" cy="12" r="1.2" />
    <circle cx="19" cy="12" r="1.2" />
  </Icon>
);

/**
 * "Więcej": a disclosure button with the rest of the items in a panel above the bar. Escape closes
 * it and gives the focus back to the button; a tap outside or a new page closes it too. While the
 * current page is one of its items, the button is drawn as the active one.
 */
function MoreMenu({ items }: { items: readonly ToolNavItem[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const cell = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const active = items.some(({ to, end }) => matchPath({ path: to, end: end ?? false }, pathname) !== null);

  // A link of the menu was followed (or Back pressed): the menu closes with the old page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every change of the page
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!cell.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <li ref={cell} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className={`${BAR_ITEM_CLASS} ${active || open ? 'text-board-900 [&>svg]:text-board-700' : ''}`}
      >
        <MoreIcon className="size-6" />
        <span>Więcej</span>
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute right-2 bottom-full mb-2 flex w-56 max-w-[calc(100vw-1rem)] flex-col gap-1 rounded-xl border border-board-100 bg-white p-2 shadow-lg"
      >
        <ListItems items={items} />
      </ul>
    </li>
  );
}

/** Mobile: a bar fixed to the bottom edge, within thumb reach; the rest under "Więcej". */
export function BottomNav({ label, items }: ToolNavProps) {
  const { bar, more } = splitBottomItems(items);
  const places = bar.length + (more.length > 0 ? 1 : 0);
  return (
    <nav
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-board-100 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid" style={{ gridTemplateColumns: `repeat(${places}, minmax(0, 1fr))` }}>
        {bar.map(({ to, label: text, shortLabel, icon: ItemIcon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={`${BAR_ITEM_CLASS} aria-[current=page]:text-board-900 aria-[current=page]:[&>svg]:text-board-700`}
            >
              <ItemIcon className="size-6" />
              <span>{shortLabel ?? text}</span>
            </NavLink>
          </li>
        ))}
        {more.length > 0 ? <MoreMenu items={more} /> : null}
      </ul>
    </nav>
  );
}
