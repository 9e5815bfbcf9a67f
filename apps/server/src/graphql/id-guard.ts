import {
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  getOperationAST,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  TypeInfo,
  typeFromAST,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { BLANK_ID_MESSAGE, isBlankId } from '../core/ids.ts';
import { clientError } from './errors.ts';

/*
 * One place for every `ID` input of every operation: a blank id ("" or only spaces) is refused as
 * bad input naming its field, before a resolver runs — so no command reads it as "not given" while
 * another stores it, and nothing is reserved, asked of the AI or written first. Ids that are not
 * blank are the commands' to look up (a made-up one is a not-found there).
 */

type Path = (string | number)[];

/** The path of the first blank ID in a variable's value of the given type, or null. */
function blankIdIn(value: unknown, type: GraphQLInputType, path: Path, depth = 0): Path | null {
  if (value == null || depth > 32) return null;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    // A single value stands for a list of one (GraphQL's input coercion).
    if (!Array.isArray(value)) return blankIdIn(value, inner.ofType, path, depth + 1);
    for (const [i, item] of value.entries()) {
      const found = blankIdIn(item, inner.ofType, [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (isInputObjectType(inner)) {
    if (typeof value !== 'object') return null;
    for (const field of Object.values(inner.getFields())) {
      const found = blankIdIn(
        (value as Record<string, unknown>)[field.name],
        field.type,
        [...path, field.name],
        depth + 1,
      );
      if (found) return found;
    }
    return null;
  }
  return inner.name === 'ID' && isBlankId(value) ? path : null;
}

// Parsed documents come from the parser cache, so a document is walked once, not on every request.
const documentVerdicts = new WeakMap<DocumentNode, string | null>();

/** The argument path (`input.botMessageId`) of a blank ID written into the document, or null. */
function blankIdLiteral(schema: GraphQLSchema, document: DocumentNode): string | null {
  const known = documentVerdicts.get(document);
  if (known !== undefined) return known;
  const typeInfo = new TypeInfo(schema);
  const names: string[] = [];
  let found: string | null = null;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      [Kind.ARGUMENT]: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
      [Kind.OBJECT_FIELD]: {
        enter: (node) => void names.push(node.name.value),
        leave: () => void names.pop(),
      },
      [Kind.STRING]: (node) => {
        const type = typeInfo.getInputType();
        if (found === null && type && getNamedType(type).name === 'ID' && isBlankId(node.value))
          found = names.join('.') || 'query';
      },
    }),
  );
  documentVerdicts.set(document, found);
  return found;
}

/** The path of the first blank ID in the variables or the document's literals, or null. */
export function blankIdField(args: {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variableValues?: Record<string, unknown> | null;
}): string | null {
  const operation = getOperationAST(args.document, args.operationName);
  for (const definition of operation?.variableDefinitions ?? []) {
    const type = typeFromAST(args.schema, definition.type) as GraphQLInputType | undefined;
    const name = definition.variable.name.value;
    const found = type ? blankIdIn(args.variableValues?.[name], type, [name]) : null;
    if (found) return found.join('.');
  }
  return blankIdLiteral(args.schema, args.document);
}

const refusal = (field: string) => ({
  errors: [clientError('BAD_USER_INPUT', BLANK_ID_MESSAGE, { fields: { [field]: BLANK_ID_MESSAGE } })],
});

/** The Yoga plugin (HTTP and WebSocket alike). */
export const refuseBlankIds: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const field = blankIdField(args);
    if (field !== null) setResultAndStopExecution(refusal(field));
  },
  onSubscribe({ args, setResultAndStopExecution }) {
    const field = blankIdField(args);
    if (field !== null) setResultAndStopExecution(refusal(field));
  },
};
