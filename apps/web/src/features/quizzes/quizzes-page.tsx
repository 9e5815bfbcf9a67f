import { ROUTES } from '@kreda/shared/routes';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useQuizFlows } from './api/get-quiz-flows.ts';
import { useLiveQuizList } from './api/use-live-quizzes.ts';
import { NewQuizForm } from './new-quiz-form.tsx';
import { QuizList } from './quiz-list.tsx';

function NewQuizSection({ slug, onClose }: { slug: string; onClose: (() => void) | null }) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const openedByButton = onClose !== null;
  // Opened by the button: the pupil starts at the form's heading.
  useEffect(() => {
    if (openedByButton) heading.current?.focus();
  }, [openedByButton]);
  return (
    <section aria-labelledby="new-quiz" className="rounded-2xl border border-board-100 bg-white p-4 sm:p-6">
      <div className="mb-4 flex items-start justify-between gap-3">
        <div>
          <h2
            id="new-quiz"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-bold text-board-950 outline-none"
          >
            Nowy quiz
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Kreda ułoży pytania z wybranego źródła. Przy każdej odpowiedzi zobaczysz wyjaśnienie i fragment, z
            którego pochodzi pytanie.
          </p>
        </div>
        {onClose ? (
          <Button variant="ghost" size="sm" onClick={onClose} className="shrink-0">
            Zamknij
          </Button>
        ) : null}
      </div>
      <NewQuizForm
        workspaceId={slug}
        headingId="new-quiz"
        onCreated={async (quiz) => {
          await navigate(ROUTES.workspaceQuiz(slug, quiz.id));
        }}
      />
    </section>
  );
}

function FlowList({ slug, empty }: { slug: string; empty: boolean }) {
  const flows = useQuizFlows(slug);
  if (flows.isPending) return <Spinner label="Wczytywanie quizów…" className="py-6" />;
  if (flows.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <p>{flows.error.message}</p>
        <Button variant="secondary" onClick={() => void flows.refetch()} disabled={flows.isFetching}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  }
  if (empty) return null;
  return <QuizList flows={flows.data} slug={slug} />;
}

/** /workspace/{slug}/quiz: the workspace's quizzes with their scores, and "Nowy quiz". */
export function Component() {
  const { slug = '' } = useParams();
  useDocumentTitle('Quizy');
  useLiveQuizList(slug);
  const flows = useQuizFlows(slug);
  const empty = flows.isSuccess && flows.data.length === 0;
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpened(false);
    // Back to the button, once it is on the page again.
    setTimeout(() => opener.current?.focus());
  };

  return (
    <div className="mx-auto flex max-w-3xl min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Quizy</h1>
          <p className="mt-1 text-ink-muted">
            Sprawdź, co już umiesz: pytania z Twoich materiałów albo z lektury, z wynikami kolejnych podejść.
          </p>
        </div>
        {!empty && !opened && flows.isSuccess ? (
          <button
            ref={opener}
            type="button"
            className={buttonClass('primary', 'md', 'self-start sm:shrink-0')}
            onClick={() => setOpened(true)}
          >
            Nowy quiz
          </button>
        ) : null}
      </div>
      {empty || opened ? <NewQuizSection slug={slug} onClose={empty ? null : close} /> : null}
      <FlowList slug={slug} empty={empty} />
    </div>
  );
}
