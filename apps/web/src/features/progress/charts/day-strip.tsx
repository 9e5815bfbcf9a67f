import { type DayCount, dayLabel, dayStripSummary, sessionsWord } from '../summaries.ts';

// The study-day strip: one column per week (oldest left), one square per day (Monday on top),
// darker for more sessions. The numbers are in the summary and in each square's title.

const CELL = 16;
const GAP = 4;
const LEFT = 22;
const ROW_LABELS = ['Pn', '', 'Śr', '', 'Pt', '', 'Nd'];

/** Fill by sessions that day: none, 1, 2, 3 or more. */
const SHADES = ['fill-board-50', 'fill-board-300', 'fill-board-500', 'fill-board-800'];
const shadeOf = (sessions: number) => SHADES[Math.min(sessions, SHADES.length - 1)];
/** The same shades for the legend's HTML squares (written out, so Tailwind finds each class). */
const LEGEND = ['bg-board-50', 'bg-board-300', 'bg-board-500', 'bg-board-800'];

export function DayStrip({ days }: { days: readonly DayCount[] }) {
  const weeks = Math.ceil(days.length / 7);
  const width = LEFT + weeks * (CELL + GAP);
  const height = 7 * (CELL + GAP);
  return (
    <figure className="m-0 flex flex-col gap-2">
      <svg
        role="img"
        aria-label={dayStripSummary(days)}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-md"
      >
        {ROW_LABELS.map((label, row) =>
          label ? (
            <text key={label} x={0} y={row * (CELL + GAP) + CELL - 4} className="fill-ink-muted text-[10px]">
              {label}
            </text>
          ) : null,
        )}
        {days.map((d, i) => (
          <rect
            key={d.day}
            data-day={d.day}
            data-sessions={d.sessions}
            x={LEFT + Math.floor(i / 7) * (CELL + GAP)}
            y={(i % 7) * (CELL + GAP)}
            width={CELL}
            height={CELL}
            rx={3}
            className={`${shadeOf(d.sessions)} stroke-board-300`}
            strokeWidth={1}
          >
            <title>{`${dayLabel(d.day)}: ${d.sessions > 0 ? sessionsWord(d.sessions) : 'bez nauki'}`}</title>
          </rect>
        ))}
      </svg>
      <figcaption className="flex items-center gap-1.5 text-xs text-ink-muted" aria-hidden="true">
        <span>Mniej</span>
        {LEGEND.map((shade) => (
          <span key={shade} className={`size-4 rounded-[3px] border border-board-300 ${shade}`} />
        ))}
        <span>Więcej</span>
      </figcaption>
    </figure>
  );
}
