import type { DocumentState } from '../../gql/graphql.ts';
import { type MaterialTone, materialStatus } from './material-state.ts';

const TONE: Record<MaterialTone, string> = {
  progress: 'border-amber-300 bg-amber-50 text-amber-900',
  done: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  failed: 'border-red-300 bg-red-50 text-red-800',
};

/** The state of a material in words; a failure carries its reason. */
export function MaterialStateBadge({ state, error }: { state: DocumentState; error?: string | null }) {
  const status = materialStatus(state);
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span
        data-testid="material-state"
        className={`inline-flex items-center rounded-full border px-2.5 py-0.5 font-semibold ${TONE[status.tone]}`}
      >
        {status.label}
      </span>
      {status.tone === 'failed' && error ? <span className="break-words text-red-800">{error}</span> : null}
    </span>
  );
}
