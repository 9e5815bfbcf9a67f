import type { Badge, BadgeTone } from './test-state.ts';

const TONES: Record<BadgeTone, string> = {
  progress: 'border-board-200 bg-board-50 text-board-900',
  done: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  failed: 'border-red-200 bg-red-50 text-red-800',
  quiet: 'border-board-100 bg-white text-ink-muted',
};

/** A test's or a task's state as a small Polish label (text, not colour alone). */
export function StateBadge({ badge }: { badge: Badge }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold ${TONES[badge.tone]}`}
    >
      {badge.label}
    </span>
  );
}
