// Inline icons of the landing page (no image requests). Decorative: each sits next to a heading.
import type { ToolIcon } from '@kreda/shared/tools';
import type { ReactNode } from 'react';
import { Icon } from '../../components/ui/icons.tsx';

/** One drawing per tool icon of @kreda/shared/tools; a new tool icon adds its drawing here. */
export const TOOL_ICONS: Record<ToolIcon, ReactNode> = {
  workspaces: (
    <Icon>
      <path d="M3 6h6l2 2h10v11H3z" />
      <path d="M3 11h18" />
    </Icon>
  ),
  materials: (
    <Icon>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4" />
      <path d="M12 17v-6M9.5 13.5 12 11l2.5 2.5" />
    </Icon>
  ),
  chat: (
    <Icon>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9h8M8 12h5" />
    </Icon>
  ),
  notes: (
    <Icon>
      <path d="M5 3h14v18H5z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </Icon>
  ),
  quizzes: (
    <Icon>
      <path d="M4 4h16v16H4z" />
      <path d="M7.5 9l1.5 1.5 3-3M7.5 15.5l1.5 1.5 3-3" />
      <path d="M14.5 9h3M14.5 15.5h3" />
    </Icon>
  ),
  essays: (
    <Icon>
      <path d="M5 3h10l4 4v14H5z" />
      <path d="M15 3v4h4" />
      <path d="M8 11h8M8 14.5h8M8 18h4" />
      <path d="M14.5 19.5l4-4 1.5 1.5-4 4H14.5z" />
    </Icon>
  ),
  tests: (
    <Icon>
      <path d="M3 7.5V4h3.5M17.5 4H21v3.5M21 16.5V20h-3.5M6.5 20H3v-3.5" />
      <path d="M7.5 6.5h9v11h-9z" />
      <path d="M10 9.5h4M10 12h4" />
      <path d="M10 15l1 1 2.5-2.5" />
    </Icon>
  ),
  tutors: (
    <Icon>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c3 2.5 9 2.5 12 0v-5" />
      <path d="M22 9v5" />
    </Icon>
  ),
  flashcards: (
    <Icon>
      <rect x="3" y="7" width="14" height="12" rx="2" />
      <path d="M7 7V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2" />
      <path d="M7 13h6" />
    </Icon>
  ),
  library: (
    <Icon>
      <path d="M3 5.5c3-1.3 6-1.3 9 .5v13.5c-3-1.8-6-1.8-9-.5z" />
      <path d="M21 5.5c-3-1.3-6-1.3-9 .5v13.5c3-1.8 6-1.8 9-.5z" />
      <path d="M15 9.5l1 1 2-2" />
    </Icon>
  ),
  account: (
    <Icon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </Icon>
  ),
  limits: (
    <Icon>
      <path d="M4 17a8 8 0 1 1 16 0" />
      <path d="M12 17l4-5" />
    </Icon>
  ),
};

export const SHIELD_ICON = (
  <Icon>
    <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </Icon>
);
