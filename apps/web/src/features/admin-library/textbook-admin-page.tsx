import { ROUTES } from '@kreda/shared/routes';
import { Link, useLocation, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { LoadFailed, Loading } from '../../components/ui/load-states.tsx';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { type AdminBook, useAdminTextbook } from './api/get-admin-textbook.ts';
import { CoverSection } from './cover-section.tsx';
import { DeleteTextbook } from './delete-textbook.tsx';
import { ImportSection } from './import-section.tsx';
import { MetadataForm } from './metadata-form.tsx';
import type { NewTextbookState } from './new-textbook-page.tsx';
import { PublishSwitch } from './publish-switch.tsx';
import { DemoBadge, VisibilityBadge } from './status-badges.tsx';
import { TocEditor } from './toc-editor.tsx';

function Textbook({ book }: { book: AdminBook }) {
  const textbook = book.podrecznik;
  // Added a moment ago on /admin/podreczniki/nowy, whose PDF did not go through.
  const { uploadError } = (useLocation().state ?? {}) as NewTextbookState;
  useDocumentTitle(`${textbook.title} – administracja`);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <header className="flex flex-col gap-3">
        <p>
          <Link to={ROUTES.adminTextbooks} className={`${textLinkClass} inline-flex min-h-10 items-center`}>
            Wszystkie podręczniki
          </Link>
        </p>
        <h1 className="text-3xl font-bold break-words text-board-950">{textbook.title}</h1>
        <p className="flex flex-wrap gap-2">
          <VisibilityBadge visible={textbook.visible} />
          {textbook.demo ? <DemoBadge /> : null}
        </p>
        {textbook.visible ? (
          <p>
            <Link
              to={ROUTES.textbook(textbook.id)}
              className={`${textLinkClass} inline-flex min-h-10 items-center`}
            >
              Zobacz w katalogu
            </Link>
          </p>
        ) : null}
      </header>
      <PublishSwitch book={textbook} />
      <ImportSection book={book} uploadError={uploadError} />
      <MetadataForm book={textbook} />
      <CoverSection book={textbook} />
      <TocEditor book={book} />
      <DeleteTextbook book={textbook} />
    </div>
  );
}

/** /admin/podreczniki/:id: one textbook's data, publication and table of contents. */
export function Component() {
  const { id = '' } = useParams();
  const book = useAdminTextbook(id);
  useDocumentTitle('Podręcznik – administracja');
  if (book.isPending) return <Loading label="Wczytuję podręcznik…" />;
  if (book.isError) {
    if (book.error instanceof GraphQLRequestError && book.error.code === 'NOT_FOUND')
      return (
        <section className="mx-auto flex max-w-2xl flex-col items-start gap-4">
          <h1 className="text-3xl font-bold text-board-950">Nie znaleziono podręcznika</h1>
          <p>Tego podręcznika nie ma w bibliotece. Mógł zostać usunięty albo adres jest błędny.</p>
          <Link to={ROUTES.adminTextbooks} className={buttonClass('primary', 'md')}>
            Wróć do listy podręczników
          </Link>
        </section>
      );
    return (
      <LoadFailed
        title="Nie udało się wczytać podręcznika"
        error={book.error}
        onRetry={() => void book.refetch()}
        retrying={book.isFetching}
      />
    );
  }
  return <Textbook book={book.data} />;
}
