import { formatRelativeDate } from '@kreda/shared/dates';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { AiProblem } from './ai-problem.tsx';
import type { EssayRewrite, EssaySegment } from './api/essay-fragments.ts';
import { useSegmentRewrites } from './api/get-segment-rewrites.ts';
import { useUpdateSegmentStatus } from './api/update-segment-status.ts';
import type { StateBadgeInfo } from './essay-state.ts';
import { SegmentText } from './plan-text.tsx';
import { rewriteOrigin } from './segment-proposal.tsx';
import { StateBadge } from './state-badge.tsx';

function rewriteBadge(rewrite: EssayRewrite): StateBadgeInfo {
  if (rewrite.accepted) return { label: 'Przyjęta', tone: 'done' };
  if (rewrite.discarded) return { label: 'Odrzucona', tone: 'failed' };
  return { label: 'Propozycja', tone: 'progress' };
}

function HistoryItem({ rewrite, current, plan }: { rewrite: EssayRewrite; current: string; plan: boolean }) {
  const decide = useUpdateSegmentStatus();
  const isCurrent = rewrite.content === current;
  const open = !rewrite.accepted && !rewrite.discarded;
  return (
    <li className="flex flex-col gap-2 border-t border-board-100 pt-3 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <StateBadge badge={rewriteBadge(rewrite)} />
        {isCurrent ? <span className="font-semibold text-board-900">obecna wersja</span> : null}
        <span className="text-ink-muted">{formatRelativeDate(rewrite.createdAt)}</span>
      </div>
      <p className="text-sm break-words text-ink-muted">{rewriteOrigin(rewrite)}</p>
      <SegmentText text={rewrite.content} plan={plan} />
      {decide.isError ? <AiProblem error={decide.error} /> : null}
      {isCurrent ? null : (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: rewrite.id, discarded: false })}
          >
            {rewrite.accepted ? 'Przywróć tę wersję' : 'Przyjmij tę wersję'}
          </Button>
          {open ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: rewrite.id, discarded: true })}
            >
              Odrzuć
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}

/** "Historia zmian": every proposal for the segment, newest first; any other version can come back. */
export function SegmentHistory({ segment, plan }: { segment: EssaySegment; plan: boolean }) {
  const rewrites = useSegmentRewrites(segment.id, true);
  if (rewrites.isPending) return <Spinner label="Wczytywanie historii zmian…" />;
  if (rewrites.isError) return <AiProblem error={rewrites.error} />;
  if (rewrites.data.length === 0)
    return <p className="text-sm text-ink-muted">Ta część nie była jeszcze zmieniana.</p>;
  return (
    <ul aria-label="Historia zmian" className="flex flex-col gap-3">
      {rewrites.data.map((rewrite) => (
        <HistoryItem key={rewrite.id} rewrite={rewrite} current={segment.content} plan={plan} />
      ))}
    </ul>
  );
}
