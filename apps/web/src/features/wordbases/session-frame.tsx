import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

interface SessionFrameProps<T> {
  title: string;
  backTo: string;
  backLabel: string;
  query: UseQueryResult<T, Error>;
  children: (data: T) => ReactNode;
}

/** A study page: the way back to the set, the heading, and the session once it is read. */
export function SessionFrame<T>({ title, backTo, backLabel, query, children }: SessionFrameProps<T>) {
  return (
    <div className="mx-auto flex w-full max-w-2xl min-w-0 flex-col gap-5">
      <Link to={backTo} className="self-start text-sm font-medium break-words text-board-800 underline">
        ← {backLabel}
      </Link>
      <h1 className="text-2xl font-bold break-words text-board-950">{title}</h1>
      {query.isPending ? <Spinner label="Wczytywanie sesji…" className="py-4" /> : null}
      {query.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
        >
          <p>{query.error.message}</p>
          <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            Spróbuj ponownie
          </Button>
        </div>
      ) : null}
      {query.isSuccess ? children(query.data) : null}
    </div>
  );
}
