import { formatRelativeDate } from '@kreda/shared/dates';
import { formatNumberPl } from '@kreda/shared/numbers';
import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { useChatUsage } from './api/get-chat-usage.ts';

const count = (n: number): string => formatNumberPl(n);

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

/** With a reached limit: the plan's usage and where full access is described. */
export function LimitDetails() {
  return (
    <>
      <ChatUsage />
      <p className="mt-2">
        <Link to={ROUTES.fullAccess} className="inline-flex min-h-11 items-center font-semibold underline">
          Zobacz, co daje pełny dostęp
        </Link>
      </p>
    </>
  );
}
