import type { z } from 'zod';

/**
 * The whole items of a cut-off or invalid JSON answer's list `"<key>": [ {…}, {…}, {… ` — each
 * complete `{…}` that passes `schema`, in order; a broken item is skipped. For the AI layer's
 * `salvage` option: a long list cut off by the token limit keeps what was written in full.
 */
export function completeListItems<T>(text: string, key: string, schema: z.ZodType<T>): T[] {
  const start = text.indexOf(`"${key}"`);
  const open = start === -1 ? -1 : text.indexOf('[', start);
  if (open === -1) return [];
  const found: T[] = [];
  let depth = 0;
  let from = -1;
  let inString = false;
  for (let i = open + 1; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{') {
      if (depth === 0) from = i;
      depth++;
    } else if (char === '}') {
      depth--;
      if (depth === 0 && from !== -1) {
        try {
          const parsed = schema.safeParse(JSON.parse(text.slice(from, i + 1)));
          if (parsed.success) found.push(parsed.data);
        } catch {
          // A broken item is skipped; the next one may be whole.
        }
      }
    } else if (char === ']' && depth === 0) break;
  }
  return found;
}
