// Pub/sub topics of the quizzes module (declaration merging into PubSubTopics).
declare module '../../platform/pubsub/pubsub.ts' {
  interface PubSubTopics {
    /** A quiz flow was added to a workspace. */
    quizFlow: [workspaceId: string, event: { id: string }];
    /** A quiz of a workspace was added or changed state (generating, ready, failed). */
    quizWorkspace: [workspaceId: string, event: { id: string }];
    /** An attempt changed: an answer was reviewed, or it was finished. */
    quizResult: [quizResultId: string, event: { id: string }];
  }
}

export {};
