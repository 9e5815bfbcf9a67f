import { criterionSummary, formatPoints } from '../summaries.ts';

// One essay criterion across the gradings shown: a bar per grading (oldest left), its height the
// points out of the criterion's maximum; a grading that did not report it leaves its place empty.

const W = 160;
const H = 48;

export interface CriterionBarsProps {
  name: string;
  maxPoints: number;
  points: readonly (number | null)[];
}

export function CriterionBars(criterion: CriterionBarsProps) {
  const slot = W / Math.max(criterion.points.length, 1);
  const barW = Math.min(slot * 0.7, 28);
  return (
    <svg
      role="img"
      aria-label={criterionSummary(criterion)}
      viewBox={`0 0 ${W} ${H}`}
      className="h-12 w-40 shrink-0"
    >
      {criterion.points.map((p, i) => {
        const x = i * slot + (slot - barW) / 2;
        const h =
          p === null || criterion.maxPoints <= 0
            ? 0
            : (Math.min(p, criterion.maxPoints) / criterion.maxPoints) * (H - 2);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a grading's place is its identity here
          <g key={i}>
            <rect x={x} y={0} width={barW} height={H} rx={2} className="fill-board-50 stroke-board-300" />
            {h > 0 ? (
              <rect x={x} y={H - h} width={barW} height={h} rx={2} className="fill-board-700" />
            ) : null}
            <title>
              {p === null ? 'bez oceny' : `${formatPoints(p)} z ${formatPoints(criterion.maxPoints)} pkt`}
            </title>
          </g>
        );
      })}
    </svg>
  );
}
