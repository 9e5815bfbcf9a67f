// How deep the server sees a GraphQL document: it refuses documents deeper than 8 levels, and
// GraphQL Armor counts a fragment spread as two. The features' documents tests measure theirs.

/** The server's limit (GraphQL Armor's maxDepth in apps/server/src/graphql/yoga.ts). */
export const MAX_DEPTH = 8;

/** The text between the brace at `open` and its partner. */
export function braced(text: string, open: number): string {
  let level = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') level++;
    if (text[i] === '}' && --level === 0) return text.slice(open + 1, i);
  }
  throw new Error('unbalanced braces');
}

/** The bodies of the fragments defined in `text`, by name. */
export function fragmentsOf(text: string): Map<string, string> {
  const fragments = new Map<string, string>();
  for (const match of text.matchAll(/fragment (\w+) on \w+ \{/g))
    fragments.set(match[1] ?? '', braced(text, (match.index ?? 0) + match[0].length - 1));
  return fragments;
}

/**
 * The depth as GraphQL Armor counts it: one level per field and inline fragment, two per
 * fragment spread (plus the fragment's own depth).
 */
function depthOf(selection: string, fragments: Map<string, string>): number {
  const tokens = selection.replace(/\([^)]*\)/g, ' ').match(/\.\.\.\s*on\s+\w+|\.\.\.\w+|[{}]|\w+/g) ?? [];
  let level = 0;
  let deepest = 0;
  for (const token of tokens) {
    if (token === '{') level++;
    else if (token === '}') level--;
    else if (token.startsWith('...') && !/^\.\.\.\s*on\b/.test(token)) {
      const body = fragments.get(token.slice(3));
      if (body === undefined) throw new Error(`missing fragment ${token}`);
      deepest = Math.max(deepest, level + 2 + depthOf(body, fragments));
    } else deepest = Math.max(deepest, level + 1);
  }
  return deepest;
}

/** The depth of a document's operation, with the fragments it carries. */
export function operationDepth(document: { toString(): string }): number {
  const text = document.toString();
  const operation = text.slice(0, text.search(/\bfragment \w+ on/) >>> 0 || text.length);
  const start = operation.replace(/\([^)]*\)/, (args) => ' '.repeat(args.length)).indexOf('{');
  return depthOf(braced(operation, start), fragmentsOf(text));
}

/** Whitespace collapsed, to compare selections written in different places. */
export const compact = (text: string) => text.replace(/\s+/g, ' ').trim();
