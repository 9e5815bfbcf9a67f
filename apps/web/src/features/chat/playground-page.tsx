import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ChatView } from './chat-view.tsx';
import { prefetchChat } from './prefetch-chat.ts';

export function prefetch(queryClient: QueryClient, { params, request }: LoaderFunctionArgs): Promise<void> {
  return prefetchChat(queryClient, params.slug ?? '', request);
}

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
