import { useEffect, useRef, useState } from 'react';
import { isOfflineError } from '../../lib/connection.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { useHeldSend } from '../../lib/use-held-send.ts';
import { useValidateExercise } from './api/validate-exercise.ts';
import type { WordBaseSession } from './api/wordbase-fragments.ts';

/** Where a resumed session starts: the first exercise without an answer. */
function firstOpen(session: WordBaseSession): number {
  const index = session.exercises.findIndex((exercise) => !exercise.answered);
  return index === -1 ? 0 : index;
}

const OFFLINE_CHECK =
  'Brak połączenia z internetem. Twoja odpowiedź zostaje — wyślemy ją, gdy połączenie wróci.';
const OFFLINE_HELD =
  'Brak połączenia z internetem. Twoja odpowiedź zostaje — wyślij ją, gdy połączenie wróci.';

/**
 * An exercise session: the exercise shown, drafts, checking an answer (the verdict stays shown
 * and takes focus), moving on, and the summary once every exercise has its answer.
 */
export function useExercises(session: WordBaseSession) {
  const validate = useValidateExercise(session.wordBaseId);
  const { exercises } = session;
  const allAnswered = exercises.length > 0 && exercises.every((exercise) => exercise.answered);
  const [index, setIndex] = useState(() => firstOpen(session));
  const [summary, setSummary] = useState(allAnswered);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const verdict = useRef<HTMLHeadingElement>(null);
  const focus = useRef<'heading' | 'verdict' | null>(null);
  const exercise = exercises[index];

  // After the render that shows the next exercise or the verdict.
  useEffect(() => {
    if (focus.current === 'heading') {
      focus.current = null;
      heading.current?.focus();
    } else if (focus.current === 'verdict' && verdict.current) {
      focus.current = null;
      verdict.current.focus();
    }
  });

  // An answer that could not leave offline is checked once when the connection is back, while its
  // exercise is still shown without a verdict (the request never reached the server).
  const held = useHeldSend<string>((exerciseId) => {
    if (exercise?.id === exerciseId && !exercise.answered) void check(true);
    else setProblem(null);
  });

  const check = async (retry = false) => {
    if (!exercise || validate.isPending) return;
    const answer = (drafts[exercise.id] ?? '').trim();
    if (!answer) {
      setProblem(
        exercise.kind === 'FORMA' && exercise.options.length > 0
          ? 'Wybierz jedną z odpowiedzi.'
          : 'Wpisz odpowiedź.',
      );
      return;
    }
    setProblem(null);
    try {
      await validate.mutateAsync({ sessionId: session.id, exerciseId: exercise.id, answer });
      focus.current = 'verdict';
    } catch (error) {
      if (isOfflineError(error)) {
        setProblem(retry ? OFFLINE_HELD : OFFLINE_CHECK);
        if (!retry) held.hold(exercise.id);
      } else setProblem(serverFormErrors(error).message);
    }
  };

  const goTo = (next: number) => {
    setProblem(null);
    focus.current = 'heading';
    setIndex(next);
  };

  return {
    exercise,
    index,
    total: exercises.length,
    answeredCount: exercises.filter((entry) => entry.answered).length,
    allAnswered,
    summary,
    showSummary: () => setSummary(true),
    draft: exercise ? (drafts[exercise.id] ?? '') : '',
    setDraft: (value: string) => {
      if (exercise) setDrafts((all) => ({ ...all, [exercise.id]: value }));
      setProblem(null);
    },
    check: () => void check(),
    checking: validate.isPending,
    problem,
    goTo,
    heading,
    verdict,
  };
}
