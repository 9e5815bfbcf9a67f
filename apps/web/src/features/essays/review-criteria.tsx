import type { ReviewCriteriaSet, ReviewCriterion } from './api/review-fragments.ts';

/** „7 / 16 pkt”. */
export const pointsLabel = (points: number, max: number) => `${points} / ${max} pkt`;

/** Points against the maximum as a bar; the same text is its value for screen readers. */
export function PointsMeter({
  labelledBy,
  points,
  max,
}: {
  labelledBy: string;
  points: number;
  max: number;
}) {
  const share = max > 0 ? Math.min(Math.max(points / max, 0), 1) : 0;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <meter> cannot be styled alike across browsers and recolours itself by its optimum; this bar carries its value as text
    <div
      role="meter"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={points}
      aria-valuetext={pointsLabel(points, max)}
      className="h-3 w-full min-w-0 flex-1 overflow-hidden rounded-full bg-board-100 ring-1 ring-board-300 ring-inset"
    >
      <div className="h-full rounded-full bg-board-700" style={{ width: `${share * 100}%` }} />
    </div>
  );
}

/** A rule of the exam changed the AI's points (e.g. a gate zeroed them): said plainly, with a mark. */
function CriterionRule({ rule }: { rule: string }) {
  return (
    <div
      data-testid="criterion-rule"
      className="flex items-start gap-2 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
        <path d="M10 2 1 18h18L10 2Zm-.9 6h1.8v5H9.1V8Zm0 6.3h1.8v1.8H9.1v-1.8Z" />
      </svg>
      <p>
        <strong>Zasada egzaminu zmieniła punkty: </strong>
        {rule}
      </p>
    </div>
  );
}

function CriterionCard({ criterion, index }: { criterion: ReviewCriterion; index: number }) {
  const nameId = `criterion-${index}`;
  return (
    <article
      aria-labelledby={nameId}
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-5"
    >
      <h3 id={nameId} className="font-semibold break-words text-board-950">
        {criterion.name}
      </h3>
      <div className="flex items-center gap-3">
        <PointsMeter labelledBy={nameId} points={criterion.points} max={criterion.maxPoints} />
        <span className="shrink-0 font-semibold text-board-950 tabular-nums" data-testid="criterion-points">
          {pointsLabel(criterion.points, criterion.maxPoints)}
        </span>
      </div>
      {criterion.rule ? <CriterionRule rule={criterion.rule} /> : null}
      <p className="break-words whitespace-pre-wrap text-ink">{criterion.reason}</p>
    </article>
  );
}

/** „Punkty za kryteria”: a bar, the reason and any rule of the exam per criterion, then the rules applied. */
export function ReviewCriteria({ set }: { set: ReviewCriteriaSet }) {
  return (
    <section aria-labelledby="review-criteria" className="flex flex-col gap-3">
      <h2 id="review-criteria" className="text-lg font-bold text-board-950">
        Punkty za kryteria
      </h2>
      <ol className="flex flex-col gap-3">
        {set.kryteria.map((criterion, index) => (
          <li key={criterion.id}>
            <CriterionCard criterion={criterion} index={index} />
          </li>
        ))}
      </ol>
      {set.zasady.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-2xl border border-board-100 bg-white p-4 sm:p-5">
          <h3 className="font-semibold text-board-950">Zastosowane zasady egzaminu</h3>
          <ul className="list-disc space-y-1 pl-5 text-ink">
            {set.zasady.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
