import type { AiCallMeta } from './types.ts';

/**
 * The header naming the call's action (`AiCallMeta.action`, e.g. `ROZPRAWKA_EXPLANATION`) on every
 * provider request. Providers ignore headers they do not know; it lets a proxy or a log tell the
 * calls apart, and the test suites' fake model route a request by what it is for (with the
 * structured output's schema name), never by the wording of its prompt.
 */
export const AI_ACTION_HEADER = 'X-Kreda-Action';

/** The per-call headers of a provider request (the AI SDK's `headers` option). */
export function actionHeaders(meta: AiCallMeta): Record<string, string> {
  // Actions are code constants; anything outside a header's token characters is dropped, so a
  // careless name can never make the request itself invalid.
  return { [AI_ACTION_HEADER]: meta.action.replace(/[^\w.:-]/g, '') };
}
