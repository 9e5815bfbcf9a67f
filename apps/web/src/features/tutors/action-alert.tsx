import { ROUTES } from '@kreda/shared/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { formAlertMessage, serverFormErrors } from '../../lib/form-errors.ts';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';

interface Problem {
  message: string;
  /** The plan's limit is used up: the alert leads to the limits. */
  limit: boolean;
}

/** Runs a session's action (start, finish, note), keeping the server's Polish refusal to show. */
export function useAction() {
  const [problem, setProblem] = useState<Problem | null>(null);
  const run = async (action: () => Promise<unknown>, fallback: string) => {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem({
        message: formAlertMessage(serverFormErrors(error)) ?? fallback,
        limit: error instanceof GraphQLRequestError && error.code === 'INSUFFICIENT_RESOURCES',
      });
    }
  };
  return { problem, run };
}

/** Why an action was refused, with the way to the limits when a limit refused it. */
export function ActionAlert({ problem, className }: { problem: Problem | null; className?: string }) {
  if (!problem) return null;
  return (
    <FormAlert className={className}>
      {problem.message}
      {problem.limit ? (
        <>
          {' '}
          <Link to={ROUTES.workspaceUsage} className="font-semibold underline">
            Zobacz limity
          </Link>
          <span aria-hidden="true"> · </span>
          <Link to={ROUTES.fullAccess} className="font-semibold underline">
            Zobacz, co daje pełny dostęp
          </Link>
        </>
      ) : null}
    </FormAlert>
  );
}
