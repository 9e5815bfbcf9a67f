/*
 * A request as the fake OpenAI server (fake-openai.ts) received it, and what fake models and
 * tests read of it: the call's action, the structured output's schema name, the prompt's data.
 */

/** One request as the fake received it. */
export interface FakeAiRequest {
  /** `/v1/chat/completions`, `/v1/embeddings` or `/v1/audio/transcriptions`. */
  path: string;
  // biome-ignore lint/suspicious/noExplicitAny: the parsed wire body, read freely by tests.
  body: any;
  authorization: string | undefined;
  /**
   * What the call is for: the `AiCallMeta.action` the AI layer sends as `X-Kreda-Action` (null when
   * a request came without it). With the structured output's schema name
   * (`body.response_format.json_schema.name`), this is what a fake model routes by, never the
   * wording of the prompt.
   */
  action: string | null;
  /** The client closed the connection before the answer was complete (abort, timeout). */
  closedEarly: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: wire message content.
export function contentText(content: any): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part) => (part?.type === 'text' ? String(part.text) : '')).join(' ');
}

/**
 * The system prompt and last user message of a chat request: for the data a fake reply is built
 * from (the passages, the task, the words asked for), and for tests asserting what was sent.
 */
export function promptOf(request: FakeAiRequest): { system: string; user: string } {
  const messages: { role?: string; content?: unknown }[] = request.body.messages ?? [];
  return {
    system: messages
      .filter((m) => m.role === 'system')
      .map((m) => contentText(m.content))
      .join('\n'),
    user: contentText(messages.filter((m) => m.role === 'user').at(-1)?.content),
  };
}

/** The structured output a chat request asks for (`response_format.json_schema.name`), or null. */
export function schemaNameOf(request: FakeAiRequest): string | null {
  const name = request.body?.response_format?.json_schema?.name;
  return typeof name === 'string' ? name : null;
}
