import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ActionAlert, useAction } from './action-alert.tsx';
import type { TutorDetail, TutorSession, TutorTopic } from './api/tutor-fragments.ts';
import { useFinishSession, useSessionNote } from './api/tutor-sessions.ts';
import { MASTERY_PERCENT, sessionPhase } from './session-state.ts';
import { StartSession } from './start-session.tsx';

const boxClass = 'flex flex-col items-start gap-3 rounded-2xl border p-4 sm:p-5';

/** "Zakończ sesję i zrób quiz" while teaching; "Spróbuj ponownie" after a quiz that failed. */
function FinishAction({
  tutorId,
  session,
  retry,
}: {
  tutorId: string;
  session: TutorSession;
  retry: boolean;
}) {
  const finish = useFinishSession(tutorId);
  const { problem, run } = useAction();
  return (
    <>
      <Button
        variant={retry ? 'secondary' : 'primary'}
        onClick={() => void run(() => finish.mutateAsync(session.id), 'Nie udało się zamówić quizu.')}
        disabled={finish.isPending}
        aria-busy={finish.isPending || undefined}
      >
        {finish.isPending ? 'Zamawianie quizu…' : retry ? 'Spróbuj ponownie' : 'Zakończ sesję i zrób quiz'}
      </Button>
      <ActionAlert problem={problem} className="self-stretch" />
    </>
  );
}

/** "Notatka z sesji": an AI note from the conversation, then a link to it. */
export function SessionNote({ session, workspaceId }: { session: TutorSession; workspaceId: string }) {
  const note = useSessionNote();
  const { problem, run } = useAction();
  if (!session.sessionConversationStarted) return null;
  if (note.data)
    return (
      <p role="status" className="text-sm">
        Notatka gotowa:{' '}
        <Link to={ROUTES.workspaceNote(workspaceId, note.data.id)} className="font-medium underline">
          {note.data.name}
        </Link>
      </p>
    );
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="secondary"
        size="sm"
        className="min-h-10"
        onClick={() => void run(() => note.mutateAsync(session.id), 'Nie udało się zrobić notatki.')}
        disabled={note.isPending}
        aria-busy={note.isPending || undefined}
      >
        {note.isPending ? 'Piszę notatkę z sesji…' : 'Notatka z sesji'}
      </Button>
      <ActionAlert problem={problem} />
    </div>
  );
}

/** The finished session: the quiz's score, what it means for the topic, and what comes next. */
function Finished({
  tutor,
  topic,
  session,
}: {
  tutor: TutorDetail;
  topic: TutorTopic;
  session: TutorSession;
}) {
  const score = session.scorePercent ?? 0;
  const passed = score >= MASTERY_PERCENT;
  return (
    <section aria-labelledby="session-result" className={`${boxClass} border-board-100 bg-white`}>
      <h2 id="session-result" className="text-lg font-bold text-board-950">
        Wynik quizu: {score}%
      </h2>
      <p>
        {passed
          ? 'Temat opanowany – możesz przejść do następnego tematu albo go powtórzyć.'
          : `Do opanowania tematu brakuje jeszcze trochę (potrzeba ${MASTERY_PERCENT}%). Następna sesja zacznie od pytań, które poszły źle.`}
      </p>
      <div className="flex flex-wrap gap-2">
        <StartSession tutorId={tutor.id} topic={topic} openLabel="Przejdź do następnej sesji" />
        {session.testSessionQuizId && session.sessionQuizId ? (
          <Link
            to={ROUTES.workspaceQuizResult(
              tutor.workspaceId,
              session.testSessionQuizId,
              session.sessionQuizId,
            )}
            className={buttonClass('secondary', 'md')}
          >
            Zobacz odpowiedzi z quizu
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** Where the session stands and what the pupil can do next: end it, solve its quiz, go on. */
export function SessionStatus({
  tutor,
  topic,
  session,
}: {
  tutor: TutorDetail;
  topic: TutorTopic;
  session: TutorSession;
}) {
  const phase = sessionPhase(session);
  if (phase === 'finished') return <Finished tutor={tutor} topic={topic} session={session} />;
  if (phase === 'teaching')
    return (
      <section aria-label="Koniec sesji" className={`${boxClass} border-board-100 bg-white`}>
        <p className="text-ink">
          Korepetytor najpierw pyta i podpowiada, zamiast podawać wyniki. Gdy poczujesz, że rozumiesz temat,
          zakończ sesję – sprawdzisz się w krótkim quizie, a jego wynik zdecyduje o następnej sesji.
        </p>
        <FinishAction tutorId={tutor.id} session={session} retry={false} />
      </section>
    );
  if (phase === 'quiz-failed')
    return (
      <section aria-labelledby="quiz-failed" className={`${boxClass} border-red-200 bg-red-50 text-red-900`}>
        <h2 id="quiz-failed" className="text-lg font-bold">
          Nie udało się przygotować quizu
        </h2>
        <p role="alert">{session.testSessionQuiz?.error ?? 'Spróbuj ponownie za chwilę.'}</p>
        <FinishAction tutorId={tutor.id} session={session} retry />
      </section>
    );
  if (phase === 'quiz-writing')
    return (
      <section aria-label="Quiz sesji" aria-live="polite" className={`${boxClass} border-board-100 bg-white`}>
        <Spinner label="Przygotowuję quiz z tej sesji…" />
        <p className="text-sm text-ink-muted">Zwykle trwa to kilkanaście sekund.</p>
      </section>
    );
  return (
    <section aria-labelledby="quiz-ready" className={`${boxClass} border-board-100 bg-white`}>
      <h2 id="quiz-ready" className="text-lg font-bold text-board-950">
        Quiz gotowy do rozwiązania
      </h2>
      <p>
        Kilka pytań o tym, czego uczyliście się w tej sesji. Wynik zobaczysz od razu po ostatniej odpowiedzi.
      </p>
      {session.testSessionQuizId ? (
        <Link
          to={ROUTES.workspaceQuiz(tutor.workspaceId, session.testSessionQuizId)}
          className={buttonClass('primary', 'md')}
        >
          Rozwiąż quiz
        </Link>
      ) : null}
    </section>
  );
}
