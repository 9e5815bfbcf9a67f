import { ROUTES } from '@kreda/shared/routes';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useTour } from '../../lib/tour.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useEssayReviews } from './api/get-essay-reviews.ts';
import { useEssays } from './api/get-essays.ts';
import { useLiveEssayLists } from './api/use-live-essays.ts';
import { EssayList } from './essay-list.tsx';
import { EssayReviewForm } from './essay-review-form.tsx';
import { ESSAYS_TOUR } from './essay-tours.ts';
import { NewEssayForm } from './new-essay-form.tsx';
import { ReviewList } from './review-list-item.tsx';
import { useEssayFormParam } from './use-essay-form-param.ts';

const FORM_TEXTS = {
  rozprawka: {
    title: 'Nowa rozprawka',
    intro:
      'Podaj temat i egzamin. Kreda napisze rozprawkę część po części – zobaczysz, jak powstaje, i każdą część zmienisz po swojemu.',
  },
  ocena: {
    title: 'Oceń rozprawkę',
    intro:
      'Kreda oceni pracę według kryteriów CKE wybranego egzaminu: punkty za każde kryterium, zaznaczone błędy i wskazówki, co poprawić.',
  },
} as const;

function FormSection({ essayForm }: { essayForm: ReturnType<typeof useEssayFormParam> }) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const { form, openedHere, entryKey } = essayForm;
  // Opened by a button (or switched): the pupil starts at the form's heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each newly opened form.
  useEffect(() => {
    if (openedHere) heading.current?.focus();
  }, [entryKey, openedHere]);
  if (!form) return null;
  const headingId = `essay-form-${form}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-board-100 bg-white p-4 sm:p-6">
      <div className="mb-5 flex items-start justify-between gap-3">
        <div>
          <h2
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="text-lg font-bold text-board-950 outline-none"
          >
            {FORM_TEXTS[form].title}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{FORM_TEXTS[form].intro}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={essayForm.close} className="shrink-0">
          Zamknij
        </Button>
      </div>
      {form === 'rozprawka' ? (
        <NewEssayForm
          key={entryKey}
          headingId={headingId}
          initialTopic={essayForm.topic}
          onCreated={async (essay) => {
            // Replaces the form's entry: Back from the essay leads to the list, not to the form.
            await navigate(ROUTES.essay(essay.id), { replace: true });
          }}
        />
      ) : (
        <EssayReviewForm
          key={entryKey}
          headingId={headingId}
          start={{ temat: essayForm.topic, content: essayForm.content }}
          onCreated={async (review) => {
            await navigate(ROUTES.essayReview(review.id), { replace: true });
          }}
        />
      )}
    </section>
  );
}

/** One of the two lists: its heading, then loading, the server's problem with a retry, or the list. */
function ListSection<T>({
  id,
  title,
  query,
  loading,
  children,
}: {
  id: string;
  title: string;
  query: UseQueryResult<T>;
  loading: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-5"
    >
      <h2 id={id} className="text-lg font-bold text-board-950">
        {title}
      </h2>
      {query.isPending ? <Spinner label={loading} className="py-4" /> : null}
      {query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-red-800">
          <p>{query.error.message}</p>
          <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            Spróbuj ponownie
          </Button>
        </div>
      ) : null}
      {query.isSuccess ? children(query.data) : null}
    </section>
  );
}

function OpenButton(props: {
  label: string;
  tour: string;
  onClick: () => void;
  ref: RefObject<HTMLButtonElement | null>;
  primary?: boolean;
}) {
  return (
    <button
      ref={props.ref}
      type="button"
      data-tour={props.tour}
      className={buttonClass(props.primary ? 'primary' : 'secondary', 'md', 'w-full sm:w-auto')}
      onClick={props.onClick}
    >
      {props.label}
    </button>
  );
}

/** /app/solver/rozprawki: the pupil's essays and reviews, "Nowa rozprawka" and "Oceń rozprawkę". */
export function Component() {
  useDocumentTitle('Rozprawki');
  useTour(ESSAYS_TOUR, true);
  useLiveEssayLists();
  const essays = useEssays();
  const reviews = useEssayReviews();
  const essayForm = useEssayFormParam();
  const newButton = useRef<HTMLButtonElement>(null);
  const reviewButton = useRef<HTMLButtonElement>(null);
  const lastForm = useRef(essayForm.form);
  // Closed: focus goes back to the button that opened it.
  useEffect(() => {
    if (lastForm.current && !essayForm.form)
      (lastForm.current === 'ocena' ? reviewButton : newButton).current?.focus();
    lastForm.current = essayForm.form;
  }, [essayForm.form]);

  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-4">
        <div>
          <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Rozprawki</h1>
          <p className="mt-1 text-ink-muted">
            Napisz rozprawkę z pomocą AI – całą, sam plan albo ze wskazówkami – albo oceń swoją pracę według
            kryteriów egzaminu ósmoklasisty lub matury.
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <OpenButton
            ref={newButton}
            label="Nowa rozprawka"
            tour="essay-new"
            primary
            onClick={() => essayForm.open('rozprawka')}
          />
          <OpenButton
            ref={reviewButton}
            label="Oceń rozprawkę"
            tour="essay-review"
            onClick={() => essayForm.open('ocena')}
          />
        </div>
      </div>
      <FormSection essayForm={essayForm} />
      <ListSection id="essays-list" title="Rozprawki" query={essays} loading="Wczytywanie rozprawek…">
        {(list) => <EssayList essays={list} />}
      </ListSection>
      <ListSection id="essay-reviews-list" title="Oceny" query={reviews} loading="Wczytywanie ocen…">
        {(list) => <ReviewList reviews={list} />}
      </ListSection>
    </div>
  );
}
