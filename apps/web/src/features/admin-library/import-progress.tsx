import type { AdminImport } from './api/get-imports.ts';

// The stages of a textbook's import as the admin sees them, each with its state and progress.

type Stage = 'QUEUED' | 'READING' | 'TOC' | 'CHAPTERS' | 'EXERCISES' | 'SOLVING' | 'DONE';

const STAGES: readonly { stage: Stage; label: string }[] = [
  { stage: 'QUEUED', label: 'W kolejce' },
  { stage: 'READING', label: 'Czytanie stron' },
  { stage: 'TOC', label: 'Spis treści' },
  { stage: 'CHAPTERS', label: 'Rozdziały i podrozdziały' },
  { stage: 'EXERCISES', label: 'Wyszukiwanie zadań' },
  { stage: 'SOLVING', label: 'Rozwiązywanie zadań' },
  { stage: 'DONE', label: 'Gotowe' },
];

const TOC_SOURCES = {
  OUTLINE: 'z zakładek pliku PDF',
  AI: 'odczytany przez AI ze stron „Spis treści”',
  MANUAL: 'wpisany ręcznie',
} as const;

/** The stage the import is at; a failed one stopped after what its numbers show was done. */
function currentStage(item: AdminImport): Stage {
  switch (item.state) {
    case 'NEEDS_TOC':
      return 'TOC';
    case 'FAILED':
      if (item.chapterCount > 0)
        return item.subchaptersRead >= item.subchapterCount ? 'SOLVING' : 'EXERCISES';
      if (item.tocSource) return 'CHAPTERS';
      if (item.pageCount && item.pagesRead >= item.pageCount) return 'TOC';
      return item.pagesRead > 0 ? 'READING' : 'QUEUED';
    default:
      return item.state;
  }
}

function statusOf(item: AdminImport, stage: Stage): string {
  const order = STAGES.findIndex((s) => s.stage === stage);
  const at = STAGES.findIndex((s) => s.stage === currentStage(item));
  if (item.state === 'DONE' || order < at) return 'zrobione';
  if (order > at) return 'czeka';
  if (item.state === 'FAILED') return 'nieudane';
  if (item.state === 'NEEDS_TOC') return 'czeka na wpisanie ręcznie';
  return 'w toku';
}

function detailOf(item: AdminImport, stage: Stage): string | null {
  if (stage === 'READING' && item.pageCount) return `${item.pagesRead} z ${item.pageCount} stron`;
  if (stage === 'TOC' && item.tocSource) return TOC_SOURCES[item.tocSource];
  if (stage === 'CHAPTERS' && (item.chapterCount || item.subchapterCount))
    return `rozdziały: ${item.chapterCount}, podrozdziały: ${item.subchapterCount}`;
  if (stage === 'EXERCISES' && item.chapterCount > 0)
    return `podrozdziały: ${item.subchaptersRead} z ${item.subchapterCount}, znalezione zadania: ${item.exercisesFound}`;
  if (stage === 'SOLVING' && item.exercisesFound > 0)
    return `rozwiązane: ${item.exercisesSolved} z ${item.exercisesFound}${
      item.exercisesFailed ? `, nierozwiązane: ${item.exercisesFailed}` : ''
    }`;
  return null;
}

/** "Import pliku X": its stages in order, each done, in progress, waiting or failed. */
export function ImportProgress({ item }: { item: AdminImport }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="break-words">
        Plik: <span className="font-semibold">{item.fileName}</span>
        {item.attempt > 1 ? ` (próba ${item.attempt})` : ''}
      </p>
      <ol aria-label="Etapy importu" className="flex flex-col gap-2">
        {STAGES.map(({ stage, label }) => {
          const status = statusOf(item, stage);
          const detail = detailOf(item, stage);
          return (
            <li
              key={stage}
              className={`rounded-xl border px-3 py-2 ${
                status === 'nieudane'
                  ? 'border-red-300 bg-red-50 text-red-900'
                  : status === 'zrobione'
                    ? 'border-emerald-300 bg-emerald-50 text-emerald-950'
                    : 'border-board-100 bg-white text-ink'
              }`}
            >
              <span className="font-semibold">{label}</span>: {status}
              {detail ? ` (${detail})` : ''}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
