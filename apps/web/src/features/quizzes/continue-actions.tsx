import { ROUTES } from '@kreda/shared/routes';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { formAlertMessage, serverFormErrors } from '../../lib/form-errors.ts';
import { useGenerateMistakesNote } from './api/generate-mistakes-note.ts';
import { useGenerateQuizContinue } from './api/generate-quiz-continue.ts';
import { useStartQuizChat } from './api/start-quiz-chat.ts';

type Action = 'next' | 'mistakes' | 'note' | 'chat';

/** What a refusal says: a field's own message rather than the generic "Nieprawidłowe dane.". */
const problemOf = (error: unknown) => formAlertMessage(serverFormErrors(error)) ?? '';

interface ContinueActionsProps {
  slug: string;
  quizFlowId: string;
  quizResultId: string;
  /** Some answer lost points: "Powtórz błędy" has something to repeat. */
  hasMistakes: boolean;
}

/**
 * "Kolejny quiz" and "Powtórz błędy" (a new quiz of the same flow, whose page opens at once),
 * "Zrób notatkę z błędów" (a note explaining the mistakes, opened when written) and "Zapytaj w
 * czacie" (a conversation grounded in this attempt, opened at once).
 */
export function ContinueActions({ slug, quizFlowId, quizResultId, hasMistakes }: ContinueActionsProps) {
  const navigate = useNavigate();
  const generate = useGenerateQuizContinue();
  const note = useGenerateMistakesNote();
  const chat = useStartQuizChat();
  const [running, setRunning] = useState<Action | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (action: Action) => {
    setRunning(action);
    setProblem(null);
    try {
      if (action === 'chat') {
        const started = await chat.mutateAsync({ workspaceId: slug, quizResultId });
        await navigate(`${ROUTES.workspacePlayground(slug)}?c=${encodeURIComponent(started.id)}`);
        return;
      }
      if (action === 'note') {
        const made = await note.mutateAsync(quizResultId);
        await navigate(ROUTES.workspaceNote(slug, made.id));
        return;
      }
      const answer = await generate.mutateAsync({
        quizFlowId,
        ...(action === 'mistakes' ? { quizResultId } : {}),
      });
      if (answer.__typename === 'ExecutionError') setProblem(answer.message);
      else await navigate(ROUTES.workspaceQuiz(slug, answer.id));
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setRunning(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          onClick={() => void run('next')}
          disabled={running !== null}
          aria-busy={running === 'next' || undefined}
        >
          {running === 'next' ? 'Zamawianie quizu…' : 'Kolejny quiz'}
        </Button>
        {hasMistakes ? (
          <Button
            variant="secondary"
            onClick={() => void run('mistakes')}
            disabled={running !== null}
            aria-busy={running === 'mistakes' || undefined}
          >
            {running === 'mistakes' ? 'Zamawianie quizu…' : 'Powtórz błędy'}
          </Button>
        ) : null}
        {hasMistakes ? (
          <Button
            variant="secondary"
            onClick={() => void run('note')}
            disabled={running !== null}
            aria-busy={running === 'note' || undefined}
          >
            {running === 'note' ? 'AI pisze notatkę…' : 'Zrób notatkę z błędów'}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => void run('chat')}
          disabled={running !== null}
          aria-busy={running === 'chat' || undefined}
        >
          {running === 'chat' ? 'Otwieranie czatu…' : 'Zapytaj w czacie'}
        </Button>
        <Link to={ROUTES.workspaceQuizzes(slug)} className={buttonClass('ghost')}>
          Wszystkie quizy
        </Link>
      </div>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
    </div>
  );
}
