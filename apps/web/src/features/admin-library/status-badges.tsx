// The labels of a textbook's state in the admin's pages: published or hidden, and demo.

/** "Opublikowany" (pupils see it) or "Ukryty" (only admins do), not by colour alone. */
export function VisibilityBadge({ visible }: { visible: boolean }) {
  return visible ? (
    <span className="rounded-md border border-emerald-700 bg-emerald-50 px-2 py-0.5 text-sm font-semibold text-emerald-900">
      Opublikowany
    </span>
  ) : (
    <span className="rounded-md border border-board-700 bg-board-50 px-2 py-0.5 text-sm font-semibold text-board-900">
      Ukryty
    </span>
  );
}

/** A demonstration textbook written for Kreda (not approved for school use). */
export function DemoBadge() {
  return (
    <span
      title="Podręcznik demonstracyjny napisany dla Kredy."
      className="rounded-md border border-amber-600 bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-950"
    >
      Demo
    </span>
  );
}
