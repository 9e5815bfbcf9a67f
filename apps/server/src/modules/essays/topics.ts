// Pub/sub topics of the essays module (declaration merging into PubSubTopics). Keyed by the owner:
// the essay tool lists a pupil's essays across workspaces.
declare module '../../platform/pubsub/pubsub.ts' {
  interface PubSubTopics {
    /** An essay of the user was added or changed (state, a new or edited segment). */
    rozprawka: [userId: string, event: { id: string }];
    /** A review of the user was added or changed state. */
    rozprawkaReview: [userId: string, event: { id: string }];
  }
}

export {};
