import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useActionSources } from '../../lib/api/get-action-sources.ts';
import type { SourceChoice } from '../../lib/source-choice.ts';
import { useStartConversation } from './api/start-conversation.ts';
import { CameraIcon } from './chat-icons.tsx';
import { ComposerDock } from './composer-dock.tsx';
import { PupilMessage } from './message-thread.tsx';
import type { ChatTarget } from './outgoing.ts';
import { initialChoice, SourcePicker } from './source-picker.tsx';
import { useDraft, useSender } from './use-sender.ts';

const WORKSPACE_EXAMPLES = [
  'Wyjaśnij mi najważniejsze pojęcia z moich materiałów.',
  'Zrób krótkie podsumowanie tego tematu w punktach.',
  'Zadaj mi 3 pytania sprawdzające z tego tematu.',
];

const SOLVER_EXAMPLES = [
  'Rozwiąż krok po kroku równanie 2x + 3 = 11.',
  'Jak obliczyć pole trójkąta o bokach 3, 4 i 5?',
  'Czym różni się mitoza od mejozy?',
];

function EmptyState({
  solver,
  onExample,
  onCamera,
}: {
  solver: boolean;
  onExample: (text: string) => void;
  onCamera: () => void;
}) {
  const examples = solver ? SOLVER_EXAMPLES : WORKSPACE_EXAMPLES;
  return (
    <section aria-labelledby="chat-empty" className="rounded-2xl border border-board-100 bg-white p-4 sm:p-6">
      <h2 id="chat-empty" className="text-lg font-bold text-board-950">
        {solver ? 'Z czym masz problem?' : 'O co chcesz zapytać?'}
      </h2>
      <p className="mt-2 text-ink-muted">
        {solver
          ? 'Zrób zdjęcie zadania albo przepisz jego treść. Kreda wyjaśni rozwiązanie krok po kroku, ze wzorami – tak, żebyś umiał(a) zrobić następne samodzielnie.'
          : 'Pytaj o wszystko z tego przedmiotu. Gdy zaznaczysz materiały, Kreda oprze na nich odpowiedź i pokaże numerami [1], [2], skąd wzięła informacje.'}
      </p>
      {solver ? (
        <Button size="lg" className="mt-4 w-full sm:w-auto" onClick={onCamera}>
          <CameraIcon />
          Zrób zdjęcie zadania
        </Button>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold text-board-900">Na przykład:</h3>
      <ul className="mt-2 flex flex-col gap-2">
        {examples.map((example) => (
          <li key={example}>
            <button
              type="button"
              onClick={() => onExample(example)}
              className="min-h-11 w-full rounded-xl border border-board-200 bg-board-50 px-3 py-2 text-left text-board-900 hover:bg-board-100"
            >
              {example}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface NewConversationProps {
  target: ChatTarget;
}

/** A conversation not started yet: the materials to use (in a workspace), examples and the composer. */
export function NewConversation({ target }: NewConversationProps) {
  const start = useStartConversation();
  const navigate = useNavigate();
  const solver = target.kind === 'solver';
  const workspaceId = target.kind === 'workspace' ? target.workspaceId : '';
  const sources = useActionSources(workspaceId, 'CONVERSATION', !solver);
  // Until the pupil ticks or unticks something, the choice follows the server's (a material read
  // meanwhile joins it); their own choice then stays as they made it.
  const [picked, setPicked] = useState<SourceChoice[] | null>(null);
  const chosen = picked ?? (sources.data ? initialChoice(sources.data) : null);
  const draft = useDraft();
  const sender = useSender();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const camera = useRef<HTMLInputElement>(null);

  const onSend = async () => {
    const outgoing = { message: draft.text.trim(), files: draft.files };
    const conversation = await sender.run(outgoing, (options) =>
      start.mutateAsync({ target, outgoing, sources: chosen ?? [], ...options }),
    );
    if (!conversation) return;
    draft.reset();
    void navigate({ search: `?c=${encodeURIComponent(conversation.id)}` }, { state: { focus: 'composer' } });
  };

  // The message on its way replaces the examples: it is shown above the composer, not under it.
  const pending = useRef<HTMLDivElement>(null);
  const sending = !!sender.pending;
  useEffect(() => {
    if (sending) pending.current?.scrollIntoView?.({ block: 'nearest' });
  }, [sending]);

  return (
    <div className="flex min-w-0 flex-col gap-4">
      {/* Scrolled into view or focused, nothing here stays under the top bar or the composer. */}
      <div className="flex min-w-0 flex-col gap-4 **:scroll-mt-20 **:scroll-mb-(--chat-dock-space)">
        {solver ? null : (
          <SourcePicker
            workspaceId={workspaceId}
            sources={sources.data}
            loading={sources.isPending}
            error={sources.isError ? sources.error.message : null}
            chosen={chosen ?? []}
            onChange={setPicked}
          />
        )}
        {sender.pending ? (
          <div ref={pending} className="flex flex-col gap-2" data-pending="true">
            <PupilMessage
              message={sender.pending.message}
              files={[]}
              sendingFiles={sender.pending.fileNames}
            />
            <p className="text-sm text-ink-muted">Wysyłanie…</p>
          </div>
        ) : (
          <EmptyState
            solver={solver}
            onExample={(text) => {
              draft.setText(text);
              textarea.current?.focus();
            }}
            onCamera={() => camera.current?.click()}
          />
        )}
      </div>
      <ComposerDock
        draft={draft}
        sender={sender}
        onSend={() => void onSend()}
        answering={false}
        cameraRef={camera}
        textareaRef={textarea}
        placeholder={solver ? 'Przepisz treść zadania albo zadaj pytanie…' : 'Zadaj pytanie…'}
      />
    </div>
  );
}
