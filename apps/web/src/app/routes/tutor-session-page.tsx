import { ConversationPane } from '../../features/chat/conversation-pane.tsx';
import {
  type SessionConversationProps,
  Component as SessionPage,
} from '../../features/tutors/session-page.tsx';

function SessionConversation({ conversationId, ...lead }: SessionConversationProps) {
  return (
    <ConversationPane
      key={conversationId}
      conversationId={conversationId}
      solver={false}
      focusOnOpen={null}
      lead={lead}
    />
  );
}

/**
 * One tutor session (/app/aitutor/{tutorId}/{id}): the tutors' session page with the chat's
 * conversation, led by the tutor. Composed here, as features do not import each other.
 */
export function Component() {
  return <SessionPage conversation={SessionConversation} />;
}
