import { formatRelativeDate } from '@kreda/shared/dates';
import { ROUTES } from '@kreda/shared/routes';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { BackIcon } from '../../components/ui/icons.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLiveSync } from '../../lib/use-live-sync.ts';
import { useTutor } from './api/get-tutor.ts';
import { tutorKey } from './api/tutor-cache.ts';
import type { TutorDetail, TutorSession, TutorTopic } from './api/tutor-fragments.ts';
import { findSession, sessionNumber, sessionPhase } from './session-state.ts';
import { SessionNote, SessionStatus } from './session-status.tsx';
import { Missing, TutorQueryView } from './tutor-query-view.tsx';

/** What the session's conversation needs from the chat (composed in app/routes). */
export interface SessionConversationProps {
  conversationId: string;
  /** One-tap replies above the message box ("Wyjaśnij wprost"). */
  quickReplies: readonly { label: string; message: string }[];
  placeholder: string;
  /** The session has ended: the conversation is read-only. */
  closed: boolean;
}

export type SessionConversationSlot = ComponentType<SessionConversationProps>;

/** What the "Wyjaśnij wprost" reply sends; the tutor's brief knows it (apps/server tutors/brief.ts). */
const EXPLAIN_PLAINLY = { label: 'Wyjaśnij wprost', message: 'Wyjaśnij wprost' };
const NONE: SessionConversationProps['quickReplies'] = [];

const BackToTutor = ({ tutorId, name }: { tutorId: string; name: string | undefined }) => (
  <Link
    to={ROUTES.aiTutor(tutorId)}
    className={`${textLinkClass} inline-flex min-h-10 items-center gap-1 self-start`}
  >
    <BackIcon className="size-5" />
    {name ? `Plan nauki: ${name}` : 'Plan nauki'}
  </Link>
);

/**
 * Keeps the session live: the tutor and its topics, and the sessions of this session's topic. The
 * events' documents load after the first paint (the route, with its conversation, is at its budget).
 */
function useLiveSession(tutorId: string, topicId: string | undefined) {
  useLiveSync({
    enabled: tutorId !== '',
    events: {
      key: `tutor-session:${tutorId}:${topicId ?? ''}`,
      load: async () => (await import('./api/tutor-events.ts')).sessionPageEvents(tutorId, topicId),
    },
    refetchOnReconnect: [tutorKey(tutorId)],
  });
}

function SessionView({
  tutor,
  topic,
  session,
  conversation: Conversation,
}: {
  tutor: TutorDetail;
  topic: TutorTopic;
  session: TutorSession;
  conversation: SessionConversationSlot;
}) {
  const teaching = sessionPhase(session) === 'teaching';
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-medium text-ink-muted">
          Temat {topic.order} z {tutor.aiTutorTemat.length} · Sesja {sessionNumber(topic, session)}
        </p>
        <h1 className="text-2xl font-bold break-words text-board-950 sm:text-3xl">{topic.name}</h1>
        <p className="text-sm text-ink-muted">Rozpoczęta: {formatRelativeDate(session.createdAt)}</p>
      </header>
      <SessionStatus tutor={tutor} topic={topic} session={session} />
      <SessionNote session={session} workspaceId={tutor.workspaceId} />
      {session.sessionConversationId ? (
        <Conversation
          conversationId={session.sessionConversationId}
          quickReplies={teaching ? [EXPLAIN_PLAINLY] : NONE}
          placeholder="Napisz odpowiedź albo zapytaj…"
          closed={!teaching}
        />
      ) : (
        <p className="text-ink-muted">Korepetytor jeszcze nie zaczął tej sesji.</p>
      )}
    </div>
  );
}

/**
 * /app/aitutor/:tutorId/:id: one session of a topic — the conversation the tutor leads, hint
 * first, with "Wyjaśnij wprost"; then its quiz and the result that decides the next session.
 * `conversation` comes from the app's route (app/routes): features do not import each other.
 */
export function Component({ conversation }: { conversation: SessionConversationSlot }) {
  const { tutorId = '', id = '' } = useParams();
  const tutor = useTutor(tutorId);
  const found = tutor.data ? findSession(tutor.data, id) : undefined;
  useLiveSession(tutorId, found?.topic.id);
  useDocumentTitle(found ? `${found.topic.name} – sesja` : 'Sesja z korepetytorem');
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-4">
      <BackToTutor tutorId={tutorId} name={tutor.data?.name} />
      <TutorQueryView query={tutor} loading="Wczytywanie sesji…">
        {(data) => {
          const inPlan = findSession(data, id);
          return inPlan ? (
            <SessionView tutor={data} {...inPlan} conversation={conversation} />
          ) : (
            <Missing title="Nie znaleziono sesji" text="Mogła zostać usunięta albo adres jest niepełny." />
          );
        }}
      </TutorQueryView>
    </div>
  );
}
