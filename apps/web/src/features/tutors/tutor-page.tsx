import { LEVEL_LABELS, TUTOR_DETAIL_LEVEL_LABELS } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { BackIcon } from '../../components/ui/icons.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useTutor } from './api/get-tutor.ts';
import type { TutorDetail } from './api/tutor-fragments.ts';
import { useLiveTutor } from './api/use-live-tutors.ts';
import { DeleteTutor } from './delete-tutor.tsx';
import { SubjectIcon } from './subject-icon.tsx';
import { TutorPlan } from './tutor-plan.tsx';
import { TutorQueryView } from './tutor-query-view.tsx';
import { isTutorWorking, readyCount, readyText, subjectName, tutorStateLabel } from './tutor-state.ts';

const BackToList = () => (
  <Link
    to={ROUTES.aiTutors}
    className={`${textLinkClass} inline-flex min-h-10 items-center gap-1 self-start`}
  >
    <BackIcon className="size-5" />
    Wszyscy korepetytorzy
  </Link>
);

/** What the tutor teaches from, in words (a chapter with its book, linked to the library). */
function SourceOf({ tutor }: { tutor: TutorDetail }) {
  const chapter = tutor.rozdzial;
  if (chapter)
    return (
      <Link to={ROUTES.textbook(chapter.bookId)} className={textLinkClass}>
        rozdz. {chapter.number}. {chapter.name} – {chapter.bookTitle}
      </Link>
    );
  if (tutor.origin === 'MATERIALS') return <>Twoje materiały</>;
  return <>Temat z podstawy programowej</>;
}

function TutorFacts({ tutor }: { tutor: TutorDetail }) {
  const comment = tutor.aiTutorInitialData.userComment;
  const rows: [string, ReactNode][] = [
    [
      'Przedmiot',
      [subjectName(tutor.przedmiot), tutor.poziom ? LEVEL_LABELS[tutor.poziom] : null]
        .filter(Boolean)
        .join(' · '),
    ],
    ['Źródło', <SourceOf key="source" tutor={tutor} />],
    ['Poziom szczegółowości', TUTOR_DETAIL_LEVEL_LABELS[tutor.aiTutorInitialData.detailLevel]],
    ...(comment ? [['Twoja uwaga', comment] as [string, string]] : []),
  ];
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-muted">{term}:</dt>
          <dd className="mb-1 min-w-0 break-words text-ink sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Where the writing is: the state in words, a spinner and the topics' progress while it lasts. */
function TutorStatus({ tutor }: { tutor: TutorDetail }) {
  if (tutor.state === 'INITIAL_FAILED')
    return (
      <section
        aria-labelledby="tutor-failed"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 sm:p-5"
      >
        <h2 id="tutor-failed" className="text-lg font-bold">
          {tutorStateLabel(tutor.state)}
        </h2>
        <p role="alert">{tutor.error ?? 'Spróbuj ponownie za chwilę.'}</p>
        <p className="text-sm">Limit korepetycji wrócił do puli. Możesz zamówić korepetytora jeszcze raz.</p>
        <Link to={ROUTES.app1AiTutor} className={buttonClass('secondary')}>
          Nowy korepetytor
        </Link>
      </section>
    );
  const topics = tutor.aiTutorTemat;
  const working = isTutorWorking(tutor.state);
  const ready = readyCount(topics);
  return (
    <section
      aria-label="Stan korepetytora"
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-5"
    >
      <div aria-live="polite">
        {working ? (
          <Spinner label={tutorStateLabel(tutor.state)} />
        ) : (
          <p className="font-semibold text-board-900">{tutorStateLabel(tutor.state)}</p>
        )}
      </div>
      {working && topics.length > 0 ? (
        <ProgressBar
          label="Przygotowane tematy"
          value={ready}
          max={topics.length}
          valueText={readyText(ready, topics.length)}
        />
      ) : null}
      {working ? (
        <p className="text-sm text-ink-muted">
          Tematy pojawiają się poniżej, gdy tylko powstaną. Możesz zamknąć tę stronę – korepetytor pracuje
          dalej.
        </p>
      ) : null}
      <ProgressBar label="Postęp nauki" value={tutor.progress} valueText={`${tutor.progress}%`} />
    </section>
  );
}

function TutorView({ tutor }: { tutor: TutorDetail }) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <div className="flex items-start gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-board-50 text-board-700">
            <SubjectIcon subject={tutor.przedmiot} className="size-7" />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold break-words text-board-950 sm:text-3xl">{tutor.name}</h1>
            {tutor.description ? <p className="mt-1 break-words text-ink">{tutor.description}</p> : null}
          </div>
        </div>
        <TutorFacts tutor={tutor} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link to={ROUTES.aiTutorTests(tutor.id)} className={`${buttonClass('secondary', 'sm')} min-h-10`}>
            Quizy z sesji
          </Link>
          <DeleteTutor
            tutor={tutor}
            afterDeleted={async () => {
              await navigate(ROUTES.aiTutors, { replace: true });
            }}
          />
        </div>
      </header>
      <TutorStatus tutor={tutor} />
      <TutorPlan tutor={tutor} />
    </div>
  );
}

/** /app/aitutor/:tutorId: the tutor, its plan appearing live and each ready topic's content. */
export function Component() {
  const { tutorId = '' } = useParams();
  const tutor = useTutor(tutorId);
  useLiveTutor(tutorId);
  useDocumentTitle(tutor.data?.name ?? 'Korepetytor');
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-4">
      <BackToList />
      <TutorQueryView query={tutor} loading="Wczytywanie korepetytora…">
        {(data) => <TutorView tutor={data} />}
      </TutorQueryView>
    </div>
  );
}
