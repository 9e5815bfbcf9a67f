import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSession } from './api/get-session.ts';

export { prefetchSessionPage as prefetch } from './api/get-session.ts';

import { useWordBase } from './api/get-wordbase.ts';
import type { WordBaseSession } from './api/wordbase-fragments.ts';
import { ExerciseCard } from './exercise-card.tsx';
import { ExerciseSummary } from './exercise-summary.tsx';
import { SessionFrame } from './session-frame.tsx';
import { useExercises } from './use-exercises.ts';
import { wordBasePaths } from './wordbase-routes.ts';

function Exercises({ session, slug }: { session: WordBaseSession; slug: string }) {
  const run = useExercises(session);
  const backTo = wordBasePaths.base(slug, session.wordBaseId);
  if (run.summary || !run.exercise)
    return (
      <ExerciseSummary
        session={session}
        actions={
          <Link to={backTo} className={buttonClass('primary')}>
            Wróć do bazy
          </Link>
        }
      />
    );
  const { exercise, index, total } = run;
  const last = index === total - 1;
  return (
    <div className="flex flex-col gap-5">
      <ProgressBar
        label="Postęp ćwiczeń"
        value={run.answeredCount}
        max={total}
        valueText={`Sprawdzone: ${run.answeredCount} z ${total}`}
      />
      <ExerciseCard
        key={exercise.id}
        exercise={exercise}
        number={index + 1}
        total={total}
        draft={run.draft}
        onDraft={run.setDraft}
        onCheck={run.check}
        checking={run.checking}
        problem={run.problem}
        headingRef={run.heading}
        verdictRef={run.verdict}
      />
      <nav
        aria-label="Ćwiczenia"
        className="flex flex-wrap items-center gap-2 border-t border-board-100 pt-4"
      >
        <Button variant="secondary" onClick={() => run.goTo(index - 1)} disabled={index === 0}>
          Poprzednie
        </Button>
        {last ? null : (
          <Button variant={exercise.answered ? 'primary' : 'secondary'} onClick={() => run.goTo(index + 1)}>
            {exercise.answered ? 'Następne ćwiczenie' : 'Pomiń'}
          </Button>
        )}
        {run.allAnswered || (last && exercise.answered) ? (
          <Button className="ml-auto" onClick={run.showSummary}>
            Zobacz podsumowanie
          </Button>
        ) : null}
      </nav>
    </div>
  );
}

/** /workspace/{slug}/wordbase/{id}/cwiczenia/{sessionId}: AI's exercises one by one, resumed on reload. */
export function Component() {
  const { slug = '', id = '', sessionId = '' } = useParams();
  const base = useWordBase(id);
  const session = useSession(sessionId);
  const name = base.data?.name ?? 'Baza słówek';
  useDocumentTitle(`Ćwiczenia – ${name}`);
  return (
    <SessionFrame
      title={`Ćwiczenia: ${name}`}
      backTo={wordBasePaths.base(slug, id)}
      backLabel={name}
      query={session}
    >
      {(data) => <Exercises key={data.id} session={data} slug={slug} />}
    </SessionFrame>
  );
}
