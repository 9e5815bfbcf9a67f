// Pub/sub topics of the users module (declaration merging into PubSubTopics).
declare module '../../platform/pubsub/pubsub.ts' {
  interface PubSubTopics {
    /** Accounts changed by a process (`origin`): the others forget their cached rows of them. */
    usersChanged: [event: { userIds: string[]; origin: string }];
  }
}

export {};
