/** Inline text link: underlined so it does not rely on colour alone (WCAG 1.4.1). */
export const textLinkClass =
  'font-medium text-board-700 underline underline-offset-2 hover:text-board-900 hover:decoration-2';

/** Navigation item; the active one is marked by aria-current (set by NavLink). */
export const navItemClass =
  'inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-board-900 no-underline ' +
  'hover:bg-board-100 aria-[current=page]:bg-board-100 aria-[current=page]:text-board-950';
