import type { ModelMessage } from 'ai';
import type { AiMessage } from './types.ts';

/** Our message shape to the AI SDK's; images become image parts the provider sends inline. */
export function toModelMessages(messages: AiMessage[]): ModelMessage[] {
  return messages.map((message): ModelMessage => {
    if (typeof message.content === 'string') return { role: message.role, content: message.content };
    if (message.role === 'user') {
      return {
        role: 'user',
        content: message.content.map((part) =>
          part.type === 'text'
            ? { type: 'text', text: part.text }
            : { type: 'image', image: part.image, mediaType: part.mediaType },
        ),
      };
    }
    return {
      role: 'assistant',
      content: message.content.map((part) =>
        part.type === 'text'
          ? { type: 'text', text: part.text }
          : { type: 'file', data: part.image, mediaType: part.mediaType },
      ),
    };
  });
}
