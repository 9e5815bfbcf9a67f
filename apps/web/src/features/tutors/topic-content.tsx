import { Markdown } from '../../components/markdown/lazy-markdown.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useTopicData } from './api/get-topic-data.ts';

/**
 * A ready topic's content (Markdown with LaTeX) and its exercises' questions, read when the pupil
 * opens the topic. Its own chunk (the tutor's page loads it lazily with the Markdown renderer).
 */
export default function TopicContent({ topicId }: { topicId: string }) {
  const data = useTopicData(topicId);
  if (data.isPending) return <Spinner label="Wczytywanie treści tematu…" className="py-2" />;
  if (data.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-red-800">
        <p>{data.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void data.refetch()} disabled={data.isFetching}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  const { content, exercises } = data.data;
  return (
    <div className="flex min-w-0 flex-col gap-5">
      {content ? (
        <div className="min-w-0 overflow-x-auto">
          <Markdown content={content} />
        </div>
      ) : (
        <p className="text-ink-muted">Treść tego tematu jeszcze powstaje.</p>
      )}
      {exercises.length > 0 ? (
        <section aria-label="Zadania do przećwiczenia" className="flex flex-col gap-2">
          <h4 className="font-bold text-board-950">Zadania do przećwiczenia</h4>
          <p className="text-sm text-ink-muted">Rozwiążesz je z korepetytorem w sesji.</p>
          <ol className="flex list-decimal flex-col gap-2 pl-6">
            {exercises.map((exercise, index) => (
              // The questions are fixed once written: their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={index} className="min-w-0 pl-1">
                <Markdown content={exercise} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
