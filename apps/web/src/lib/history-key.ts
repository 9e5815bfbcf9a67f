/** React Router's shape of `history.state`; other fields are kept as they are. */
interface RouterHistoryState {
  key?: unknown;
  usr?: unknown;
  [field: string]: unknown;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * Gives the history entry the page was loaded into a key of its own, before the router starts.
 *
 * <ScrollRestoration /> keeps scroll positions by the entry's key, but an entry opened by a full
 * page load (a typed address, a link from outside, a bookmark) has none and React Router calls it
 * "default" — so every such page shared one saved position and a typed address opened scrolled to
 * wherever the previous one was left. A reload keeps `history.state`, and so its key: a reloaded
 * page still comes back to its own position.
 */
export function keyInitialHistoryEntry(history: History = window.history, createKey = newKey): void {
  const state = (history.state ?? null) as RouterHistoryState | null;
  if (typeof state?.key === 'string' && state.key !== '' && state.key !== 'default') return;
  history.replaceState({ ...state, usr: state?.usr ?? null, key: createKey() }, '');
}
