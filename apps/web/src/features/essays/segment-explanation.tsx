import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { AiProblem } from './ai-problem.tsx';
import type { EssaySegment } from './api/essay-fragments.ts';

/**
 * "Wyjaśnij": why the segment works and what the examiner looks at. Written once by the AI and
 * kept on the segment, so opening it again costs nothing.
 */
export function ExplanationPanel({
  segment,
  pending,
  error,
  onExplain,
}: {
  segment: EssaySegment;
  pending: boolean;
  error: unknown;
  /** Asks again: after a failure, or when the text changed and its explanation went with it. */
  onExplain: () => void;
}) {
  if (segment.explanation)
    return (
      <div className="rounded-lg border border-board-200 bg-board-50 p-3 text-board-950">
        <h4 className="mb-1 text-sm font-semibold">Dlaczego ta część działa</h4>
        <p className="break-words whitespace-pre-wrap">{segment.explanation}</p>
      </div>
    );
  if (pending) return <Spinner label="Kreda pisze wyjaśnienie…" />;
  return (
    <div className="flex flex-col items-start gap-2">
      {error ? (
        <AiProblem error={error} />
      ) : (
        <p className="text-sm text-ink-muted">
          Tekst tej części się zmienił, więc wyjaśnienie też trzeba napisać od nowa.
        </p>
      )}
      <Button variant="secondary" size="sm" onClick={onExplain}>
        {error ? 'Spróbuj ponownie' : 'Wyjaśnij nową wersję'}
      </Button>
    </div>
  );
}
