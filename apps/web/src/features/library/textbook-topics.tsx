import type { Level, Subject } from '@kreda/shared/enums';
import { Markdown } from '../../components/markdown/lazy-markdown.tsx';
import { useTextbookTopics } from './api/get-textbook-topics.ts';

/**
 * The curriculum topics learnt from this textbook (linked by an admin), each with its description.
 * Nothing at all while they load, when there are none, or when they cannot be read: the table of
 * contents below is the page's content, this list only adds to it.
 */
export function TextbookTopics({ book }: { book: { id: string; przedmiot: Subject; poziom: Level } }) {
  const topics = useTextbookTopics(book);
  if (!topics.data?.length) return null;
  return (
    <section aria-labelledby="tematy-podrecznika" className="flex flex-col gap-3">
      <h2 id="tematy-podrecznika" className="text-2xl font-bold text-board-950">
        Tematy z podstawy programowej
      </h2>
      <ul className="flex flex-col gap-3">
        {topics.data.map((topic) => (
          <li key={topic.id} className="rounded-2xl border border-board-100 bg-white p-4">
            <h3 className="text-lg font-semibold break-words text-board-950">{topic.temat}</h3>
            {topic.content ? (
              <div className="mt-2">
                <Markdown content={topic.content} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
