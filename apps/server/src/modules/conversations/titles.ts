import { fileURLToPath } from 'node:url';
import { loadPrompt } from '../../platform/ai/prompts.ts';
import type { GenerationDeps } from './generation.ts';

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));
const TITLE_MAX = 60;

/** A model's title made safe to show: one line, no quotes or trailing dot, at most 60 characters. */
export function cleanTitle(raw: string): string | null {
  const line = raw
    .replace(/[*_#`]/g, '')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l !== '');
  if (!line) return null;
  const bare = line
    .replace(/^(tytuł|title)\s*:\s*/i, '')
    .replace(/^["'„“”«»\s]+|["'„“”«».。\s]+$/g, '')
    .trim();
  if (!bare) return null;
  const chars = [...bare];
  return chars.length > TITLE_MAX
    ? `${chars
        .slice(0, TITLE_MAX - 1)
        .join('')
        .trimEnd()}…`
    : bare;
}

/**
 * A short Polish title after the first exchange, from the fast model. Best effort: without a model
 * or on any failure the conversation keeps "Nowy Chat" (the pupil can rename it).
 */
export async function generateTitle(
  deps: GenerationDeps,
  input: { userId: string; question: string; answer: string },
): Promise<string | null> {
  if (!deps.ai.has('fast')) return null;
  try {
    const prompt = await loadPrompt(PROMPTS, 'chat-title', {
      question: [...input.question].slice(0, 1000).join(''),
      answer: [...input.answer].slice(0, 600).join(''),
    });
    const result = await deps.ai.generateText({
      meta: { userId: input.userId, action: 'CHAT_TITLE' },
      role: 'fast',
      system: 'Nadajesz krótkie tytuły rozmowom ucznia z korepetytorem.',
      messages: [{ role: 'user', content: prompt }],
      maxOutputTokens: 30,
    });
    return cleanTitle(result.text);
  } catch (error) {
    deps.logger.warn({ err: error }, 'conversation title failed');
    return null;
  }
}
