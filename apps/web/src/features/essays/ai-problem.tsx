import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { formAlertMessage, serverFormErrors } from '../../lib/form-errors.ts';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';

/**
 * What a failed request says to the pupil: the server's message, or for a refused input the field's
 * own message (the summary "Nieprawidłowe dane." says nothing on its own).
 */
export function problemOf(error: unknown): string {
  const errors = serverFormErrors(error);
  return formAlertMessage(errors) ?? errors.message;
}

/** Why an action on a segment failed, in Polish, with the way to the limits when one is used up. */
export function AiProblem({ error }: { error: unknown }) {
  if (!error) return null;
  const limitReached = error instanceof GraphQLRequestError && error.code === 'INSUFFICIENT_RESOURCES';
  return (
    <FormAlert>
      {problemOf(error)}
      {limitReached ? (
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
