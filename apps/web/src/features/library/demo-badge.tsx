/** What "Demo" means, said wherever the label is. */
export const DEMO_EXPLANATION = 'Podręcznik demonstracyjny napisany dla Kredy.';

/**
 * The "Demo" label of a demonstration textbook, with its explanation beside it: the demo library
 * is written for Kreda, not a textbook approved for school use.
 */
export function DemoBadge({ long = false }: { long?: boolean }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="rounded-md border border-amber-600 bg-amber-50 px-2 py-0.5 font-semibold text-amber-950">
        Demo
      </span>
      <span className="text-ink-muted">
        {long
          ? 'To podręcznik demonstracyjny napisany dla Kredy – nie jest podręcznikiem dopuszczonym do użytku szkolnego.'
          : DEMO_EXPLANATION}
      </span>
    </p>
  );
}
