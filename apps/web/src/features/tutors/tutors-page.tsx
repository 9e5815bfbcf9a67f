import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useTutors } from './api/get-tutors.ts';
import { useLiveTutorList } from './api/use-live-tutors.ts';
import { TutorCard } from './tutor-card.tsx';

const newTutorLink = buttonClass('primary', 'md', 'w-full sm:w-auto sm:self-start');

/** No tutor yet: what a tutor is, and the way to order the first. */
function EmptyTutors() {
  return (
    <section
      aria-labelledby="tutors-empty"
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
    >
      <h2 id="tutors-empty" className="text-lg font-bold text-board-950">
        Nie masz jeszcze korepetytora
      </h2>
      <p className="text-ink-muted">
        Korepetytor AI układa plan nauki wybranego tematu z podstawy programowej, rozdziału podręcznika albo
        Twoich materiałów. Każdy temat planu dostaje wyjaśnienie ze wzorami i przykładami oraz zadania do
        przećwiczenia – korepetytor pomoże Ci je rozwiązać, podpowiadając zamiast podawać gotowe wyniki.
      </p>
      <Link to={ROUTES.app1AiTutor} className={newTutorLink}>
        Nowy korepetytor
      </Link>
    </section>
  );
}

function Tutors() {
  const tutors = useTutors();
  useLiveTutorList(tutors.data);
  if (tutors.isPending) return <Spinner label="Wczytywanie korepetytorów…" className="py-4" />;
  if (tutors.isError)
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <p>{tutors.error.message}</p>
        <Button variant="secondary" onClick={() => void tutors.refetch()} disabled={tutors.isFetching}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  if (tutors.data.length === 0) return <EmptyTutors />;
  return (
    <section aria-labelledby="tutors-list" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="tutors-list" className="text-lg font-bold text-board-950">
          Twoi korepetytorzy ({tutors.data.length})
        </h2>
        <Link to={ROUTES.app1AiTutor} className={newTutorLink}>
          Nowy korepetytor
        </Link>
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        {tutors.data.map((tutor) => (
          <li key={tutor.id} className="min-w-0">
            <TutorCard tutor={tutor} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /app/aitutor: the pupil's tutors, newest first and live, and the way to a new one. */
export function Component() {
  useDocumentTitle('Korepetytorzy');
  return (
    <div className="mx-auto flex w-full max-w-4xl min-w-0 flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Korepetytorzy</h1>
        <p className="mt-1 text-ink-muted">
          Twoi korepetytorzy AI, od najnowszego. Każdy prowadzi Cię przez plan tematów krok po kroku.
        </p>
      </div>
      <Tutors />
    </div>
  );
}
