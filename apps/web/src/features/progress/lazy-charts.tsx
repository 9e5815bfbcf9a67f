import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

// The charts load after the page's text (each its own small chunk), so the route's first script
// stays small; until one arrives its place is kept, so nothing jumps.

function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyChart(props: P & { fallbackClassName?: string }) {
    const { fallbackClassName = 'h-24', ...rest } = props;
    const fallback: ReactNode = <div className={`${fallbackClassName} w-full rounded-lg bg-board-50`} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(rest as unknown as P & { key?: never })} />
      </Suspense>
    );
  };
}

export const DayStrip = lazyNamed(async () => (await import('./charts/day-strip.tsx')).DayStrip);
export const ScoreLine = lazyNamed(async () => (await import('./charts/score-line.tsx')).ScoreLine);
export const WeekBars = lazyNamed(async () => (await import('./charts/week-bars.tsx')).WeekBars);
export const SplitBar = lazyNamed(async () => (await import('./charts/split-bar.tsx')).SplitBar);
export const CriterionBars = lazyNamed(
  async () => (await import('./charts/criterion-bars.tsx')).CriterionBars,
);
