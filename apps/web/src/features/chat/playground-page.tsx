import { useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ChatView } from './chat-view.tsx';

/** /workspace/{slug}/playground: the workspace's chat, grounded in the materials the pupil picks. */
export function Component() {
  const { slug = '' } = useParams();
  useDocumentTitle('Czat');
  return (
    <ChatView
      key={slug}
      workspaceId={slug}
      target={{ kind: 'workspace', workspaceId: slug }}
      title="Czat"
      intro="Pytaj o ten przedmiot. Kreda odpowiada na podstawie wybranych materiałów i pokazuje, skąd wzięła informacje."
    />
  );
}
