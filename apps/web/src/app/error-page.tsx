import { ROUTES } from '@kreda/shared/routes';
import { type ReactNode, useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { buttonClass } from '../components/ui/button-styles.ts';
import { Container } from '../components/ui/container.tsx';
import { SkipLink } from '../components/ui/skip-link.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { isChunkLoadError, reloadForChunkError } from '../lib/chunk-reload.ts';
import { reportError } from '../lib/error-reporting.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { MainContent } from './layouts/main-content.tsx';

/** HTTP-like status of a route error: a thrown Response or data() keeps its own, the rest is 500. */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error) || error instanceof Response) return error.status;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    if (typeof status === 'number' && status >= 400 && status <= 599) return status;
  }
  return 500;
}

function NotFoundView({ pathname }: { pathname: string }) {
  useDocumentTitle('Nie znaleziono strony');
  return (
    <Container className="py-12 sm:py-20">
      <section data-testid="error-page" data-status="404" data-variant="not-found" className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-board-700 uppercase">Błąd 404</p>
        <h1 className="mt-2 text-3xl font-bold text-board-950 sm:text-4xl">Nie znaleziono strony</h1>
        <p className="mt-4 text-sm break-all text-ink-muted">
          Nie ma strony pod adresem: <span className="font-mono">{pathname}</span>
        </p>
        <p className="mt-4 text-lg">
          Ten adres nie prowadzi do żadnej strony. Być może link jest nieaktualny albo zawiera literówkę.
        </p>
        <Link to={ROUTES.home} className={buttonClass('primary', 'md', 'mt-8')}>
          Wróć na stronę główną
        </Link>
      </section>
    </Container>
  );
}

function ServerErrorView({ status }: { status: number }) {
  useDocumentTitle('Coś poszło nie tak');
  return (
    <Container className="py-12 sm:py-20">
      <section
        data-testid="error-page"
        data-status={status}
        data-variant="server-error"
        className="max-w-2xl"
      >
        <p className="text-sm font-semibold tracking-wide text-board-700 uppercase">Błąd {status}</p>
        <h1 className="mt-2 text-3xl font-bold text-board-950 sm:text-4xl">Coś poszło nie tak</h1>
        <p className="mt-4 text-lg">
          Nie udało się wyświetlić tej strony. Spróbuj ponownie za chwilę — jeśli problem wróci, przejdź na
          stronę główną.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button onClick={() => window.location.reload()}>Spróbuj ponownie</Button>
          <Link to={ROUTES.home} className={buttonClass('secondary')}>
            Strona główna
          </Link>
        </div>
      </section>
    </Container>
  );
}

/** Frame for errors caught above every layout (e.g. a layout chunk that failed to load). */
function Standalone({ standalone, children }: { standalone: boolean; children: ReactNode }) {
  if (!standalone) return children;
  return (
    <>
      <SkipLink />
      <MainContent className="min-h-dvh">{children}</MainContent>
    </>
  );
}

/** Catch-all route: a non-fatal 404 inside the layout (spec point 2). */
export function NotFoundPage() {
  return <NotFoundView pathname={useLocation().pathname} />;
}

/**
 * Route errorElement. A 404 (thrown by a guard or loader) gets the page-not-found variant, a
 * missing chunk after a deployment gets one guarded reload, everything else the server-error one.
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const { pathname } = useLocation();
  const chunkError = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunkError);

  useEffect(() => {
    if (!chunkError) return;
    if (!reloadForChunkError({ path: pathname })) setReloading(false);
  }, [chunkError, pathname]);

  useEffect(() => {
    // Statuses 300–499 are the user's way, not a bug: only the rest is logged and reported.
    if (errorStatus(error) < 500 || chunkError) return;
    console.error(error);
    reportError(error);
  }, [error, chunkError]);

  const status = errorStatus(error);
  let content: ReactNode;
  if (reloading) {
    content = (
      <Container className="py-12">
        <Spinner label="Wczytywanie nowej wersji Kredy…" />
      </Container>
    );
  } else if (status === 404) {
    content = <NotFoundView pathname={pathname} />;
  } else {
    content = <ServerErrorView status={status} />;
  }
  return <Standalone standalone={standalone}>{content}</Standalone>;
}
