/** "Zapisywanie…", "Niezapisane zmiany" or "Wszystko zapisane", read out when it changes. */
export function SaveState({ pending, dirty, saved }: { pending: boolean; dirty: boolean; saved: boolean }) {
  const [text, tone] = pending
    ? ['Zapisywanie…', 'text-ink-muted']
    : dirty
      ? ['Niezapisane zmiany', 'text-amber-900']
      : saved
        ? ['Wszystko zapisane', 'text-emerald-800']
        : ['', ''];
  return (
    <p aria-live="polite" data-testid="save-state" className={`text-sm font-medium ${tone}`}>
      {dirty && !pending ? <span aria-hidden="true">● </span> : null}
      {text}
    </p>
  );
}
