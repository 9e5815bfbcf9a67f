import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

const invalid = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

function toDate(value: unknown): Date {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : null;
  if (!date || Number.isNaN(date.getTime())) throw invalid('Nieprawidłowa data.');
  return date;
}

/** ISO 8601 timestamps on the wire, Date objects inside. */
export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => toDate(value).toISOString(),
  parseValue: (value) => {
    if (typeof value !== 'string') throw invalid('Nieprawidłowa data.');
    return toDate(value);
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw invalid('Nieprawidłowa data.');
    return toDate(ast.value);
  },
});

function literalToJson(ast: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map((v) => literalToJson(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalToJson(f.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
    default:
      throw invalid('Nieprawidłowa wartość JSON.');
  }
}

/** Arbitrary JSON values, for data whose shape the field's description documents. */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => literalToJson(ast, variables),
});

/** What a multipart upload is at run time (the Fetch API's File, as Yoga builds it). */
function isUploadedFile(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as { name?: unknown; size?: unknown; arrayBuffer?: unknown };
  return (
    typeof file.name === 'string' && typeof file.size === 'number' && typeof file.arrayBuffer === 'function'
  );
}

/**
 * A file sent as a GraphQL multipart upload. Anything else in its place (a string, an object in
 * JSON) is bad input, refused before any resolver runs.
 */
export const UploadScalar = new GraphQLScalarType({
  name: 'Upload',
  serialize: () => {
    throw invalid('Pliku nie można zwrócić w odpowiedzi.');
  },
  parseValue: (value) => {
    if (!isUploadedFile(value)) throw invalid('Oczekiwano pliku wysłanego jako załącznik (multipart).');
    return value;
  },
  parseLiteral: () => {
    throw invalid('Oczekiwano pliku wysłanego jako załącznik (multipart).');
  },
});
