import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useStudyOverview } from './api/get-study-overview.ts';
import {
  DaysSection,
  EssaysSection,
  QuizzesSection,
  TestsSection,
  TutorsSection,
  WordsSection,
} from './progress-sections.tsx';

/** "Moje postępy": the pupil's study days and, per tool, how they are doing, as small charts. */
export function Component() {
  useDocumentTitle('Moje postępy');
  const overview = useStudyOverview();
  let content: React.ReactNode;
  if (overview.isPending) content = <Spinner label="Wczytywanie postępów…" className="py-6" />;
  else if (overview.isError)
    content = (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-red-800">
        <p>Nie udało się wczytać postępów. {overview.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void overview.refetch()}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  else
    content = (
      <>
        <DaysSection overview={overview.data} />
        <QuizzesSection quizzes={overview.data.quizzes} />
        <WordsSection words={overview.data.words} />
        <EssaysSection essays={overview.data.essays} />
        <TestsSection tests={overview.data.tests} />
        <TutorsSection tutors={overview.data.tutors} />
      </>
    );
  return (
    <div className="mx-auto flex max-w-3xl min-w-0 flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Moje postępy</h1>
        <p className="mt-1 text-ink-muted">Jak idzie Ci nauka we wszystkich narzędziach Kredy.</p>
      </div>
      {content}
    </div>
  );
}
