import { Link } from 'react-router';

/**
 * The "Kreda" word mark with a chalk-stick mark; links home (or to the app start when signed in).
 * `compact` shows only the mark on phones, for top bars with more to hold.
 */
export function Logo({
  to = '/',
  tone = 'dark',
  compact = false,
}: {
  to?: string;
  tone?: 'dark' | 'light';
  compact?: boolean;
}) {
  const text = tone === 'light' ? 'text-chalk' : 'text-board-900';
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 min-w-10 shrink-0 items-center gap-2 rounded-lg no-underline ${text}`}
    >
      <LogoMark />
      <span
        className={`text-lg font-bold tracking-tight sm:text-xl ${compact ? 'sr-only sm:not-sr-only' : ''}`}
      >
        Kreda
      </span>
    </Link>
  );
}

/** The chalk-stick mark of the word mark (decorative: the name beside it says "Kreda"). */
export function LogoMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-7 shrink-0 sm:size-8">
      <rect width="32" height="32" rx="7" fill="#1f3b2d" />
      <path
        d="M20.5 9.5c-1.2-.9-2.7-1.4-4.4-1.4-4.3 0-7.1 3.2-7.1 7.9s2.8 7.9 7.1 7.9c1.7 0 3.2-.5 4.4-1.4"
        fill="none"
        stroke="#f7f5ef"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <rect x="20" y="20.5" width="6" height="3" rx="1.2" fill="#f2d45c" transform="rotate(-35 23 22)" />
    </svg>
  );
}
