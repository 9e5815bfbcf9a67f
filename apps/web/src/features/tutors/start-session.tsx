import { ROUTES } from '@kreda/shared/routes';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { ActionAlert, useAction } from './action-alert.tsx';
import type { TutorTopic } from './api/tutor-fragments.ts';
import { useContinueTutoring } from './api/tutor-sessions.ts';
import { topicAction } from './session-state.ts';

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
