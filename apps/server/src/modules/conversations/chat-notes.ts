import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { requireVerifiedViewer } from '../../core/actor.ts';
import { badInput, domainError } from '../../core/domain-error.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { AiError } from '../../platform/ai/ai.ts';
import { loadPrompt } from '../../platform/ai/prompts.ts';
import { saveGeneratedNote } from '../notes/commands.ts';
import type { AiNoteRow } from '../notes/service.ts';
import { reserveUsage } from '../usage/service.ts';
import { conversationMessages, requireOwnConversation } from './commands.ts';

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));
/** The part of a long conversation sent to the model (its end matters most). */
const TRANSCRIPT_MAX = 30_000;

const NOTE_SCHEMA = z.object({
  title: z.string().min(1).max(200),
  content: z.string().min(1),
});

/**
 * `generateainotatkaAiNote`: the AI turns a conversation (or one answer with its question) into a
 * study note saved in the conversation's workspace (origin CONVERSATION_GENERATED). Counted
 * against the plan's "Notatki AI" limit, given back when the AI fails.
 */
export async function generateNoteFromConversation(
  ctx: GraphQLContext,
  input: { conversationId: string; botMessageId?: string | null },
): Promise<AiNoteRow> {
  const { user, conversation } = await requireOwnConversation(ctx, input.conversationId);
  const messages = await conversationMessages(ctx, conversation);
  const exchanges = messages
    .map((m) => ({
      question: m,
      answer: m.botResponses.filter((b) => !b.isError && b.content.trim()).at(-1),
    }))
    .filter((e) => e.answer)
    .filter((e) => !input.botMessageId || e.answer?.id === input.botMessageId);
  if (input.botMessageId && exchanges.length === 0)
    throw domainError('NOT_FOUND', 'Nie znaleziono odpowiedzi.');
  if (exchanges.length === 0)
    throw badInput({
      conversationId: 'W tej rozmowie nie ma jeszcze odpowiedzi, z których można zrobić notatkę.',
    });
  await requireVerifiedViewer(ctx);
  if (!ctx.services.ai.has('main')) throw domainError('AI_NOT_CONFIGURED');

  const transcript = exchanges
    .map(
      (e) =>
        `Uczeń: ${e.question.messageContent ? `(o fragmencie: ${e.question.messageContent}) ` : ''}${e.question.message}\n\nKorepetytor: ${e.answer?.content}`,
    )
    .join('\n\n---\n\n');
  const clipped = transcript.length > TRANSCRIPT_MAX ? transcript.slice(-TRANSCRIPT_MAX) : transcript;

  const reservation = await reserveUsage(ctx.db, { userId: user.id, action: 'AI_NOTE_GENERATION' });
  try {
    const prompt = await loadPrompt(PROMPTS, 'chat-note', { conversation: clipped });
    const note = await ctx.services.ai.generateObject({
      meta: { userId: user.id, action: 'AI_NOTE_GENERATION' },
      system: 'Piszesz zwięzłe, rzetelne notatki do nauki dla polskich uczniów.',
      messages: [{ role: 'user', content: prompt }],
      schema: NOTE_SCHEMA,
      schemaName: 'notatka',
    });
    return await saveGeneratedNote(ctx, {
      userId: user.id,
      workspaceId: conversation.workspaceId,
      name: note.title,
      content: note.content,
      action: 'CONVERSATION_GENERATED',
      sourcesId: conversation.sourcesId,
    });
  } catch (error) {
    await reservation.release().catch(() => {});
    if (error instanceof AiError)
      throw domainError(error.code === 'AI_NOT_CONFIGURED' ? 'AI_NOT_CONFIGURED' : 'AI_FAILED');
    throw error;
  }
}
