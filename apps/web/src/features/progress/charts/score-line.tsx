import { quizSummary, shortDayLabel } from '../summaries.ts';

// One subject's quiz scores over time: a line through each attempt's percentage, oldest left,
// with the 0, 50 and 100% lines. Sized by its viewBox, so it fits 360 px.

const W = 300;
const H = 130;
const TOP = 8;
const BOTTOM = 20;
const LEFT = 34;
const RIGHT = 10;

export interface ScoreLineProps {
  przedmiot: string | null;
  attempts: readonly { day: string; scorePercent: number }[];
}

export function ScoreLine({ przedmiot, attempts }: ScoreLineProps) {
  const plotW = W - LEFT - RIGHT;
  const plotH = H - TOP - BOTTOM;
  const x = (i: number) => LEFT + (attempts.length === 1 ? plotW / 2 : (i * plotW) / (attempts.length - 1));
  const y = (percent: number) => TOP + plotH - (percent / 100) * plotH;
  const points = attempts.map((a, i) => `${x(i)},${y(a.scorePercent)}`).join(' ');
  const first = attempts[0];
  const last = attempts.at(-1);
  return (
    <svg
      role="img"
      aria-label={quizSummary(przedmiot, attempts)}
      viewBox={`0 0 ${W} ${H}`}
      className="h-auto w-full"
    >
      {[0, 50, 100].map((p) => (
        <g key={p}>
          <line x1={LEFT} x2={W - RIGHT} y1={y(p)} y2={y(p)} className="stroke-board-100" strokeWidth={1} />
          <text x={LEFT - 6} y={y(p) + 4} textAnchor="end" className="fill-ink-muted text-[10px]">
            {p}%
          </text>
        </g>
      ))}
      {attempts.length > 1 ? (
        <polyline points={points} fill="none" className="stroke-board-700" strokeWidth={2.5} />
      ) : null}
      {attempts.map((a, i) => (
        <circle
          // biome-ignore lint/suspicious/noArrayIndexKey: two attempts may share a day; the place is the identity
          key={`${a.day}-${i}`}
          cx={x(i)}
          cy={y(a.scorePercent)}
          r={4}
          className="fill-white stroke-board-800"
          strokeWidth={2}
        >
          <title>{`${shortDayLabel(a.day)}: ${a.scorePercent}%`}</title>
        </circle>
      ))}
      {first && last ? (
        <g className="fill-ink-muted text-[10px]">
          <text x={x(0)} y={H - 4} textAnchor={attempts.length === 1 ? 'middle' : 'start'}>
            {shortDayLabel(first.day)}
          </text>
          {attempts.length > 1 ? (
            <text x={x(attempts.length - 1)} y={H - 4} textAnchor="end">
              {shortDayLabel(last.day)}
            </text>
          ) : null}
        </g>
      ) : null}
    </svg>
  );
}
