import { Button } from '../../components/ui/button.tsx';

/** A read that failed: what was not loaded, the server's reason and a retry. */
export function LoadProblem({
  what,
  error,
  retrying,
  onRetry,
}: {
  what: string;
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
    >
      <p>
        <strong className="font-semibold">{what}</strong> {error.message}
      </p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        Spróbuj ponownie
      </Button>
    </div>
  );
}
