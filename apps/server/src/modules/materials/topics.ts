// Pub/sub topics of the materials module (declaration merging into PubSubTopics).
declare module '../../platform/pubsub/pubsub.ts' {
  interface PubSubTopics {
    /** A material of a workspace was added or changed (payload: which, so readers re-check access). */
    userDoc: [workspaceId: string, event: { id: string; kind: 'new' | 'update' }];
  }
}

export {};
