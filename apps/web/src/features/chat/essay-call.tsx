import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { EssayIcon } from '../../components/ui/icons.tsx';
import { type EssayReviewState, essayFormPath } from '../../lib/essay-links.ts';
import type { ChatMessage } from './api/chat-fragments.ts';

/**
 * A message that asks for an essay or for an essay's review opens the essay tool with the form
 * filled in: the topic in the address, a pasted essay in the history entry (it can be long).
 */
export function EssayCall({
  message,
}: {
  message: Pick<ChatMessage, 'rozprawkaCall' | 'rozprawkaReviewCall'>;
}) {
  const { rozprawkaCall: write, rozprawkaReviewCall: review } = message;
  if (!write && !review) return null;
  const linkClass = buttonClass('secondary', 'md', 'max-w-full text-left');
  return (
    <div className="ml-auto flex max-w-[88%] min-w-0 flex-col items-end gap-2 sm:max-w-[80%]">
      {write ? (
        <Link to={essayFormPath('rozprawka', write.temat)} className={linkClass}>
          <EssayIcon className="size-5 shrink-0" />
          <span className="min-w-0 break-words">Napisz rozprawkę: „{write.temat}”</span>
        </Link>
      ) : null}
      {review ? (
        <Link
          to={essayFormPath('ocena', review.temat)}
          state={{ content: review.content ?? undefined } satisfies EssayReviewState}
          className={linkClass}
        >
          <EssayIcon className="size-5 shrink-0" />
          Oceń rozprawkę
        </Link>
      ) : null}
    </div>
  );
}
