import { systemPrompt } from './generation.ts';

/**
 * The system prompt of an answer in a conversation a tool leads (a tutor's session), without
 * materials: the chat's own prompt around the tool's brief, for the tool's eval to send exactly
 * what the product sends.
 */
export function ledSystemPrompt(input: {
  learner: string;
  workspace: string;
  brief: string;
}): Promise<string> {
  return systemPrompt(
    {
      conversation: { id: '', userId: '' },
      question: { id: '', message: '', messageContent: null },
      learner: input.learner,
      workspace: input.workspace,
      sources: [],
      attachmentTexts: [],
      images: [],
      intent: 'DEFAULT',
      brief: input.brief,
      action: 'AI_TUTORING',
    },
    [],
  );
}
