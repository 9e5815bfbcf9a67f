// Pub/sub topics of tasks (declaration merging into PubSubTopics). Keyed by the owner of the task:
// a pupil's tasks are followed across workspaces.
declare module '../../platform/pubsub/pubsub.ts' {
  interface PubSubTopics {
    /** A task of the user was added, started, solved, failed or corrected; `ownerId` is its test (…). */
    zadanie: [userId: string, event: { id: string; ownerId: string }];
  }
}

export {};
