import { ROUTES } from '@kreda/shared/routes';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { BackIcon } from '../../components/ui/icons.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';
import { useTour } from '../../lib/tour.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { Essay } from './api/essay-fragments.ts';
import { useEssay } from './api/get-essay.ts';
import { useLiveEssay } from './api/use-live-essays.ts';
import { DeleteEssay } from './delete-essay.tsx';
import { EssayHeader } from './essay-header.tsx';
import { EssayFailed, EssayProgress } from './essay-progress.tsx';
import { isEssayWriting } from './essay-state.ts';
import { segmentTitles } from './essay-text.ts';
import { EssayActions, EssayWordCount } from './essay-toolbar.tsx';
import { ESSAY_TOUR } from './essay-tours.ts';
import { SegmentCard } from './segment-card.tsx';

const isNotFound = (error: unknown) => error instanceof GraphQLRequestError && error.code === 'NOT_FOUND';

function BackToList() {
  return (
    <Link
      to={ROUTES.essays}
      className="inline-flex min-h-11 items-center gap-1 self-start font-medium text-board-800 hover:underline"
    >
      <BackIcon className="size-5" />
      Wszystkie rozprawki
    </Link>
  );
}

function NotFound() {
  return (
    <section data-testid="error-page" data-status="404" className="max-w-2xl py-6">
      <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Nie znaleziono rozprawki.</h1>
      <p className="mt-4">Ta rozprawka nie istnieje albo została usunięta.</p>
      <Link to={ROUTES.essays} className={buttonClass('primary', 'md', 'mt-6')}>
        Wróć do rozprawek
      </Link>
    </section>
  );
}

/** The segments as they arrive; a finished essay's can be explained, edited and rewritten. */
function Segments({
  essay,
  drafts,
  onDraft,
}: {
  essay: Essay;
  drafts: Readonly<Record<string, string>>;
  onDraft: (segmentId: string, text: string | null) => void;
}) {
  const titles = segmentTitles(essay.segments);
  const editable = essay.state === 'FINISHED' || essay.state === 'FINALIZED';
  const tourSegment = essay.segments.find((s) => s.type === 'ARGUMENT') ?? essay.segments[0];
  return (
    <ol aria-label="Części rozprawki" className="flex flex-col gap-4">
      {essay.segments.map((segment, index) => (
        <li key={segment.id}>
          <SegmentCard
            segment={segment}
            title={titles.get(segment.id) ?? ''}
            mode={essay.type}
            first={index === 0}
            rewriteTour={segment.id === tourSegment?.id}
            editable={editable}
            draft={drafts[segment.id]}
            onDraft={onDraft}
          />
        </li>
      ))}
    </ol>
  );
}

function EssayScreen({ essay }: { essay: Essay }) {
  useDocumentTitle(essay.temat);
  const navigate = useNavigate();
  // Unsaved edits by segment: the essay's word count follows them as the pupil types.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const onDraft = (segmentId: string, text: string | null) =>
    setDrafts(({ [segmentId]: _old, ...rest }) => (text === null ? rest : { ...rest, [segmentId]: text }));
  const writing = isEssayWriting(essay.state);
  const hasSegments = essay.segments.length > 0;
  // Once written: the tour points at a finished segment and its rewrite form.
  useTour(ESSAY_TOUR, hasSegments && !writing);
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-5">
      <BackToList />
      <EssayHeader essay={essay} />
      {essay.notice ? <FormAlert tone="info">{essay.notice}</FormAlert> : null}
      {writing ? <EssayProgress essay={essay} /> : null}
      {essay.state === 'FINALIZATION_FAILED' ? <EssayFailed essay={essay} /> : null}
      {hasSegments && !writing && essay.type !== 'STRUCTURE' ? (
        <EssayWordCount essay={essay} drafts={drafts} />
      ) : null}
      {hasSegments && !writing ? <EssayActions essay={essay} drafts={drafts} /> : null}
      <Segments essay={essay} drafts={drafts} onDraft={onDraft} />
      <div className="border-t border-board-100 pt-4">
        <DeleteEssay essay={essay} afterDeleted={() => navigate(ROUTES.essays, { replace: true })} />
      </div>
    </div>
  );
}

/** /app/solver/rozprawki/rozprawka/{id}: one essay, from its writing (live) to editing its parts. */
export function Component() {
  const { id = '' } = useParams();
  useLiveEssay(id);
  const essay = useEssay(id);
  if (essay.isPending) return <Spinner label="Wczytywanie rozprawki…" className="py-6" />;
  if (essay.isError) {
    if (isNotFound(essay.error)) return <NotFound />;
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-3xl flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <h1 className="text-xl font-bold">Nie udało się wczytać rozprawki</h1>
        <p>{essay.error.message}</p>
        <Button variant="secondary" onClick={() => void essay.refetch()} disabled={essay.isFetching}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  }
  return <EssayScreen essay={essay.data} />;
}
