import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed, Loading } from '../../components/ui/load-states.tsx';

// The frame of each part of a user's page: a headed section, and a part's own loading and
// failure, so one part that fails to load leaves the others usable.

export function UserSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-board-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A part's query: a spinner while it loads, its failure with the server's reason and a retry, then the part. */
export function QueryPart<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  /** "Wczytuję limity…" */
  loading: string;
  /** "Nie udało się wczytać limitów" */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.error)
    return (
      <LoadFailed
        heading="h3"
        title={failed}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (query.data === undefined) return <Loading label={loading} />;
  return <>{children(query.data)}</>;
}

/** A term and its value in a section's description list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="font-medium text-board-950 sm:w-48 sm:shrink-0">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
