import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useWordBases } from './api/get-wordbases.ts';
import { useLiveWordBases } from './api/wordbase-events.ts';
import { EmptyWordBases } from './empty-wordbases.tsx';
import { NewWordBaseSection } from './new-wordbase-section.tsx';
import { useNewWordBaseParam } from './use-new-wordbase-param.ts';
import { WordBaseList } from './wordbase-list.tsx';

interface BasesProps {
  slug: string;
  onStart: ReturnType<typeof useNewWordBaseParam>['show'];
  formOpen: boolean;
}

function Bases({ slug, onStart, formOpen }: BasesProps) {
  const bases = useWordBases(slug);
  const heading = useRef<HTMLHeadingElement>(null);
  if (bases.isPending) return <Spinner label="Wczytywanie baz słówek…" className="py-4" />;
  if (bases.isError)
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <p>{bases.error.message}</p>
        <Button variant="secondary" onClick={() => void bases.refetch()} disabled={bases.isFetching}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  if (bases.data.length === 0) return formOpen ? null : <EmptyWordBases onStart={onStart} />;
  return (
    <section
      aria-labelledby="wordbases-list"
      className="flex flex-col gap-4 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
    >
      <h2
        id="wordbases-list"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-board-950 outline-none"
      >
        Twoje bazy
      </h2>
      <WordBaseList bases={bases.data} slug={slug} onDeleted={() => heading.current?.focus()} />
    </section>
  );
}

/** /workspace/{slug}/wordbase: the workspace's word bases, live, and "Nowa baza". */
export function Component() {
  const { slug = '' } = useParams();
  useDocumentTitle('Bazy słówek');
  useLiveWordBases(slug);
  const param = useNewWordBaseParam();
  const newButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(param.way !== null);
  // Closed: focus goes back to the button that opened it.
  useEffect(() => {
    const open = param.way !== null;
    if (wasOpen.current && !open) newButton.current?.focus();
    wasOpen.current = open;
  }, [param.way]);

  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Bazy słówek</h1>
          <p className="mt-1 text-ink-muted">
            Fiszki ze słówkami albo pojęciami i ćwiczenia z AI. Każde słowo wraca wtedy, gdy zaczynasz je
            zapominać.
          </p>
        </div>
        {param.way === null ? (
          <button
            ref={newButton}
            type="button"
            onClick={() => param.show()}
            className={buttonClass('primary', 'md', 'self-start sm:shrink-0')}
          >
            Nowa baza
          </button>
        ) : null}
      </div>
      {param.way ? <NewWordBaseSection slug={slug} param={param} /> : null}
      <Bases slug={slug} onStart={param.show} formOpen={param.way !== null} />
    </div>
  );
}
