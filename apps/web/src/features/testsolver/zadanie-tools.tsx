import { type RefObject, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { formAlertMessage, serverFormErrors } from '../../lib/form-errors.ts';
import { useStartZadanieChat } from './api/start-zadanie-chat.ts';
import type { Zadanie } from './api/testsolver-fragments.ts';
import { useUpdateZadanie } from './api/update-zadanie.ts';

/** Where a test's conversations open, and in which workspace they are started. */
export interface ChatPlace {
  workspaceId: string;
  /** The chat page showing conversation `id`: the task solver's or the subject workspace's. */
  path: (conversationId: string) => string;
}

const problemOf = (error: unknown) => formAlertMessage(serverFormErrors(error)) ?? '';

/** "Spróbuj ponownie" (failed) or "Rozwiąż to zadanie" (skipped): the task is solved (again). */
export function SolveAgain({ task }: { task: Pick<Zadanie, 'id' | 'state'> }) {
  const update = useUpdateZadanie();
  const label = task.state === 'SKIPPED' ? 'Rozwiąż to zadanie' : 'Spróbuj ponownie';
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="secondary"
        onClick={() => update.mutate({ id: task.id, solve: true })}
        disabled={update.isPending}
        aria-busy={update.isPending || undefined}
      >
        {update.isPending ? 'Zamawianie…' : label}
      </Button>
      {update.isError ? <FormAlert className="self-stretch">{problemOf(update.error)}</FormAlert> : null}
    </div>
  );
}

interface ZadanieToolsProps {
  task: Zadanie;
  chat: ChatPlace;
  /** Opens the editor; null while the task is being solved (then it cannot be changed). */
  onEdit: (() => void) | null;
  /** Ref of "Popraw treść", so focus returns to it when the editor closes. */
  editButton: RefObject<HTMLButtonElement | null>;
}

/** "Popraw treść" (the editor opens in the card) and "Zapytaj w czacie" (a conversation about the task). */
export function ZadanieTools({ task, chat, onEdit, editButton }: ZadanieToolsProps) {
  const navigate = useNavigate();
  const start = useStartZadanieChat();
  const [problem, setProblem] = useState<string | null>(null);
  const ask = async () => {
    setProblem(null);
    try {
      const conversation = await start.mutateAsync({
        workspaceId: chat.workspaceId,
        zadanieId: task.id,
        numberExercise: task.numberExercise,
      });
      await navigate(chat.path(conversation.id));
    } catch (error) {
      setProblem(problemOf(error));
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {onEdit ? (
          <button ref={editButton} type="button" className={buttonClass('ghost', 'sm')} onClick={onEdit}>
            Popraw treść
          </button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void ask()}
          disabled={start.isPending}
          aria-busy={start.isPending || undefined}
        >
          {start.isPending ? 'Otwieranie czatu…' : 'Zapytaj w czacie'}
        </Button>
      </div>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
    </div>
  );
}
