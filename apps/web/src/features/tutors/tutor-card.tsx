import { formatRelativeDate } from '@kreda/shared/dates';
import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import type { TutorSummary } from './api/tutor-fragments.ts';
import { DeleteTutor } from './delete-tutor.tsx';
import { SubjectIcon } from './subject-icon.tsx';
import { isTutorWorking, readyCount, subjectName, topicCount, tutorStateLabel } from './tutor-state.ts';

/** What the card says of the tutor's state: working, ready, or why it failed. */
function TutorStateLine({ tutor }: { tutor: TutorSummary }) {
  const topics = tutor.aiTutorTemat;
  if (tutor.state === 'INITIAL_FAILED')
    return (
      <p className="text-sm text-red-800">
        <span className="font-semibold">{tutorStateLabel(tutor.state)}.</span> {tutor.error ?? ''}
      </p>
    );
  const facts = [
    tutorStateLabel(tutor.state),
    topics.length > 0 ? topicCount(topics.length) : null,
    isTutorWorking(tutor.state) && topics.length > 0 ? `gotowe: ${readyCount(topics)}` : null,
  ].filter(Boolean);
  return <p className="text-sm text-board-900">{facts.join(' · ')}</p>;
}

/** One tutor in the list: its name opens its page; the subject, state, progress and "Usuń". */
export function TutorCard({ tutor }: { tutor: TutorSummary }) {
  return (
    <article
      aria-labelledby={`tutor-${tutor.id}`}
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-board-50 text-board-700">
          <SubjectIcon subject={tutor.przedmiot} />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={`tutor-${tutor.id}`} className="text-lg font-bold break-words text-board-950">
            <Link
              to={ROUTES.aiTutor(tutor.id)}
              className="inline-flex min-h-10 items-center underline-offset-2 hover:underline"
            >
              {tutor.name}
            </Link>
          </h3>
          <p className="text-sm text-ink-muted">
            {subjectName(tutor.przedmiot)} · {formatRelativeDate(tutor.createdAt)}
          </p>
        </div>
      </div>
      <TutorStateLine tutor={tutor} />
      {tutor.state === 'INITIAL_FAILED' ? null : (
        <ProgressBar label="Postęp nauki" value={tutor.progress} valueText={`${tutor.progress}%`} />
      )}
      <div className="flex justify-end">
        <DeleteTutor tutor={tutor} />
      </div>
    </article>
  );
}
