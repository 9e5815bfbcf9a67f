import { retryAfterText } from '@kreda/shared/accounts';
import { formatRelativeDate } from '@kreda/shared/dates';
import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useChatUsage } from './api/get-chat-usage.ts';
import type { SendProblem } from './chat-errors.ts';

// Made on first use: an Intl formatter built when the chat loads would cost every chat page.
let countFormat: Intl.NumberFormat | null = null;
function count(n: number): string {
  countFormat ??= new Intl.NumberFormat('pl-PL');
  return countFormat.format(n);
}

/** The plan's chat messages: used, left and when the limit renews (read when the limit is hit). */
function ChatUsage() {
  const usage = useChatUsage();
  if (!usage.data) return null;
  const item = usage.data.usage.find((entry) => entry.action === 'CHAT_MESSAGE');
  if (!item) return null;
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      <dt>Plan</dt>
      <dd className="font-medium">{usage.data.name}</dd>
      {item.limitType === 'NONE' ? (
        <>
          <dt>{item.label}</dt>
          <dd className="font-medium">niedostępne w tym planie</dd>
        </>
      ) : (
        <>
          <dt>Wykorzystano</dt>
          <dd className="font-medium">
            {count(item.usage)}
            {item.limit !== null ? ` z ${count(item.limit)}` : ''}
          </dd>
          <dt>Zostało</dt>
          <dd className="font-medium">{item.remaining !== null ? count(item.remaining) : 'bez limitu'}</dd>
          <dt>Odnowienie</dt>
          <dd className="font-medium">{formatRelativeDate(item.renewsAt)}</dd>
        </>
      )}
    </dl>
  );
}

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
  if (problem.kind === 'input' && (problem.fields.message || problem.fields.files)) return null;
  return (
    <FormAlert>
      <p>{problem.message}</p>
      {problem.kind === 'offline' && onCancelWaiting ? (
        <Button variant="secondary" size="sm" className="mt-2 min-h-11" onClick={onCancelWaiting}>
          Nie wysyłaj automatycznie
        </Button>
      ) : null}
      {problem.kind === 'limit' ? (
        <>
          <ChatUsage />
          <p className="mt-2">
            <Link
              to={ROUTES.fullAccess}
              className="inline-flex min-h-11 items-center font-semibold underline"
            >
              Zobacz, co daje pełny dostęp
            </Link>
          </p>
        </>
      ) : null}
      {problem.kind === 'rate' && problem.retryAfterSeconds && !/spróbuj/i.test(problem.message) ? (
        <p>Spróbuj ponownie {retryAfterText(problem.retryAfterSeconds)}.</p>
      ) : null}
    </FormAlert>
  );
}
