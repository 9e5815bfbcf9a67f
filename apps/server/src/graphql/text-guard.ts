import { type DocumentNode, Kind, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { clientError } from './errors.ts';

/*
 * One place for every text input: a NUL character or half of a surrogate pair cannot be stored
 * (PostgreSQL refuses both, as text and inside JSON) and no person types them. Any such string in
 * the variables or in the document's own literals refuses the whole operation as bad input, before
 * a resolver runs, so nothing is half-written.
 */

const MESSAGE = 'Tekst zawiera niedozwolone znaki.';

// In unicode mode a surrogate pair is one code point, so this matches only a lone half.
const LONE_SURROGATE = /\p{Cs}/u;

/** True for text that cannot be stored as typed: a NUL, or a lone surrogate (broken emoji). */
export function isUnstorableText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

function isFile(value: object): boolean {
  return typeof (value as { arrayBuffer?: unknown }).arrayBuffer === 'function';
}

/** The path of the first unstorable string in a variables object, e.g. `input.sources.2.id`. */
export function findUnstorableText(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return isUnstorableText(value) ? path.join('.') || 'input' : null;
  if (typeof value !== 'object' || value === null || depth > 32 || isFile(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    if (isUnstorableText(key)) return [...path, '?'].join('.');
    const found = findUnstorableText(child, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

// Parsed documents come from the parser cache, so a document is walked once, not on every request.
const documentVerdicts = new WeakMap<DocumentNode, boolean>();

function documentHasUnstorableText(document: DocumentNode): boolean {
  const known = documentVerdicts.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (isUnstorableText(node.value)) found = true;
    },
  });
  documentVerdicts.set(document, found);
  return found;
}

/** The field of the first unstorable text in the variables or the document, or null. */
export function unstorableTextField(args: {
  document: DocumentNode;
  variableValues?: Record<string, unknown> | null;
}): string | null {
  const variable = findUnstorableText(args.variableValues ?? {});
  if (variable !== null) return variable;
  return documentHasUnstorableText(args.document) ? 'query' : null;
}

const refusal = (field: string) => ({
  errors: [clientError('BAD_USER_INPUT', MESSAGE, { fields: { [field]: MESSAGE } })],
});

/** The Yoga plugin (HTTP and WebSocket alike). */
export const refuseUnstorableText: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const field = unstorableTextField(args);
    if (field !== null) setResultAndStopExecution(refusal(field));
  },
  onSubscribe({ args, setResultAndStopExecution }) {
    const field = unstorableTextField(args);
    if (field !== null) setResultAndStopExecution(refusal(field));
  },
};
