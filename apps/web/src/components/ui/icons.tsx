// Stroke icons drawn inline (no icon font or CDN). Decorative: the text next to them names them.
import type { SVGProps } from 'react';

/** The shared frame of every stroke icon: decorative, 24×24, drawn in the current text colour. */
export function Icon({ children, className = 'size-6', ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}

type IconProps = SVGProps<SVGSVGElement>;

export const ChatIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 5h16v11H9l-5 4z" />
  </Icon>
);
export const TutorIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2 9l10-5 10 5-10 5z" />
    <path d="M6 11v5c3 2.5 9 2.5 12 0v-5" />
  </Icon>
);
export const EssayIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M9 11h7M9 15h7M9 7h3" />
  </Icon>
);
export const TestIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h3l2-3h6l2 3h3v13H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </Icon>
);
export const SpacesIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 7h7l2 2h9v10H3z" />
  </Icon>
);
export const MaterialsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 4h6v16H4zM10 4h5v16h-5zM15 5l4-1 2 15-4 1z" />
  </Icon>
);
export const NotesIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 3h14v18H5z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </Icon>
);
export const QuizIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
  </Icon>
);
/** Two flashcards, one over the other (word bases). */
export const FlashcardsIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="7" width="14" height="12" rx="2" />
    <path d="M7 7V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2" />
    <path d="M7 13h6" />
  </Icon>
);
/** An open book (the library: textbooks and their exercises). */
export const LibraryIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 5.5c3-1.3 6-1.3 9 .5v13.5c-3-1.8-6-1.8-9-.5z" />
    <path d="M21 5.5c-3-1.3-6-1.3-9 .5v13.5c3-1.8 6-1.8 9-.5z" />
  </Icon>
);
export const BackIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M15 5l-7 7 7 7" />
  </Icon>
);
export const HomeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 11l9-7 9 7v9h-6v-6H9v6H3z" />
  </Icon>
);
export const CameraIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </Icon>
);
