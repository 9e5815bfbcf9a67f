// Pub/sub topics of word bases (declaration merging into PubSubTopics). Keyed by the workspace:
// `newWordBase` lists a workspace's sets; the owner is checked again when an event is read.
declare module '../../platform/pubsub/pubsub.ts' {
  interface PubSubTopics {
    /** A set of the workspace was made, changed (words, progress, extraction state) or deleted. */
    wordBase: [workspaceId: string, event: { id: string }];
  }
}

export {};
