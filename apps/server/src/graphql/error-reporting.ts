import { shouldReport, statusOfErrorCode } from '@kreda/shared/error-reporting';
import { type DocumentNode, getOperationAST } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import type { ErrorReporter } from '../platform/error-reporting.ts';
import type { GraphQLContext } from './context.ts';
import { maskGraphQLError } from './errors.ts';

/** What the plugin reads of an operation: its document and name, and the request's context. */
interface Operation {
  document: DocumentNode;
  operationName?: string | null;
  contextValue: unknown;
}

function operationNameOf({ document, operationName }: Operation): string {
  return getOperationAST(document, operationName)?.name?.value ?? 'anonymous';
}

/** The signed-in user's id; none when the context has no viewer or looking it up fails. */
async function userIdOf(context: unknown): Promise<string | null> {
  const viewer = (context as Partial<GraphQLContext> | undefined)?.viewer;
  if (!viewer) return null;
  const actor = await viewer().catch(() => null);
  return actor?.user.id ?? null;
}

/**
 * Sends to error reporting what the masker answers with a 5xx-like code: an unexpected failure
 * (INTERNAL_SERVER_ERROR) or a service that failed (AI_FAILED, DELIVERY_FAILED…), with the
 * signed-in user's id and the operation's name. Errors of the client's own way (BAD_USER_INPUT,
 * UNAUTHENTICATED, NOT_FOUND, RATE_LIMITED…: 300–499) are not sent. Runs before Yoga's masking (it
 * is a user plugin), so it sees what was thrown and decides with the masker's own function. Covers
 * HTTP, the fast path and the WebSocket, which all run this envelop.
 */
export function reportGraphQLErrors(reporter: ErrorReporter): Plugin {
  if (!reporter.enabled) return {};
  const reportAll = (errors: readonly unknown[], operation?: Operation) => {
    for (const error of errors) {
      const { masked, cause } = maskGraphQLError(error);
      // The masker always answers with one of our codes; anything else would be a failure of ours.
      const status = statusOfErrorCode(masked.extensions.code) ?? 500;
      if (!shouldReport(status)) continue;
      const tags = { graphql: operation ? operationNameOf(operation) : 'context' };
      void userIdOf(operation?.contextValue).then((userId) =>
        reporter.report(cause, { userId, status, tags }),
      );
    }
  };
  return {
    onPluginInit({ registerContextErrorHandler }) {
      // The context could not be built (the session lookup failed): no user to name.
      registerContextErrorHandler(({ error }) => reportAll([error]));
    },
    onExecute({ args }) {
      return {
        onExecuteDone: (payload) =>
          handleStreamOrSingleExecutionResult(payload, ({ result }) => {
            if (result.errors?.length) reportAll(result.errors, args);
          }),
      };
    },
    onSubscribe({ args }) {
      return {
        onSubscribeResult: (payload) =>
          handleStreamOrSingleExecutionResult(payload, ({ result }) => {
            if (result.errors?.length) reportAll(result.errors, args);
          }),
        onSubscribeError: ({ error }) => reportAll([error], args),
      };
    },
  };
}
