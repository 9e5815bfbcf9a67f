import { formatRelativeDate } from '@kreda/shared/dates';
import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import type { TutorTopic } from './api/tutor-fragments.ts';
import { sessionDisplay } from './session-state.ts';
import { StartSession } from './start-session.tsx';

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
