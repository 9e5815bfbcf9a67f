import { ESSAY_LANGUAGE_LEVEL_LABELS, ESSAY_MODE_LABELS } from '@kreda/shared/labels';
import type { Essay } from './api/essay-fragments.ts';
import { essayStateBadge } from './essay-state.ts';
import { StateBadge } from './state-badge.tsx';

/** The essay's topic and its order: exam, mode, arguments, language, readings and instructions. */
export function EssayHeader({ essay }: { essay: Essay }) {
  const details: [string, string][] = [
    ['Egzamin', essay.egzamin],
    ['Tryb', ESSAY_MODE_LABELS[essay.type]],
    ['Argumenty', String(essay.liczbaArgumentow)],
    ['Poziom języka', ESSAY_LANGUAGE_LEVEL_LABELS[essay.poziomJezyka]],
  ];
  if (essay.lektury.length > 0)
    details.push(['Lektury', essay.lektury.map((l) => `${l.title} (${l.author})`).join(', ')]);
  if (essay.polecenie) details.push(['Wskazówki', essay.polecenie]);
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <StateBadge badge={essayStateBadge(essay.state)} />
      </div>
      <h1 className="min-w-0 text-2xl font-bold break-words text-board-950 sm:text-3xl">{essay.temat}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {details.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-board-950">{term}</dt>
            <dd className="min-w-0 break-words text-ink-muted">{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
