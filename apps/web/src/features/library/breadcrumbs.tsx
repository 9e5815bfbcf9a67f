import { Link } from 'react-router';

/** Where the page sits in the library: links up the trail, the page itself last (not a link). */
export function Breadcrumbs({
  trail,
  current,
}: {
  trail: readonly { to: string; label: string }[];
  current: string;
}) {
  return (
    <nav aria-label="Jesteś tutaj">
      <ol className="flex flex-wrap items-center gap-x-2 text-sm">
        {trail.map((step) => (
          <li key={step.to} className="flex min-w-0 items-center gap-2">
            <Link
              to={step.to}
              className="inline-flex min-h-10 min-w-10 items-center font-medium break-words text-board-700 underline underline-offset-2 hover:text-board-900"
            >
              {step.label}
            </Link>
            <span aria-hidden="true" className="text-ink-muted">
              ›
            </span>
          </li>
        ))}
        <li aria-current="page" className="min-w-0 py-2.5 break-words text-ink-muted">
          {current}
        </li>
      </ol>
    </nav>
  );
}
