// Inline icons of the landing page (no image requests). Decorative: each sits next to a heading.
import { Icon } from '../../components/ui/icons.tsx';

export const ICONS = {
  chat: (
    <Icon>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9h8M8 12h5" />
    </Icon>
  ),
  tutor: (
    <Icon>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c3 2.5 9 2.5 12 0v-5" />
    </Icon>
  ),
  notes: (
    <Icon>
      <path d="M5 3h14v18H5z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </Icon>
  ),
  quiz: (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
    </Icon>
  ),
  camera: (
    <Icon>
      <path d="M4 7h3l2-3h6l2 3h3v13H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </Icon>
  ),
  essay: (
    <Icon>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M9 11h7M9 15h7M9 7h3" />
    </Icon>
  ),
  cards: (
    <Icon>
      <path d="M7 4h12v14H7z" />
      <path d="M4 7v13h12" />
    </Icon>
  ),
  book: (
    <Icon>
      <path d="M4 5c3-1 6-1 8 1 2-2 5-2 8-1v14c-3-1-6-1-8 1-2-2-5-2-8-1z" />
      <path d="M12 6v14" />
    </Icon>
  ),
  shield: (
    <Icon>
      <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </Icon>
  ),
} as const;

export type IconName = keyof typeof ICONS;
