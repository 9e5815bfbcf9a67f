import { formatRelativeDate } from '@kreda/shared/dates';
import { ESSAY_EXAM_INFO } from '@kreda/shared/essays';
import { ESSAY_MODE_LABELS } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import type { EssaySummary } from './api/essay-fragments.ts';
import { DeleteEssay } from './delete-essay.tsx';
import { essayStateBadge, examOf } from './essay-state.ts';
import { StateBadge } from './state-badge.tsx';

/** The exam's short name ("Matura PP – polski"), or the server's full one for an unknown pair. */
export function examShortLabel(item: { przedmiot: string; poziom: string; egzamin: string }): string {
  const exam = examOf(item.przedmiot, item.poziom);
  return exam ? ESSAY_EXAM_INFO[exam].shortLabel : item.egzamin;
}

function EssayRow({ essay }: { essay: EssaySummary }) {
  return (
    <li className="flex flex-col gap-2 border-t border-board-100 pt-3 first:border-t-0 first:pt-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <Link
          to={ROUTES.essay(essay.id)}
          className="inline-flex min-h-10 max-w-full items-center self-start font-semibold break-words text-board-900 underline-offset-2 hover:underline"
        >
          {essay.temat}
        </Link>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
          <StateBadge badge={essayStateBadge(essay.state)} />
          <span>
            {examShortLabel(essay)} · {ESSAY_MODE_LABELS[essay.type]} · {formatRelativeDate(essay.createdAt)}
          </span>
        </div>
      </div>
      <div className="sm:shrink-0">
        <DeleteEssay essay={essay} />
      </div>
    </li>
  );
}

/** The pupil's essays, newest first; each opens its page. */
export function EssayList({ essays }: { essays: readonly EssaySummary[] }) {
  if (essays.length === 0)
    return (
      <p className="text-ink-muted">
        Nie masz jeszcze rozprawek. Podaj temat i egzamin, a Kreda napisze całą rozprawkę, sam plan albo
        wskazówki do każdej części – z argumentami z lektur i kontekstami. Każdą część możesz potem zmienić,
        skrócić albo poprosić o wyjaśnienie, dlaczego działa.
      </p>
    );
  return (
    <ul className="flex flex-col gap-3">
      {essays.map((essay) => (
        <EssayRow key={essay.id} essay={essay} />
      ))}
    </ul>
  );
}
