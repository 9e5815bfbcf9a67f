import { ROUTES } from '@kreda/shared/routes';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { toast } from '../../lib/toast.ts';
import type { BotAnswer } from './api/chat-fragments.ts';
import { useGenerateNote } from './api/generate-note.ts';
import { actionProblem } from './chat-errors.ts';

interface AnswerActionsProps {
  answer: BotAnswer;
  conversationId: string;
  /** The workspace the answer's note lives in. */
  slug: string;
  /** The buttons appear once the answer is written and did not fail. */
  shown: boolean;
}

/**
 * "Kopiuj odpowiedź" and "Zrób notatkę" — or "Otwórz notatkę" once the answer has a note (the
 * server names it on the answer, so a reload does not offer a second one) — or why it failed.
 */
export function AnswerActions({ answer, conversationId, slug, shown }: AnswerActionsProps) {
  const navigate = useNavigate();
  const generateNote = useGenerateNote();
  const [problem, setProblem] = useState<string | null>(null);
  const makingNote = generateNote.isPending;
  const noteLink = useRef<HTMLAnchorElement>(null);
  const [focusNote, setFocusNote] = useState(false);
  const noteId = answer.aiNoteId;

  // The button pressed is replaced by the link to the note: the focus moves onto it.
  useEffect(() => {
    if (!focusNote || !noteId) return;
    noteLink.current?.focus();
    setFocusNote(false);
  }, [focusNote, noteId]);

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
      setFocusNote(true);
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
          {noteId ? (
            <Link
              ref={noteLink}
              to={ROUTES.workspaceNote(slug, noteId)}
              className={buttonClass('secondary', 'sm', 'min-h-11')}
            >
              Otwórz notatkę
            </Link>
          ) : (
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
          )}
        </div>
      ) : null}
      {problem ? <FormAlert>{problem}</FormAlert> : null}
    </>
  );
}
