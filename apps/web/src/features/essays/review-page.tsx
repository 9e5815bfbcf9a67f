import { formatDate } from '@kreda/shared/dates';
import type { EssayExamInfo } from '@kreda/shared/essays';
import { ROUTES } from '@kreda/shared/routes';
import { type ReactNode, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { BackIcon } from '../../components/ui/icons.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useReview } from './api/get-review.ts';
import { useLiveReview } from './api/review-events.ts';
import type { EssayReview } from './api/review-fragments.ts';
import { ReviewActions } from './review-actions.tsx';
import { ReviewCriteria } from './review-criteria.tsx';
import { criteriaSetOf, reviewExamInfoOf } from './review-criteria-set.ts';
import { DeleteReview } from './review-delete.tsx';
import { ReviewImprovements } from './review-improvements.tsx';
import { ReviewFailed, ReviewPending } from './review-progress.tsx';
import { ReviewNotice, ReviewScore } from './review-score.tsx';
import { isReviewFailed, isReviewPending } from './review-state.ts';
import { ReviewText } from './review-text.tsx';

const isNotFound = (error: unknown) => error instanceof GraphQLRequestError && error.code === 'NOT_FOUND';

/** The tab's title: the topic, cut at a word past 60 characters. */
function titleOf(temat: string): string {
  if (temat.length <= 60) return `Ocena: ${temat}`;
  const cut = temat.slice(0, 60);
  const space = cut.lastIndexOf(' ');
  return `Ocena: ${(space > 30 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

const BackLink = () => (
  <Link
    to={ROUTES.essays}
    className="inline-flex min-h-11 items-center gap-1 self-start font-medium text-board-800 hover:underline"
  >
    <BackIcon className="size-5" />
    Wszystkie rozprawki
  </Link>
);

function NotFound() {
  useDocumentTitle('Nie znaleziono oceny');
  return (
    <section data-testid="error-page" data-status="404" className="mx-auto w-full max-w-3xl py-6">
      <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Nie znaleziono oceny.</h1>
      <p className="mt-4">Ta ocena rozprawki nie istnieje, została usunięta albo należy do innego konta.</p>
      <Link to={ROUTES.essays} className={buttonClass('primary', 'md', 'mt-6')}>
        Wróć do rozprawek
      </Link>
    </section>
  );
}

function LoadProblem({ message, onRetry, busy }: { message: string; onRetry: () => void; busy: boolean }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <BackLink />
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <h1 className="text-xl font-bold">Nie udało się wczytać oceny</h1>
        <p>{message}</p>
        <Button variant="secondary" onClick={onRetry} disabled={busy}>
          Spróbuj ponownie
        </Button>
      </div>
    </div>
  );
}

/** Title, topic, exam and date; the graded essay's link and the deletion, in every state. */
function ReviewHeader({ review, exam }: { review: EssayReview; exam: EssayExamInfo | null }) {
  return (
    <header className="flex min-w-0 flex-col gap-2">
      <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Ocena rozprawki</h1>
      <p className="text-lg break-words text-board-950" data-testid="review-topic">
        <span className="font-semibold">Temat: </span>
        {review.temat}
      </p>
      <p className="text-sm text-ink-muted">
        {exam?.label ?? review.egzamin} · {formatDate(review.createdAt)}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {review.rozprawkaId ? (
          <Link
            to={ROUTES.essay(review.rozprawkaId)}
            className={`${textLinkClass} inline-flex min-h-11 items-center`}
          >
            Oceniona rozprawka
          </Link>
        ) : null}
        <DeleteReview review={review} />
      </div>
    </header>
  );
}

/** A graded review: the score, the criteria, the highlighted text, the fixes and „Popraw rozprawkę”. */
function ReviewFinished(props: { review: EssayReview; exam: EssayExamInfo | null; arrivedLive: boolean }) {
  const { review, exam } = props;
  const set = criteriaSetOf(review);
  if (!set) {
    // Graded without a criteria set would be a server fault; the text and fixes are still worth showing.
    return (
      <>
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
          Ta ocena nie ma punktów według kryteriów egzaminu.
        </p>
        <ReviewNotice notice={review.notice} />
        <ReviewText content={review.content} criteria={[]} wordCount={review.wordCount} exam={exam} />
        <ReviewImprovements fixes={review.poprawki} markdown={review.reviewContent} />
      </>
    );
  }
  return (
    <>
      <ReviewScore review={review} set={set} focusOnShow={props.arrivedLive} />
      <ReviewCriteria set={set} />
      <ReviewText content={review.content} criteria={set.kryteria} wordCount={review.wordCount} exam={exam} />
      <ReviewImprovements fixes={review.poprawki} markdown={review.reviewContent} />
      <ReviewActions review={review} />
    </>
  );
}

function ReviewScreen({ review }: { review: EssayReview }) {
  useDocumentTitle(titleOf(review.temat));
  // Opened while still being graded: when the grade arrives, its heading takes the focus.
  const openedPending = useRef(isReviewPending(review.state)).current;
  const exam = reviewExamInfoOf({ ...review, criteriaSet: criteriaSetOf(review) });
  let body: ReactNode;
  if (isReviewPending(review.state)) body = <ReviewPending review={review} />;
  else if (isReviewFailed(review.state)) body = <ReviewFailed review={review} />;
  else body = <ReviewFinished review={review} exam={exam} arrivedLive={openedPending} />;
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-5">
      <BackLink />
      <ReviewHeader review={review} exam={exam} />
      {body}
    </div>
  );
}

/** /app/solver/rozprawki/rozprawka-review/{id}: one essay review, from reading the text to its grade. */
export function Component() {
  const { id = '' } = useParams();
  useLiveReview(id);
  const review = useReview(id);
  if (review.isPending) return <Spinner label="Wczytywanie oceny…" className="py-6" />;
  if (review.isError) {
    if (isNotFound(review.error)) return <NotFound />;
    return (
      <LoadProblem
        message={review.error.message}
        onRetry={() => void review.refetch()}
        busy={review.isFetching}
      />
    );
  }
  return <ReviewScreen review={review.data} />;
}
