import { ROUTES } from '@kreda/shared/routes';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import type { BotAnswer } from './api/chat-fragments.ts';
import { useGenerateNote } from './api/generate-note.ts';
import { actionProblem } from './chat-errors.ts';

interface AnswerActionsProps {
  answer: BotAnswer;
  conversationId: string;
  /** The buttons appear once the answer is written and did not fail. */
  shown: boolean;
}

/** "Kopiuj odpowiedź" and "Zrób notatkę", then the way to the new note or why it was not made. */
export function AnswerActions({ answer, conversationId, shown }: AnswerActionsProps) {
  const navigate = useNavigate();
  const generateNote = useGenerateNote();
  const [note, setNote] = useState<{ id: string; name: string; workspaceId: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const makingNote = generateNote.isPending;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(answer.content);
      toast.success('Skopiowano');
    } catch {
      toast.error('Nie udało się skopiować. Zaznacz tekst i skopiuj go ręcznie.');
    }
  };

  const makeNote = async () => {
    setProblem(null);
    try {
      const made = await generateNote.mutateAsync({ conversationId, botMessageId: answer.id });
      setNote(made);
      const href = ROUTES.workspaceNote(made.workspaceId, made.id);
      toast.success(`Utworzono notatkę „${made.name}”`, {
        action: { label: 'Otwórz', onClick: () => void navigate(href) },
      });
    } catch (failure) {
      setProblem(actionProblem(failure));
    }
  };

  return (
    <>
      {shown && answer.content.trim() !== '' ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" className="min-h-11" onClick={() => void copy()}>
            Kopiuj odpowiedź
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="min-h-11"
            onClick={() => void makeNote()}
            disabled={makingNote}
            aria-busy={makingNote || undefined}
          >
            {makingNote ? 'Tworzenie notatki…' : 'Zrób notatkę'}
          </Button>
        </div>
      ) : null}
      {note ? (
        <p className="text-sm">
          <Link to={ROUTES.workspaceNote(note.workspaceId, note.id)} className={textLinkClass}>
            Otwórz notatkę „{note.name}”
          </Link>
        </p>
      ) : null}
      {problem ? <FormAlert>{problem}</FormAlert> : null}
    </>
  );
}
