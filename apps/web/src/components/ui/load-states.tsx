import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

// Loading and failure states of a page's part (the admin pages' lists and sections), in Polish.

/** A part being read: a busy region with its "Wczytywanie…" line. */
export function Loading({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="py-8">
      <Spinner label={label} />
    </div>
  );
}

/** A part that could not be read, with its Polish reason and another try. */
export function LoadFailed({
  title,
  error,
  onRetry,
  retrying,
  heading = 'h2',
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying: boolean;
  /** `h1` when the failure is all the page has (its title could not be read). */
  heading?: 'h1' | 'h2' | 'h3';
}) {
  const Heading = heading;
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4"
    >
      <Heading className="text-lg font-bold text-red-900">{title}</Heading>
      <p className="text-red-900">{error.message}</p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        Spróbuj ponownie
      </Button>
    </div>
  );
}
