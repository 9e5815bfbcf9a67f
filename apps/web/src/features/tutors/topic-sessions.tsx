import { formatRelativeDate } from '@kreda/shared/dates';
import { ROUTES } from '@kreda/shared/routes';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { ActionAlert, useAction } from './action-alert.tsx';
import type { TutorTopic } from './api/tutor-fragments.ts';
import { useContinueTutoring } from './api/tutor-sessions.ts';
import { sessionDisplay, topicAction } from './session-state.ts';

/**
 * The topic's way into learning: the session in progress (`openLabel`), or a new one — the tutor
 * writes its first message before the session's page opens.
 */
export function StartSession({
  tutorId,
  topic,
  openLabel,
}: {
  tutorId: string;
  topic: TutorTopic;
  openLabel: string;
}) {
  const navigate = useNavigate();
  const start = useContinueTutoring(tutorId);
  const { problem, run } = useAction();
  const action = topicAction(topic);
  if (action.kind === 'open')
    return (
      <Link
        to={ROUTES.aiTutorSession(tutorId, action.session.id)}
        className={`${buttonClass('primary', 'md')} self-start`}
      >
        {openLabel}
      </Link>
    );
  const begin = async () => {
    const session = await start.mutateAsync(topic.id);
    await navigate(ROUTES.aiTutorSession(tutorId, session.id));
  };
  return (
    <>
      <Button
        className="self-start"
        onClick={() => void run(begin, 'Nie udało się zacząć sesji.')}
        disabled={start.isPending}
        aria-busy={start.isPending || undefined}
      >
        {start.isPending ? 'Korepetytor zaczyna sesję…' : action.label}
      </Button>
      <ActionAlert problem={problem} className="self-stretch" />
    </>
  );
}

/** A ready topic's sessions (each by spec point 4's display rule) and the way into the next. */
export function TopicSessions({ tutorId, topic }: { tutorId: string; topic: TutorTopic }) {
  return (
    <div className="flex flex-col gap-3">
      {topic.sessions.length > 0 ? (
        <ol aria-label={`Sesje tematu ${topic.name}`} className="flex flex-col gap-1">
          {topic.sessions.map((session, index) => {
            const display = sessionDisplay(session);
            return (
              <li key={session.id}>
                <Link
                  to={ROUTES.aiTutorSession(tutorId, session.id)}
                  className={`${textLinkClass} inline-flex min-h-10 flex-wrap items-center gap-x-2`}
                >
                  <span>Sesja {index + 1}</span>
                  <span className="text-sm font-normal text-ink-muted">
                    {display.label} · {formatRelativeDate(session.createdAt)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      ) : null}
      <StartSession tutorId={tutorId} topic={topic} openLabel="Wróć do sesji" />
    </div>
  );
}
