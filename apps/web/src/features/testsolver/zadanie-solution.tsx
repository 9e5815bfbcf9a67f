import { ZADANIE_CHECK_LABELS } from '@kreda/shared/labels';
import type { ReactNode } from 'react';
import { Markdown } from '../../components/markdown/lazy-markdown.tsx';
import type { Zadanie } from './api/testsolver-fragments.ts';

function Part({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <h4 className="font-bold text-board-950">{title}</h4>
      <div className="min-w-0 break-words text-board-950">{children}</div>
    </div>
  );
}

/**
 * How the answer was checked: a disagreement of the second pass is said loudly ("Sprawdź ten
 * wynik" with what came out), an agreement quietly, an answer in words that cannot be checked not
 * at all.
 */
export function CheckNote({ task }: { task: Pick<Zadanie, 'check' | 'checkMessage'> }) {
  if (task.check === 'NIEZGODNE')
    return (
      <div className="flex items-start gap-2 rounded-xl border-2 border-amber-500 bg-amber-50 p-3 text-amber-950">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0" fill="currentColor">
          <path d="M10 2 1 18h18L10 2Zm-.9 6h1.8v4.8H9.1V8Zm0 6.2h1.8V16H9.1v-1.8Z" />
        </svg>
        <p>
          <strong className="block">{ZADANIE_CHECK_LABELS.NIEZGODNE}</strong>
          {task.checkMessage ?? 'Druga, niezależna próba dała inny wynik. Przelicz to zadanie samodzielnie.'}
        </p>
      </div>
    );
  if (task.check === 'ZGODNE')
    return (
      <p className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-emerald-900">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
          <path d="M8 13.2 4.8 10l-1.3 1.3L8 15.8l8.5-8.5-1.3-1.3L8 13.2Z" />
        </svg>
        {ZADANIE_CHECK_LABELS.ZGODNE}
      </p>
    );
  return null;
}

/** A solved task: its check, the steps, the final answer and why, all Markdown with math. */
export function ZadanieSolution({ task }: { task: Zadanie }) {
  return (
    <div className="flex flex-col gap-4 border-t border-board-100 pt-4">
      <CheckNote task={task} />
      {task.explanation ? (
        <Part title="Rozwiązanie">
          <Markdown content={task.explanation} />
        </Part>
      ) : null}
      {task.answer ? (
        <Part title="Odpowiedź" className="rounded-xl bg-board-50 p-3">
          <Markdown content={task.answer} />
        </Part>
      ) : null}
      {task.dlaczego ? (
        <Part title="Dlaczego">
          <Markdown content={task.dlaczego} />
        </Part>
      ) : null}
    </div>
  );
}
