import {
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  getOperationAST,
  getVariableValues,
  Kind,
  type OperationDefinitionNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { blankIdField } from './id-guard.ts';
import { unstorableTextField } from './text-guard.ts';

/*
 * The lean path (ADR 042): a document the fast path has already parsed and validated once is
 * remembered with its operation compiled by graphql-jit, keyed by its text and operation name.
 * The next request with the same text runs the guards' per-request checks (text, blank ids,
 * variables: the same functions the plugins call) and the compiled operation directly, without
 * building an envelop per request. A result without errors is sent as it is; a result with errors
 * is handed back to the envelop (`replay`), which reports, masks and formats it exactly as for
 * any other request. Whenever a check would refuse, nothing has run and the request goes the
 * fast path's way, so every refusal keeps its one source.
 */

/** A compiled operation as graphql-jit returns it. */
export interface CompiledOperation {
  query(root: unknown, context: unknown, variables: Record<string, unknown> | null | undefined): unknown;
  stringify(result: unknown): string;
}

export type Compile = (
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
) => CompiledOperation | null;

interface LeanOperation {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  operationName: string | undefined;
  compiled: CompiledOperation;
}

export interface LeanParams {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** At most this many documents are remembered; the web app sends a few dozen. */
const MAX_OPERATIONS = 1000;

const keyOf = (params: LeanParams) => `${params.operationName ?? ''}\n${params.query}`;

export interface LeanPath {
  /** Remembers a document that parsed and validated (called by the fast path). */
  remember(params: LeanParams, schema: GraphQLSchema, document: DocumentNode): void;
  /** The remembered operation for these parameters, if its per-request checks pass. */
  lookup(params: LeanParams): LeanRun | null;
  /** Documents remembered, and requests the lean path has taken (for tests and metrics). */
  stats(): { remembered: number; taken: number };
}

export interface LeanRun {
  document: DocumentNode;
  execute(context: object): Promise<ExecutionResult> | ExecutionResult;
  stringify(result: ExecutionResult): string;
}

export function createLeanPath(compile: () => Compile | null): LeanPath {
  const operations = new Map<string, LeanOperation>();
  let taken = 0;
  return {
    stats: () => ({ remembered: operations.size, taken }),
    remember(params, schema, document) {
      const key = keyOf(params);
      if (operations.has(key)) return;
      const compileNow = compile();
      if (!compileNow) return;
      const operation = getOperationAST(document, params.operationName);
      if (!operation || operation.operation === 'subscription') return;
      // One operation (its fragments alike): graphql-jit compiles for the one it is given.
      if (document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length !== 1) return;
      const compiled = compileNow(schema, document, params.operationName);
      if (!compiled) return;
      if (operations.size >= MAX_OPERATIONS) operations.clear();
      operations.set(key, { schema, document, operation, operationName: params.operationName, compiled });
    },
    lookup(params) {
      const found = operations.get(keyOf(params));
      if (!found) return null;
      const { schema, document, operation, compiled } = found;
      const variables = params.variables ?? {};
      const args = { schema, document, operationName: found.operationName, variableValues: variables };
      if (unstorableTextField(args) !== null || blankIdField(args) !== null) return null;
      if (operation.variableDefinitions?.length) {
        const coerced = getVariableValues(schema, operation.variableDefinitions, variables, {
          maxErrors: 50,
        });
        if (coerced.errors) return null;
      }
      taken += 1;
      return {
        document,
        execute: (context) => compiled.query(undefined, context, variables) as Promise<ExecutionResult>,
        stringify: compiled.stringify,
      };
    },
  };
}

/** Results the lean path computed and hands to the envelop to report, mask and format. */
const replays = new WeakMap<object, ExecutionResult>();

/**
 * The envelop's execution for a result already computed on the lean path: every plugin's
 * `onExecute` runs as for any request (the error reporting and Yoga's masking register their
 * handlers), and this plugin, placed after the one that compiles, makes the execution return that
 * result instead of running the operation a second time.
 */
export const replayLeanResult: Plugin = {
  onExecute({ args, setExecuteFn }) {
    const result = replays.get(args.contextValue as object);
    if (result) setExecuteFn(() => result);
  },
};

/** Marks `context` (one request's) so that executing with it through the envelop returns `result`. */
export function replayWith(context: object, result: ExecutionResult): void {
  replays.set(context, result);
}
