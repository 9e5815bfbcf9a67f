import { ROUTES } from '@kreda/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Link, type LoaderFunctionArgs, useLocation, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { wordPageQueryOptions } from './api/get-word-page.ts';
import { useWordBase, wordBaseQueryOptions } from './api/get-wordbase.ts';
import { useLiveWordBases } from './api/wordbase-events.ts';
import type { WordBase } from './api/wordbase-fragments.ts';
import { StudyActions } from './study-actions.tsx';
import { useDeleteWithUndo } from './use-delete-with-undo.ts';
import { itemsLabel, kindLabel } from './wordbase-labels.ts';
import { WordBaseProgress } from './wordbase-progress.tsx';
import { wordBasePaths } from './wordbase-routes.ts';
import { isExtracting, isExtractionFailed } from './wordbase-state.ts';
import { ExtractionStatus } from './wordbase-status.tsx';
import { WordsEditor } from './words-editor.tsx';

/** What the page hosts beside a ready set: the sharing feature's "Udostępnij", handed in by the app. */
export interface WordBaseShareSlot {
  id: string;
  name: string;
}

function DeleteWordBase({ base, slug }: { base: WordBase; slug: string }) {
  const deletion = useDeleteWithUndo();
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      className={`${DANGER_BUTTON_CLASS} self-start`}
      disabled={deletion.pending}
      onClick={() =>
        void deletion.run(base).then(async (deleted) => {
          if (deleted) await navigate(wordBasePaths.list(slug), { replace: true });
        })
      }
    >
      Usuń bazę
    </Button>
  );
}

function Header({ base }: { base: WordBase }) {
  const notice = (useLocation().state as { notice?: string | null } | null)?.notice;
  return (
    <div className="flex flex-col gap-3">
      <div>
        <h1 className="text-2xl font-bold break-words text-board-950 sm:text-3xl">{base.name}</h1>
        <p className="mt-1 text-sm text-ink-muted">
          {kindLabel(base)} · {itemsLabel(base.type, base.wordCount)}
        </p>
        {base.description ? <p className="mt-2 break-words text-ink">{base.description}</p> : null}
      </div>
      {notice ? <FormAlert tone="info">{notice}</FormAlert> : null}
      {isExtracting(base.state) || isExtractionFailed(base.state) ? null : <WordBaseProgress base={base} />}
    </div>
  );
}

function Loaded({
  base,
  slug,
  share: Share,
}: {
  base: WordBase;
  slug: string;
  share: ComponentType<WordBaseShareSlot> | undefined;
}) {
  useDocumentTitle(base.name);
  const working = isExtracting(base.state) || isExtractionFailed(base.state);
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6">
      <Link
        to={wordBasePaths.list(slug)}
        className="inline-flex min-h-10 items-center self-start text-sm font-medium text-board-800 underline"
      >
        ← Wszystkie bazy
      </Link>
      <Header base={base} />
      {working ? <ExtractionStatus base={base} /> : <StudyActions base={base} slug={slug} />}
      {Share && !working ? <Share id={base.id} name={base.name} /> : null}
      {working ? null : <WordsEditor base={base} />}
      <DeleteWordBase base={base} slug={slug} />
    </div>
  );
}

/**
 * The set and the first page of its words, read together before the page renders: read by the
 * page, the words were asked for only once the set had come. A failure is left for the page.
 */
export async function prefetch(queryClient: QueryClient, { params }: LoaderFunctionArgs): Promise<void> {
  if (!params.id) return;
  await Promise.all([
    queryClient.prefetchQuery(wordBaseQueryOptions(params.id)),
    queryClient.prefetchQuery(wordPageQueryOptions(params.id, 1, '')),
  ]);
}

/**
 * /workspace/{slug}/wordbase/{id}: one set – its progress, study, sharing, words to edit, history.
 * `share` comes from the app's route (app/routes/wordbase-page.tsx): features do not import each other.
 */
export function Component({ share }: { share?: ComponentType<WordBaseShareSlot> } = {}) {
  const { slug = '', id = '' } = useParams();
  useLiveWordBases(slug, id);
  const base = useWordBase(id);
  if (base.isPending) return <Spinner label="Wczytywanie bazy…" className="py-6" />;
  if (base.isError || base.data.isDeleted)
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-3xl flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <h1 className="text-xl font-bold">Nie udało się wczytać bazy</h1>
        <p>{base.isError ? base.error.message : 'Ta baza została usunięta.'}</p>
        <Link to={slug ? wordBasePaths.list(slug) : ROUTES.workspaces} className="font-medium underline">
          Wróć do baz słówek
        </Link>
      </div>
    );
  return <Loaded base={base.data} slug={slug} share={share} />;
}
