import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../../gql/gql.ts';
import { apiRequest } from '../api-client.ts';

// Where the app sends its errors (ADR 035), asked once per page load after the page has settled.
// A chunk of its own, loaded by error-reporting.ts: the first paint does not wait for it.

export const GET_ERROR_REPORTING_CONFIG = graphql(`
  query getErrorReportingConfig {
    getAppConfig {
      sentryDsn
      sentryEnvironment
    }
  }
`);

export interface ErrorReportingConfig {
  /** null: error reporting is off, nothing is loaded or sent. */
  dsn: string | null;
  environment: string | null;
}

/** The server's error-reporting settings; they change only with a restart of the server. */
export async function fetchErrorReportingConfig(queryClient: QueryClient): Promise<ErrorReportingConfig> {
  const { sentryDsn, sentryEnvironment } = await queryClient.fetchQuery({
    queryKey: ['appConfig', 'errorReporting'],
    queryFn: async () => (await apiRequest(GET_ERROR_REPORTING_CONFIG)).getAppConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { dsn: sentryDsn ?? null, environment: sentryEnvironment ?? null };
}
