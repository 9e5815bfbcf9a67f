import { Link } from 'react-router';
import { buttonClass } from './button-styles.ts';

/**
 * A tool's section of a workspace's overview that says how many of its things the workspace has
 * and links to them (notes, quizzes); without a count while it cannot be read.
 */
export function CountSummary(props: {
  /** Prefix of the heading's and the count's ids, e.g. `notes` → `notes-title`, `notes-count`. */
  id: string;
  title: string;
  count: number | undefined;
  /** Shown while the count cannot be read. */
  unknown: string;
  empty: string;
  /** The count in words, e.g. „3 notatki”. */
  counted: (n: number) => string;
  to: string;
  linkText: string;
}) {
  const { count: n } = props;
  return (
    <section
      aria-labelledby={`${props.id}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div>
        <h2 id={`${props.id}-title`} className="text-lg font-bold text-board-950">
          {props.title}
        </h2>
        <p className="mt-1 text-sm text-ink-muted" data-testid={`${props.id}-count`}>
          {n === undefined ? props.unknown : n === 0 ? props.empty : props.counted(n)}
        </p>
      </div>
      <Link to={props.to} className={buttonClass('secondary', 'md', 'self-start sm:shrink-0')}>
        {props.linkText}
      </Link>
    </section>
  );
}
