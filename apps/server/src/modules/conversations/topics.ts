// Pub/sub topics of the conversations module (declaration merging into PubSubTopics).
declare module '../../platform/pubsub/pubsub.ts' {
  interface PubSubTopics {
    /** A conversation of a workspace was started or changed. */
    conversation: [workspaceId: string, event: { id: string; kind: 'new' | 'update' }];
    /** Live model output of a conversation's answer (`offset` = length of the text before `delta`). */
    llmStream: [
      conversationId: string,
      event: {
        type: 'DELTA' | 'DONE' | 'ERROR';
        botMessageId: string;
        delta: string;
        offset: number;
        /** The whole answer, on DONE. */
        content: string | null;
        /** Polish reason, on ERROR. */
        error: string | null;
      },
    ];
    /** The pupil asked to stop the answer being written (any process may be writing it). */
    conversationStop: [conversationId: string, event: { at: number }];
  }
}

export {};
