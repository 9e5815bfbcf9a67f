import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';
import type { useTutor } from './api/get-tutor.ts';
import type { TutorDetail } from './api/tutor-fragments.ts';

/** A heading and a sentence for what is not there (a deleted tutor, an incomplete address). */
export function Missing({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="tutor-missing" className="flex flex-col gap-2">
      <h1 id="tutor-missing" className="text-2xl font-bold text-board-950">
        {title}
      </h1>
      <p className="text-ink-muted">{text}</p>
    </section>
  );
}

/**
 * The tutor's pages while their tutor is read: a spinner, "not found" for a foreign or deleted
 * one, the server's Polish reason with "Spróbuj ponownie", and then the page itself.
 */
export function TutorQueryView({
  query,
  loading,
  children,
}: {
  query: ReturnType<typeof useTutor>;
  loading: string;
  children: (tutor: TutorDetail) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loading} className="py-4" />;
  if (query.isError && query.error instanceof GraphQLRequestError && query.error.code === 'NOT_FOUND')
    return (
      <Missing title="Nie znaleziono korepetytora" text="Mógł zostać usunięty albo adres jest niepełny." />
    );
  if (query.isError)
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <p>{query.error.message}</p>
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  return children(query.data);
}
