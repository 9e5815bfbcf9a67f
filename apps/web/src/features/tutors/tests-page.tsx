import { formatRelativeDate } from '@kreda/shared/dates';
import { ROUTES } from '@kreda/shared/routes';
import { Link, useParams } from 'react-router';
import { BackIcon } from '../../components/ui/icons.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useTutor } from './api/get-tutor.ts';
import type { TutorDetail, TutorSession, TutorTopic } from './api/tutor-fragments.ts';
import { useLiveTutor } from './api/use-live-tutors.ts';
import { MASTERY_PERCENT, sessionDisplay } from './session-state.ts';
import { TutorQueryView } from './tutor-query-view.tsx';

/** Sessions that ordered a quiz, with their topic and number, newest first. */
function sessionQuizzes(tutor: TutorDetail) {
  return tutor.aiTutorTemat
    .flatMap((topic) => topic.sessions.map((session, index) => ({ topic, session, number: index + 1 })))
    .filter(({ session }) => session.testSessionQuizId)
    .sort((a, b) => Date.parse(b.session.createdAt) - Date.parse(a.session.createdAt));
}

/** Where the pupil goes from one quiz: its answers once solved, the quiz itself before. */
function quizLink(tutor: TutorDetail, session: TutorSession): string {
  const quizId = session.testSessionQuizId ?? '';
  return session.sessionQuizId && session.state === 'FINISHED'
    ? ROUTES.workspaceQuizResult(tutor.workspaceId, quizId, session.sessionQuizId)
    : ROUTES.aiTutorSession(tutor.id, session.id);
}

function QuizRow({
  tutor,
  topic,
  session,
  number,
}: {
  tutor: TutorDetail;
  topic: TutorTopic;
  session: TutorSession;
  number: number;
}) {
  const score = session.state === 'FINISHED' ? session.scorePercent : null;
  return (
    <li className="flex flex-col gap-1 rounded-2xl border border-board-100 bg-white p-4">
      <p className="text-sm text-ink-muted">
        Temat {topic.order} · Sesja {number} · {formatRelativeDate(session.createdAt)}
      </p>
      <Link to={quizLink(tutor, session)} className={`${textLinkClass} break-words`}>
        {topic.name}
      </Link>
      {score !== null ? (
        <p className="font-semibold text-board-950">
          Wynik: {score}%{' '}
          <span className="font-normal text-ink-muted">
            {score >= MASTERY_PERCENT ? '– temat opanowany' : '– do powtórki'}
          </span>
        </p>
      ) : (
        <p className="text-ink-muted">{sessionDisplay(session).label}</p>
      )}
    </li>
  );
}

function TestsView({ tutor }: { tutor: TutorDetail }) {
  const quizzes = sessionQuizzes(tutor);
  const scores = quizzes.flatMap(({ session }) =>
    session.state === 'FINISHED' && session.scorePercent !== null ? [session.scorePercent] : [],
  );
  const average = scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold break-words text-board-950 sm:text-3xl">Quizy z sesji</h1>
        <p className="mt-1 text-ink-muted">
          {tutor.name}: każda sesja kończy się quizem, a jego wynik decyduje o następnej.
          {average !== null ? ` Średni wynik: ${average}%.` : ''}
        </p>
      </div>
      {quizzes.length === 0 ? (
        <p className="text-ink-muted">
          Nie ma jeszcze żadnego quizu. Zacznij sesję z tematu w{' '}
          <Link to={ROUTES.aiTutor(tutor.id)} className={textLinkClass}>
            planie nauki
          </Link>{' '}
          i zakończ ją quizem.
        </p>
      ) : (
        <ol aria-label="Quizy z sesji" className="flex flex-col gap-3">
          {quizzes.map((entry) => (
            <QuizRow key={entry.session.id} tutor={tutor} {...entry} />
          ))}
        </ol>
      )}
    </div>
  );
}

/** /app/aitutor/:tutorId/tests: the tutor's session quizzes and their scores. */
export function Component() {
  const { tutorId = '' } = useParams();
  const tutor = useTutor(tutorId);
  useLiveTutor(tutorId);
  useDocumentTitle(tutor.data ? `Quizy z sesji – ${tutor.data.name}` : 'Quizy z sesji');
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-4">
      <Link
        to={ROUTES.aiTutor(tutorId)}
        className={`${textLinkClass} inline-flex min-h-10 items-center gap-1 self-start`}
      >
        <BackIcon className="size-5" />
        Plan nauki
      </Link>
      <TutorQueryView query={tutor} loading="Wczytywanie quizów…">
        {(data) => <TestsView tutor={data} />}
      </TutorQueryView>
    </div>
  );
}
