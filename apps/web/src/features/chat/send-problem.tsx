import { retryAfterText } from '@kreda/shared/accounts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { afterPaintModule, useAfterPaintModule } from '../../lib/after-paint-module.ts';
import type { SendProblem } from './chat-errors.ts';

// The plan's usage shown with a reached limit: loaded after the page's first paint.
const limitDetails = afterPaintModule(() => import('./limit-details.tsx'));

/**
 * Why the message was not sent, above the composer; field problems are shown at their fields. A
 * message waiting for the connection can be kept from going by itself.
 */
export function SendProblemAlert({
  problem,
  onCancelWaiting,
}: {
  problem: SendProblem;
  onCancelWaiting?: () => void;
}) {
  const details = useAfterPaintModule(limitDetails, problem.kind === 'limit');
  if (problem.kind === 'input' && (problem.fields.message || problem.fields.files)) return null;
  return (
    <FormAlert>
      <p>{problem.message}</p>
      {problem.kind === 'offline' && onCancelWaiting ? (
        <Button variant="secondary" size="sm" className="mt-2 min-h-11" onClick={onCancelWaiting}>
          Nie wysyłaj automatycznie
        </Button>
      ) : null}
      {problem.kind === 'limit' && details ? <details.LimitDetails /> : null}
      {problem.kind === 'rate' && problem.retryAfterSeconds && !/spróbuj/i.test(problem.message) ? (
        <p>Spróbuj ponownie {retryAfterText(problem.retryAfterSeconds)}.</p>
      ) : null}
    </FormAlert>
  );
}
