import { EXTRACT_COUNT } from '@kreda/shared/wordbases';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useDeleteWordBase } from './api/delete-wordbase.ts';
import { useExtractWordBase } from './api/extract-wordbase.ts';
import type { WordBaseSummary } from './api/wordbase-fragments.ts';
import { useDeleteWithUndo } from './use-delete-with-undo.ts';
import { itemsLabel, kindLabel } from './wordbase-labels.ts';
import { WordBaseProgress } from './wordbase-progress.tsx';
import { wordBasePaths } from './wordbase-routes.ts';
import { isExtracting, isExtractionFailed } from './wordbase-state.ts';

/** A failed set ordered again from the same materials; the failed entry then leaves the list. */
function RetryExtraction({ base }: { base: WordBaseSummary }) {
  const extract = useExtractWordBase();
  const remove = useDeleteWordBase();
  const retry = async () => {
    if (!base.sourcesId) return;
    try {
      await extract.mutateAsync({
        workspaceId: base.workspaceId,
        sourcesId: base.sourcesId,
        type: base.type,
        ...(base.languageCode ? { languageCode: base.languageCode } : {}),
        name: base.name,
        count: EXTRACT_COUNT.default,
      });
      await remove.mutateAsync({ id: base.id });
    } catch (error) {
      toast.error(serverFormErrors(error).message);
    }
  };
  if (!base.sourcesId) return null;
  const pending = extract.isPending || remove.isPending;
  return (
    <Button
      variant="secondary"
      size="sm"
      className="min-h-11"
      onClick={() => void retry()}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? 'Zamawianie…' : 'Spróbuj ponownie'}
    </Button>
  );
}

function RowState({ base }: { base: WordBaseSummary }) {
  if (isExtracting(base.state)) return <Spinner label="AI wybiera słowa…" className="text-sm" />;
  if (isExtractionFailed(base.state))
    return (
      <div className="flex flex-col items-start gap-2 text-sm text-red-800">
        <p>{base.error ?? 'Nie udało się wybrać słów z materiałów.'}</p>
        <RetryExtraction base={base} />
      </div>
    );
  return <WordBaseProgress base={base} />;
}

interface RowProps {
  base: WordBaseSummary;
  slug: string;
  onDelete: (base: WordBaseSummary) => void;
  deleting: boolean;
}

function WordBaseRow({ base, slug, onDelete, deleting }: RowProps) {
  const facts = [kindLabel(base), isExtracting(base.state) ? null : itemsLabel(base.type, base.wordCount)];
  return (
    <li className="flex flex-col gap-3 border-t border-board-100 pt-4 first:border-t-0 first:pt-0">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <Link
            to={wordBasePaths.base(slug, base.id)}
            className="inline-flex min-h-10 max-w-full items-center self-start font-semibold break-words text-board-900 underline-offset-2 hover:underline"
          >
            {base.name}
          </Link>
          <span className="text-sm text-ink-muted">{facts.filter(Boolean).join(' · ')}</span>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className={`${DANGER_BUTTON_CLASS} min-h-11 shrink-0`}
          onClick={() => onDelete(base)}
          disabled={deleting}
          aria-label={`Usuń bazę „${base.name}”`}
        >
          Usuń
        </Button>
      </div>
      <RowState base={base} />
    </li>
  );
}

interface WordBaseListProps {
  bases: readonly WordBaseSummary[];
  slug: string;
  /** After a set left the list: where focus goes (it was on the set's "Usuń"). */
  onDeleted: () => void;
}

/** The workspace's sets, newest first; deleting one can be undone from the toast. */
export function WordBaseList({ bases, slug, onDeleted }: WordBaseListProps) {
  const deletion = useDeleteWithUndo();
  const remove = async (base: WordBaseSummary) => {
    if (await deletion.run(base)) onDeleted();
  };
  return (
    <ul className="flex flex-col gap-4">
      {bases.map((base) => (
        <WordBaseRow
          key={base.id}
          base={base}
          slug={slug}
          onDelete={(entry) => void remove(entry)}
          deleting={deletion.pending}
        />
      ))}
    </ul>
  );
}
