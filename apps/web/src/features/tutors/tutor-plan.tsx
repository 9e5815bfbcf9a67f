import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { TutorDetail, TutorTopic } from './api/tutor-fragments.ts';
import { TopicSessions } from './topic-sessions.tsx';
import { isPlanPending, topicPhase } from './tutor-state.ts';

// The Markdown renderer (and what it loads: the worker, KaTeX's stylesheet) comes with the first
// opened topic, not with the page.
const TopicContent = lazy(() => import('./topic-content.tsx'));

/** One topic of the plan: its state while written, or "Pokaż treść" once ready. */
function TopicItem({ tutorId, topic }: { tutorId: string; topic: TutorTopic }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const headingId = useId();
  const phase = topicPhase(topic);
  const subchapter = topic.podrSubchapter;
  return (
    <li className="min-w-0">
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-2 rounded-2xl border border-board-100 bg-white p-4 sm:p-5"
      >
        <h3 id={headingId} className="text-lg font-bold break-words text-board-950">
          {topic.order}. {topic.name}
        </h3>
        {topic.mastered ? (
          <p className="self-start rounded-full bg-green-50 px-3 py-1 text-sm font-medium text-green-800">
            Opanowany
          </p>
        ) : null}
        {subchapter ? (
          <p className="text-sm text-ink-muted">
            Podrozdział {subchapter.number} {subchapter.name}
          </p>
        ) : null}
        <p className="break-words text-ink">{topic.description}</p>
        {phase === 'pending' ? <Spinner label="Przygotowuję treść…" className="py-1" /> : null}
        {phase === 'failed' ? (
          <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            Nie udało się przygotować treści tego tematu. {topic.error ?? ''}
          </p>
        ) : null}
        {phase === 'ready' ? (
          <div className="flex flex-col gap-3">
            <TopicSessions tutorId={tutorId} topic={topic} />
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              aria-expanded={open}
              aria-controls={contentId}
              onClick={() => setOpen((shown) => !shown)}
            >
              {open ? 'Ukryj treść' : 'Pokaż treść'}
            </Button>
            <div id={contentId} hidden={!open} className="min-w-0 border-t border-board-100 pt-3">
              {open ? (
                <Suspense fallback={<Spinner label="Wczytywanie treści tematu…" className="py-2" />}>
                  <TopicContent topicId={topic.id} />
                </Suspense>
              ) : null}
            </div>
          </div>
        ) : null}
      </article>
    </li>
  );
}

/** The plan: its topics in order as they are written, or what the pupil waits for. */
export function TutorPlan({ tutor }: { tutor: TutorDetail }) {
  const topics = tutor.aiTutorTemat;
  return (
    <section aria-labelledby="tutor-plan" className="flex flex-col gap-3">
      <h2 id="tutor-plan" className="text-xl font-bold text-board-950">
        Plan nauki
      </h2>
      {topics.length === 0 && isPlanPending(tutor.state) ? (
        <p className="text-ink-muted">Tematy planu pojawią się tutaj, gdy tylko korepetytor je ułoży.</p>
      ) : null}
      {topics.length === 0 && tutor.state === 'INITIAL_FAILED' ? (
        <p className="text-ink-muted">Ten korepetytor nie ma planu.</p>
      ) : null}
      {topics.length > 0 ? (
        <ol className="flex flex-col gap-3">
          {topics.map((topic) => (
            <TopicItem key={topic.id} tutorId={tutor.id} topic={topic} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}
