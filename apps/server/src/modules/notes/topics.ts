// Pub/sub topics of the notes module (declaration merging into PubSubTopics).
declare module '../../platform/pubsub/pubsub.ts' {
  interface PubSubTopics {
    /** A note was added to a workspace. */
    aiNote: [workspaceId: string, event: { id: string }];
  }
}

export {};
