import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ViewHeading } from './view-heading.tsx';

// The library pages' loading, not-found and failure states, in Polish.

/** The request's answer was "there is no such thing" (a missing or unpublished book). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof GraphQLRequestError && error.code === 'NOT_FOUND';

export function Loading({ label }: { label: string }) {
  return (
    <div className="py-10">
      <Spinner label={label} />
    </div>
  );
}

/** A page for what is not there: what happened and the way back. */
export function NotFound({
  title,
  children,
  back,
}: {
  title: string;
  children: ReactNode;
  back: { to: string; label: string };
}) {
  useDocumentTitle(title);
  return (
    <section data-testid="library-not-found" className="flex max-w-2xl flex-col items-start gap-4 py-10">
      <ViewHeading>{title}</ViewHeading>
      <p>{children}</p>
      <Link to={back.to} className={buttonClass('primary', 'md')}>
        {back.label}
      </Link>
    </section>
  );
}

/** A part that could not be read, with its Polish reason and another try. */
export function LoadFailed({
  title,
  error,
  onRetry,
  retrying,
  heading = 'h2',
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying: boolean;
  heading?: 'h1' | 'h2';
}) {
  const Heading = heading;
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4"
    >
      <Heading className="text-lg font-bold text-red-900">{title}</Heading>
      <p className="text-red-900">{error.message}</p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        Spróbuj ponownie
      </Button>
    </div>
  );
}
