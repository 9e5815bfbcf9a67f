import { type AvatarId, isAvatarId } from '@kreda/shared/accounts';
import type { ReactNode } from 'react';

// The avatars of packages/shared (AVATARS) drawn as a coloured circle with a white emblem.
// Decorative: whoever shows an avatar also shows (or names) the person.

const EMBLEMS: Record<AvatarId, { background: string; emblem: ReactNode }> = {
  sowa: {
    background: 'bg-amber-700',
    emblem: (
      <>
        <path d="M5 9l1-5 4 3h4l4-3 1 5v5a7 7 0 0 1-14 0z" />
        <circle cx="9.5" cy="11" r="2" />
        <circle cx="14.5" cy="11" r="2" />
        <path d="M11 14.5l1 1.5 1-1.5" />
      </>
    ),
  },
  lis: {
    background: 'bg-orange-700',
    emblem: (
      <>
        <path d="M4 4l5 5h6l5-5v7l-8 9-8-9z" />
        <path d="M9.5 12.5h.01M14.5 12.5h.01M11 16h2" />
      </>
    ),
  },
  kot: {
    background: 'bg-violet-700',
    emblem: (
      <>
        <path d="M6 5l3 4h6l3-4v9a6 6 0 0 1-12 0z" />
        <path d="M9.5 12.5h.01M14.5 12.5h.01M2.5 14h4M17.5 14h4M3 17l3.5-1M21 17l-3.5-1" />
      </>
    ),
  },
  pies: {
    background: 'bg-sky-700',
    emblem: (
      <>
        <path d="M8 6C5 5 3 7 3 12l3 1M16 6c3-1 5 1 5 6l-3 1" />
        <path d="M7 9a5 5 0 0 1 10 0v5a5 5 0 0 1-10 0z" />
        <path d="M10 11h.01M14 11h.01M11 15h2" />
      </>
    ),
  },
  zolw: {
    background: 'bg-teal-700',
    emblem: (
      <>
        <path d="M3 16a8 7 0 0 1 16 0z" />
        <path d="M19 14h1.5a1.5 1.5 0 0 0 0-3H19M7 16v3M15 16v3M8 12l3-2 3 2" />
      </>
    ),
  },
  rakieta: {
    background: 'bg-indigo-700',
    emblem: (
      <>
        <path d="M12 3c3 2.5 4.5 6.5 3.5 11h-7C7.5 9.5 9 5.5 12 3z" />
        <circle cx="12" cy="9" r="1.5" />
        <path d="M8.5 12L6 17h3M15.5 12l2.5 5h-3M10.5 17l1.5 4 1.5-4" />
      </>
    ),
  },
  gwiazda: {
    background: 'bg-rose-700',
    emblem: <path d="M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4l-5.3 3 1.2-6-4.5-4.1 6-.7z" />,
  },
  ksiazka: {
    background: 'bg-board-700',
    emblem: <path d="M3 5c3-1 6-1 9 1 3-2 6-2 9-1v13c-3-1-6-1-9 1-3-2-6-2-9-1zM12 6v13" />,
  },
};

const SIZES = { sm: 'size-9 text-sm', md: 'size-12 text-lg', lg: 'size-16 text-2xl' } as const;

interface UserAvatarProps {
  /** Avatar id from AVATARS; anything else (or null) shows the initial. */
  avatar: string | null | undefined;
  /** Name whose first letter stands in when there is no avatar. */
  name: string;
  size?: keyof typeof SIZES;
  className?: string;
}

export function UserAvatar({ avatar, name, size = 'sm', className = '' }: UserAvatarProps) {
  const base = `inline-flex shrink-0 items-center justify-center rounded-full ${SIZES[size]} ${className}`;
  if (isAvatarId(avatar)) {
    const { background, emblem } = EMBLEMS[avatar];
    return (
      <span aria-hidden="true" className={`${base} ${background} text-white`}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-[62%]"
        >
          {emblem}
        </svg>
      </span>
    );
  }
  const initial = name.trim().charAt(0).toLocaleUpperCase('pl') || '?';
  return (
    <span aria-hidden="true" className={`${base} bg-board-100 font-bold text-board-900`}>
      {initial}
    </span>
  );
}
