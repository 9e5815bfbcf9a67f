import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

// The admin statistics' loading and failure states, in Polish.

/** A part being read: a busy region with its "Wczytywanie…" line. */
export function Loading({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="py-6">
      <Spinner label={label} />
    </div>
  );
}

/** A part that could not be read, with the server's Polish reason and another try. */
export function LoadFailed({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4"
    >
      <h2 className="text-lg font-bold text-red-900">{title}</h2>
      <p className="text-red-900">{error.message}</p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        Spróbuj ponownie
      </Button>
    </div>
  );
}
