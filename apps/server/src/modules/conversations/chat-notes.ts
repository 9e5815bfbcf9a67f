import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import { loadPrompt } from '../../platform/ai/prompts.ts';
import { type AiNoteRow, saveGeneratedNote } from '../notes/index.ts';
import { runAiAction } from '../usage/index.ts';
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
  deps: Deps,
  actor: Actor,
  input: { conversationId: string; botMessageId?: string | null },
): Promise<AiNoteRow> {
  const conversation = await requireOwnConversation(deps, actor, input.conversationId);
  const messages = await conversationMessages(deps, conversation);
  const exchanges = messages
    .map((m) => ({
      question: m,
      answer: m.botResponses.filter((b) => !b.isError && b.content.trim()).at(-1),
    }))
    .filter((e) => e.answer)
    .filter((e) => !input.botMessageId || e.answer?.id === input.botMessageId);
  if (input.botMessageId && exchanges.length === 0) throw notFound('Nie znaleziono odpowiedzi.');
  if (exchanges.length === 0)
    throw badInput({
      conversationId: 'W tej rozmowie nie ma jeszcze odpowiedzi, z których można zrobić notatkę.',
    });

  const transcript = exchanges
    .map(
      (e) =>
        `${e.question.type === 'AITUTOR_INSTRUCTION' ? '(Korepetytor zaczyna sesję.)' : `Uczeń: ${e.question.messageContent ? `(o fragmencie: ${e.question.messageContent}) ` : ''}${e.question.message}`}\n\nKorepetytor: ${e.answer?.content}`,
    )
    .join('\n\n---\n\n');
  const clipped = transcript.length > TRANSCRIPT_MAX ? transcript.slice(-TRANSCRIPT_MAX) : transcript;

  return runAiAction(deps, { actor, action: 'AI_NOTE_GENERATION' }, async ({ meta }) => {
    const prompt = await loadPrompt(PROMPTS, 'chat-note', { conversation: clipped });
    const note = await deps.services.ai.generateObject({
      meta,
      system: 'Piszesz zwięzłe, rzetelne notatki do nauki dla polskich uczniów.',
      messages: [{ role: 'user', content: prompt }],
      schema: NOTE_SCHEMA,
      schemaName: 'notatka',
    });
    return saveGeneratedNote(deps, {
      userId: actor.user.id,
      workspaceId: conversation.workspaceId,
      name: note.title,
      content: note.content,
      action: 'CONVERSATION_GENERATED',
      sourcesId: conversation.sourcesId,
      // Checked above to be an answer of this conversation; the answer then leads to its note.
      botMessageId: input.botMessageId ?? null,
    });
  });
}

/**
 * `generateainotatkaAiNote`: a note from a conversation (or one of its answers), or from what
 * another module's note generator takes (its id in the module's own input field, e.g. a quiz
 * attempt's `quizResultId`); exactly one of them.
 */
export async function generateAiNote(
  deps: Deps,
  actor: Actor,
  input: { conversationId?: string | null; botMessageId?: string | null } & Readonly<Record<string, unknown>>,
): Promise<AiNoteRow> {
  const named = deps.noteGenerators.filter((generator) => input[generator.inputField]);
  const [generator] = named;
  if (generator && named.length === 1 && !input.conversationId && !input.botMessageId)
    return (await generator.generate(deps, actor, String(input[generator.inputField]))) as AiNoteRow;
  if (!input.conversationId || named.length > 0) {
    const others = deps.noteGenerators.map((g) => ` albo ${g.label}`).join('');
    throw badInput({
      conversationId: others
        ? `Wskaż rozmowę${others}, z którego ma powstać notatka.`
        : 'Wskaż rozmowę, z której ma powstać notatka.',
    });
  }
  return generateNoteFromConversation(deps, actor, {
    conversationId: input.conversationId,
    botMessageId: input.botMessageId ?? null,
  });
}
