import { Markdown } from '../../components/markdown/lazy-markdown.tsx';
import type { ChatMessage } from './api/chat-fragments.ts';

/**
 * The task a message asks about (a conversation started from a test's task): "Zadanie 5" that
 * opens to its text with the math, so the thread stays short while the task is one tap away.
 */
export function ZadanieCall({ task }: { task: ChatMessage['zadanieCall'] }) {
  if (!task) return null;
  return (
    <details className="group min-w-0 rounded-xl border border-board-200 bg-white text-board-950">
      <summary className="flex min-h-10 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-3 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-board-950 [&::-webkit-details-marker]:hidden">
        <span>Zadanie {task.numberExercise}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5 shrink-0 text-ink-muted motion-safe:transition-transform group-open:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="m5 8 5 5 5-5" />
        </svg>
      </summary>
      <div className="min-w-0 border-t border-board-100 px-3 py-2 break-words">
        <Markdown content={task.question} />
      </div>
    </details>
  );
}
