import { pluralPl } from '@kreda/shared/form-messages';
import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import type { AllWordBasesEntry } from './api/get-all-wordbases.ts';
import { itemsLabel, kindLabel } from './wordbase-labels.ts';
import { isExtracting, isExtractionFailed } from './wordbase-state.ts';

/** "3 słówka", "5 słówek". */
export const dueLabel = (n: number) => `${n} ${pluralPl(n, 'słówko', 'słówka', 'słówek')}`;

function SetState({ base }: { base: AllWordBasesEntry }) {
  if (isExtracting(base.state)) return <span className="text-ink-muted">AI wybiera słowa…</span>;
  if (isExtractionFailed(base.state))
    return (
      <span className="text-red-800">Nie udało się wybrać słów – otwórz bazę, by spróbować ponownie.</span>
    );
  if (base.dueCount > 0)
    return <span className="font-semibold text-board-800">Do powtórki dziś: {dueLabel(base.dueCount)}</span>;
  if (base.newCount > 0) return <span className="text-ink-muted">Nowe do nauki: {base.newCount}</span>;
  return <span className="text-ink-muted">Nic do powtórki dziś</span>;
}

/** One set: it opens on its workspace's page. */
export function WordBaseEntry({ base }: { base: AllWordBasesEntry }) {
  return (
    <li>
      <Link
        to={ROUTES.workspaceWordBase(base.workspaceId, base.id)}
        className="flex min-h-11 flex-col gap-1 rounded-xl border border-board-100 bg-white p-4 no-underline hover:border-board-300 hover:bg-board-50"
      >
        <span className="font-semibold break-words text-board-950">{base.name}</span>
        <span className="text-sm break-words text-ink-muted">
          {base.workspaceName} · {kindLabel(base)} · {itemsLabel(base.type, base.wordCount)}
        </span>
        <span className="text-sm">
          <SetState base={base} />
        </span>
      </Link>
    </li>
  );
}
