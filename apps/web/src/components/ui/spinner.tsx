/** Loading indicator with a text alternative; the spin stops under prefers-reduced-motion. */
export function Spinner({ label = 'Ładowanie…', className = '' }: { label?: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 text-ink-muted ${className}`}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 motion-safe:animate-spin"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      >
        <circle cx="12" cy="12" r="9" className="opacity-25" />
        <path d="M21 12a9 9 0 0 0-9-9" strokeLinecap="round" />
      </svg>
      <span>{label}</span>
    </span>
  );
}
