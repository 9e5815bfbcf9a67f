import { ZADANIE_TYPE_LABELS } from '@kreda/shared/labels';
import { memo, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { TaskQuestion } from '../../components/markdown/task-question.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { focusAfterPaint } from '../../lib/focus-after-paint.ts';
import type { Zadanie } from './api/testsolver-fragments.ts';
import { StateBadge } from './test-badge.tsx';
import { isTaskWorking, taskBadge } from './test-state.ts';
import { ZadanieEditor } from './zadanie-editor.tsx';
import { ZadanieSolution } from './zadanie-solution.tsx';
import { type ChatPlace, SolveAgain, ZadanieTools } from './zadanie-tools.tsx';

/** What the task's state adds under its text: waiting, being solved, the solution, or why not. */
function StateSection({ task }: { task: Zadanie }) {
  switch (task.state) {
    case 'PENDING':
      return <p className="text-sm text-ink-muted">Czeka na rozwiązanie.</p>;
    case 'SOLVING':
      return <Spinner label="Kreda rozwiązuje to zadanie…" />;
    case 'SOLVED':
      return <ZadanieSolution task={task} />;
    case 'FAILED':
      return (
        <div className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-3 text-red-900">
          <p>{task.error ?? 'Nie udało się rozwiązać tego zadania.'}</p>
          <SolveAgain task={task} />
        </div>
      );
    case 'SKIPPED':
      return (
        <div className="flex flex-col gap-3 rounded-xl border border-board-100 bg-board-50 p-3">
          <p className="text-board-900">Pominięte zgodnie z poleceniem.</p>
          <SolveAgain task={task} />
        </div>
      );
    default:
      return null;
  }
}

interface ZadanieViewProps {
  task: Zadanie;
  chat: ChatPlace;
  /** True while the editor is open: the view stays mounted but is hidden from everyone. */
  hidden: boolean;
  onEdit: () => void;
  editButton: RefObject<HTMLButtonElement | null>;
}

/**
 * The task's text, what became of it and its tools. Kept mounted (only hidden) while the editor is
 * open and memoised, so opening and closing the editor neither renders nor re-inserts the text's
 * and the solution's Markdown and maths: a tap on "Popraw treść" or "Anuluj" stays quick on a phone.
 */
const ZadanieView = memo(function ZadanieView({ task, chat, hidden, onEdit, editButton }: ZadanieViewProps) {
  return (
    <div hidden={hidden} className={hidden ? 'hidden' : 'flex min-w-0 flex-col gap-4'}>
      <TaskQuestion question={task.question} options={task.zadanieOdpowiedzi} />
      <StateSection task={task} />
      <ZadanieTools
        task={task}
        chat={chat}
        // A task being solved cannot be changed until its solving ends.
        onEdit={isTaskWorking(task.state) ? null : onEdit}
        editButton={editButton}
      />
    </div>
  );
});

/** One task of the test: "Zadanie 5", its points and kind, the text, and what became of it. */
export function ZadanieCard({ task, chat }: { task: Zadanie; chat: ChatPlace }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /** Where focus goes once the editor has closed. */
  const closed = useRef<'button' | 'heading' | null>(null);
  const titleId = `zadanie-${task.id}`;
  const openEditor = useCallback(() => setEditing(true), []);
  // The editor closed: cancelled, focus goes back to the button that opened it; saved, to the task's
  // title, as the corrected task is solved again (the button returns when that is done).
  useEffect(() => {
    if (!editing && closed.current) {
      const target = closed.current === 'button' ? editButton : heading;
      closed.current = null;
      return focusAfterPaint(() => target.current);
    }
  }, [editing]);
  const facts = [task.points !== null ? `${task.points} pkt` : null, ZADANIE_TYPE_LABELS[task.type]].filter(
    Boolean,
  );
  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-board-100 bg-white p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3
          id={titleId}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-bold text-board-950 outline-none"
        >
          Zadanie {task.numberExercise}
        </h3>
        <span className="text-sm text-ink-muted">{facts.join(' · ')}</span>
        <StateBadge badge={taskBadge(task.state)} />
      </header>
      {editing ? (
        <ZadanieEditor
          task={task}
          onDone={(saved) => {
            closed.current = saved ? 'heading' : 'button';
            setEditing(false);
          }}
        />
      ) : null}
      <ZadanieView task={task} chat={chat} hidden={editing} onEdit={openEditor} editButton={editButton} />
    </article>
  );
}
