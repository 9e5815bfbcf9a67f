import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { AiService } from '../../platform/ai/ai.ts';
import { loadPrompt } from '../../platform/ai/prompts.ts';
import type { Logger } from '../../platform/logger.ts';
import type { ConversationIntent } from './tables.ts';

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));

const INTENT_SCHEMA = z.object({
  conversationType: z.enum(['DEFAULT', 'ZADANIE', 'ROZPRAWKA', 'ROZPRAWKA_REVIEW', 'TEST_SOLUTION']),
  message: z.string().max(300),
});

/**
 * What the pupil wants from a message, recognised by the fast model. Best effort: any failure
 * gives the plain DEFAULT intent, so the pupil still gets an answer.
 */
export async function classifyIntent(
  deps: { ai: AiService; logger: Logger },
  input: { userId: string; message: string },
): Promise<ConversationIntent> {
  const fallback: ConversationIntent = {
    type: 'ai',
    message: null,
    conversationType: 'DEFAULT',
    actionType: null,
  };
  if (!deps.ai.has('fast')) return fallback;
  try {
    const prompt = await loadPrompt(PROMPTS, 'intent-classify', {
      message: [...input.message].slice(0, 4000).join(''),
    });
    const intent = await deps.ai.generateObject({
      meta: { userId: input.userId, action: 'CHAT_INTENT' },
      role: 'fast',
      system: 'Klasyfikujesz prośby uczniów w aplikacji do nauki.',
      messages: [{ role: 'user', content: prompt }],
      schema: INTENT_SCHEMA,
      schemaName: 'zamiar',
    });
    return {
      type: 'ai',
      message: intent.message.trim() || null,
      conversationType: intent.conversationType,
      actionType: null,
    };
  } catch (error) {
    deps.logger.warn({ err: error }, 'intent recognition failed; answering as a plain question');
    return fallback;
  }
}
