// Pub/sub topics of the test solver (declaration merging into PubSubTopics). Keyed by the owner:
// the test solver lists a pupil's tests across workspaces.
declare module '../../platform/pubsub/pubsub.ts' {
  interface PubSubTopics {
    /** A test of the user was added or changed (state, tasks cut, progress). */
    testSolver: [userId: string, event: { id: string }];
  }
}

export {};
